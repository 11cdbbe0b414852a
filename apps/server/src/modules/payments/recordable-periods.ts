// What staff may record for an enrollment (issue 25): which months, from which day money may have been received, and
// what already stands on each month. The record dialog's options and the recording itself read the same answers.
import { RECEIVED_BEFORE_START_DAYS } from '@swim/shared/api/staff-payments';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { addDays, zonedDate } from '@swim/shared/dates';
import { nextPeriodOf } from '@swim/shared/period-price';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { classes, type enrollments, locations, payments } from '../../db/schema/index.js';
import { loadSubscribedFrom } from './owed-facts.js';

type PaymentRow = typeof payments.$inferSelect;
type EnrollmentRow = typeof enrollments.$inferSelect;

/** Every month from the enrollment's first to next month (club time), newest first. */
export function recordablePeriods(enrollment: Pick<EnrollmentRow, 'startsOn'>, now: Date): string[] {
  const next = nextPeriodOf(zonedDate(now, CLUB_TIME_ZONE).slice(0, 7));
  const periods: string[] = [];
  for (let month = enrollment.startsOn.slice(0, 7); month <= next; month = nextPeriodOf(month)) periods.push(month);
  return periods.reverse();
}

/** The days money may have been received on: from a month before the enrollment's first day to today (club time). */
export function receivedOnRange(enrollment: Pick<EnrollmentRow, 'startsOn'>, now: Date) {
  return {
    earliest: addDays(enrollment.startsOn, -RECEIVED_BEFORE_START_DAYS),
    today: zonedDate(now, CLUB_TIME_ZONE),
  };
}

/** The enrollment's class and whether it is a kindergarten group (billed by attendance). */
export async function loadEnrollmentClass(db: Db | Tx, classId: string) {
  const [row] = await db
    .select({ cls: classes, locationType: locations.type })
    .from(classes)
    .innerJoin(locations, eq(locations.id, classes.locationId))
    .where(eq(classes.id, classId));
  if (!row) throw new Error(`class ${classId} vanished`);
  return { cls: row.cls, kindergarten: row.locationType === 'kindergarten' };
}

/** What stands on one month of an enrollment before staff record money for it. */
export type PeriodStanding = {
  /**
   * Paid, validated, or a card payment the provider is still settling: the month is covered, unless a balance is left
   * of it (a part staff received): then recording takes what is left, beside this payment (record-payment.ts).
   */
  covering: PaymentRow | null;
  /** The parent's pending cash or transfer declaration, of the month or of what is left of it (recording confirms it). */
  declaration: PaymentRow | null;
  /** Unfinished card tries of a plan month: money arriving otherwise supersedes them. */
  cardTries: PaymentRow[];
  /** The issued kindergarten bill still open (none chosen, a card try, a failed one); null for a plan's month. */
  openBill: PaymentRow | null;
  /** A running card subscription pays this month. */
  subscription: boolean;
};

const isDeclared = (p: PaymentRow) => p.status === 'pending' && (p.method === 'cash' || p.method === 'bank_transfer');

/** Sorts one month's live payments (a plan's, or its kindergarten bill's) into what each means for recording. */
export function standingOf(rows: PaymentRow[], subscription: boolean): PeriodStanding {
  const standing: PeriodStanding = {
    covering: null,
    declaration: null,
    cardTries: [],
    openBill: null,
    subscription,
  };
  for (const p of rows) {
    if (isDeclared(p)) standing.declaration = p;
    else if (p.kind === 'kindergarten' && (p.status === 'pending' || p.status === 'failed')) standing.openBill = p;
    else if (p.kind === 'plan' && p.status === 'pending' && p.method === 'card') standing.cardTries.push(p);
    else standing.covering ??= p;
  }
  return standing;
}

/**
 * The payments standing on the enrollment's months (all of them, or one), keyed by month, oldest first: a plan's live
 * ones (not a late duplicate; of the payments beside a settled one, those still pending: the parent's declaration or
 * card try of what is left of the month), a kindergarten bill's whatever its status. With `lock`, the rows are locked.
 */
export async function loadPeriodPayments(
  db: Db | Tx,
  options: { enrollmentId: string; kindergarten: boolean; period?: string; lock?: boolean },
): Promise<Map<string, PaymentRow[]>> {
  const where = options.kindergarten
    ? and(eq(payments.enrollmentId, options.enrollmentId), eq(payments.kind, 'kindergarten'))
    : and(
        eq(payments.enrollmentId, options.enrollmentId),
        inArray(payments.kind, ['plan', 'subscription']),
        inArray(payments.status, ['pending', 'validated', 'paid']),
        isNull(payments.duplicateOf),
        or(isNull(payments.secondFor), eq(payments.status, 'pending')),
      );
  const query = db
    .select()
    .from(payments)
    .where(and(where, options.period ? eq(payments.billingPeriod, options.period) : undefined))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const rows = options.lock ? await query.for('update') : await query;
  const byPeriod = new Map<string, PaymentRow[]>();
  for (const row of rows) {
    if (!row.billingPeriod) continue;
    byPeriod.set(row.billingPeriod, [...(byPeriod.get(row.billingPeriod) ?? []), row]);
  }
  return byPeriod;
}

/**
 * The plan payments that received money for the enrollment's months (paid, validated or refunded; a late duplicate
 * is not one), keyed by month, oldest first: what the record dialog lists as already received.
 */
export async function loadReceivedPayments(db: Db | Tx, enrollmentId: string): Promise<Map<string, PaymentRow[]>> {
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.enrollmentId, enrollmentId),
        inArray(payments.kind, ['plan', 'subscription']),
        inArray(payments.status, ['validated', 'paid', 'refunded']),
        isNull(payments.duplicateOf),
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const byPeriod = new Map<string, PaymentRow[]>();
  for (const row of rows) {
    if (row.billingPeriod) byPeriod.set(row.billingPeriod, [...(byPeriod.get(row.billingPeriod) ?? []), row]);
  }
  return byPeriod;
}

/**
 * The first month a running card subscription of the enrollment pays (owed.ts's rule: from its first paid month; a
 * `past_due` one covers only what it paid), or null: that month and every later one are the card's to pay.
 */
export async function subscribedFrom(db: Db | Tx, enrollmentId: string): Promise<string | null> {
  return (await loadSubscribedFrom(db, [enrollmentId])).get(enrollmentId) ?? null;
}
