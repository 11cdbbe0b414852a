// The parent dashboard's "Due" and "Awaiting confirmation" follow the payment page's own rules.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import {
  TEST_CARDS,
  buildChild,
  buildClass,
  buildEnrollment,
  buildLocation,
  buildPayment,
  clubMonth,
  submitCheckout,
} from '../../test/factories.js';
import type { TestProvider } from './provider/test-provider.js';

const t = useTestApp({ rateLimitMax: 100_000 });
let parent: Caller;
let childId: string;
let enrollmentId: string;
const provider = () => t.app.payments.provider as TestProvider;

beforeEach(async () => {
  const db = t.database.db;
  parent = await buildCaller(t.app, db);
  const cls = await buildClass(db, { pricePerClass: 2000 });
  childId = (await buildChild(db, parent.user.id)).id;
  enrollmentId = (await buildEnrollment(db, childId, cls.id, { planType: 'pool_8', sessionsRemaining: 0 })).id;
});
afterEach(async () => {
  await provider().deliverPending();
});

type DueItem = { paymentId?: string | null; enrollmentId: string; billingPeriod: string; amount: number };
const dashboard = async () => (await parent.inject({ url: '/api/dashboard' })).json().payments;
const summary = async () => (await parent.inject({ url: '/api/payments' })).json().summary;
const nextDue = async () => (await summary()).nextDue;
const start = (billingPeriod: string, method: 'card' | 'cash', recurring = false) =>
  parent.inject({
    method: 'POST',
    url: `/api/children/${childId}/payments`,
    payload: { enrollmentId, billingPeriod, method, recurring },
  });

describe('the dashboard’s due and awaiting confirmation', () => {
  it('shows nothing due to a subscriber, as the payment page does', async () => {
    const started = await start(clubMonth(), 'card', true);
    expect(started.statusCode).toBe(201);
    await submitCheckout(t.app, started.json().checkoutUrl, TEST_CARDS.success);
    await provider().deliverPending();
    const payments = await dashboard();
    expect(payments.dueItems).toEqual([]);
    expect(payments.due).toEqual([]);
    expect(await nextDue()).toBeNull();
    // Paying a month the card pays is refused: there is nothing to offer.
    expect((await start(clubMonth(), 'card')).statusCode).toBe(409);
    expect((await start(clubMonth(new Date(), 1), 'cash')).statusCode).toBe(409);
  });

  it('leaves this month owed to a subscriber whose card pays from next month, and lets it be paid (ADR 0037)', async () => {
    const started = await start(clubMonth(new Date(), 1), 'card', true);
    expect(started.statusCode).toBe(201);
    await submitCheckout(t.app, started.json().checkoutUrl, TEST_CARDS.success);
    await provider().deliverPending();
    const payments = await dashboard();
    expect(payments.dueItems.map((d: DueItem) => [d.billingPeriod, d.amount])).toEqual([[clubMonth(), 16000]]);
    expect((await nextDue())?.billingPeriod).toBe(clubMonth());
    // This month is not the card's: the parent pays it once; next month stays the card's.
    expect((await start(clubMonth(new Date(), 1), 'cash')).statusCode).toBe(409);
    expect((await start(clubMonth(), 'cash')).statusCode).toBe(201);
    expect((await dashboard()).dueItems).toEqual([]);
  });

  it('counts an abandoned card try as due only, and a declared cash payment as awaiting confirmation only', async () => {
    expect((await start(clubMonth(), 'card')).statusCode).toBe(201);
    let payments = await dashboard();
    expect(payments.dueItems.map((d: DueItem) => [d.enrollmentId, d.billingPeriod])).toEqual([
      [enrollmentId, clubMonth()],
    ]);
    expect(payments.due).toEqual([{ currency: 'BGN', amount: 16000 }]);
    expect(payments.pending).toEqual([]);
    expect((await nextDue())?.billingPeriod).toBe(clubMonth());
    expect((await summary()).awaitingConfirmation).toEqual({ currency: 'EUR', amount: 0, converted: 0 });

    expect((await start(clubMonth(), 'cash')).statusCode).toBe(201);
    payments = await dashboard();
    expect(payments.dueItems).toEqual([]);
    expect(payments.pending).toEqual([{ currency: 'BGN', amount: 16000 }]);
    // 160.00 лв. is 81.81 € (81.806…) in the euro club's card, by hand.
    expect((await summary()).awaitingConfirmation).toEqual({ currency: 'EUR', amount: 8181, converted: 1 });
  });

  it('shows an issued kindergarten bill as due with its bill to pay, not as awaiting confirmation', async () => {
    const kindergarten = await buildLocation(t.database.db, { type: 'kindergarten' });
    const group = await buildClass(t.database.db, { locationId: kindergarten.id, pricePerClass: 1000 });
    const kgEnrollment = await buildEnrollment(t.database.db, childId, group.id, {
      planType: 'kindergarten_monthly',
      sessionsRemaining: null,
    });
    // This month's plan is paid, so only the bill is left.
    await buildPayment(t.database.db, {
      parentId: parent.user.id,
      childId,
      enrollmentId,
      kind: 'plan',
      billingPeriod: clubMonth(),
    });
    const bill = await buildPayment(t.database.db, {
      parentId: parent.user.id,
      childId,
      enrollmentId: kgEnrollment.id,
      kind: 'kindergarten',
      method: null,
      status: 'pending',
      paidAt: null,
      amount: 4000,
      billingPeriod: clubMonth(new Date(), -1),
    });
    const payments = await dashboard();
    expect(payments.dueItems).toEqual([
      expect.objectContaining({
        paymentId: bill.id,
        childId,
        enrollmentId: kgEnrollment.id,
        amount: 4000,
        billingPeriod: clubMonth(new Date(), -1),
      }),
    ]);
    expect(payments.due).toEqual([{ currency: 'BGN', amount: 4000 }]);
    expect(payments.pending).toEqual([]);
    // The payments page's "next due" names the bill too: its month comes before any plan month still open.
    expect(await nextDue()).toMatchObject({
      childId,
      enrollmentId: kgEnrollment.id,
      billingPeriod: clubMonth(new Date(), -1),
      amount: 4000,
      currency: 'BGN',
    });
    const options = (await parent.inject({ url: `/api/children/${childId}/payment-options` })).json();
    expect(options.openBills.map((b: { id: string }) => b.id)).toEqual([bill.id]);
  });
});
