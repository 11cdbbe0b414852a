// What is owed (issue 25): for each active enrollment and period, what is due, what was paid or validated, what the
// club wrote off, the balance and its due date. The one definition of "owed": the parent's dashboard and payments page,
// the coach's balance flags, the admin's arrears list and analytics' unpaid dues all read it, so they cannot disagree.
//
// The rules (ADR 0037):
// - A plan's periods run from the month the child started (enrollments.starts_on) to this month (club time). A period
//   the child has no session in costs nothing (ADR 0033) and is left out.
// - What is due for a period is what the club charged for it (the amount of its first live payment: declared,
//   validated or paid; an unfinished card try does not count), else the period's price now (ADR 0033). A later price
//   change never re-opens a month already charged.
// - Paid is the sum of the period's validated and paid payments. A refund does not re-open a period: the club chose to
//   give that money back.
// - A running card subscription covers the months from the one it started in; earlier months are owed as any other.
// - A kindergarten bill is due as issued, until it is paid or validated.
// - Balance = due − paid − written off, never below zero. The period is due on its first day plus the club's grace days
//   (a kindergarten bill, issued after its month, no earlier than its issue day plus the grace days). It is overdue
//   after that day while a balance is left and no declaration (cash or transfer) awaits the club's confirmation.
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { addDays, daysBetween, zonedDate } from '@swim/shared/dates';
import type { Currency, PlanType } from '@swim/shared/enums';
import type { LocalizedText } from '@swim/shared/localized';
import { convertMinor } from '@swim/shared/money';
import { nextPeriodOf, pricePeriod } from '@swim/shared/period-price';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  children,
  classes,
  clubSettings,
  enrollments,
  locations,
  paymentWriteOffs,
  payments,
  subscriptions,
} from '../../db/schema/index.js';
import { loadPriceFacts } from './period-price.service.js';

/** One enrollment's period with money left on it, or settled (balance 0) when asked for every period. */
export type PeriodBalance = {
  parentId: string;
  childId: string;
  childName: string;
  enrollmentId: string;
  classId: string;
  classTitle: LocalizedText;
  planType: PlanType;
  /** 'YYYY-MM' */
  billingPeriod: string;
  currency: Currency;
  due: number;
  paid: number;
  writtenOff: number;
  balance: number;
  /** Club calendar day: after it an unpaid balance is overdue. */
  dueOn: string;
  overdue: boolean;
  /** Days past `dueOn` (0 when not overdue). */
  daysOverdue: number;
  /** A cash or transfer declaration for the period awaits the club's confirmation. */
  declared: boolean;
  /** The issued kindergarten bill this period is (its payment), null for a plan's month. */
  billPaymentId: string | null;
};

export const DEFAULT_GRACE_DAYS = 10;

/** The club's grace days: how long after a period's first day it is still on time. */
export async function readGraceDays(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ days: clubSettings.paymentGraceDays }).from(clubSettings).limit(1);
  return row?.days ?? DEFAULT_GRACE_DAYS;
}

/** 'YYYY-MM' of each month from `first` to `last`, both included. */
function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = first; month <= last; month = nextPeriodOf(month)) months.push(month);
  return months;
}

type Charge = { amount: number; status: string; method: string | null; recorded: boolean; createdAt: Date };

const key = (childId: string, classId: string, period: string) => `${childId}|${classId}|${period}`;

/**
 * The balance of every period owed or paid, up to this month, of the active enrollments `where` selects (a condition on
 * enrollments, children or classes). With `settled: false` (the default) only periods with a balance are returned.
 */
