// How an audit entry reads: a sentence per known action (with the code for any other), the record and a link to
// the console area that holds it, and the details as readable pairs.
import {
  AUDIT_ACTIONS,
  AUDIT_DETAIL_KEYS,
  type AuditAction,
  type AuditDetailKey,
  type AuditEntry,
} from '@swim/shared/api/admin-audit';
import { LOCATION_TYPES, type LocationType, SKILL_LEVELS, type SkillLevel } from '@swim/shared/enums';
import { DISCOUNT_LINES, type DiscountLine, type DiscountRule, pricingSettingsSchema } from '@swim/shared/period-price';
import { type SessionRules, sessionRulesSchema } from '@swim/shared/session-rules';
import { isOneOf } from '../../../lib/one-of';

export const isKnownAction = (action: string): action is AuditAction => isOneOf(AUDIT_ACTIONS, action);

type Underscored<S extends string> = S extends `${infer Area}.${infer Verb}` ? `${Area}_${Verb}` : S;

/** Catalog key of the action's sentence ('user.role_changed' -> 'clubAdmin.audit.actions.user_role_changed'). */
export const actionKey = (action: AuditAction) =>
  `clubAdmin.audit.actions.${action.replace('.', '_') as Underscored<AuditAction>}` as const;

export const KNOWN_ENTITIES = [
  'user',
  'location',
  'class',
  'enrollment',
  'child',
  'attendance',
  'payment',
  'subscription',
  'reconciliation',
  'product',
  'order',
  'settings',
  'contact_message',
  'news',
  'media',
  'coach_profile',
  'athlete_profile',
  'closure',
  'absence',
  'makeup_credit',
  'makeup_booking',
  'session_carry_over',
  'waitlist_entry',
  'waitlist_offer',
  'trial_booking',
] as const;
type KnownEntity = (typeof KNOWN_ENTITIES)[number];
export const isKnownEntity = (type: string): type is KnownEntity => isOneOf(KNOWN_ENTITIES, type);

/** The console tab that lists each kind of record (only areas the console has). */
const AREA_OF: Partial<Record<string, string>> = {
  user: 'users',
  location: 'locations',
  class: 'classes',
  enrollment: 'enrollments',
  payment: 'billing',
  subscription: 'billing',
  reconciliation: 'billing',
  product: 'products',
  order: 'products',
  settings: 'settings',
  contact_message: 'inbox',
  closure: 'closures',
  trial_booking: 'trials',
};

/** The console tab of an action's area, where it is not the tab of its record's kind. */
function areaOfAction(action: string): string | undefined {
  if (action.startsWith('athlete.')) return 'athletes';
  // A waiting list's entries and offers (and a reordered list, recorded on its class) are in that class's list.
  if (action.startsWith('waitlist.')) return 'waitlists';
  return undefined;
}

/** A link into the console area holding the record (searching for its name when the entry gives one), or null. */
export function entityHref(entry: Pick<AuditEntry, 'entityType' | 'details' | 'action'>): string | null {
  const tab = areaOfAction(entry.action) ?? AREA_OF[entry.entityType];
  if (!tab) return null;
  const params = new URLSearchParams({ tab });
  const classId = entry.details?.classId;
  if (tab === 'waitlists' && typeof classId === 'string') params.set('class', classId);
  const name = entry.details?.name ?? entry.details?.title;
  if (typeof name === 'string' && ['locations', 'classes', 'products'].includes(tab)) params.set('q', name);
  return `/admin?${params.toString()}`;
}

const SESSION_MOMENT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/;

/**
 * A dated session's day and time as a session change keeps them ('YYYY-MM-DD HH:MM', the club's wall clock), split
 * for formatting; null for any other value.
 */
export function sessionMoment(value: unknown): { day: string; time: string } | null {
  const match = typeof value === 'string' ? SESSION_MOMENT.exec(value) : null;
  return match ? { day: match[1] as string, time: match[2] as string } : null;
}

/** A closure as its audit entries keep it (the days, the location's name or null, the reason and the note). */
export type ClosureSnapshot = { from: unknown; to: unknown; location: unknown; reason: unknown; note: unknown };

/** A closure's state before an edit or a deletion (the detail 'previous' of a closure's entries), or null. */
export function closureSnapshot(action: string, name: string, value: unknown): ClosureSnapshot | null {
  if (!action.startsWith('closure.') || name !== 'previous') return null;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const keys = ['from', 'to', 'location', 'reason', 'note'];
  return keys.every((key) => key in value) ? (value as ClosureSnapshot) : null;
}

/** A detail's value as text: before -> after for changes, lists joined, nested objects as compact JSON. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(formatValue).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 2 && 'from' in record && 'to' in record)
      return `${formatValue(record.from)} → ${formatValue(record.to)}`;
    if (keys.length === 2 && 'open' in record && 'close' in record)
      return `${formatValue(record.open)}–${formatValue(record.close)}`;
    if ('bg' in record && typeof record.bg === 'string') return record.bg;
    return keys.map((key) => `${humanizeKey(key)}: ${formatValue(record[key])}`).join('; ');
  }
  return String(value);
}

export const isKnownDetailKey = (key: string): key is AuditDetailKey => isOneOf(AUDIT_DETAIL_KEYS, key);

type Hours = { open: string; close: string } | null;
const isHours = (value: unknown): value is Hours =>
  value === null ||
  (typeof value === 'object' &&
    typeof (value as Hours)?.open === 'string' &&
    typeof (value as Hours)?.close === 'string');
const isWeek = (value: unknown): value is Hours[] => Array.isArray(value) && value.length === 7 && value.every(isHours);

/** The days whose office hours changed, Monday (0) first, each with the hours before and after (null = closed). */
export function officeHoursChanges(value: unknown): { day: number; from: Hours; to: Hours }[] | null {
  if (typeof value !== 'object' || value === null) return null;
  const { from, to } = value as { from?: unknown; to?: unknown };
  if (!isWeek(from) || !isWeek(to)) return null;
  return to.flatMap((after, day) => {
    const before = from[day] ?? null;
    return before?.open === after?.open && before?.close === after?.close ? [] : [{ day, from: before, to: after }];
  });
}

