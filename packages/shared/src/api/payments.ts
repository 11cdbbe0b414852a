// Payments, subscriptions, refunds, kindergarten billing and reconciliation: what the API takes and answers.
// Messages of refusals are i18n keys ('validation.*'); amounts are integer minor units with their currency.
import { z } from 'zod';
import {
  CURRENCIES,
  KINDERGARTEN_BILL_STATUSES,
  LANGUAGES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PLAN_TYPES,
  REFUND_REASONS,
  REFUND_STATUSES,
  SUBSCRIPTION_STATUSES,
} from '../enums.js';
import { QUICK_DATE_RANGES } from '../dates.js';
import { clubTotalSchema } from './club-total.js';
import { localizedTextSchema, personNameSchema } from '../localized.js';
import { periodPriceSchema, priceLineSchema } from '../period-price.js';

/** A billing period: a calendar month written 'YYYY-MM'. */
export const billingPeriodSchema = z
  .string({ error: 'periodRequired' })
  .regex(/^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/, 'periodInvalid');

const notes = z.string().trim().max(1000, 'tooLong').optional().or(z.literal(''));

/** How a parent pays: by card now, or a declared cash or bank transfer payment that staff then confirm. */
export const payMethodSchema = z.enum(PAYMENT_METHODS, { error: 'methodRequired' });

/** Start paying an enrollment's period. `recurring` (card only) starts a monthly card subscription instead. */
export const createPaymentSchema = z
  .object({
    enrollmentId: z.uuid({ error: 'enrollmentRequired' }),
    billingPeriod: billingPeriodSchema,
    method: payMethodSchema,
    parentNotes: notes,
    recurring: z.boolean().optional(),
    /** The language the parent uses the site in: the card checkout is shown in it. */
    language: z.enum(LANGUAGES).optional(),
  })
  .refine((v) => !v.recurring || v.method === 'card', { path: ['recurring'], message: 'recurringCardOnly' });
export type CreatePaymentInput = z.infer<typeof createPaymentSchema>;

