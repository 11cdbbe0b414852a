// What a parent owes, by the payment page's rules: the months of each active plan not yet covered, and the issued
// kindergarten bills still open. The payment page, the summary's next-due card and the dashboard read it.
import type { PaymentOptions, PaymentSummary } from '@swim/shared/api/payments';
import type { Dashboard } from '@swim/shared/api/children';
import { pricePeriod } from '@swim/shared/period-price';
import { computePlanPrice } from '@swim/shared/pricing';
import { and, asc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { children, classes, enrollments, locations, payments, subscriptions } from '../../db/schema/index.js';
import { type Actor, childScope } from '../access/access-policy.js';
import { readClubSettings } from '../settings/settings.service.js';
import { selectPayments, toPayment } from './payment-view.js';
import { loadPriceFacts } from './period-price.service.js';
import { type PeriodBalance, owedEarlierMonths, periodBalances } from './owed.js';
import { payablePeriods } from './start-payment.js';
import { loadSubscribedFrom } from './owed-facts.js';
import { chargeForPeriod } from './period-charge.js';

type DueLine = NonNullable<PaymentSummary['nextDue']>;

/**
 * Each active, priced enrollment of a parent's children with the periods payable now: whether each is covered (paid,
 * declared, or a running subscription's), and what paying it costs (its price, or what is left of it, ADR 0037).
 */
async function payableEnrollments(db: Db, where: SQL, now: Date) {
  const rows = await db
    .select({ e: enrollments, cls: classes, locationType: locations.type, childName: children.fullName })
    .from(enrollments)
    .innerJoin(children, eq(children.id, enrollments.childId))
    .innerJoin(classes, eq(classes.id, enrollments.classId))
    .innerJoin(locations, eq(locations.id, classes.locationId))
    // An enrollment that ended (not a transfer's old row) is offered for the months it still owes (ADR 0037).
    .where(and(where, or(eq(enrollments.active, true), isNotNull(enrollments.endedOn))))
    .orderBy(asc(children.birthDate), asc(enrollments.createdAt));
  const periods = payablePeriods(now);
  const ids = rows.map((r) => r.e.id);
  if (ids.length === 0) return [];
  // Months before this one still owed (issue 25) are offered first, oldest first.
  const earlier = await owedEarlierMonths(db, ids, now);
  // Every month up to next month as the one definition of owed sees it (settled ones too).
  const balances = new Map(
    (await periodBalances(db, { now, where: inArray(enrollments.id, ids), settled: true, through: periods[1] })).map(
      (l) => [`${l.enrollmentId}|${l.billingPeriod}`, l],
    ),
  );
  const subs = await db
    .select({ id: subscriptions.id, enrollmentId: subscriptions.enrollmentId })
    .from(subscriptions)
    .where(and(inArray(subscriptions.enrollmentId, ids), inArray(subscriptions.status, ['active', 'past_due'])));
  const subscribed = await loadSubscribedFrom(db, ids);
  // A month outside the child's owed months (one before the enrollment's first day, say) is covered by a live payment
  // as such; an unfinished card try does not cover its month: starting again replaces it.
  const live = await db
    .select({ enrollmentId: payments.enrollmentId, period: payments.billingPeriod })
    .from(payments)
    .where(
      and(
        inArray(payments.enrollmentId, ids),
        inArray(payments.status, ['pending', 'validated', 'paid']),
        sql`not (${payments.status} = 'pending' and ${payments.method} = 'card' and ${payments.kind} = 'plan')`,
      ),
    );
  const facts = await loadPriceFacts(db, ids);
  return rows
    .filter((r) => r.locationType !== 'kindergarten')
    .flatMap((r) => {
      const priced = facts.get(r.e.id);
      const amount = computePlanPrice(r.e.planType, r.cls) ?? 0;
      if (!priced || amount <= 0) return [];
      const from = subscribed.get(r.e.id);
      return [
        {
          ...r,
          amount,
          periods: monthsOffered(r.e, earlier.get(r.e.id) ?? [], periods, balances).flatMap((p) => {
            const price = pricePeriod({ ...priced, period: p });
            // A child who starts after a month's last session owes nothing for it (ADR 0033).
            if (price.amount <= 0) return [];
            const line = balances.get(`${r.e.id}|${p}`);
            const charge = chargeForPeriod(price, line);
            // A running subscription pays its months; a month paid, settled or declared is covered.
            const paidAsSuch = live.some((l) => l.enrollmentId === r.e.id && l.period === p);
            const covered =
              (from !== undefined && p >= from) || (line ? line.declared || line.balance === 0 : paidAsSuch);
            return [{ billingPeriod: p, covered, price: charge.price, deductions: charge.deductions }];
          }),
          subscriptionId: subs.find((s) => s.enrollmentId === r.e.id)?.id ?? null,
        },
      ];
    })
    .filter((line) => line.e.active || line.periods.some((p) => !p.covered));
}

/**
 * The months a line offers: an active enrollment's months still owed, this month and the next; an ended one's months
 * still owed only, this month included when it owes it (never a month after it ended).
 */
function monthsOffered(
  e: { id: string; active: boolean },
  earlier: string[],
  payable: string[],
  balances: Map<string, PeriodBalance>,
): string[] {
  if (e.active) return [...earlier, ...payable];
  const thisMonth = payable[0] as string;
  const line = balances.get(`${e.id}|${thisMonth}`);
  return line && line.balance > 0 && !line.declared ? [...earlier, thisMonth] : earlier;
}

/** The price of a period of a payable line (it is one of the line's periods). */
function periodAmount(line: { periods: { billingPeriod: string; price: { amount: number } }[] }, period: string) {
  return line.periods.find((p) => p.billingPeriod === period)?.price.amount ?? 0;
}

/**
 * The earliest month owed (issue 25's one definition: a past month left unpaid, this month, or an open kindergarten
 * bill), else next month when it is payable and not covered yet.
 */
export async function nextDue(db: Db, actor: Actor, now: Date): Promise<DueLine | null> {
  const [first] = await owedByFamily(db, actor, now);
  if (first) {
    return {
      childId: first.childId,
      childName: first.childName,
      enrollmentId: first.enrollmentId,
      classTitle: first.classTitle,
      billingPeriod: first.billingPeriod,
      amount: first.balance,
      currency: first.currency,
    };
  }
  const next = payablePeriods(now)[1] as string;
  const lines = await payableEnrollments(db, childScope(actor, 'family'), now);
  const line = lines.find((l) => !l.subscriptionId && l.periods.some((p) => p.billingPeriod === next && !p.covered));
  if (!line) return null;
  return {
    childId: line.e.childId,
    childName: line.childName,
    enrollmentId: line.e.id,
    classTitle: line.cls.title,
    billingPeriod: next,
    amount: periodAmount(line, next),
    currency: line.cls.currency,
  };
}

/** What the family owes now, to pay: every period with a balance and no declaration awaiting the club, oldest first. */
async function owedByFamily(db: Db, actor: Actor, now: Date): Promise<PeriodBalance[]> {
  const lines = await periodBalances(db, { now, where: childScope(actor, 'family') });
  return lines.filter((l) => !l.declared);
}

/** Issued kindergarten bills still to pay (none chosen, an unfinished card try, or a failed one), oldest first. */
function openBills(db: Db, where: SQL) {
  return selectPayments(db)
    .where(
      and(
        where,
        eq(payments.kind, 'kindergarten'),
        or(
          eq(payments.status, 'failed'),
          and(eq(payments.status, 'pending'), sql`(${payments.method} is null or ${payments.method} = 'card')`),
        ),
      ),
    )
    .orderBy(asc(payments.createdAt));
}

/**
 * What a parent owes now (issue 25's one definition, owed.ts): each month of an active plan left unpaid up to this one,
 * and each open kindergarten bill, with its due day and whether it is overdue; a declaration awaiting the club's
 * confirmation is not listed (it shows as awaiting confirmation). The payment page offers the same months.
 */
export async function dueItems(db: Db, actor: Actor, now: Date): Promise<Dashboard['payments']['dueItems']> {
  const lines = await owedByFamily(db, actor, now);
  const rejections = await lastRejections(db, lines);
  return lines.map((l) => ({
    paymentId: l.billPaymentId,
    childId: l.childId,
    childName: l.childName,
    enrollmentId: l.enrollmentId,
    title: l.classTitle,
    planType: l.planType,
    amount: l.balance,
    currency: l.currency,
    billingPeriod: l.billingPeriod,
    dueOn: l.dueOn,
    overdue: l.overdue,
    rejection: rejections.get(`${l.enrollmentId}|${l.billingPeriod}`) ?? null,
  }));
}

/** The latest declaration the club marked as not received for each owed month, by `enrollment|period`. */
async function lastRejections(db: Db, lines: PeriodBalance[]) {
  const found = new Map<string, { at: string; reason: string }>();
  if (lines.length === 0) return found;
  const rows = await db
    .select({
      enrollmentId: payments.enrollmentId,
      period: payments.billingPeriod,
      at: payments.rejectedAt,
      reason: payments.rejectionReason,
    })
    .from(payments)
    .where(
      and(
        inArray(payments.enrollmentId, [...new Set(lines.map((l) => l.enrollmentId))]),
        eq(payments.status, 'failed'),
        isNotNull(payments.rejectedAt),
      ),
    )
    .orderBy(asc(payments.rejectedAt));
  // Oldest first, so the latest rejection of a month is the one kept.
  for (const r of rows) {
    if (r.at && r.reason) found.set(`${r.enrollmentId}|${r.period}`, { at: r.at.toISOString(), reason: r.reason });
  }
  return found;
}

/** What can be paid for a child now, with the club's bank details for a transfer. */
export async function paymentOptions(
  db: Db,
  child: { id: string; fullName: string },
  now: Date,
): Promise<PaymentOptions> {
  const lines = await payableEnrollments(db, eq(children.id, child.id), now);
  const bills = await openBills(db, eq(payments.childId, child.id));
  return {
    childId: child.id,
    childName: child.fullName,
    enrollments: lines.map((l) => ({
      enrollmentId: l.e.id,
      classTitle: l.cls.title,
      planType: l.e.planType,
      amount: l.amount,
      currency: l.cls.currency,
      periods: l.periods,
      subscriptionId: l.subscriptionId,
    })),
    openBills: bills.map(toPayment),
    bank: (await readClubSettings(db)).bank,
  };
}
