// Monthly card subscriptions: started from a recurring card payment, managed by the parent, renewed by the provider.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enrollments, payments, subscriptions } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import {
  TEST_CARDS,
  buildChild,
  buildClass,
  buildEnrollment,
  buildPayment,
  clubMonth,
  submitCheckout,
} from '../../test/factories.js';
import type { TestProvider } from './provider/test-provider.js';

const t = useTestApp({ rateLimitMax: 100_000 });
const PRICE_PER_CLASS = 2000;
let parent: Caller;
let childId: string;
let enrollmentId: string;
const provider = () => t.app.payments.provider as TestProvider;

beforeEach(async () => {
  const db = t.database.db;
  parent = await buildCaller(t.app, db);
  // Three sessions a week: 8 and 12 sessions fit every month, 16 do not (ADR 0032).
  const sessions = [0, 2, 4].map((dayOfWeek) => ({ dayOfWeek, startTime: '17:00' }));
  const cls = await buildClass(db, { pricePerClass: PRICE_PER_CLASS, monthlyPrice: 18000, sessions });
  childId = (await buildChild(db, parent.user.id)).id;
  enrollmentId = (await buildEnrollment(db, childId, cls.id, { planType: 'pool_8', sessionsRemaining: 0 })).id;
});
afterEach(async () => {
  await provider().deliverPending();
});

const startRecurring = () =>
  parent.inject({
    method: 'POST',
    url: `/api/children/${childId}/payments`,
    payload: { enrollmentId, billingPeriod: clubMonth(), method: 'card', recurring: true },
  });
/** Starts a subscription through the hosted checkout; answers our subscription row and the first payment's id. */
async function subscribe() {
  const started = await startRecurring();
  expect(started.statusCode).toBe(201);
  const { payment, checkoutUrl } = started.json();
  expect((await submitCheckout(t.app, checkoutUrl, TEST_CARDS.success)).statusCode).toBe(303);
  const [sub] = await t.database.db.select().from(subscriptions);
  if (!sub) throw new Error('no subscription row');
  return { sub, firstPaymentId: String(payment.id) };
}
const change = (id: string, action: 'cancel' | 'resume' | 'plan', body?: object) =>
  parent.inject({ method: 'POST', url: `/api/subscriptions/${id}/${action}`, ...(body ? { payload: body } : {}) });
const subRow = async (id: string) =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
/** What the provider's monthly job does a day after the period ended, with its events delivered. */
async function renewAfter(periodEnd: Date) {
  await provider().renewDueSubscriptions(new Date(periodEnd.getTime() + 86_400_000));
  await provider().deliverPending();
}

describe('the monthly charges fall on the 1st (ADR 0025)', () => {
  it('charges the chosen month now, then on the 1st of every month for that month', async () => {
    const { sub } = await subscribe();
    const firstOfNext = new Date(`${clubMonth(new Date(), 1)}-01T09:00:00.000Z`);
    expect(sub.currentPeriodEnd?.toISOString()).toBe(firstOfNext.toISOString());

    // The provider's job runs on the 1st, after 09:00 UTC: the charge pays the month that begins then.
    await provider().renewDueSubscriptions(new Date(firstOfNext.getTime() + 60_000));
    await provider().deliverPending();
    const rows = await t.database.db.select().from(payments).where(eq(payments.subscriptionId, sub.id));
    expect(rows.map((p) => [p.billingPeriod, p.status, p.amount]).sort()).toEqual([
      [clubMonth(), 'paid', 8 * PRICE_PER_CLASS],
      [clubMonth(new Date(), 1), 'paid', 8 * PRICE_PER_CLASS],
    ]);
    const renewed = await subRow(sub.id);
    expect(renewed?.currentPeriodStart?.toISOString()).toBe(firstOfNext.toISOString());
    expect(renewed?.currentPeriodEnd?.toISOString()).toBe(`${clubMonth(new Date(), 2)}-01T09:00:00.000Z`);
  });

  it('started for next month, it pays that month now and charges again on the 1st after it', async () => {
    const started = await parent.inject({
      method: 'POST',
      url: `/api/children/${childId}/payments`,
      payload: { enrollmentId, billingPeriod: clubMonth(new Date(), 1), method: 'card', recurring: true },
    });
    expect(started.statusCode).toBe(201);
    expect((await submitCheckout(t.app, started.json().checkoutUrl, TEST_CARDS.success)).statusCode).toBe(303);
    const [sub] = await t.database.db.select().from(subscriptions);
    expect(sub?.currentPeriodEnd?.toISOString()).toBe(`${clubMonth(new Date(), 2)}-01T09:00:00.000Z`);
    const [first] = await t.database.db.select().from(payments).where(eq(payments.id, started.json().payment.id));
    expect(first).toMatchObject({
      status: 'paid',
      billingPeriod: clubMonth(new Date(), 1),
      amount: 8 * PRICE_PER_CLASS,
    });
  });
});

