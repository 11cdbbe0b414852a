// Payment lists, their summary cards and the CSV export: the same filters give the same rows everywhere.
import type {
  MoneyByCurrency,
  PaymentFilters,
  PaymentList,
  PaymentListQuery,
  PaymentOptions,
  PaymentSummary,
} from '@swim/shared/api/payments';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { quickRangeStart, zonedDate, zonedTimeToUtc } from '@swim/shared/dates';
import type { Currency, PlanType } from '@swim/shared/enums';
import type { Dashboard } from '@swim/shared/api/children';
import { computePlanPrice } from '@swim/shared/pricing';
import { and, asc, count, eq, gte, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { children, classes, enrollments, locations, payments, subscriptions, users } from '../../db/schema/index.js';
import { type Actor, paymentScope } from './payment-policy.js';
import { listPaymentViews, selectPayments, toPayment } from './payment-view.js';
import { readClubSettings } from '../settings/settings.service.js';
import { payablePeriods } from './start-payment.js';

/** The SQL condition for an actor's payments under the filters. */
export function filterCondition(actor: Actor, filters: PaymentFilters, now: Date): SQL | undefined {
  const since = quickRangeStart(filters.range, now);
  const search = filters.search?.replace(/[%_\\]/g, (c) => `\\${c}`);
  return and(
    paymentScope(actor),
    filters.status ? eq(payments.status, filters.status) : undefined,
    filters.method ? eq(payments.method, filters.method) : undefined,
    filters.childId ? eq(payments.childId, filters.childId) : undefined,
    since ? gte(payments.createdAt, since) : undefined,
    // The child's or the parent's name; matched in those (small) tables first, then payments by their indexes.
    search
      ? or(
          sql`${payments.childId} in (select ${children.id} from ${children} where ${ilike(children.fullName, `%${search}%`)})`,
          sql`${payments.parentId} in (select ${users.id} from ${users} where ${ilike(users.name, `%${search}%`)})`,
        )
      : undefined,
  );
}

/** Sums per currency, never mixed. */
function byCurrency(rows: { currency: Currency; amount: number }[]): MoneyByCurrency {
  const sums = new Map<Currency, number>();
  for (const r of rows) sums.set(r.currency, (sums.get(r.currency) ?? 0) + r.amount);
  return [...sums].filter(([, amount]) => amount !== 0).map(([currency, amount]) => ({ currency, amount }));
}

/** One page of payments with the summary cards of the actor's payments. */
export async function listPayments(db: Db, actor: Actor, query: PaymentListQuery, now: Date): Promise<PaymentList> {
  const where = filterCondition(actor, query, now);
  const [total] = await db.select({ n: count() }).from(payments).where(where);
  const items = await listPaymentViews(db, where, query.pageSize, (query.page - 1) * query.pageSize);
  return {
    items,
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    summary: await summarize(db, actor, now),
  };
}

/** The four summary cards: paid this month, awaiting confirmation, refunded, next due. */
export async function summarize(db: Db, actor: Actor, now: Date): Promise<PaymentSummary> {
  const monthStart = zonedTimeToUtc(`${zonedDate(now, CLUB_TIME_ZONE).slice(0, 7)}-01`, '00:00', CLUB_TIME_ZONE);
  // Summed by the database (a club has tens of thousands of payments): settled this month net of refunds; cash and
  // transfers awaiting the club's confirmation (awaitsConfirmation in shared); everything refunded.
  const rows = await db
    .select({
      currency: payments.currency,
      paidThisMonth: sql<string>`coalesce(sum(${payments.amount} - ${payments.refundedAmount}) filter (where ${payments.status} in ('paid', 'validated', 'refunded') and ${payments.paidAt} >= ${monthStart}), 0)`,
      awaiting: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'pending' and ${payments.method} in ('cash', 'bank_transfer')), 0)`,
      refunded: sql<string>`coalesce(sum(${payments.refundedAmount}), 0)`,
    })
    .from(payments)
    .where(and(paymentScope(actor), inArray(payments.status, ['pending', 'paid', 'validated', 'refunded'])))
    .groupBy(payments.currency)
    .orderBy(payments.currency);
  const sums = (pick: (row: (typeof rows)[number]) => string) =>
    byCurrency(rows.map((r) => ({ currency: r.currency, amount: Number(pick(r)) })));
  return {
    paidThisMonth: sums((r) => r.paidThisMonth),
    awaitingConfirmation: sums((r) => r.awaiting),
    refunded: sums((r) => r.refunded),
    nextDue: actor.role === 'parent' ? await nextDue(db, actor.id, now) : null,
  };
}

type DueLine = NonNullable<PaymentSummary['nextDue']>;

/** Each active, priced enrollment of a parent's children with the periods payable now and whether each is covered. */
async function payableEnrollments(db: Db, where: SQL, now: Date) {
  const rows = await db
    .select({ e: enrollments, cls: classes, locationType: locations.type, childName: children.fullName })
    .from(enrollments)
    .innerJoin(children, eq(children.id, enrollments.childId))
    .innerJoin(classes, eq(classes.id, enrollments.classId))
    .innerJoin(locations, eq(locations.id, classes.locationId))
    .where(and(where, eq(enrollments.active, true)))
    .orderBy(asc(children.birthDate), asc(enrollments.createdAt));
  const periods = payablePeriods(now);
  const ids = rows.map((r) => r.e.id);
  // An unfinished card try does not cover its month: starting again replaces it.
  const live = ids.length
    ? await db
        .select({ enrollmentId: payments.enrollmentId, period: payments.billingPeriod })
        .from(payments)
        .where(
          and(
            inArray(payments.enrollmentId, ids),
            inArray(payments.status, ['pending', 'validated', 'paid']),
            sql`not (${payments.status} = 'pending' and ${payments.method} = 'card' and ${payments.kind} = 'plan')`,
          ),
        )
    : [];
  const subs = ids.length
    ? await db
        .select({ id: subscriptions.id, enrollmentId: subscriptions.enrollmentId })
        .from(subscriptions)
        .where(and(inArray(subscriptions.enrollmentId, ids), inArray(subscriptions.status, ['active', 'past_due'])))
    : [];
  return rows
    .filter((r) => r.locationType !== 'kindergarten')
    .map((r) => ({
      ...r,
      amount: computePlanPrice(r.e.planType as PlanType, r.cls) ?? 0,
      periods: periods.map((p) => ({
        billingPeriod: p,
        // A running subscription covers every month of its class.
        covered:
          subs.some((s) => s.enrollmentId === r.e.id) || live.some((l) => l.enrollmentId === r.e.id && l.period === p),
      })),
      subscriptionId: subs.find((s) => s.enrollmentId === r.e.id)?.id ?? null,
    }))
    .filter((r) => r.amount > 0);
}

/**
 * The earliest month owed: an open kindergarten bill (issued for a month already past) or a plan's uncovered month,
 * the bill first when both are for the same month.
 */
async function nextDue(db: Db, parentId: string, now: Date): Promise<DueLine | null> {
  const lines = await payableEnrollments(db, eq(children.parentId, parentId), now);
  const [bill] = (await openBills(db, eq(payments.parentId, parentId)))
    .flatMap(({ p, childName, classTitle }) =>
      p.childId && p.enrollmentId && p.billingPeriod
        ? [
            {
              childId: p.childId,
              childName: childName ?? '',
              enrollmentId: p.enrollmentId,
              classTitle: classTitle ?? { bg: '' },
              billingPeriod: p.billingPeriod,
              amount: p.amount,
              currency: p.currency,
            },
          ]
        : [],
    )
    .sort((a, b) => a.billingPeriod.localeCompare(b.billingPeriod));
  for (const period of payablePeriods(now)) {
    if (bill && bill.billingPeriod <= period) return bill;
    const line = lines.find(
      (l) => !l.subscriptionId && l.periods.some((p) => p.billingPeriod === period && !p.covered),
    );
    if (line) {
      return {
        childId: line.e.childId,
        childName: line.childName,
        enrollmentId: line.e.id,
        classTitle: line.cls.title,
        billingPeriod: period,
        amount: line.amount,
        currency: line.cls.currency,
      };
    }
  }
  return bill ?? null;
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
 * What a parent owes now, by the payment page's own rules (the dashboard shows the same): this month of each
 * active plan not covered by a payment or a running subscription, and each open kindergarten bill.
 */
export async function dueItems(db: Db, parentId: string, now: Date): Promise<Dashboard['payments']['dueItems']> {
  const [period] = payablePeriods(now) as [string];
  const lines = await payableEnrollments(db, eq(children.parentId, parentId), now);
  const plans = lines
    .filter((l) => !l.subscriptionId && l.periods.some((p) => p.billingPeriod === period && !p.covered))
    .map((l) => ({
      paymentId: null,
      childId: l.e.childId,
      childName: l.childName,
      enrollmentId: l.e.id,
      title: l.cls.title,
      planType: l.e.planType as PlanType,
      amount: l.amount,
      currency: l.cls.currency,
      billingPeriod: period,
    }));
  const bills = await openBills(db, eq(payments.parentId, parentId));
  return [
    ...plans,
    ...bills.flatMap(({ p, childName, classTitle }) =>
      p.childId && p.enrollmentId && p.billingPeriod
        ? [
            {
              paymentId: p.id,
              childId: p.childId,
              childName: childName ?? '',
              enrollmentId: p.enrollmentId,
              title: classTitle ?? { bg: '' },
              planType: 'kindergarten_monthly' as const,
              amount: p.amount,
              currency: p.currency,
              billingPeriod: p.billingPeriod,
            },
          ]
        : [],
    ),
  ];
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
      planType: l.e.planType as PlanType,
      amount: l.amount,
      currency: l.cls.currency,
      periods: l.periods,
      subscriptionId: l.subscriptionId,
    })),
    openBills: bills.map(toPayment),
    bank: (await readClubSettings(db)).bank,
  };
}
