// What is owed (issue 25): for each enrollment and period, what is due, what was paid or validated, what the club
// wrote off, the balance and its due date. The one definition of "owed": the parent's dashboard and payments page, the
// coach's balance flags, the admin's arrears list and analytics' unpaid dues all read it, so they cannot disagree.
//
// The rules (ADR 0037):
// - A plan's periods run from the month the child started (enrollments.starts_on) to this month (club time), or, for an
//   enrollment that ended, to its last month (the month it ended in when it ended after that month's due day, else the
//   month before). A period the child has no session in costs nothing (ADR 0033) and is left out.
// - What is due for a period is what the club charged for it (its first live payment: declared, validated or paid; an
//   unfinished card try does not count; a payment for what was left of a month carries the month's whole due), else
//   the period's price now (ADR 0033), with the closed shares the month's first charge gave (ADR 0040). A later price
//   change never re-opens a month already charged.
// - Paid is the sum of the period's validated and paid payments. A refund does not re-open a period: the club chose to
//   give that money back.
// - A running (`active`) card subscription covers the months from its first paid one; a `past_due` one covers only the
//   months it paid, like any payment.
// - A kindergarten bill is due as issued, until it is paid or validated.
// - Amounts in another currency than the enrollment's (a lev payment or write-off of a month now priced in euro) are
//   read in the enrollment's, each converted on its own at the fixed rate and rounded half up (ADR 0034). A balance no
//   larger than what those roundings may leave is settled.
// - Balance = due − paid − written off, never below zero. The period is due on its first day plus the club's grace days
//   (a kindergarten bill, issued after its month, no earlier than its issue day plus the grace days). It is overdue
//   after that day while a balance is left; a cash or transfer declaration awaiting the club's confirmation holds that
//   off until the grace days after it was made, and no longer.
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { addDays, daysBetween, zonedDate } from '@swim/shared/dates';
import type { Currency, PlanType } from '@swim/shared/enums';
import type { LocalizedText } from '@swim/shared/localized';
import { convertMinor } from '@swim/shared/money';
import {
  type PeriodPrice,
  type PriceLine,
  amountWithoutClosure,
  nextPeriodOf,
  pricePeriod,
} from '@swim/shared/period-price';
import { inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { clubSettings, enrollments } from '../../db/schema/index.js';
import {
  type Charge,
  type OwingEnrollment,
  loadCharges,
  loadOpenBills,
  loadOwingEnrollments,
  loadSubscribedFrom,
  loadWriteOffs,
  periodKey,
} from './owed-facts.js';
import { closureLinesGiven } from '../sessions/closure-ledger.js';
import { type EnrollmentPriceFacts, loadPriceFacts } from './period-price.service.js';

/** One enrollment's period with money left on it, or settled (balance 0) when asked for every period. */
export type PeriodBalance = {
  parentId: string;
  childId: string;
  childName: string;
  /**
   * The child's data was erased (ADR 0049): the month stays owed to the club (its Arrears, analytics), but the family no
   * longer sees the child, so nothing is sent to them about it and it holds back no make-up credit.
   */
  childErased: boolean;
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
  /** Club calendar day: after it an unpaid balance is overdue (a declaration may hold that off a while). */
  dueOn: string;
  overdue: boolean;
  /** Days past `dueOn` (0 when not overdue). */
  daysOverdue: number;
  /** A cash or transfer declaration for the period awaits the club's confirmation. */
  declared: boolean;
  /** The club day that declaration was made, null without one. */
  declaredOn: string | null;
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

const previousPeriodOf = (period: string) => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

/** What the rules need besides the rows: the club day, the last period to look at and the grace days. */
type Context = { today: string; through: string; graceDays: number; settled: boolean };

/** A plan's month is due on its first day (or the child's first day, if later) plus the grace days. */
const planDueOn = (startsOn: string, period: string, graceDays: number) =>
  addDays(startsOn > `${period}-01` ? startsOn : `${period}-01`, graceDays);

/**
 * The last period an enrollment owes: `through` while it is active; for one that ended, the month it ended in when it
 * ended after that month's due day (the family had the month), else the month before.
 */
function lastOwedPeriod(e: OwingEnrollment['e'], ctx: Context): string {
  if (e.active || !e.endedOn) return ctx.through;
  const endMonth = e.endedOn.slice(0, 7);
  const last = e.endedOn > planDueOn(e.startsOn, endMonth, ctx.graceDays) ? endMonth : previousPeriodOf(endMonth);
  return last < ctx.through ? last : ctx.through;
}

/**
 * How far a month's balance may be off by rounding alone: half a cent for each amount paid or written off in another
 * currency, and half a cent for the due itself (a lev price converted at the changeover, or a lev charge here). Within
 * it the month is settled, so a month paid in full in leva, in parts, never shows a cent owed in euro.
 */
const roundingSlack = (converted: number) => (converted === 0 ? 0 : Math.floor((converted + 1) / 2));

/** The line's balance, overdue state and days; null when settled and only balances are asked for. */
function toBalance(
  row: OwingEnrollment,
  {
    converted,
    ...line
  }: Pick<PeriodBalance, 'billingPeriod' | 'currency' | 'due' | 'paid' | 'writtenOff' | 'declared' | 'declaredOn'> & {
    billPaymentId: string | null;
    dueOn: string;
    /** How many of the amounts paid or written off were converted from another currency. */
    converted: number;
  },
  ctx: Context,
): PeriodBalance | null {
  const left = line.due - line.paid - line.writtenOff;
  const balance = left > roundingSlack(converted) ? left : 0;
  if (balance === 0 && !ctx.settled) return null;
  // A declaration holds a month off overdue while the club checks it, for the grace days after it was made.
  const waitUntil = line.declaredOn ? addDays(line.declaredOn, ctx.graceDays) : line.dueOn;
  const overdueAfter = waitUntil > line.dueOn ? waitUntil : line.dueOn;
  const overdue = balance > 0 && ctx.today > overdueAfter;
  return {
    parentId: row.parentId,
    childId: row.e.childId,
    childName: row.childName,
    childErased: row.childErased,
    enrollmentId: row.e.id,
    classId: row.e.classId,
    classTitle: row.classTitle,
    planType: row.e.planType,
    ...line,
    balance,
    overdue,
    daysOverdue: overdue ? daysBetween(line.dueOn, ctx.today) : 0,
  };
}

/** The club day of the earliest cash or transfer declaration still pending among `pending`, or null. */
function declaredOnOf(pending: { status: string; method: string | null; createdAt: Date }[]): string | null {
  const first = pending.find((c) => c.status === 'pending' && (c.method === 'cash' || c.method === 'bank_transfer'));
  return first ? zonedDate(first.createdAt, CLUB_TIME_ZONE) : null;
}

/**
 * A charge read in the month's currency (ADR 0034): a lev payment of a month now priced in euro has its amount, its
 * month's due and its lines' amounts (the closed shares it gave) each converted on its own, half up.
 */
function inCurrency(charge: Charge, currency: Currency): Charge {
  if (charge.currency === currency) return charge;
  const move = (amount: number) => convertMinor(amount, charge.currency, currency);
  const moveLines = (lines: PriceLine[]) => lines.map((line) => ({ ...line, amount: move(line.amount) }));
  return {
    ...charge,
    currency,
    amount: move(charge.amount),
    monthDue: charge.monthDue === null ? null : move(charge.monthDue),
    priceLines: moveLines(charge.priceLines),
    closureLines: charge.closureLines && moveLines(charge.closureLines),
  };
}

/**
 * What the club charged for a month: a price the server set (the parent's payment or declaration; for a payment of
 * what was left of the month, the month's whole due). An amount staff typed in is what they received, not what was
 * due: the month's price stands and a shortfall stays owed.
 */
function chargedDue(own: Charge[]): number | null {
  const charged = own.find((c) => !(c.status === 'pending' && c.method === 'card') && !c.recorded);
  return charged ? (charged.monthDue ?? charged.amount) : null;
}

/**
 * What is due for a month staff took money for (or nobody charged yet): the month's price as it stands, but with the
 * closed shares its first charge gave, not today's (ADR 0040): a closure entered, changed or deleted after the month
 * was charged moves the next month not charged, never a month already charged.
 */
function pricedDue(price: PeriodPrice, own: Charge[]): number {
  const given = closureLinesGiven(own);
  if (!given) return price.amount;
  return Math.max(0, amountWithoutClosure(price) + given.reduce((sum, line) => sum + line.amount, 0));
}

/** The balances of a plan enrollment's months, from its start to its last owed month. */
function planBalances(
  row: OwingEnrollment,
  facts: {
    priced: EnrollmentPriceFacts;
    subscribedFrom: string | undefined;
    charges: Map<string, Charge[]>;
    writtenOff: (k: string, currency: Currency) => WrittenOff;
    taken: Set<string>;
  },
  ctx: Context,
): PeriodBalance[] {
  const { priced, subscribedFrom } = facts;
  const lines: PeriodBalance[] = [];
  for (const period of monthsBetween(row.e.startsOn.slice(0, 7), lastOwedPeriod(row.e, ctx))) {
    if (subscribedFrom && period >= subscribedFrom) continue;
    const k = periodKey(row.e.childId, row.e.classId, period);
    // A month of the child's class is counted once: by its active row, else the row that ended last.
    if (facts.taken.has(k)) continue;
    facts.taken.add(k);
    const stored = facts.charges.get(k) ?? [];
    const own = stored.map((c) => inCurrency(c, priced.currency));
    const due = chargedDue(own) ?? pricedDue(pricePeriod({ ...priced, period }), own);
    if (due <= 0) continue;
    const declaredOn = declaredOnOf(own);
    const writtenOff = facts.writtenOff(k, priced.currency);
    const paidIn = stored.filter((c) => c.status !== 'pending' && c.currency !== priced.currency).length;
    const line = toBalance(
      row,
      {
        billingPeriod: period,
        currency: priced.currency,
        due,
        paid: own.filter((c) => c.status !== 'pending').reduce((sum, c) => sum + c.amount, 0),
        writtenOff: writtenOff.amount,
        converted: paidIn + writtenOff.converted,
        declared: declaredOn !== null,
        declaredOn,
        billPaymentId: null,
        dueOn: planDueOn(row.e.startsOn, period, ctx.graceDays),
      },
      ctx,
    );
    if (line) lines.push(line);
  }
  return lines;
}

/** What was written off a month, read in its currency, and how many write-offs were converted to it. */
type WrittenOff = { amount: number; converted: number };

/** Active rows first, then the rows that ended, the latest end first: the order months are claimed in. */
const byClaim = (a: OwingEnrollment, b: OwingEnrollment) =>
  Number(b.e.active) - Number(a.e.active) || (b.e.endedOn ?? '').localeCompare(a.e.endedOn ?? '');

/**
 * The balance of every period owed or paid, up to this month (or `through`), of the enrollments `where` selects (a
 * condition on enrollments, children or classes): the active ones and the ones that ended. With `settled: false` (the
 * default) only periods with a balance are returned.
 */
export async function periodBalances(
  db: Db | Tx,
  options: { where?: SQL; now: Date; settled?: boolean; through?: string },
): Promise<PeriodBalance[]> {
  const today = zonedDate(options.now, CLUB_TIME_ZONE);
  const [graceDays, rows] = await Promise.all([readGraceDays(db), loadOwingEnrollments(db, options.where)]);
  if (rows.length === 0) return [];
  const ctx: Context = { today, through: options.through ?? today.slice(0, 7), graceDays, settled: !!options.settled };
  const childIds = [...new Set(rows.map((r) => r.e.childId))];
  const pool = rows.filter((r) => r.locationType !== 'kindergarten').sort(byClaim);
  const kindergarten = rows.filter((r) => r.locationType === 'kindergarten');
  const [charges, writeOffs, subscribedFrom, priceFacts, bills] = await Promise.all([
    pool.length ? loadCharges(db, childIds) : new Map<string, Charge[]>(),
    loadWriteOffs(db, childIds),
    pool.length
      ? loadSubscribedFrom(
          db,
          pool.map((r) => r.e.id),
        )
      : new Map<string, string>(),
    loadPriceFacts(
      db,
      pool.map((r) => r.e.id),
    ),
    kindergarten.length
      ? loadOpenBills(
          db,
          kindergarten.map((r) => r.e.id),
        )
      : [],
  ]);
  // Write-offs in their own currency; a period reads them in its own (each converted at the fixed rate, ADR 0036).
  const writtenOffOf = (k: string, currency: Currency): WrittenOff => {
    const list = writeOffs.get(k) ?? [];
    return {
      amount: list.reduce((sum, w) => sum + convertMinor(w.amount, w.currency, currency), 0),
      converted: list.filter((w) => w.currency !== currency).length,
    };
  };

  const result: PeriodBalance[] = [];
  const taken = new Set<string>();
  for (const row of pool) {
    const priced = priceFacts.get(row.e.id);
    if (!priced) continue;
    const facts = { priced, subscribedFrom: subscribedFrom.get(row.e.id), charges, writtenOff: writtenOffOf, taken };
    result.push(...planBalances(row, facts, ctx));
  }
  const rowOf = new Map(kindergarten.map((r) => [r.e.id, r]));
  for (const bill of bills) {
    const row = bill.enrollmentId ? rowOf.get(bill.enrollmentId) : undefined;
    if (!row || !bill.period || bill.period > ctx.through) continue;
    const fromPeriod = addDays(`${bill.period}-01`, graceDays);
    const fromIssue = addDays(zonedDate(bill.createdAt, CLUB_TIME_ZONE), graceDays);
    // A bill's declaration is the bill itself, made (declared) when the parent chose cash or a transfer.
    const declaredOn = declaredOnOf([{ ...bill, createdAt: bill.declaredAt }]);
    const writtenOff = writtenOffOf(periodKey(row.e.childId, row.e.classId, bill.period), bill.currency);
    const line = toBalance(
      row,
      {
        billingPeriod: bill.period,
        currency: bill.currency,
        due: bill.amount,
        paid: 0,
        writtenOff: writtenOff.amount,
        converted: writtenOff.converted,
        declared: declaredOn !== null,
        declaredOn,
        billPaymentId: bill.id,
        dueOn: fromIssue > fromPeriod ? fromIssue : fromPeriod,
      },
      ctx,
    );
    if (line) result.push(line);
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