describe('refusals', () => {
  it('asks for a session and a parent or admin; refuses an unknown plan', async () => {
    expect((await t.app.inject({ url: '/api/subscriptions' })).statusCode).toBe(401);
    const coach = await buildCaller(t.app, t.database.db, { role: 'instructor' });
    expect((await coach.inject({ url: '/api/subscriptions' })).statusCode).toBe(403);
    const { sub } = await subscribe();
    const unknown = await change(sub.id, 'plan', { plan: 'pool_99' });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json().error.details)).toContain('planRequired');
    const notOffered = await change(sub.id, 'plan', { plan: 'kindergarten_monthly' });
    expect(notOffered.statusCode).toBe(400);
    expect((await subRow(sub.id))?.nextPlan).toBeNull();
  });
});

describe('a recurring card payment', () => {
  it('starts an active subscription for the period, listed for the parent, with its first payment', async () => {
    const { sub, firstPaymentId } = await subscribe();
    expect(sub).toMatchObject({
      status: 'active',
      plan: 'pool_8',
      amount: 8 * PRICE_PER_CLASS,
      parentId: parent.user.id,
      enrollmentId,
      cancelAt: null,
    });
    expect(sub.providerSubscriptionId).toMatch(/^sub_test_/);
    expect(sub.currentPeriodStart).not.toBeNull();
    // ADR 0025: the first charge pays this month; the monthly charges start on the 1st of the next, 09:00 UTC.
    expect(sub.currentPeriodEnd?.toISOString()).toBe(`${clubMonth(new Date(), 1)}-01T09:00:00.000Z`);

    const [first] = await t.database.db.select().from(payments).where(eq(payments.id, firstPaymentId));
    expect(first).toMatchObject({ status: 'paid', subscriptionId: sub.id, billingPeriod: clubMonth() });
    const [enrollment] = await t.database.db.select().from(enrollments).where(eq(enrollments.id, enrollmentId));
    expect(enrollment?.sessionsRemaining).toBe(8);

    const list = (await parent.inject({ url: '/api/subscriptions' })).json();
    expect(list).toEqual([
      expect.objectContaining({
        id: sub.id,
        status: 'active',
        plan: 'pool_8',
        currentPeriodEnd: sub.currentPeriodEnd?.toISOString(),
        paidThrough: clubMonth(),
      }),
    ]);
    const detail = (await parent.inject({ url: `/api/subscriptions/${sub.id}` })).json();
    expect(detail.invoices.map((p: { id: string }) => p.id)).toEqual([firstPaymentId]);
    expect(detail.planOptions).toEqual([
      { plan: 'pool_8', amount: 8 * PRICE_PER_CLASS },
      { plan: 'pool_12', amount: 12 * PRICE_PER_CLASS },
      { plan: 'pool_monthly', amount: 18000 },
    ]);

    // One subscription per class: a second recurring start is refused.
    const again = await parent.inject({
      method: 'POST',
      url: `/api/children/${childId}/payments`,
      payload: { enrollmentId, billingPeriod: clubMonth(new Date(), 1), method: 'card', recurring: true },
    });
    expect(again.statusCode).toBe(409);
  });

  it('cancels at the period’s end (still active), resumes, and renews next month with the new plan', async () => {
    const { sub } = await subscribe();
    const end = sub.currentPeriodEnd?.toISOString();

    const cancelled = await change(sub.id, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'active', cancelAt: end });
    expect((await subRow(sub.id))?.cancelAt?.toISOString()).toBe(end);

    const resumed = await change(sub.id, 'resume');
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ status: 'active', cancelAt: null });

    // 16 sessions are more than three sessions a week give in February: not offered, nothing changes.
    const unfit = await change(sub.id, 'plan', { plan: 'pool_16' });
    expect(unfit.statusCode).toBe(400);
    expect(await subRow(sub.id)).toMatchObject({ plan: 'pool_8', nextPlan: null });
    const planned = await change(sub.id, 'plan', { plan: 'pool_12' });
    expect(planned.statusCode).toBe(200);
    expect(planned.json()).toMatchObject({ plan: 'pool_8', nextPlan: 'pool_12', status: 'active' });
    await provider().deliverPending();
    expect(await subRow(sub.id)).toMatchObject({ plan: 'pool_8', nextPlan: 'pool_12', cancelAt: null });

    await renewAfter(sub.currentPeriodEnd as Date);
    const renewal = await t.database.db.select().from(payments).where(eq(payments.kind, 'subscription'));
    expect(renewal).toHaveLength(1);
    expect(renewal[0]).toMatchObject({
      status: 'paid',
      method: 'card',
      amount: 12 * PRICE_PER_CLASS,
      billingPeriod: clubMonth(sub.currentPeriodStart as Date, 1),
      subscriptionId: sub.id,
      parentId: parent.user.id,
    });
    expect(renewal[0]?.providerInvoiceId).toMatch(/^in_test_/);
    const after = await subRow(sub.id);
    expect(after).toMatchObject({ status: 'active', plan: 'pool_12', nextPlan: null, amount: 12 * PRICE_PER_CLASS });
    expect(after?.currentPeriodStart?.toISOString()).toBe(end);
    const [enrollment] = await t.database.db.select().from(enrollments).where(eq(enrollments.id, enrollmentId));
    expect(enrollment?.planType).toBe('pool_12');

    // Renewing again for the same period (a retried job) adds nothing.
    await renewAfter(sub.currentPeriodEnd as Date);
    expect(await t.database.db.select().from(payments).where(eq(payments.kind, 'subscription'))).toHaveLength(1);
  });

  it('started for next month, charges each month once: the first renewal pays the month after', async () => {
    const next = clubMonth(new Date(), 1);
    const started = await parent.inject({
      method: 'POST',
      url: `/api/children/${childId}/payments`,
      payload: { enrollmentId, billingPeriod: next, method: 'card', recurring: true },
    });
    expect(started.statusCode).toBe(201);
    await submitCheckout(t.app, started.json().checkoutUrl, TEST_CARDS.success);
    const [sub] = await t.database.db.select().from(subscriptions);
    await renewAfter(sub?.currentPeriodEnd as Date);
    const paid = await t.database.db.select().from(payments).where(eq(payments.enrollmentId, enrollmentId));
    expect(paid.map((p) => [p.billingPeriod, p.status]).sort()).toEqual([
      [next, 'paid'],
      [clubMonth(new Date(), 2), 'paid'],
    ]);
  });

  it('ends a subscription cancelled at period end once the period is over, and refuses changes after', async () => {
    const { sub } = await subscribe();
    expect((await change(sub.id, 'cancel')).statusCode).toBe(200);
    await renewAfter(sub.currentPeriodEnd as Date);
    expect((await subRow(sub.id))?.status).toBe('canceled');
    expect(await t.database.db.select().from(payments).where(eq(payments.kind, 'subscription'))).toEqual([]);
    const listed = (await parent.inject({ url: '/api/subscriptions' })).json();
    expect(listed.map((s: { status: string }) => s.status)).toEqual(['canceled']);

    const resume = await change(sub.id, 'resume');
    expect(resume.statusCode).toBe(409);
    expect(resume.json().error.code).toBe('SUBSCRIPTION_NOT_ACTIVE');
  });
});

