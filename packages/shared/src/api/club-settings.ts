// The club's own details: the public read (footer, /contact, /club, bank transfers) and the admin's form.
import { z } from 'zod';
import { compactIban, formatIban, isValidBic, isValidIban } from '../iban.js';
import { PLAN_TYPES } from '../enums.js';
import { localizedTextSchema, personNameSchema } from '../localized.js';
import { DISCOUNT_KINDS, pricingSettingsSchema } from '../period-price.js';
import { CANCELLED_SESSION_RULES, DEFAULT_SESSION_RULES, sessionRulesSchema } from '../session-rules.js';
import { DEFAULT_RETENTION, retentionSettingsSchema } from '../privacy.js';
import { localizedInput } from './admin-club.js';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A period is due on its first day plus this many days; after that an unpaid balance is overdue (issue 25). */
export const DEFAULT_PAYMENT_GRACE_DAYS = 10;
export const MAX_PAYMENT_GRACE_DAYS = 60;

const officeDaySchema = z.object({ open: z.string(), close: z.string() }).nullable();

export const clubSettingsSchema = z.object({
  name: localizedTextSchema,
  address: localizedTextSchema,
  phone: z.string(),
  email: z.string(),
  /** Monday (0) to Sunday (6); null is a closed day. */
  officeHours: z.array(officeDaySchema).length(7),
  bank: z.object({ holder: z.string(), iban: z.string(), bic: z.string(), bank: z.string() }),
  /** The first-period rule and the family and multi-class discounts (ADR 0033). */
  pricing: pricingSettingsSchema,
  /**
   * Every price a parent or visitor sees also shows the other currency at the fixed rate (ADR 0034). An answer without
   * it (a server from before the setting) reads as off.
   */
  dualDisplay: z.boolean().default(false),
  /**
   * Absences, make-up credits and cancelled sessions (issue 26, ADR 0039). An answer without them (a server from
   * before the setting) reads as the defaults.
   */
  sessionRules: sessionRulesSchema.default(() => ({
    ...DEFAULT_SESSION_RULES,
    creditPlans: [...DEFAULT_SESSION_RULES.creditPlans],
  })),
  /** Days after a period's first day before an unpaid balance is overdue (issue 25). */
  paymentGraceDays: z.number().int().min(0).max(MAX_PAYMENT_GRACE_DAYS).default(DEFAULT_PAYMENT_GRACE_DAYS),
});
export type ClubSettings = z.infer<typeof clubSettingsSchema>;

export const adminClubSettingsSchema = clubSettingsSchema.extend({
  /**
   * How long each kind of personal record is kept (issue 29, ADR 0046): for the admin only, not on the public read.
   * An answer without it (a server from before the setting) reads as the defaults.
   */
  retention: retentionSettingsSchema.default(() => ({ ...DEFAULT_RETENTION })),
  updatedAt: z.string().nullable(),
  updatedBy: personNameSchema.nullable(),
});
export type AdminClubSettings = z.infer<typeof adminClubSettingsSchema>;

const officeDayInputSchema = z
  .object({
    open: z.string().regex(TIME, 'hoursInvalid'),
    close: z.string().regex(TIME, 'hoursInvalid'),
  })
  .nullable()
  .superRefine((day, ctx) => {
    // 'HH:MM' strings compare in time order.
    if (day && TIME.test(day.open) && TIME.test(day.close) && day.close <= day.open) {
      ctx.addIssue({ code: 'custom', path: ['close'], message: 'closeBeforeOpen' });
    }
  });

const required = (key: string, max: number) => z.string({ error: key }).trim().min(1, key).max(max, 'tooLong');

/** Messages are i18n keys: 'validation.*' for the common ones, 'clubAdmin.validation.*' for the ones below. */
export const CLUB_SETTINGS_MESSAGES = [
  'hoursInvalid',
  'closeBeforeOpen',
  'ibanInvalid',
  'bicInvalid',
  'bankHolderRequired',
  'bankNameRequired',
  'discountPercentInvalid',
  'discountAmountInvalid',
  'noticeHoursInvalid',
  'creditExpiryInvalid',
  'creditsPerMonthInvalid',
  'graceDaysInvalid',
  'offerHoursInvalid',
  'trialsPerChildInvalid',
  'retentionMonthsInvalid',
] as const;