/** Pay an existing pending payment (a kindergarten bill): the parent chooses how. */
export const payPendingSchema = z.object({
  method: payMethodSchema,
  parentNotes: notes,
  language: z.enum(LANGUAGES).optional(),
});
export type PayPendingInput = z.infer<typeof payPendingSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  /** What people read and quote, e.g. PM-2026-000123. */
  number: z.string(),
  createdAt: z.string(),
  childId: z.string().nullable(),
  childName: z.string().nullable(),
  enrollmentId: z.string().nullable(),
  /** Class title of the enrollment, when there is one. */
  classTitle: localizedTextSchema.nullable(),
  parentName: z.string(),
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** The plan's full price when the amount was priced with a fair first period or a discount (ADR 0033). */
  listAmount: z.number().int().nullable(),
  /** What took the list amount to the amount paid: a fair first period, a family or multi-class discount. */
  priceLines: z.array(priceLineSchema),
  /** Null until the parent chooses (a kindergarten bill not yet paid). */
  method: z.enum(PAYMENT_METHODS).nullable(),
  billingPeriod: z.string().nullable(),
  parentNotes: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  refundedAmount: z.number().int(),
  kind: z.enum(['plan', 'subscription', 'kindergarten']),
  subscriptionId: z.string().nullable(),
  paidAt: z.string().nullable(),
  validatedAt: z.string().nullable(),
  validatedByName: personNameSchema.nullable(),
  /** The month's whole due when this payment is for what was left of it (ADR 0037), in its currency; else null. */
  monthDue: z.number().int().nullable().optional(),
  /** Closed months ('YYYY-MM') whose share of an unlimited plan was refunded from this charge (ADR 0040). */
  closureRefunded: z.array(z.string()).optional(),
  /**
   * The part of `refundedAmount` the card provider has not confirmed yet (refunds still `pending`, ADR 0035); 0 when
   * every refund is final. The server always sends it.
   */
  refundPending: z.number().int().optional(),
  /** A declaration the club marked as not received (issue 25): when, and the staff's reason in their words. */
  rejection: z.object({ at: z.string(), reason: z.string() }).nullable().optional(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** The answer to starting a payment: the payment, and for a card the provider's hosted checkout to go to. */
export const paymentStartedSchema = z.object({ payment: paymentSchema, checkoutUrl: z.string().nullable() });
export type PaymentStarted = z.infer<typeof paymentStartedSchema>;

/** Filters of the payments list and its CSV export (the export has exactly the rows the list would show). */
export const paymentFiltersSchema = z.object({
  status: z.enum(PAYMENT_STATUSES).optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  childId: z.uuid().optional(),
  range: z.enum(QUICK_DATE_RANGES).default('all'),
  search: z.string().trim().max(100).optional(),
});
export type PaymentFilters = z.infer<typeof paymentFiltersSchema>;

export const paymentListQuerySchema = paymentFiltersSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

/** Sums per currency: amounts in different currencies are never added together. */
export const moneyByCurrencySchema = z.array(z.object({ currency: z.enum(CURRENCIES), amount: z.number().int() }));
export type MoneyByCurrency = z.infer<typeof moneyByCurrencySchema>;

/** The summary cards' sums are in the club's currency, amounts in the other one converted (club-total.ts). */
export const paymentSummarySchema = z.object({
  /** Paid or validated this calendar month (club time), net of refunds. */
  paidThisMonth: clubTotalSchema,
  /** Pending cash and bank transfers and unpaid bills. */
  awaitingConfirmation: clubTotalSchema,
  refunded: clubTotalSchema,
  /** The nearest due item: an active enrollment's next unpaid period, if any. */
  nextDue: z
    .object({
      childId: z.string(),
      childName: z.string(),
      enrollmentId: z.string(),
      classTitle: localizedTextSchema,
      billingPeriod: z.string(),
      amount: z.number().int(),
      currency: z.enum(CURRENCIES),
    })
    .nullable(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

export const paymentListSchema = z.object({
  items: z.array(paymentSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  summary: paymentSummarySchema,
});
export type PaymentList = z.infer<typeof paymentListSchema>;

/** A part of a month's due taken off what the parent pays: written off by the club, or already received (ADR 0037). */
export const periodDeductionSchema = z.object({
  kind: z.enum(['writtenOff', 'received']),
  /** Negative, minor units. */
  amount: z.number().int(),
});
export type PeriodDeduction = z.infer<typeof periodDeductionSchema>;

/** What a parent can pay for a child: each active enrollment with the periods open and their server-made price. */
export const paymentOptionsSchema = z.object({
  childId: z.string(),
  childName: z.string(),
  enrollments: z.array(
    z.object({
      enrollmentId: z.string(),
      classTitle: localizedTextSchema,
      planType: z.enum(PLAN_TYPES),
      amount: z.number().int(),
      currency: z.enum(CURRENCIES),
      /**
       * Periods that can be paid now (this month and the next, those with something to pay), with whether one is
       * already covered and the server's price of each (ADR 0033).
       */
      periods: z.array(
        z.object({
          billingPeriod: z.string(),
          covered: z.boolean(),
          /** What is paid now: the month's price, or what is left of it after the deductions (ADR 0037). */
          price: periodPriceSchema,
          /** What the club wrote off or already received of the month (negative), taken off `price`'s lines. */
          deductions: z.array(periodDeductionSchema),
        }),
      ),
      /** The active card subscription of this enrollment, if any. */
      subscriptionId: z.string().nullable(),
    }),
  ),
  /** Pending payments awaiting the parent (kindergarten bills). */
  openBills: z.array(paymentSchema),
  bank: z.object({ holder: z.string(), iban: z.string(), bic: z.string(), bank: z.string() }),
});
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

export const validatePaymentSchema = z.object({ note: z.string().trim().max(500, 'tooLong').optional() });

export const refundInputSchema = z.object({
  /** Minor units; at most what was paid minus what was already refunded. */
  amount: z.number({ error: 'amountRequired' }).int('amountInvalid').positive('amountInvalid'),
  reason: z.enum(REFUND_REASONS, { error: 'reasonRequired' }),
});
export type RefundInput = z.infer<typeof refundInputSchema>;

export const refundSchema = z.object({
  id: z.string(),
  paymentId: z.string(),
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  reason: z.enum(REFUND_REASONS),
  /** 'pending' while the card provider has not confirmed the money went back (ADR 0035), else 'completed'. */
  status: z.enum(REFUND_STATUSES),
  /** The closed months ('YYYY-MM') whose share of a monthly unlimited plan this refund gave back (ADR 0040), else []. */
  closedPeriods: z.array(z.string()),
  createdAt: z.string(),
  refundedByName: personNameSchema.nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** Shown as: active, past, or active with cancelAt = "cancels on {date}" (spec §4). */
export const subscriptionSchema = z.object({
  id: z.string(),
  childId: z.string().nullable(),
  childName: z.string().nullable(),
  enrollmentId: z.string().nullable(),
  classTitle: localizedTextSchema.nullable(),
  plan: z.enum(PLAN_TYPES),
  /** The plan taking effect from the next period, when the parent changed it. */
  nextPlan: z.enum(PLAN_TYPES).nullable(),
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  status: z.enum(SUBSCRIPTION_STATUSES),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  /** The last month ('YYYY-MM') this subscription's charges covered (paid, or paid and refunded since): the next charge (currentPeriodEnd) pays the month after, as the ledger books it. */
  paidThrough: z.string().nullable(),
  cancelAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionDetailSchema = subscriptionSchema.extend({
  invoices: z.array(paymentSchema),
  /** Plans the parent may switch to (the class's pool plans) with their price. */
  planOptions: z.array(z.object({ plan: z.enum(PLAN_TYPES), amount: z.number().int() })),
});
export type SubscriptionDetail = z.infer<typeof subscriptionDetailSchema>;

export const changePlanSchema = z.object({ plan: z.enum(PLAN_TYPES, { error: 'planRequired' }) });

/** Kindergarten billing: a month and a kindergarten location. */
export const kindergartenBillingQuerySchema = z.object({
  month: billingPeriodSchema,
  locationId: z.uuid({ error: 'locationRequired' }),
});
export type KindergartenBillingQuery = z.infer<typeof kindergartenBillingQuerySchema>;

export const kindergartenBillLineSchema = z.object({
  childId: z.string(),
  childName: z.string(),
  parentName: z.string(),
  enrollmentId: z.string(),
  classTitle: localizedTextSchema,
  classesAttended: z.number().int(),
  pricePerClass: z.number().int(),
  /** What the line bills: an issued bill in another currency than its class's price (leva) as it was issued. */
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** The bill already issued for this child, enrollment and month, if any. */
  billId: z.string().nullable(),
  status: z.enum(KINDERGARTEN_BILL_STATUSES).nullable(),
});
export type KindergartenBillLine = z.infer<typeof kindergartenBillLineSchema>;

export const kindergartenBillingSchema = z.object({
  month: z.string(),
  locationId: z.string(),
  lines: z.array(kindergartenBillLineSchema),
  /** The month's lines in the club's currency: a line in the other currency (a bill in leva) converted, and counted. */
  total: clubTotalSchema,
});
export type KindergartenBilling = z.infer<typeof kindergartenBillingSchema>;

export const kindergartenIssuedSchema = z.object({ issued: z.number().int(), skipped: z.number().int() });

/**
 * `duplicate`: a late card charge for a month another live payment already covers (recorded paid, to refund).
 * `order_refund_unfinished`: a shop order's refund reserved long ago and still not tied to the provider's refund while
 * the order stays completed (the cancellation stopped midway; cancelling it again finishes it, ADR 0022).
 */
export const RECONCILIATION_KINDS = [
  'missing_in_ledger',
  'missing_at_provider',
  'amount_differs',
  'duplicate',
  'order_refund_unfinished',
] as const;
export type ReconciliationKind = (typeof RECONCILIATION_KINDS)[number];

export const mismatchSchema = z.object({
  id: z.string(),
  kind: z.enum(RECONCILIATION_KINDS),
  providerObjectId: z.string().nullable(),
  paymentId: z.string().nullable(),
  ledgerAmount: z.number().int().nullable(),
  providerAmount: z.number().int().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  detectedAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedByName: z.string().nullable(),
  /**
   * The record as a person knows it: the payment's number and child, or the order's number and buyer; null when the
   * ledger has no record of the charge (then only the provider's reference names it).
   */
  record: z.object({ kind: z.enum(['payment', 'order']), number: z.string(), name: z.string().nullable() }).nullable(),
});
export type Mismatch = z.infer<typeof mismatchSchema>;

export const mismatchListSchema = z.object({ items: z.array(mismatchSchema), lastRunAt: z.string().nullable() });

/**
 * What a family would pay for each plan of a class (ADR 0033), asked by the wizard and the enroll screen before the
 * child is enrolled: `childId` is the child to enroll (absent: a child not registered yet).
 */
export const enrollmentPricesQuerySchema = z.object({
  classId: z.uuid(),
  childId: z.uuid().optional(),
});
export type EnrollmentPricesQuery = z.infer<typeof enrollmentPricesQuerySchema>;

export const enrollmentPricesSchema = z.object({
  /** The month the child would start in (today, club calendar) and the month after it, 'YYYY-MM'. */
  firstPeriod: z.string(),
  nextPeriod: z.string(),
  /** Whether the club charges only the sessions left in the first month. */
  firstPeriodProRata: z.boolean(),
  plans: z.array(
    z.object({
      planType: z.enum(PLAN_TYPES),
      currency: z.enum(CURRENCIES),
      /** This month, starting today. */
      first: periodPriceSchema,
      /** A whole month after it (the family or multi-class discount, no first-period share). */
      next: periodPriceSchema,
    }),
  ),
});
export type EnrollmentPrices = z.infer<typeof enrollmentPricesSchema>;
