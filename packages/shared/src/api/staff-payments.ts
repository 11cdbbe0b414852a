// Money staff take themselves (issue 25): a coach or an admin records cash or a bank transfer received for an
// enrollment's period, or marks a parent's declaration as never received. Messages of refusals are i18n keys
// ('validation.*'); amounts are integer minor units with their currency.
import { z } from 'zod';
import { CURRENCIES, PAYMENT_METHODS, PAYMENT_STATUSES, PLAN_TYPES } from '../enums.js';
import { localizedTextSchema } from '../localized.js';
import { periodPriceSchema } from '../period-price.js';
import { isoDateSchema } from './iso-date.js';
import { billingPeriodSchema } from './payments.js';

/** How money handed to staff arrives: cash at the pool, or a transfer seen on the club's account. */
export const STAFF_PAYMENT_METHODS = ['cash', 'bank_transfer'] as const;
export type StaffPaymentMethod = (typeof STAFF_PAYMENT_METHODS)[number];

export const STAFF_NOTE_MAX = 500;
/** The largest amount one recording takes (10 000.00): a typo of a few zeros is refused, not booked. */
export const RECORDED_AMOUNT_MAX = 1_000_000;
/** How long before the enrollment's first month money may have been received (a family paying ahead). */
export const RECEIVED_BEFORE_START_DAYS = 31;

const staffNote = z.string().trim().max(STAFF_NOTE_MAX, 'tooLong').optional().or(z.literal(''));

/** Record money received for one period of an enrollment (a plan's month, or its issued kindergarten bill). */
export const recordPaymentSchema = z.object({
  enrollmentId: z.uuid({ error: 'enrollmentRequired' }),
  billingPeriod: billingPeriodSchema,
  method: z.enum(STAFF_PAYMENT_METHODS, { error: 'methodRequired' }),
  /** Minor units; left out, the server takes the period's price (a bill's amount). */
  amount: z
    .number({ error: 'amountRequired' })
    .int('amountInvalid')
    .positive('amountInvalid')
    .max(RECORDED_AMOUNT_MAX, 'amountTooLarge')
    .optional(),
  /** The club day the money was received: not in the future. */
  receivedOn: isoDateSchema,
  note: staffNote,
  /** An admin records a second payment for a period already covered, on purpose. */
  confirmSecond: z.boolean().optional(),
});
export type RecordPaymentInput = z.infer<typeof recordPaymentSchema>;

export const recordOptionsQuerySchema = z.object({ enrollmentId: z.string().min(1).max(100) });

/** A payment already on a period, as staff need to see it before recording. */
const periodPaymentSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS).nullable(),
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  parentNotes: z.string().nullable(),
});
export type PeriodPayment = z.infer<typeof periodPaymentSchema>;

/**
 * What is left of a month after a part received or written off (ADR 0037), in the month's currency: its whole due and
 * what was taken off it. The period's `amount` is its balance.
 */
const periodLeftSchema = z.object({
  due: z.number().int(),
  received: z.number().int(),
  writtenOff: z.number().int(),
  /** The payments that received part of it (paid or validated), oldest first, each in its own currency. */
  payments: z.array(periodPaymentSchema),
});
export type PeriodLeft = z.infer<typeof periodLeftSchema>;

/** What staff may record for an enrollment: each period from its first month to next month, newest first. */
export const recordOptionsSchema = z.object({
  childId: z.string(),
  childName: z.string(),
  enrollmentId: z.string(),
  classTitle: localizedTextSchema,
  planType: z.enum(PLAN_TYPES),
  /** Billed by attendance: only months with an issued bill can be recorded, at the bill's amount. */
  kindergarten: z.boolean(),
  /** The club's day today, the default date received and the latest allowed. */
  today: z.string(),
  /** The earliest date received allowed. */
  earliestReceivedOn: z.string(),
  /** Whether the caller may record a second payment for a covered period (admins). */
  canConfirmSecond: z.boolean(),
  periods: z.array(
    z.object({
      billingPeriod: z.string(),
      currency: z.enum(CURRENCIES),
      /** The server's default amount: the period's price, what is left of it, or the bill's amount. */
      amount: z.number().int(),
      /** How a plan's price was made (ADR 0033); null for a bill. */
      price: periodPriceSchema.nullable(),
      /**
       * A paid, validated or card payment already covering the period with nothing left of it (recording it again is
       * refused, unless an admin records a second payment).
       */
      covering: periodPaymentSchema.nullable(),
      /** A plan's month part of which was received or written off: what is left (recorded like any month); else null. */
      left: periodLeftSchema.nullable(),
      /** The parent's pending cash or transfer declaration: recording confirms it with what staff enter. */
      declaration: periodPaymentSchema.nullable(),
      /** A running card subscription pays this month: recording is refused. */
      subscription: z.boolean(),
    }),
  ),
});
export type RecordOptions = z.infer<typeof recordOptionsSchema>;

/** Mark a declared cash or transfer payment as never received. */
export const rejectPaymentSchema = z.object({
  reason: z.string({ error: 'reasonRequired' }).trim().min(1, 'reasonRequired').max(STAFF_NOTE_MAX, 'tooLong'),
});
export type RejectPaymentInput = z.infer<typeof rejectPaymentSchema>;