/** A discount as the admin enters it: none, a whole percent (1–99) or an amount in minor units (at most 1,000.00). */
const discountInputSchema = z
  .object({ kind: z.enum(DISCOUNT_KINDS), value: z.number({ error: 'discountAmountInvalid' }) })
  .nullable()
  .superRefine((rule, ctx) => {
    if (!rule) return;
    const percent = rule.kind === 'percent';
    const max = percent ? 99 : 100_000;
    if (!Number.isInteger(rule.value) || rule.value < 1 || rule.value > max) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: percent ? 'discountPercentInvalid' : 'discountAmountInvalid',
      });
    }
  });

/** A whole number from min to max; anything else (text, a fraction, out of range) gets the one message. */
const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** The session rules as the admin enters them; the plans are kept once each, in the app's plan order. */
const sessionRulesInputSchema = z.object({
  absenceNoticeHours: wholeNumber('noticeHoursInvalid', 0, 168),
  creditPlans: z.array(z.enum(PLAN_TYPES)).transform((plans) => PLAN_TYPES.filter((plan) => plans.includes(plan))),
  creditExpiryDays: wholeNumber('creditExpiryInvalid', 1, 365),
  creditsPerMonth: wholeNumber('creditsPerMonthInvalid', 0, 31),
  cancelledSession: z.enum(CANCELLED_SESSION_RULES),
  unlimitedClosureRefund: z.boolean(),
  /** Issue 28: left out, the stored value stays. */
  waitlistOfferHours: wholeNumber('offerHoursInvalid', 1, 336).optional(),
  trialsPerChild: wholeNumber('trialsPerChildInvalid', 0, 10).optional(),
});

/** Longest retention period the form takes: ten years, as long as the accounting duty. */
export const MAX_RETENTION_MONTHS = 120;
const retentionMonths = () => wholeNumber('retentionMonthsInvalid', 1, MAX_RETENTION_MONTHS);

/** The retention periods as the admin enters them, each a whole number of months from 1 to 120 (ADR 0046). */
const retentionInputSchema = z.object({
  contactMessagesMonths: retentionMonths(),
  outboxBodiesMonths: retentionMonths(),
  auditDetailsMonths: retentionMonths(),
  attendanceMonths: retentionMonths(),
  trialVisitorsMonths: retentionMonths(),
});

export const clubSettingsInputSchema = z.object({
  name: localizedInput('bulgarianRequired', 200),
  address: localizedInput('addressRequired', 300),
  phone: required('phoneRequired', 40).regex(/^[+\d\s()-]+$/, 'phoneInvalid'),
  email: required('emailRequired', 254).pipe(z.email('emailInvalid')),
  officeHours: z.array(officeDayInputSchema).length(7, 'hoursInvalid'),
  bank: z.object({
    holder: required('bankHolderRequired', 200),
    iban: required('ibanInvalid', 50)
      .refine(isValidIban, 'ibanInvalid')
      .transform((iban) => formatIban(compactIban(iban))),
    bic: required('bicInvalid', 11)
      .transform((bic) => bic.toUpperCase())
      .refine(isValidBic, 'bicInvalid'),
    bank: required('bankNameRequired', 200),
  }),
  /** Absent: the stored pricing stays as it is (a form that does not show it never resets it). */
  pricing: z
    .object({
      firstPeriodProRata: z.boolean(),
      discounts: z.object({
        secondChild: discountInputSchema,
        thirdChild: discountInputSchema,
        secondClass: discountInputSchema,
      }),
    })
    .optional(),
  /** Absent: the stored choice stays (an older form never resets it). */
  dualDisplay: z.boolean().optional(),
  /** Absent: the stored rules stay (an older form never resets them). */
  sessionRules: sessionRulesInputSchema.optional(),
  /** Absent: the stored grace days stay. */
  paymentGraceDays: wholeNumber('graceDaysInvalid', 0, MAX_PAYMENT_GRACE_DAYS).optional(),
  /** Absent: the stored retention periods stay (issue 29). */
  retention: retentionInputSchema.optional(),
});
export type ClubSettingsInput = z.input<typeof clubSettingsInputSchema>;
