// Money owed and paid for classes: payments, refunds, card subscriptions and kindergarten bills.
import {
  INVOICE_KINDS,
  type InvoiceKind,
  type ClubLegalDetails,
  type InvoiceLine,
  type InvoiceRecipient,
} from '@swim/shared/api/invoices';
import type { PriceLine } from '@swim/shared/period-price';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CURRENCIES,
  type Currency,
  KINDERGARTEN_BILL_STATUSES,
  type KindergartenBillStatus,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PLAN_TYPES,
  type PaymentMethod,
  type PaymentStatus,
  type PlanType,
  REFUND_REASONS,
  type RefundReason,
  REFUND_STATUSES,
  type RefundStatus,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '@swim/shared/enums';
import { RECONCILIATION_KINDS, type ReconciliationKind } from '@swim/shared/api/payments';
import { users } from './auth.js';
import { children, enrollments } from './children.js';
import { createdAt, oneOf, pk, updatedAt } from './helpers.js';
import { orders } from './shop.js';

export const PAYMENT_KINDS = ['plan', 'subscription', 'kindergarten'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const payments = pgTable(
  'payments',
  {
    id: pk(),
    /**
     * Human readable, e.g. PM-2026-000123: numbered per year of creation (club time) by the database's
     * payments_number trigger, in the inserting transaction, so numbers never repeat and a rolled-back insert leaves
     * no gap (migration 0013). Inserts leave it to the trigger.
     */
    number: text('number')
      .notNull()
      .unique()
      .$defaultFn(() => sql`null`),
    parentId: text('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    childId: uuid('child_id').references(() => children.id, { onDelete: 'set null' }),
    enrollmentId: uuid('enrollment_id').references(() => enrollments.id, { onDelete: 'set null' }),
    /** Minor units. */
    amount: integer('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull().default('BGN'),
    /** The plan's full price when the amount was priced down (ADR 0033): a fair first period or a discount. */
    listAmount: integer('list_amount'),
    /** What took the list amount to the amount (ADR 0033), as priced when the payment was made. */
    priceLines: jsonb('price_lines').$type<PriceLine[]>().notNull().default([]),
    /** Null until the parent chooses how to pay (an issued kindergarten bill). */
    method: text('method').$type<PaymentMethod>(),
    /** What is paid for: a plan period, a subscription's monthly invoice, or a kindergarten bill. */
    kind: text('kind').$type<PaymentKind>().notNull().default('plan'),
    /** e.g. '2026-11' */
    billingPeriod: text('billing_period'),
    parentNotes: text('parent_notes'),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** Which card provider holds the charge ('stripe' | 'test'); null for cash and transfers. */
    provider: text('provider'),
    providerCheckoutId: text('provider_checkout_id'),
    providerPaymentId: text('provider_payment_id'),
    providerInvoiceId: text('provider_invoice_id'),
    subscriptionId: uuid('subscription_id').references((): AnyPgColumn => subscriptions.id, { onDelete: 'set null' }),
    /**
     * Set on a card charge that arrived for a month another live payment already covered (a checkout completed
     * late): recorded as paid, renewing nothing, with a reconciliation mismatch for an admin to refund it.
     */
    duplicateOf: uuid('duplicate_of').references((): AnyPgColumn => payments.id, { onDelete: 'set null' }),
    validatedBy: text('validated_by').references(() => users.id, { onDelete: 'set null' }),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    /** Staff who took the money themselves (issue 25): a coach at the pool or an admin; validated at once. */
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The club day the money was received, as the staff member recorded it. */
    receivedOn: date('received_on', { mode: 'string' }),
    /** What the staff member noted when recording or rejecting. */
    staffNote: text('staff_note'),
    /** A declaration marked as never received (issue 25): failed, with who said so, when and why. */
    rejectedBy: text('rejected_by').references(() => users.id, { onDelete: 'set null' }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    /**
     * A second payment for a period that an admin confirmed on purpose (the first stays live): left out of the
     * one-live-payment rule, as a late card charge is with duplicate_of.
     */
    secondFor: uuid('second_for').references((): AnyPgColumn => payments.id, { onDelete: 'set null' }),
    /**
     * Set on a payment for what was left of a month (after a partial write-off, or a part staff received): the month's
     * whole due, which its amount does not restate (ADR 0037). Null: the amount is what the month was charged.
     */
    monthDue: integer('month_due'),
    /**
     * The closed shares of a monthly unlimited plan this charge gave (ADR 0040): the closure lines of the month's price
     * when it was charged, kept even when the payment keeps no price lines (an amount staff typed in, the rest of a
     * month), so the closure ledger never gives them twice. Null on payments made before it was kept (migration 0032):
     * their price lines say it.
     */
    closureLines: jsonb('closure_lines').$type<PriceLine[]>(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_parent_idx').on(t.parentId, t.createdAt),
    // The console's newest-first list of every payment reads its first page from here (backwards), with no sort.
    index('payments_created_idx').on(t.createdAt, t.id),
    index('payments_child_idx').on(t.childId),
    index('payments_status_idx').on(t.status),
    uniqueIndex('payments_provider_checkout_unique').on(t.providerCheckoutId),
    uniqueIndex('payments_provider_invoice_unique').on(t.providerInvoiceId),
    index('payments_provider_payment_idx').on(t.providerPaymentId),
    index('payments_subscription_idx').on(t.subscriptionId),
    // One live payment per enrollment and month, one-off or a subscription's: a second card try replaces the first,
    // and a renewal never pays a month already paid otherwise.
    uniqueIndex('payments_one_live_plan_per_period')
      .on(t.enrollmentId, t.billingPeriod)
      .where(
        sql`kind in ('plan', 'subscription') and status in ('pending', 'validated', 'paid') and duplicate_of is null and second_for is null`,
      ),
    check('payments_method_check', sql`method is null or ${oneOf('method', PAYMENT_METHODS)}`),
    check('payments_kind_check', oneOf('kind', PAYMENT_KINDS)),
    check('payments_status_check', oneOf('status', PAYMENT_STATUSES)),
    check('payments_currency_check', oneOf('currency', CURRENCIES)),
    check('payments_amount_check', sql`${t.amount} > 0`),
    check('payments_refunded_check', sql`${t.refundedAmount} between 0 and ${t.amount}`),
  ],
);

/** The last payment number given out per year (club time); the payments_number trigger takes the next one. */
export const paymentNumberCounters = pgTable('payment_number_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * Money given back: part of a ledger payment, or a whole shop order (its charge is settled on the order, not in
 * payments). Exactly one of the two is set; an order is refunded once, in full, so its row is unique.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: pk(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    reason: text('reason').$type<RefundReason>().notNull(),
    providerRefundId: text('provider_refund_id').unique(),
    /** 'pending' while a card refund is with the provider (reserved, no credit note yet); a failed one is deleted. */
    status: text('status').$type<RefundStatus>().notNull().default('completed'),
    refundedBy: text('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    check('refunds_status_check', oneOf('status', REFUND_STATUSES)),
    uniqueIndex('refunds_one_per_order').on(t.orderId),
    check('refunds_payment_or_order_check', sql`(${t.paymentId} is null) <> (${t.orderId} is null)`),
    check('refunds_reason_check', oneOf('reason', REFUND_REASONS)),
    check('refunds_amount_check', sql`${t.amount} > 0`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: pk(),
    parentId: text('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    childId: uuid('child_id').references(() => children.id, { onDelete: 'set null' }),
    enrollmentId: uuid('enrollment_id').references(() => enrollments.id, { onDelete: 'set null' }),
    plan: text('plan').$type<PlanType>().notNull(),
    /** The plan that takes effect from the next period, when the parent changed it. */
    nextPlan: text('next_plan').$type<PlanType>(),
    amount: integer('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull().default('BGN'),
    status: text('status').$type<SubscriptionStatus>().notNull().default('active'),
    provider: text('provider'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAt: timestamp('cancel_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    /**
     * The club's changeover to the euro set this subscription in leva to end after its paid month (ADR 0036): marked
     * in the changeover's transaction, then told to the provider and mailed to the parent after it commits.
     */
    euroChangeoverAt: timestamp('euro_changeover_at', { withTimezone: true }),
    /** When the provider confirmed the end at the period's end; null while a retry is due. */
    euroChangeoverSyncedAt: timestamp('euro_changeover_synced_at', { withTimezone: true }),
    /** When the parent's mail about it went to the outbox (once). */
    euroChangeoverMailedAt: timestamp('euro_changeover_mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_parent_idx').on(t.parentId),
    check('subscriptions_plan_check', oneOf('plan', PLAN_TYPES)),
    check('subscriptions_next_plan_check', sql`next_plan is null or ${oneOf('next_plan', PLAN_TYPES)}`),
    check('subscriptions_status_check', oneOf('status', SUBSCRIPTION_STATUSES)),
    check('subscriptions_currency_check', oneOf('currency', CURRENCIES)),
    check('subscriptions_amount_check', sql`${t.amount} >= 0`),
  ],
);

export const kindergartenBills = pgTable(
  'kindergarten_bills',
  {
    id: pk(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    enrollmentId: uuid('enrollment_id').references(() => enrollments.id, { onDelete: 'set null' }),
    /** First day of the billed month. */
    month: date('month', { mode: 'string' }).notNull(),
    classesAttended: integer('classes_attended').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull().default('BGN'),
    status: text('status').$type<KindergartenBillStatus>().notNull().default('pending'),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // A null enrollment counts as one value, so a child's month can never be billed twice (NULLs are distinct).
    uniqueIndex('kindergarten_bills_child_month_unique').on(
      t.childId,
      sql`coalesce(${t.enrollmentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      t.month,
    ),
    check('kindergarten_bills_status_check', oneOf('status', KINDERGARTEN_BILL_STATUSES)),
    check('kindergarten_bills_currency_check', oneOf('currency', CURRENCIES)),
    check('kindergarten_bills_counts_check', sql`${t.classesAttended} >= 0 and ${t.amount} >= 0`),
  ],
);

/** Every provider event by its id: stored first, applied once (a redelivery finds it processed). */
export const providerEvents = pgTable(
  'provider_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    type: text('type').notNull(),
    objectId: text('object_id').notNull(),
    receivedAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('provider_events_object_idx').on(t.objectId)],
);

/** What reconciliation found between the provider's charges and refunds and the ledger. */
export const reconciliationMismatches = pgTable(
  'reconciliation_mismatches',
  {
    id: pk(),
    /** kind:providerObject:payment, so a daily run reports a mismatch once. */
    key: text('key').notNull().unique(),
    kind: text('kind').$type<ReconciliationKind>().notNull(),
    providerObjectId: text('provider_object_id'),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    ledgerAmount: integer('ledger_amount'),
    providerAmount: integer('provider_amount'),
    currency: text('currency').$type<Currency>(),
    detectedAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  () => [check('reconciliation_kind_check', oneOf('kind', RECONCILIATION_KINDS))],
);

export const reconciliationRuns = pgTable('reconciliation_runs', {
  id: pk(),
  ranAt: createdAt(),
  checked: integer('checked').notNull(),
  found: integer('found').notNull(),
});

/**
 * The built-in test provider's own books (checkouts, payment intents, refunds, subscriptions, invoices), kept apart
 * from the ledger as a real provider's would be, so reconciliation has something independent to compare with.
 */
export const testProviderObjects = pgTable(
  'test_provider_objects',
  {
    id: text('id').primaryKey(),
    object: text('object').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('test_provider_objects_kind_idx').on(t.object, t.createdAt)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Invoices and credit notes (issue 24): one gap-free sequence of 10-digit numbers for both (VAT Act art. 78–79),
 * allocated inside the issuing transaction from invoice_number_counter. What was issued is stored as issued (the
 * parties, lines, totals and the PDF's bytes) and never changed or renumbered.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: pk(),
    /** '0000000001': ten digits, consecutive across invoices and credit notes. */
    number: text('number').notNull().unique(),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    /** The invoice a credit note corrects. */
    correctsId: uuid('corrects_id').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    /** The refund a credit note documents. */
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    /**
     * Who asked for it (a parent, a buyer, or an admin for them). No foreign key: an issued document is never changed
     * (a deleted account's id stays as written, and deleting that account is not refused because of it).
     */
    requestedBy: text('requested_by'),
    /** Club calendar days. */
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    taxEventDate: date('tax_event_date', { mode: 'string' }).notNull(),
    issuer: jsonb('issuer').$type<ClubLegalDetails>().notNull(),
    recipient: jsonb('recipient').$type<InvoiceRecipient>().notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    /** Minor units, all in `currency`. A credit note's are positive: the amounts it takes back. */
    taxBase: integer('tax_base').notNull(),
    /** Whole percent; 0 with `vatExemptionGround` when the club is not VAT registered. */
    vatRate: integer('vat_rate').notNull(),
    vatAmount: integer('vat_amount').notNull(),
    total: integer('total').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    vatExemptionGround: text('vat_exemption_ground'),
    /** Where the recipient's copy goes (the requester's or buyer's address at issue). */
    email: text('email'),
    pdf: bytea('pdf').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoices_issue_date_idx').on(t.issueDate, t.number),
    index('invoices_payment_idx').on(t.paymentId),
    index('invoices_order_idx').on(t.orderId),
    index('invoices_corrects_idx').on(t.correctsId),
    // One invoice per payment and per order; one credit note per refund.
    uniqueIndex('invoices_one_per_payment').on(t.paymentId).where(sql`kind = 'invoice'`),
    uniqueIndex('invoices_one_per_order').on(t.orderId).where(sql`kind = 'invoice'`),
    uniqueIndex('invoices_one_per_refund').on(t.refundId),
    check('invoices_kind_check', oneOf('kind', INVOICE_KINDS)),
    check('invoices_number_check', sql`${t.number} ~ '^[0-9]{10}$'`),
    check('invoices_payment_or_order_check', sql`(${t.paymentId} is null) <> (${t.orderId} is null)`),
    check(
      'invoices_credit_note_check',
      sql`(kind = 'invoice' and corrects_id is null and refund_id is null) or (kind = 'credit_note' and corrects_id is not null)`,
    ),
    check('invoices_currency_check', oneOf('currency', CURRENCIES)),
    check(
      'invoices_amounts_check',
      sql`${t.taxBase} >= 0 and ${t.vatAmount} >= 0 and ${t.total} = ${t.taxBase} + ${t.vatAmount} and ${t.vatRate} between 0 and 100`,
    ),
  ],
);

/** The last invoice or credit note number given out (one row); issuing takes the next one in its transaction. */
export const invoiceNumberCounter = pgTable(
  'invoice_number_counter',
  {
    id: integer('id').primaryKey().default(1),
    lastNumber: bigint('last_number', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    check('invoice_number_counter_single_row', sql`${t.id} = 1`),
    check('invoice_number_counter_range', sql`${t.lastNumber} between 0 and 9999999999`),
  ],
);

/**
 * A period's balance the club gave up on (issue 25): an admin's decision, with the reason; the balance owed for that
 * enrollment and period drops by the amount. Audit-logged.
 */
export const paymentWriteOffs = pgTable(
  'payment_write_offs',
  {
    id: pk(),
    parentId: text('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    childId: uuid('child_id').references(() => children.id, { onDelete: 'set null' }),
    enrollmentId: uuid('enrollment_id').references(() => enrollments.id, { onDelete: 'set null' }),
    /** e.g. '2026-11' */
    billingPeriod: text('billing_period').notNull(),
    /** Minor units of `currency`. */
    amount: integer('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    reason: text('reason').notNull(),
    writtenOffBy: text('written_off_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_write_offs_parent_idx').on(t.parentId),
    index('payment_write_offs_enrollment_idx').on(t.enrollmentId, t.billingPeriod),
    check('payment_write_offs_amount_check', sql`${t.amount} > 0`),
    check('payment_write_offs_currency_check', oneOf('currency', CURRENCIES)),
  ],
);

/** Staff notes on a family's account, shown in the arrears list (issue 25). */
export const arrearsNotes = pgTable(
  'arrears_notes',
  {
    id: pk(),
    parentId: text('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('arrears_notes_parent_idx').on(t.parentId, t.createdAt)],
);

/**
 * Every payment reminder sent to a family: by a person from the arrears list ('manual', with who sent it) or by the
 * scheduled notices (issue 27). The arrears list shows the last one.
 */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    id: pk(),
    parentId: text('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('manual'),
    /** The periods and amounts the reminder named. */
    periods: jsonb('periods')
      .$type<{ enrollmentId: string | null; billingPeriod: string; amount: number; currency: Currency }[]>()
      .notNull(),
    sentBy: text('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_reminders_parent_idx').on(t.parentId, t.createdAt),
    check('payment_reminders_kind_check', sql`kind in ('manual', 'due_soon', 'overdue')`),
  ],
);
