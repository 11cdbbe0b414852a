// The settings form's values: each day has a 'closed' box beside its times, which the API writes as null; each
// discount is a kind ('none' is the API's null) and the number as typed; the session rules' and grace days' counts are
// text as typed too, read as whole numbers only (anything else is refused with the field's own message).
import {
  type AdminClubSettings,
  type ClubSettingsInput,
  clubSettingsInputSchema,
} from '@swim/shared/api/club-settings';
import type { PlanType } from '@swim/shared/enums';
import { formatMoneyInput, parseMoneyInput } from '@swim/shared/money-input';
import { DISCOUNT_LINES, type DiscountLine, type DiscountRule } from '@swim/shared/period-price';
import type { RetentionSettings } from '@swim/shared/privacy';
import type { CancelledSessionRule } from '@swim/shared/session-rules';
import { z } from 'zod';

export type DayValues = { closed: boolean; open: string; close: string };
export const DISCOUNT_CHOICES = ['none', 'percent', 'amount'] as const;
export type DiscountValues = { kind: (typeof DISCOUNT_CHOICES)[number]; value: string };
type Text = { bg: string; en: string; ru: string };
/** The club's absence and make-up rules (issue 26), counts as typed. */
export type SessionRulesValues = {
  absenceNoticeHours: string;
  creditPlans: PlanType[];
  creditExpiryDays: string;
  creditsPerMonth: string;
  cancelledSession: CancelledSessionRule;
  unlimitedClosureRefund: boolean;
  /** How many hours a place offered from a waiting list is held (issue 28). */
  waitlistOfferHours: string;
  /** At most this many trial lessons per child (issue 28). */
  trialsPerChild: string;
};
/** How many months each kind of personal record is kept (issue 29, ADR 0046), as typed. */
export type RetentionValues = Record<keyof RetentionSettings, string>;
export type SettingsFormValues = {
  name: Text;
  address: Text;
  phone: string;
  email: string;
  officeHours: DayValues[];
  bank: { holder: string; iban: string; bic: string; bank: string };
  pricing: { firstPeriodProRata: boolean; discounts: Record<DiscountLine, DiscountValues> };
  /** Every price parents and visitors see also in the other currency (ADR 0034). */
  dualDisplay: boolean;
  sessionRules: SessionRulesValues;
  /** Days after a month's first day before an unpaid balance is overdue (issue 25), as typed. */
  paymentGraceDays: string;
  retention: RetentionValues;
};

const text = (value: { bg: string; en?: string; ru?: string }): Text => ({
  bg: value.bg,
  en: value.en ?? '',
  ru: value.ru ?? '',
});

/** A stored discount as typed: a percent as a whole number, an amount in major units ("5,00" in Bulgarian). */
function toDiscountValues(rule: DiscountRule, language: string): DiscountValues {
  if (!rule) return { kind: 'none', value: '' };
  if (rule.kind === 'percent') return { kind: 'percent', value: String(rule.value) };
  return { kind: 'amount', value: formatMoneyInput(rule.value, language) };
}

/**
 * A typed discount as the API takes it: amounts read as text into minor units (never through a float). What cannot be
 * read becomes 0, which the server's schema refuses with the message for its kind.
 */
function toDiscountRule({ kind, value }: DiscountValues): DiscountRule {
  if (kind === 'none') return null;
  const text = value.trim();
  if (kind === 'percent') return { kind, value: /^\d{1,3}$/.test(text) ? Number(text) : 0 };
  return { kind, value: parseMoneyInput(text) ?? 0 };
}

/** A count as typed: digits only make a number; anything else is NaN, which the schema refuses with its message. */
function wholeNumber(text: string): number {
  const trimmed = text.trim();
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function mapDiscounts<T>(map: (line: DiscountLine) => T): Record<DiscountLine, T> {
  return Object.fromEntries(DISCOUNT_LINES.map((line) => [line, map(line)])) as Record<DiscountLine, T>;
}

/** The retention periods in the form's order. */
export const RETENTION_PERIODS = [
  'contactMessagesMonths',
  'outboxBodiesMonths',
  'auditDetailsMonths',
  'attendanceMonths',
  'trialVisitorsMonths',
] as const satisfies readonly (keyof RetentionSettings)[];

function mapRetention<T>(map: (period: keyof RetentionSettings) => T): Record<keyof RetentionSettings, T> {
  return Object.fromEntries(RETENTION_PERIODS.map((period) => [period, map(period)])) as Record<
    keyof RetentionSettings,
    T
  >;
}

export function toFormValues(settings: AdminClubSettings, language: string): SettingsFormValues {
  return {
    name: text(settings.name),
    address: text(settings.address),
    phone: settings.phone,
    email: settings.email,
    officeHours: settings.officeHours.map((day) =>
      day ? { closed: false, open: day.open, close: day.close } : { closed: true, open: '', close: '' },
    ),
    bank: { ...settings.bank },
    pricing: {
      firstPeriodProRata: settings.pricing.firstPeriodProRata,
      discounts: mapDiscounts((line) => toDiscountValues(settings.pricing.discounts[line], language)),
    },
    dualDisplay: settings.dualDisplay,
    sessionRules: {
      ...settings.sessionRules,
      absenceNoticeHours: String(settings.sessionRules.absenceNoticeHours),
      creditPlans: [...settings.sessionRules.creditPlans],
      creditExpiryDays: String(settings.sessionRules.creditExpiryDays),
      creditsPerMonth: String(settings.sessionRules.creditsPerMonth),
      waitlistOfferHours: String(settings.sessionRules.waitlistOfferHours),
      trialsPerChild: String(settings.sessionRules.trialsPerChild),
    },
    paymentGraceDays: String(settings.paymentGraceDays),
    retention: mapRetention((period) => String(settings.retention[period])),
  };
}

export function toInput(values: SettingsFormValues): ClubSettingsInput {
  return {
    ...values,
    officeHours: values.officeHours.map((day) => (day.closed ? null : { open: day.open, close: day.close })),
    pricing: {
      firstPeriodProRata: values.pricing.firstPeriodProRata,
      discounts: mapDiscounts((line) => toDiscountRule(values.pricing.discounts[line])),
    },
    sessionRules: {
      ...values.sessionRules,
      absenceNoticeHours: wholeNumber(values.sessionRules.absenceNoticeHours),
      // A single checked box may come back from the form as its value alone.
      creditPlans: [values.sessionRules.creditPlans].flat().filter(Boolean),
      creditExpiryDays: wholeNumber(values.sessionRules.creditExpiryDays),
      creditsPerMonth: wholeNumber(values.sessionRules.creditsPerMonth),
      waitlistOfferHours: wholeNumber(values.sessionRules.waitlistOfferHours),
      trialsPerChild: wholeNumber(values.sessionRules.trialsPerChild),
    },
    paymentGraceDays: wholeNumber(values.paymentGraceDays),
    retention: mapRetention((period) => wholeNumber(values.retention[period])),
  };
}

/** The server's own request schema, run on what the form holds (so the two cannot drift). */
export const settingsFormSchema = z
  .custom<SettingsFormValues>()
  .transform((values) => toInput(values))
  .pipe(clubSettingsInputSchema);
