// The closure line of a monthly unlimited plan (ADR 0040) as a parent reads it: the pay page, the next-due card and the
// dashboard price the month after a closure of a week or more with the closed share taken off; changing or deleting
// the closure reprices every month not charged yet, and a month already charged keeps its price.
// Calendar (club time): now is Mon 2026-12-07 10:00. The class meets Tuesdays and Thursdays at 17:00; December 2026
// begins on a Tuesday, so it meets on Tue 1, 8, 15, 22, 29 and Thu 3, 10, 17, 24, 31 (10 sessions). The monthly price is
// 189.99; the child started on 1 December and December is paid. Every amount below was worked out by hand.
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { payments, subscriptions } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { TEST_CARDS, buildPayment, submitCheckout } from '../../test/factories.js';
import { START, buildFamily, clock, setSessionRules, sofia } from '../sessions/sessions-test-kit.js';
import type { TestProvider } from './provider/test-provider.js';

const t = useTestApp({ rateLimitMax: 100_000 }, { now: () => clock.now });
const db = () => t.database.db;

const MONTHLY = 18999;
let admin: Caller;
let family: Awaited<ReturnType<typeof buildFamily>>;

beforeEach(async () => {
  clock.now = START;
  await setSessionRules(db());
  admin = await buildCaller(t.app, db(), { role: 'admin' });
  family = await buildFamily(t, {
    planType: 'pool_monthly',
    classOverrides: {
      monthlyPrice: MONTHLY,
      sessions: [
        { dayOfWeek: 1, startTime: '17:00' },
        { dayOfWeek: 3, startTime: '17:00' },
      ],
    },
  });
  await buildPayment(db(), {
    parentId: family.parent.user.id,
    childId: family.child.id,
    enrollmentId: family.enrollment.id,
    kind: 'plan',
    billingPeriod: '2026-12',
    amount: MONTHLY,
  });
});