describe('one charge per month, one-off or recurring', () => {
  const start = (billingPeriod: string, recurring: boolean) =>
    parent.inject({
      method: 'POST',
      url: `/api/children/${childId}/payments`,
      payload: { enrollmentId, billingPeriod, method: 'card', recurring },
    });

  it('refuses a recurring start while a later month is already paid by card', async () => {
    const ahead = await start(clubMonth(new Date(), 1), false);
    expect(ahead.statusCode).toBe(201);
    await submitCheckout(t.app, ahead.json().checkoutUrl, TEST_CARDS.success);
    await provider().deliverPending();

    const recurring = await start(clubMonth(), true);
    expect(recurring.statusCode).toBe(409);
    expect(recurring.json().error.code).toBe('PERIOD_ALREADY_COVERED');
    expect(await t.database.db.select().from(subscriptions)).toEqual([]);
  });

  it('refuses a second recurring checkout while one for another month is still open (two tabs)', async () => {
    const first = await start(clubMonth(), true);
    expect(first.statusCode).toBe(201);
    const second = await start(clubMonth(new Date(), 1), true);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('PERIOD_ALREADY_COVERED');
    await submitCheckout(t.app, first.json().checkoutUrl, TEST_CARDS.success);
    await provider().deliverPending();
    expect(await t.database.db.select().from(subscriptions)).toHaveLength(1);
  });

  it('a renewal skips a month already paid otherwise, and the ledger refuses a second live payment for it', async () => {
    const { sub } = await subscribe();
    const from = sub.currentPeriodStart as Date;
    // A month paid in cash ahead (recorded before the subscription's renewal came).
    await buildPayment(t.database.db, {
      parentId: parent.user.id,
      childId,
      enrollmentId,
      method: 'cash',
      status: 'validated',
      kind: 'plan',
      billingPeriod: clubMonth(from, 1),
    });
    await renewAfter(sub.currentPeriodEnd as Date);
    const renewal = await t.database.db.select().from(payments).where(eq(payments.kind, 'subscription'));
    expect(renewal.map((p) => [p.billingPeriod, p.status])).toEqual([[clubMonth(from, 2), 'paid']]);

    const twice = buildPayment(t.database.db, {
      parentId: parent.user.id,
      childId,
      enrollmentId,
      kind: 'subscription',
      billingPeriod: clubMonth(from, 1),
    });
    await expect(twice).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23505' }) });
  });
});

