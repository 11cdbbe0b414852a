// Money rules that depend on the club's calendar (Europe/Sofia), with the app's clock held and moved by the test.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { attendance, enrollments, subscriptions } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment, buildPayment } from '../../test/factories.js';
import { renewSettledPeriods } from './payment-jobs.js';

// 20 March 2026, noon in Sofia (UTC+2 until the last Sunday of March).
let clock = new Date('2026-03-20T10:00:00Z');
// The app with its clock held by the test (emptied before each test by useTestApp).
const t = useTestApp({ rateLimitMax: 100_000 }, { now: () => clock });
let parent: Caller;
let admin: Caller;
let childId: string;
let classId: string;
let enrollmentId: string;

beforeEach(async () => {
  clock = new Date('2026-03-20T10:00:00Z');
  parent = await buildCaller(t.app, t.database.db);
  admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
  classId = (await buildClass(t.database.db, { pricePerClass: 2000 })).id;
  childId = (await buildChild(t.database.db, parent.user.id)).id;
  const current = {
    planType: 'pool_8' as const,
    sessionsRemaining: 3,
    periodStart: '2026-03-01',
    periodEnd: '2026-03-31',
  };
  enrollmentId = (await buildEnrollment(t.database.db, childId, classId, current)).id;
});

const declare = (billingPeriod: string) =>
  parent.inject({
    method: 'POST',
    url: `/api/children/${childId}/payments`,
    payload: { enrollmentId, billingPeriod, method: 'cash' },
  });
const enrollment = async () =>
  (await t.database.db.select().from(enrollments).where(eq(enrollments.id, enrollmentId)))[0];

describe('the months a parent may pay', () => {
  it('are this month and the next in Sofia, also when UTC is still in the previous month', async () => {
    expect((await declare('2026-05')).statusCode).toBe(400);
    expect((await declare('2026-02')).statusCode).toBe(400);
    // 31 March 21:30 UTC is already 1 April in Sofia (UTC+3 from 29 March).
    clock = new Date('2026-03-31T21:30:00Z');
    expect((await declare('2026-03')).statusCode).toBe(400);
    expect((await declare('2026-05')).statusCode).toBe(201);
    const options = (await parent.inject({ url: `/api/children/${childId}/payment-options` })).json();
    expect(
      options.enrollments[0].periods.map((p: { billingPeriod: string; covered: boolean }) => ({
        billingPeriod: p.billingPeriod,
        covered: p.covered,
      })),
    ).toEqual([
      { billingPeriod: '2026-04', covered: false },
      { billingPeriod: '2026-05', covered: true },
    ]);
  });
});

describe('a month paid in advance', () => {
  it('keeps this month’s sessions, and renews once its month begins in Sofia', async () => {
    const id = (await declare('2026-04')).json().payment.id;
    expect((await admin.inject({ method: 'POST', url: `/api/payments/${id}/validate`, payload: {} })).statusCode).toBe(
      200,
    );
    expect(await enrollment()).toMatchObject({ sessionsRemaining: 3, periodStart: '2026-03-01' });

    // Still March in Sofia: nothing to renew yet.
    clock = new Date('2026-03-31T20:30:00Z');
    expect(await renewSettledPeriods(t.app.payments)).toBe(0);
    expect((await enrollment())?.sessionsRemaining).toBe(3);

    clock = new Date('2026-03-31T21:10:00Z');
    expect(await renewSettledPeriods(t.app.payments)).toBe(1);
    expect(await enrollment()).toMatchObject({
      sessionsRemaining: 8,
      periodStart: '2026-04-01',
      periodEnd: '2026-04-30',
    });

    // A class is taken; the job running again that day gives nothing back.
    await t.database.db.insert(attendance).values({ classId, childId, date: '2026-04-01', status: 'present' });
    await t.database.db.update(enrollments).set({ sessionsRemaining: 7 }).where(eq(enrollments.id, enrollmentId));
    clock = new Date('2026-04-01T08:00:00Z');
    expect(await renewSettledPeriods(t.app.payments)).toBe(0);
    expect((await enrollment())?.sessionsRemaining).toBe(7);
  });
});

describe('a running card subscription at the start of a month', () => {
  const subscribe = (cancelAt: Date | null) =>
    t.database.db.insert(subscriptions).values({
      parentId: parent.user.id,
      childId,
      enrollmentId,
      plan: 'pool_8',
      amount: 16000,
      status: 'active',
      provider: 'test',
      currentPeriodStart: new Date('2026-03-20T10:00:00Z'),
      currentPeriodEnd: new Date('2026-04-01T09:00:00Z'),
      cancelAt,
    });

  it('gives the new month’s sessions at 00:10 in Sofia, before its charge at 09:00 UTC', async () => {
    await subscribe(null);
    clock = new Date('2026-03-31T21:10:00Z');
    expect(await renewSettledPeriods(t.app.payments)).toBe(1);
    expect(await enrollment()).toMatchObject({ sessionsRemaining: 8, periodStart: '2026-04-01' });
  });

  it('gives nothing when it was cancelled at the end of its period: it ends at that first charge, unpaid', async () => {
    // ADR 0025: cancelling at the period's end ends the subscription at the 1st's charge time.
    await subscribe(new Date('2026-04-01T09:00:00Z'));
    clock = new Date('2026-03-31T21:10:00Z');
    expect(await renewSettledPeriods(t.app.payments)).toBe(0);
    expect(await enrollment()).toMatchObject({ sessionsRemaining: 3, periodStart: '2026-03-01' });
  });
});

describe('the summary of this month', () => {
  it('counts what was paid since the 1st in Sofia, not in UTC', async () => {
    clock = new Date('2026-03-31T21:30:00Z');
    const base = { parentId: parent.user.id, childId, enrollmentId };
    // 23:50 on 31 March in Sofia: last month. 00:10 on 1 April in Sofia: this month.
    await buildPayment(t.database.db, { ...base, amount: 1000, paidAt: new Date('2026-03-31T20:50:00Z') });
    await buildPayment(t.database.db, { ...base, amount: 2500, paidAt: new Date('2026-03-31T21:10:00Z') });
    const { summary } = (await parent.inject({ url: '/api/payments' })).json();
    // 25.00 лв. in the euro club's card: 12.78 € (12.782…), by hand.
    expect(summary.paidThisMonth).toEqual({ currency: 'EUR', amount: 1278, converted: 1 });
  });
});
