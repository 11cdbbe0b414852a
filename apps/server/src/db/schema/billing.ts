// Money owed and paid for classes: payments, refunds, card subscriptions and kindergarten bills.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  CURRENCIES,
  KINDERGARTEN_BILL_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PLAN_TYPES,
  REFUND_REASONS,
  SUBSCRIPTION_STATUSES,
} from '@swim/shared/enums';
import { users } from './auth.js';
import { children, enrollments } from './children.js';
import { createdAt, oneOf, pk, updatedAt } from './helpers.js';

export const payments = pgTable(
  'payments',
  {
    id: pk(),
    parentId: text('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    childId: uuid('child_id').references(() => children.id, { onDelete: 'set null' }),
    enrollmentId: uuid('enrollment_id').references(() => enrollments.id, { onDelete: 'set null' }),
    /** Minor units. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('BGN'),
    method: text('method').notNull(),
    /** e.g. '2026-11' */
    billingPeriod: text('billing_period'),
    parentNotes: text('parent_notes'),
    status: text('status').notNull().default('pending'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    providerCheckoutId: text('provider_checkout_id'),
    providerPaymentId: text('provider_payment_id'),
    validatedBy: text('validated_by').references(() => users.id, { onDelete: 'set null' }),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_parent_idx').on(t.parentId, t.createdAt),
    index('payments_child_idx').on(t.childId),
    index('payments_status_idx').on(t.status),
    uniqueIndex('payments_provider_checkout_unique').on(t.providerCheckoutId),
    check('payments_method_check', oneOf('method', PAYMENT_METHODS)),
    check('payments_status_check', oneOf('status', PAYMENT_STATUSES)),
    check('payments_currency_check', oneOf('currency', CURRENCIES)),
    check('payments_amount_check', sql`${t.amount} > 0`),
    check('payments_refunded_check', sql`${t.refundedAmount} between 0 and ${t.amount}`),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: pk(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    providerRefundId: text('provider_refund_id').unique(),
    refundedBy: text('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
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
    plan: text('plan').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('BGN'),
    status: text('status').notNull().default('active'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAt: timestamp('cancel_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_parent_idx').on(t.parentId),
    check('subscriptions_plan_check', oneOf('plan', PLAN_TYPES)),
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
    currency: text('currency').notNull().default('BGN'),
    status: text('status').notNull().default('pending'),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('kindergarten_bills_child_month_unique').on(t.childId, t.enrollmentId, t.month),
    check('kindergarten_bills_status_check', oneOf('status', KINDERGARTEN_BILL_STATUSES)),
    check('kindergarten_bills_currency_check', oneOf('currency', CURRENCIES)),
    check('kindergarten_bills_counts_check', sql`${t.classesAttended} >= 0 and ${t.amount} >= 0`),
  ],
);
