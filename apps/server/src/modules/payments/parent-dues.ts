// What a parent owes, by the payment page's rules: the months of each active plan not yet covered, and the issued
// kindergarten bills still open. The payment page, the summary's next-due card and the dashboard read it.
import type { PaymentOptions, PaymentSummary } from '@swim/shared/api/payments';
import type { Dashboard } from '@swim/shared/api/children';
import { pricePeriod } from '@swim/shared/period-price';
import { computePlanPrice } from '@swim/shared/pricing';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { children, classes, enrollments, locations, payments, subscriptions } from '../../db/schema/index.js';
import { type Actor, childScope, paymentScope } from '../access/access-policy.js';
import { readClubSettings } from '../settings/settings.service.js';
import { selectPayments, toPayment } from './payment-view.js';
import { loadPriceFacts } from './period-price.service.js';
import { payablePeriods } from './start-payment.js';

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
  const facts = await loadPriceFacts(db, ids);
  return rows
    .filter((r) => r.locationType !== 'kindergarten')
    .flatMap((r) => {
      const priced = facts.get(r.e.id);
      const amount = computePlanPrice(r.e.planType, r.cls) ?? 0;
      if (!priced || amount <= 0) return [];
      return [
        {
          ...r,
          amount,
          periods: periods
            .map((p) => ({
              billingPeriod: p,
              // A running subscription covers every month of its class.
              covered:
                subs.some((s) => s.enrollmentId === r.e.id) ||
                live.some((l) => l.enrollmentId === r.e.id && l.period === p),
              price: pricePeriod({ ...priced, period: p }),
            }))
            // A child who starts after a month's last session owes nothing for it (ADR 0033).
            .filter((p) => p.price.amount > 0),
          subscriptionId: subs.find((s) => s.enrollmentId === r.e.id)?.id ?? null,
        },
      ];
    });
}

/** The price of a period of a payable line (it is one of the line's periods). */
function periodAmount(line: { periods: { billingPeriod: string; price: { amount: number } }[] }, period: string) {
  return line.periods.find((p) => p.billingPeriod === period)?.price.amount ?? 0;
}

/**
 * The earliest month owed: an open kindergarten bill (issued for a month already past) or a plan's uncovered month,
 * the bill first when both are for the same month.
 */
export async function nextDue(db: Db, actor: Actor, now: Date): Promise<DueLine | null> {
  const lines = await payableEnrollments(db, childScope(actor, 'family'), now);
  const [bill] = (await openBills(db, paymentScope(actor, 'family')))
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
        amount: periodAmount(line, period),
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
export async function dueItems(db: Db, actor: Actor, now: Date): Promise<Dashboard['payments']['dueItems']> {
  const [period] = payablePeriods(now) as [string];
  const lines = await payableEnrollments(db, childScope(actor, 'family'), now);
  const plans = lines
    .filter((l) => !l.subscriptionId && l.periods.some((p) => p.billingPeriod === period && !p.covered))
    .map((l) => ({
      paymentId: null,
      childId: l.e.childId,
      childName: l.childName,
      enrollmentId: l.e.id,
      title: l.cls.title,
      planType: l.e.planType,
      amount: periodAmount(l, period),
      currency: l.cls.currency,
      billingPeriod: period,
    }));
  const bills = await openBills(db, paymentScope(actor, 'family'));
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
