// What a person must never read in a Bulgarian or Russian screen or mail: codes meant for machines. The screen walk
// (e2e/tests/admin-raw-values.spec.ts), the mail templates test and the audit log test use it.
import { AUDIT_ACTIONS } from './api/admin-audit.js';
import { NEWS_STATUSES } from './api/admin-content.js';
import { INBOX_FILTERS } from './api/admin-inbox.js';
import { CHILD_STATUS_FILTERS, COACH_PROFILE_STATES } from './api/admin-people.js';
import { ACHIEVEMENT_KINDS } from './api/instructor.js';
import { RECONCILIATION_KINDS } from './api/payments.js';
import { CLASS_FITS } from './class-fit.js';
import {
  ATTENDANCE_STATUSES,
  GENDERS,
  GOAL_STATUSES,
  KINDERGARTEN_BILL_STATUSES,
  LOCATION_TYPES,
  MEDIA_TYPES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PLAN_TYPES,
  PRODUCT_CATEGORIES,
  PROGRESS_METRICS,
  REFUND_REASONS,
  ROLES,
  SKILL_LEVELS,
  STROKES,
  SUBSCRIPTION_STATUSES,
} from './enums.js';

/**
 * Every closed vocabulary's codes. Language codes (bg, en, ru) and currencies (EUR, BGN) are left out: the language
 * switcher names languages by their codes, and a currency code is how a person writes a currency too.
 */
export const RAW_ENUM_VALUES: readonly string[] = [
  ...new Set<string>([
    ...ROLES,
    ...SKILL_LEVELS,
    ...GENDERS,
    ...LOCATION_TYPES,
    ...PLAN_TYPES,
    ...ATTENDANCE_STATUSES,
    ...PAYMENT_METHODS,
    ...PAYMENT_STATUSES,
    ...REFUND_REASONS,
    ...SUBSCRIPTION_STATUSES,
    ...KINDERGARTEN_BILL_STATUSES,
    ...ORDER_STATUSES,
    ...PRODUCT_CATEGORIES,
    ...MEDIA_TYPES,
    ...GOAL_STATUSES,
    ...STROKES,
    ...PROGRESS_METRICS,
    ...RECONCILIATION_KINDS,
    ...CLASS_FITS,
    ...NEWS_STATUSES,
    ...INBOX_FILTERS,
    ...CHILD_STATUS_FILTERS,
    ...COACH_PROFILE_STATES,
    ...ACHIEVEMENT_KINDS,
    ...AUDIT_ACTIONS,
  ]),
];

const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
/** A month or a day written the machine's way (2026-10, 2026-10-14); a person reads 'октомври 2026', '14.10.2026'. */
const ISO_DATE = /\b\d{4}-\d{2}(?:-\d{2})?\b/g;
/** A catalog key shown instead of its text ('billing.details.none'). */
const CATALOG_KEY = /\b[a-z]+\.[a-zA-Z]+\.[a-zA-Z.]*[a-zA-Z]\b/g;
/** A code written as a whole word (any case): 'cash', 'Cash', 'requested_by_customer', 'payment.refunded'. */
const ENUM = new RegExp(
  `(?<![\\w.@/-])(?:${RAW_ENUM_VALUES.map((v) => v.replace('.', '\\.')).join('|')})(?![\\w@/-])`,
  'gi',
);
/**
 * What may hold any of those shapes and is still meant for a person: web and mail addresses, bare domains, and the
 * numbers people quote (payment PM-2026-000123, order SC-2026-000007).
 */
const ALLOWED = [
  /\bhttps?:\/\/\S+/g,
  /\S+@\S+/g,
  /\b(?:[a-z0-9-]+\.)+(?:bg|com|net|org|eu|ru|test|example|local)\b/gi,
  /\b(?:PM|SC)-\d{4}-\d{6,}\b/g,
];

/** The machine values in a text meant for a person, each as it was written (empty when there is none). */
export function findRawValues(text: string): string[] {
  const readable = ALLOWED.reduce((rest, pattern) => rest.replace(pattern, ' '), text);
  return [UUID, ISO_DATE, CATALOG_KEY, ENUM].flatMap((pattern) => [...readable.matchAll(pattern)].map((m) => m[0]));
}

/**
 * Latin words a Bulgarian or Russian reader meets as they are: codes of currencies and languages (the language
 * switcher's BG · EN · RU, and English named in English), the bank's IBAN and BIC, the names of file formats and
 * programs (a JPEG photo, an Excel file, Markdown text), Google (signing in with it), pixels, the letters A–Z, and
 * the browsers and devices a person allows notifications on, named as their makers name them in every language.
 */
const LATIN_ALLOWED = new Set([
  ...['EUR', 'BGN', 'BG', 'EN', 'RU', 'English', 'IBAN', 'BIC'],
  ...['PNG', 'JPEG', 'WebP', 'AVIF', 'WebM', 'CSV', 'PDF', 'Excel', 'HTML', 'Markdown', 'Google', 'px', 'A', 'Z'],
  ...['Chrome', 'Edge', 'Firefox', 'Safari', 'Opera', 'Samsung', 'Android', 'iPhone', 'iPad', 'Windows', 'Mac'],
  ...['Linux', 'Chromebook'],
]);
/** A word in Latin letters, not part of an address, a path, a file name or an id. */
const LATIN_WORD = /(?<![\w/.@+-])[A-Za-z][\w'’.+/-]*/g;
/**
 * Ids, paths, file names and keyboard shortcuts: a digit, an underscore, a slash, a plus or a dot inside
 * ('re_test_3Nx', 'news/lager', 'alt+T').
 */
const TECHNICAL = /[\d_/+]|\.\w/;
/** A bank's BIC (SWIFT) code: 'BNBGBGSF'. */
const BIC = /^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/**
 * English left in a Bulgarian or Russian text ('provider refund id', 'Notifications'): every Latin word but ids,
 * addresses, numbers, bank codes and the few written that way in any language. Names a person chose to write in Latin letters are
 * for the caller to leave out (the screen walk skips text marked with another language).
 */
export function findLatinWords(text: string): string[] {
  const readable = ALLOWED.reduce((rest, pattern) => rest.replace(pattern, ' '), text);
  return [...readable.matchAll(LATIN_WORD)]
    .map((m) => m[0].replace(/[.'’-]+$/, ''))
    .filter((word) => !TECHNICAL.test(word) && !BIC.test(word) && !LATIN_ALLOWED.has(word));
}
