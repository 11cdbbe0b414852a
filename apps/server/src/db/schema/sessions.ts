// Dated sessions and what differs from the weekly pattern (issue 26, ADR 0039): single sessions cancelled or moved,
// closures, absences reported by parents, make-up credits and the make-ups booked with them. Dated sessions are
// computed from classes' weekly sessions (packages/shared/src/dated-sessions.ts); nothing here pre-generates them.
// A dated session is named by (class, date, start time) as the weekly pattern gives it; a move keeps that key.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, time, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  CLOSURE_REASONS,
  CREDIT_REVOKE_CAUSES,
  CREDIT_SOURCES,
  CREDIT_STATUSES,
  type ClosureReason,
  type CreditRevokeCause,
  type CreditSource,
  type CreditStatus,
} from '@swim/shared/enums';
import { CREDIT_WITHHELD_REASONS, type CreditWithheld } from '@swim/shared/api/sessions';
import { users } from './auth.js';
import { payments, refunds } from './billing.js';
import { children, enrollments } from './children.js';
import { classes, locations } from './club.js';
import { createdAt, localized, oneOf, pk, updatedAt } from './helpers.js';

export const closures = pgTable(
  'closures',
  {
    id: pk(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    /** null = the whole club. */
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ClosureReason>().notNull(),
    /** What families read, in each language (optional; the reason's own words are shown without it). */
    note: localized('note'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('closures_span_idx').on(t.startsOn, t.endsOn),
    check('closures_reason_check', oneOf('reason', CLOSURE_REASONS)),
    check('closures_span_check', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

export const sessionChanges = pgTable(
  'session_changes',
  {
    id: pk(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    /** The dated session's key: the date and time the weekly pattern gives it. */
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    kind: text('kind').$type<'cancelled' | 'moved'>().notNull(),
    movedToDate: date('moved_to_date', { mode: 'string' }),
    movedToTime: time('moved_to_time'),
    /** Why, in each language (the coach is ill, the lane is taken). */
    note: localized('note'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('session_changes_session_unique').on(t.classId, t.date, t.startTime),
    check('session_changes_kind_check', sql`kind in ('cancelled', 'moved')`),
    check(
      'session_changes_move_check',
      sql`(kind = 'moved') = (moved_to_date is not null and moved_to_time is not null)`,
    ),
  ],
);

export const absences = pgTable(
  'absences',
  {
    id: pk(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    reportedBy: text('reported_by').references(() => users.id, { onDelete: 'set null' }),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the parent took the notice back (before the notice period); the row stays as history. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** Why the report earned no make-up credit, as decided when it was made (null: it earned one). */
    creditWithheld: text('credit_withheld').$type<CreditWithheld>(),
  },
  (t) => [
    uniqueIndex('absences_one_live_per_session')
      .on(t.childId, t.classId, t.date, t.startTime)
      .where(sql`${t.withdrawnAt} is null`),
    index('absences_class_date_idx').on(t.classId, t.date),
    check(
      'absences_credit_withheld_check',
      sql`credit_withheld is null or ${oneOf('credit_withheld', CREDIT_WITHHELD_REASONS)}`,
    ),
  ],
);

export const makeupCredits = pgTable(
  'makeup_credits',
  {
    id: pk(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    /** The enrollment whose session was missed or cancelled; null for a credit an admin granted without one. */
    enrollmentId: uuid('enrollment_id').references(() => enrollments.id, { onDelete: 'set null' }),
    source: text('source').$type<CreditSource>().notNull(),
    absenceId: uuid('absence_id').references(() => absences.id, { onDelete: 'set null' }),
    /** The missed or cancelled session's date (the month it counts in); for a grant, the day it was granted. */
    sessionDate: date('session_date', { mode: 'string' }).notNull(),
    /** The cancelled session's class and start time (with sessionDate, its key); set for source 'cancellation'. */
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'set null' }),
    sessionTime: time('session_time'),
    /**
     * When the cancelled session was restored (closure deleted, cancellation undone) while this credit was already
     * booked or used: the family keeps it, and this records that it was noticed (once).
     */
    sessionRestoredAt: timestamp('session_restored_at', { withTimezone: true }),
    /** The last day a make-up can take place with it. */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    status: text('status').$type<CreditStatus>().notNull().default('available'),
    /** An admin's reason for a grant or a revocation (their own words; never a code). */
    reason: text('reason'),
    /** Why it was revoked (set exactly when status is 'revoked'): an admin, or one of the app's own causes. */
    revokedFor: text('revoked_for').$type<CreditRevokeCause>(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedBy: text('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('makeup_credits_child_idx').on(t.childId, t.status),
    uniqueIndex('makeup_credits_one_per_absence').on(t.absenceId).where(sql`${t.absenceId} is not null`),
    // One live credit per regular and cancelled session: two reconciliations at once cannot both grant it.
    uniqueIndex('makeup_credits_one_per_cancelled_session')
      .on(t.enrollmentId, t.sessionDate, t.sessionTime)
      .where(sql`${t.source} = 'cancellation' and ${t.status} <> 'revoked'`),
    check('makeup_credits_source_check', oneOf('source', CREDIT_SOURCES)),
    check('makeup_credits_status_check', oneOf('status', CREDIT_STATUSES)),
    check('makeup_credits_revoked_for_check', sql`(status = 'revoked') = (revoked_for is not null)`),
    check(
      'makeup_credits_revoked_for_value_check',
      sql`revoked_for is null or ${oneOf('revoked_for', CREDIT_REVOKE_CAUSES)}`,
    ),
  ],
);

export const makeupBookings = pgTable(
  'makeup_bookings',
  {
    id: pk(),
    creditId: uuid('credit_id')
      .notNull()
      .references(() => makeupCredits.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    bookedBy: text('booked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Cancelled by the family (before the notice period) or moved to another session (a new booking). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The coach's mark for the guest: present or absent; either way the credit is used. */
    attendance: text('attendance').$type<'present' | 'absent'>(),
    markedBy: text('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('makeup_bookings_one_live_per_credit').on(t.creditId).where(sql`${t.cancelledAt} is null`),
    uniqueIndex('makeup_bookings_one_live_per_session')
      .on(t.childId, t.classId, t.date, t.startTime)
      .where(sql`${t.cancelledAt} is null`),
    index('makeup_bookings_class_date_idx').on(t.classId, t.date),
    check('makeup_bookings_attendance_check', sql`attendance is null or attendance in ('present', 'absent')`),
  ],
);

export const CARRY_OVER_STATUSES = ['pending', 'applied', 'reverted'] as const;
export type CarryOverStatus = (typeof CARRY_OVER_STATUSES)[number];

/**
 * A counted plan's session cancelled by the club, carried over to the enrollment's next period (the club's
 * 'carry_over' rule): pending until the next period's sessions are granted, then applied (added to it); reverted when
 * the session takes place after all (an applied one then takes its session back).
 */
export const sessionCarryOvers = pgTable(
  'session_carry_overs',
  {
    id: pk(),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    /** The cancelled session's key. */
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    status: text('status').$type<CarryOverStatus>().notNull().default('pending'),
    /** The period ('YYYY-MM') whose sessions it was added to, once applied. */
    appliedPeriod: text('applied_period'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revertedAt: timestamp('reverted_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('session_carry_overs_one_live_per_session')
      .on(t.enrollmentId, t.date, t.startTime)
      .where(sql`${t.status} <> 'reverted'`),
    index('session_carry_overs_class_date_idx').on(t.classId, t.date),
    check('session_carry_overs_status_check', oneOf('status', CARRY_OVER_STATUSES)),
    check(
      'session_carry_overs_applied_check',
      sql`status = 'reverted' or (status = 'applied') = (applied_period is not null)`,
    ),
  ],
);

/**
 * The closed share of a monthly unlimited plan's month (ADR 0040) given back as money from a card subscription's
 * charge: a subscription charges its fixed amount, so the share cannot come off a month's price and is refunded from
 * the charge of the next month instead. With the closure lines of charged payments, what has been given for a closed
 * month; a refund is written once per enrollment, closed month and charge.
 */
export const closureRefunds = pgTable(
  'closure_refunds',
  {
    id: pk(),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    /** The closed month ('YYYY-MM') whose share this gives back. */
    closedPeriod: text('closed_period').notNull(),
    /** The subscription's charge the money went back from. */
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('closure_refunds_enrollment_idx').on(t.enrollmentId, t.closedPeriod),
    // The charge's row lock decides; the index is the last guard against giving a month back twice from one charge.
    uniqueIndex('closure_refunds_one_per_charge').on(t.paymentId, t.closedPeriod),
    check('closure_refunds_amount_check', sql`${t.amount} > 0`),
  ],
);