describe('when its enrollment ends', () => {
  it('is scheduled to end with its paid period when the parent unenrols, and renews nothing more', async () => {
    const { sub } = await subscribe();
    const res = await parent.inject({ method: 'DELETE', url: `/api/children/${childId}/enrollments/${enrollmentId}` });
    expect(res.statusCode).toBe(204);
    const after = await subRow(sub.id);
    expect(after?.cancelAt).not.toBeNull();
    const [enrollment] = await t.database.db.select().from(enrollments).where(eq(enrollments.id, enrollmentId));
    expect(enrollment?.active).toBe(false);
    // A month later the provider ends it instead of charging again.
    const paidBefore = (await t.database.db.select().from(payments)).length;
    await renewAfter(after?.currentPeriodEnd ?? new Date());
    expect((await subRow(sub.id))?.status).toBe('canceled');
    expect(await t.database.db.select().from(payments)).toHaveLength(paidBefore);
  });

  it('is scheduled to end when an admin deactivates the enrollment', async () => {
    const { sub } = await subscribe();
    const admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
    const res = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/enrollments/${enrollmentId}/status`,
      payload: { active: false },
    });
    expect(res.statusCode).toBe(200);
    expect((await subRow(sub.id))?.cancelAt).not.toBeNull();
  });

  it('moves to the new class with a transfer and keeps paying', async () => {
    const { sub } = await subscribe();
    const other = await buildClass(t.database.db, { pricePerClass: PRICE_PER_CLASS, monthlyPrice: 18000 });
    const res = await parent.inject({
      method: 'POST',
      url: `/api/children/${childId}/enrollments/${enrollmentId}/transfer`,
      payload: { toClassId: other.id },
    });
    expect(res.statusCode).toBe(200);
    const moved = await subRow(sub.id);
    expect(moved?.enrollmentId).not.toBe(enrollmentId);
    expect(moved?.cancelAt).toBeNull();
  });
});