export type PricingChange =
  | { rule: 'firstPeriodProRata'; from: boolean; to: boolean }
  | { rule: DiscountLine; from: DiscountRule; to: DiscountRule };

const sameRule = (a: DiscountRule, b: DiscountRule) => a?.kind === b?.kind && a?.value === b?.value;

/**
 * The pricing rules that changed, in the settings form's order (the first month, then each discount), each before
 * and after (a discount of null = none); null when the value is not a change of two valid pricing settings.
 */
export function pricingChanges(value: unknown): PricingChange[] | null {
  const change = asChange(value);
  const from = pricingSettingsSchema.safeParse(change?.from);
  const to = pricingSettingsSchema.safeParse(change?.to);
  if (!from.success || !to.success) return null;
  const changes: PricingChange[] = [];
  if (from.data.firstPeriodProRata !== to.data.firstPeriodProRata)
    changes.push({ rule: 'firstPeriodProRata', from: from.data.firstPeriodProRata, to: to.data.firstPeriodProRata });
  for (const line of DISCOUNT_LINES) {
    const [before, after] = [from.data.discounts[line], to.data.discounts[line]];
    if (!sameRule(before, after)) changes.push({ rule: line, from: before, to: after });
  }
  return changes;
}

/** One absence or make-up rule that changed, with its values before and after (issue 26). */
export type SessionRuleChange = {
  [Rule in keyof SessionRules]: { rule: Rule; from: SessionRules[Rule]; to: SessionRules[Rule] };
}[keyof SessionRules];

/** The rules in the settings form's order. */
const SESSION_RULE_ORDER: (keyof SessionRules)[] = [
  'absenceNoticeHours',
  'creditPlans',
  'creditExpiryDays',
  'creditsPerMonth',
  'cancelledSession',
  'unlimitedClosureRefund',
  'waitlistOfferHours',
  'trialsPerChild',
];

const samePlans = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((plan) => b.includes(plan));

/**
 * The absence and make-up rules that changed, in the settings form's order, each before and after; null when the
 * value is not a change of two valid rule sets.
 */
export function sessionRulesChanges(value: unknown): SessionRuleChange[] | null {
  const change = asChange(value);
  const from = sessionRulesSchema.safeParse(change?.from);
  const to = sessionRulesSchema.safeParse(change?.to);
  if (!from.success || !to.success) return null;
  return SESSION_RULE_ORDER.flatMap((rule): SessionRuleChange[] => {
    const [before, after] = [from.data[rule], to.data[rule]];
    const same = Array.isArray(before) && Array.isArray(after) ? samePlans(before, after) : before === after;
    return same ? [] : [{ rule, from: before, to: after } as SessionRuleChange];
  });
}

/** 'fromEnrollment' -> 'from enrollment', 'class_id' -> 'class id'. */
export function humanizeKey(key: string): string {
  return key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

/** A detail that records a change: { from, to }. */
export function asChange(value: unknown): { from: unknown; to: unknown } | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const keys = Object.keys(value);
  return keys.length === 2 && 'from' in value && 'to' in value ? (value as { from: unknown; to: unknown }) : null;
}

type Session = { dayOfWeek: number; startTime: string };
/** A class's weekly sessions as the audit log keeps them. */
export const isSessionList = (value: unknown): value is Session[] =>
  Array.isArray(value) &&
  value.every(
    (s) => typeof s === 'object' && s !== null && typeof s.dayOfWeek === 'number' && typeof s.startTime === 'string',
  );
export const isSkillLevel = (value: unknown): value is SkillLevel => isOneOf(SKILL_LEVELS, value);
export const isLocationType = (value: unknown): value is LocationType => isOneOf(LOCATION_TYPES, value);

/** A translatable text as stored ({ bg, en?, ru? }). */
export const isLocalizedText = (value: unknown): value is { bg: string; en?: string; ru?: string } =>
  typeof value === 'object' && value !== null && typeof (value as { bg?: unknown }).bg === 'string';

/** An uploaded file's address (an image, a video): shown as a link, not as its path. */
export const isFileAddress = (value: unknown): value is string =>
  typeof value === 'string' && /^(?:\/uploads\/|https?:\/\/)\S+$/.test(value);

/** A file's format as people name it, from its media type: 'image/jpeg' -> 'JPEG', 'video/mp4' -> 'MP4'. */
export function fileFormat(mediaType: string): string {
  const subtype = mediaType.split('/')[1] ?? mediaType;
  return subtype === 'webp' ? 'WebP' : subtype === 'webm' ? 'WebM' : subtype.toUpperCase();
}