const closure = (startsOn: string, endsOn: string) => ({
  startsOn,
  endsOn,
  locationId: family.cls.locationId,
  reason: 'public_holiday',
});
async function createClosure(startsOn: string, endsOn: string): Promise<string> {
  const res = await admin.inject({ method: 'POST', url: '/api/admin/closures', payload: closure(startsOn, endsOn) });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

/** January on the pay page: its price and whether it is covered. */
async function payPageJanuary() {
  const res = await family.parent.inject({ url: `/api/children/${family.child.id}/payment-options` });
  expect(res.statusCode).toBe(200);
  const [enrollment] = res.json().enrollments;
  return enrollment.periods.find((p: { billingPeriod: string }) => p.billingPeriod === '2027-01');
}
const nextDue = async () => (await family.parent.inject({ url: '/api/payments' })).json().summary.nextDue;
const dashboardDue = async () =>
  (await family.parent.inject({ url: '/api/dashboard' }))
    .json()
    .payments.dueItems.map((d: { billingPeriod: string; amount: number }) => [d.billingPeriod, d.amount]);

describe('a closure of a week or more on a monthly unlimited plan', () => {
  it('takes the closed share of December off January, follows the closure as it changes, and leaves it when deleted', async () => {
    // Before any closure: January is the whole month.
    expect((await payPageJanuary()).price).toEqual({ listAmount: MONTHLY, lines: [], amount: MONTHLY });
    expect(await nextDue()).toMatchObject({ billingPeriod: '2027-01', amount: MONTHLY });

    // Winter break Mon 21 Dec – Sun 3 Jan (14 days): Tue 22, Thu 24, Tue 29, Thu 31 closed, 4 of 10.
    // 189.99 × 4/10 = 75.996 → 76.00 off; January 113.99.
    const id = await createClosure('2026-12-21', '2027-01-03');
    expect((await payPageJanuary()).price).toEqual({
      listAmount: MONTHLY,
      lines: [{ kind: 'closure', amount: -7600, period: '2026-12', sessionsClosed: 4, sessionsInPeriod: 10 }],
      amount: 11399,
    });
    expect(await nextDue()).toMatchObject({ billingPeriod: '2027-01', amount: 11399 });

    // Shortened to Mon 28 Dec – Sun 3 Jan (7 days): Tue 29 and Thu 31, 2 of 10: 37.998 → 38.00 off; January 151.99.
    const changed = await admin.inject({
      method: 'PUT',
      url: `/api/admin/closures/${id}`,
      payload: closure('2026-12-28', '2027-01-03'),
    });
    expect(changed.statusCode).toBe(200);
    expect((await payPageJanuary()).price.amount).toBe(15199);

    // In January, the dashboard lists January as due at that price.
    clock.now = sofia('2027-01-05', '10:00');
    expect(await dashboardDue()).toEqual([['2027-01', 15199]]);

    // Deleted: January is the whole month again, on the dashboard and the pay page.
    expect((await admin.inject({ method: 'DELETE', url: `/api/admin/closures/${id}` })).statusCode).toBe(204);
    expect(await dashboardDue()).toEqual([['2027-01', MONTHLY]]);
    expect((await payPageJanuary()).price).toEqual({ listAmount: MONTHLY, lines: [], amount: MONTHLY });
  });

  it('gives nothing for six days, nor when the club does not give closures back', async () => {
    // Tue 22 – Sun 27 Dec (6 days) closes Tue 22 and Thu 24, but is shorter than a week.
    await createClosure('2026-12-22', '2026-12-27');
    expect((await payPageJanuary()).price.amount).toBe(MONTHLY);

    // A week, Tue 15 – Mon 21 (Tue 15, Thu 17: 2 of 10, 38.00 off) counts while the rule is on, not after.
    await createClosure('2026-12-15', '2026-12-21');
    expect((await payPageJanuary()).price.amount).toBe(15199);
    await setSessionRules(db(), { unlimitedClosureRefund: false });
    expect((await payPageJanuary()).price).toEqual({ listAmount: MONTHLY, lines: [], amount: MONTHLY });
  });

  it('leaves a month already charged at the price it was charged', async () => {
    const id = await createClosure('2026-12-28', '2027-01-03');
    const declared = await family.parent.inject({
      method: 'POST',
      url: `/api/children/${family.child.id}/payments`,
      payload: { enrollmentId: family.enrollment.id, billingPeriod: '2027-01', method: 'cash' },
    });
    expect(declared.statusCode).toBe(201);
    const january = () =>
      db()
        .select({ amount: payments.amount, listAmount: payments.listAmount, lines: payments.priceLines })
        .from(payments)
        .where(and(eq(payments.enrollmentId, family.enrollment.id), eq(payments.billingPeriod, '2027-01')));
    const charged = {
      amount: 15199,
      listAmount: MONTHLY,
      lines: [{ kind: 'closure', amount: -3800, period: '2026-12', sessionsClosed: 2, sessionsInPeriod: 10 }],
    };
    expect(await january()).toEqual([charged]);

    expect((await admin.inject({ method: 'DELETE', url: `/api/admin/closures/${id}` })).statusCode).toBe(204);
    expect(await january()).toEqual([charged]);
    expect((await payPageJanuary()).covered).toBe(true);
  });

  it('starts a card subscription at the whole month: the closure is given back once, not every month', async () => {
    // Mon 28 Dec – Sun 10 Jan closes Tue 29, Thu 31 (2 of 10 in December: January 151.99) and Tue 5, Thu 7 of January
    // (2 of 8: 189.99 × 2/8 = 47.4975 → 47.50 off February, 142.49 as February is priced now).
    await createClosure('2026-12-28', '2027-01-10');
    const started = await family.parent.inject({
      method: 'POST',
      url: `/api/children/${family.child.id}/payments`,
      payload: { enrollmentId: family.enrollment.id, billingPeriod: '2027-01', method: 'card', recurring: true },
    });
    expect(started.statusCode).toBe(201);
    const [row] = await db()
      .select({ amount: payments.amount })
      .from(payments)
      .where(and(eq(payments.enrollmentId, family.enrollment.id), eq(payments.billingPeriod, '2027-01')));
    // The first charge is January as priced (151.99); the card is then charged whole months (189.99), not 142.49.
    expect(row?.amount).toBe(15199);
    await submitCheckout(t.app, started.json().checkoutUrl, TEST_CARDS.success);
    await (t.app.payments.provider as TestProvider).deliverPending();
    const subs = await db()
      .select({ amount: subscriptions.amount })
      .from(subscriptions)
      .where(eq(subscriptions.enrollmentId, family.enrollment.id));
    expect(subs).toEqual([{ amount: MONTHLY }]);
  });
});