export async function periodBalances(
  db: Db | Tx,
  options: { where?: SQL; now: Date; settled?: boolean },
): Promise<PeriodBalance[]> {
  const today = zonedDate(options.now, CLUB_TIME_ZONE);
  const thisMonth = today.slice(0, 7);
  const [graceDays, rows] = await Promise.all([
    readGraceDays(db),
    db
      .select({
        e: enrollments,
        parentId: children.parentId,
        childName: children.fullName,
        classTitle: classes.title,
        locationType: locations.type,
      })
      .from(enrollments)
      .innerJoin(children, eq(children.id, enrollments.childId))
      .innerJoin(classes, eq(classes.id, enrollments.classId))
      .innerJoin(locations, eq(locations.id, classes.locationId))
      .where(and(options.where, eq(enrollments.active, true))),
  ]);
  if (rows.length === 0) return [];
  const childIds = [...new Set(rows.map((r) => r.e.childId))];
  const pool = rows.filter((r) => r.locationType !== 'kindergarten');
  const kindergarten = rows.filter((r) => r.locationType === 'kindergarten');

  // Payments and write-offs count for the child's class and month, whichever enrollment row of that class they name
  // (a transfer moves them to the new row; an older row of the same class, ended, keeps its own).
  const [charges, writeOffs, subs, facts, bills] = await Promise.all([
    pool.length
      ? db
          .select({
            childId: payments.childId,
            classId: enrollments.classId,
            period: payments.billingPeriod,
            amount: payments.amount,
            status: payments.status,
            method: payments.method,
            recorded: sql<boolean>`${payments.recordedBy} is not null`,
            createdAt: payments.createdAt,
          })
          .from(payments)
          .innerJoin(enrollments, eq(enrollments.id, payments.enrollmentId))
          .where(
            and(
              inArray(payments.childId, childIds),
              inArray(payments.kind, ['plan', 'subscription']),
              // A refunded payment still settles its month: the club gave the money back on purpose.
              inArray(payments.status, ['pending', 'validated', 'paid', 'refunded']),
              sql`${payments.duplicateOf} is null`,
            ),
          )
      : [],
    db
      .select({
        childId: paymentWriteOffs.childId,
        classId: enrollments.classId,
        period: paymentWriteOffs.billingPeriod,
        amount: paymentWriteOffs.amount,
        currency: paymentWriteOffs.currency,
      })
      .from(paymentWriteOffs)
      .innerJoin(enrollments, eq(enrollments.id, paymentWriteOffs.enrollmentId))
      .where(inArray(paymentWriteOffs.childId, childIds)),
    pool.length
      ? db
          .select({ enrollmentId: subscriptions.enrollmentId, createdAt: subscriptions.createdAt })
          .from(subscriptions)
          .where(
            and(
              inArray(
                subscriptions.enrollmentId,
                pool.map((r) => r.e.id),
              ),
              inArray(subscriptions.status, ['active', 'past_due']),
            ),
          )
      : [],
    loadPriceFacts(
      db,
      pool.map((r) => r.e.id),
    ),
    kindergarten.length
      ? db
          .select({
            id: payments.id,
            enrollmentId: payments.enrollmentId,
            period: payments.billingPeriod,
            amount: payments.amount,
            currency: payments.currency,
            status: payments.status,
            method: payments.method,
            createdAt: payments.createdAt,
          })
          .from(payments)
          .where(
            and(
              inArray(
                payments.enrollmentId,
                kindergarten.map((r) => r.e.id),
              ),
              eq(payments.kind, 'kindergarten'),
              inArray(payments.status, ['pending', 'failed']),
            ),
          )
      : [],
  ]);

  const chargesBy = new Map<string, Charge[]>();
  for (const c of charges) {
    if (!c.childId || !c.period) continue;
    const k = key(c.childId, c.classId, c.period);
    chargesBy.set(k, [...(chargesBy.get(k) ?? []), c]);
  }
  // Write-offs in their own currency; a period reads them in its own (converted at the fixed rate, ADR 0036).
  const writtenOffBy = new Map<string, { amount: number; currency: Currency }[]>();
  for (const w of writeOffs) {
    if (!w.childId) continue;
    const k = key(w.childId, w.classId, w.period);
    writtenOffBy.set(k, [...(writtenOffBy.get(k) ?? []), { amount: w.amount, currency: w.currency }]);
  }
  const writtenOff = (k: string, currency: Currency) =>
    (writtenOffBy.get(k) ?? []).reduce((sum, w) => sum + convertMinor(w.amount, w.currency, currency), 0);
  const subscribedFrom = new Map<string, string>();
  for (const s of subs) {
    if (!s.enrollmentId) continue;
    const month = zonedDate(s.createdAt, CLUB_TIME_ZONE).slice(0, 7);
    const known = subscribedFrom.get(s.enrollmentId);
    if (!known || month < known) subscribedFrom.set(s.enrollmentId, month);
  }

  const result: PeriodBalance[] = [];
  const finish = (
    row: (typeof rows)[number],
    line: Omit<PeriodBalance, keyof typeof base | 'balance' | 'dueOn' | 'overdue' | 'daysOverdue'>,
    dueOn: string,
    base = {
      parentId: row.parentId,
      childId: row.e.childId,
      childName: row.childName,
      enrollmentId: row.e.id,
      classId: row.e.classId,
      classTitle: row.classTitle,
      planType: row.e.planType,
    },
  ) => {
    const balance = Math.max(0, line.due - line.paid - line.writtenOff);
    if (balance === 0 && !options.settled) return;
    const overdue = balance > 0 && !line.declared && today > dueOn;
    result.push({
      ...base,
      ...line,
      balance,
      dueOn,
      overdue,
      daysOverdue: overdue ? daysBetween(dueOn, today) : 0,
    });
  };

  for (const row of pool) {
    const priced = facts.get(row.e.id);
    if (!priced) continue;
    const subscribed = subscribedFrom.get(row.e.id);
    for (const period of monthsBetween(row.e.startsOn.slice(0, 7), thisMonth)) {
      if (subscribed && period >= subscribed) continue;
      const k = key(row.e.childId, row.e.classId, period);
      const own = (chargesBy.get(k) ?? []).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      // What the club charged: a price the server set (the parent's payment or declaration). An amount staff typed in
      // is what they received, not what was due: the month's price stands and a shortfall stays owed.
      const charged = own.find((c) => !(c.status === 'pending' && c.method === 'card') && !c.recorded);
      const due = charged ? charged.amount : pricePeriod({ ...priced, period }).amount;
      if (due <= 0) continue;
      finish(
        row,
        {
          billingPeriod: period,
          currency: priced.currency,
          due,
          paid: own.filter((c) => c.status !== 'pending').reduce((sum, c) => sum + c.amount, 0),
          writtenOff: writtenOff(k, priced.currency),
          declared: own.some((c) => c.status === 'pending' && (c.method === 'cash' || c.method === 'bank_transfer')),
          billPaymentId: null,
        },
        // A child who starts mid-month has the grace days from its first day.
        addDays(row.e.startsOn > `${period}-01` ? row.e.startsOn : `${period}-01`, graceDays),
      );
    }
  }

  const classOf = new Map(kindergarten.map((r) => [r.e.id, r]));
  for (const bill of bills) {
    const row = bill.enrollmentId ? classOf.get(bill.enrollmentId) : undefined;
    if (!row || !bill.period || bill.period > thisMonth) continue;
    const k = key(row.e.childId, row.e.classId, bill.period);
    const fromPeriod = addDays(`${bill.period}-01`, graceDays);
    const fromIssue = addDays(zonedDate(bill.createdAt, CLUB_TIME_ZONE), graceDays);
    finish(
      row,
      {
        billingPeriod: bill.period,
        currency: bill.currency,
        due: bill.amount,
        paid: 0,
        writtenOff: writtenOff(k, bill.currency),
        declared: bill.status === 'pending' && (bill.method === 'cash' || bill.method === 'bank_transfer'),
        billPaymentId: bill.id,
      },
      fromIssue > fromPeriod ? fromIssue : fromPeriod,
    );
  }

  return result.sort(
    (a, b) =>
      a.billingPeriod.localeCompare(b.billingPeriod) ||
      a.childName.localeCompare(b.childName, 'bg') ||
      a.enrollmentId.localeCompare(b.enrollmentId),
  );
}

/**
 * Each enrollment's months before this one with a balance left and no declaration awaiting the club: a parent may pay
 * them (issue 25), as the dashboard and the payment page list them.
 */
export async function owedEarlierMonths(
  db: Db | Tx,
  enrollmentIds: string[],
  now: Date,
): Promise<Map<string, string[]>> {
  const months = new Map<string, string[]>();
  if (enrollmentIds.length === 0) return months;
  const thisMonth = zonedDate(now, CLUB_TIME_ZONE).slice(0, 7);
  for (const line of await periodBalances(db, { now, where: inArray(enrollments.id, enrollmentIds) })) {
    if (line.declared || line.billPaymentId || line.billingPeriod >= thisMonth) continue;
    months.set(line.enrollmentId, [...(months.get(line.enrollmentId) ?? []), line.billingPeriod]);
  }
  return months;
}
