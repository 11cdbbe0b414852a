// The provider's signed events: checked over the raw body, applied once, and right in any order.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailOutbox, enrollments, payments, providerEvents, refunds } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import {
  TEST_CARDS,
  buildChild,
  buildClass,
  buildEnrollment,
  clubMonth,
  submitCheckout,
} from '../../test/factories.js';
import { testWebhookSecret } from './provider/create-provider.js';
import type { TestProvider } from './provider/test-provider.js';

const t = useTestApp({ rateLimitMax: 100_000 });
const AMOUNT = 8 * 2000;
type Sent = { body: string; signature: string };
let held: Sent[];
let provider: TestProvider;
let parent: Caller;
let admin: Caller;
let childId: string;
let enrollmentId: string;

beforeEach(async () => {
  provider = t.app.payments.provider as TestProvider;
  held = [];
  // The provider's own deliveries are held here, so each test decides what reaches the webhook, and when.
  provider.setDeliver(async (body, signature) => {
    held.push({ body, signature });
    return true;
  });
  const db = t.database.db;
  parent = await buildCaller(t.app, db);
  admin = await buildCaller(t.app, db, { role: 'admin' });
  const cls = await buildClass(db, { pricePerClass: 2000 });
  childId = (await buildChild(db, parent.user.id)).id;
  enrollmentId = (await buildEnrollment(db, childId, cls.id, { planType: 'pool_8', sessionsRemaining: 0 })).id;
});
afterEach(async () => {
  await provider.deliverPending();
});

const post = (event: Sent, signature: string | undefined = event.signature) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload: event.body,
  });
/** An event as Stripe sends it, signed with the test provider's secret (or another one). */
function signed(type: string, object: Record<string, unknown>, secret = testWebhookSecret(t.app.config.authSecret)) {
  const body = JSON.stringify({
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object },
  });
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
}
const replay = (type: string) => {
  const event = held.find((e) => JSON.parse(e.body).type === type);
  if (!event) throw new Error(`the provider sent no ${type}`);
  return post(event);
};

/** A parent pays by card on the hosted page; the provider's events are held, so the ledger has not heard yet. */
async function payAtProvider() {
  const started = await parent.inject({
    method: 'POST',
    url: `/api/children/${childId}/payments`,
    payload: { enrollmentId, billingPeriod: clubMonth(), method: 'card' },
  });
  const { payment, checkoutUrl } = started.json();
  expect((await submitCheckout(t.app, checkoutUrl, TEST_CARDS.success)).statusCode).toBe(303);
  const checkoutId = String(new URL(checkoutUrl).pathname.split('/').pop());
  const intentId = String((await provider.getCheckout(checkoutId)).paymentIntentId);
  return { paymentId: String(payment.id), checkoutId, intentId };
}
const ledger = async (id: string) => (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0];
const receipts = () => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'payment-receipt'));
const setSessions = (n: number) =>
  t.database.db.update(enrollments).set({ sessionsRemaining: n }).where(eq(enrollments.id, enrollmentId));
const sessions = async () =>
  (await t.database.db.select().from(enrollments).where(eq(enrollments.id, enrollmentId)))[0]?.sessionsRemaining;

describe('signatures', () => {
  it('refuses a wrong secret, a changed body or no signature with 400, and stores nothing', async () => {
    const { paymentId, checkoutId } = await payAtProvider();
    const object = { id: checkoutId, object: 'checkout.session' };
    const forged = signed('checkout.session.completed', object, 'whsec_not_ours');
    const good = signed('checkout.session.completed', object);
    const tampered = { ...good, body: good.body.replace('"livemode":false', '"livemode":true') };
    for (const [name, res] of [
      ['forged', await post(forged)],
      ['tampered', await post(tampered)],
      ['unsigned', await post(good, '')],
    ] as const) {
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.code, name).toBe('BAD_REQUEST');
    }
    expect(await t.database.db.select().from(providerEvents)).toEqual([]);
    expect((await ledger(paymentId))?.status).toBe('pending');
    expect(await receipts()).toEqual([]);
  });
});

describe('the same event delivered again', () => {
  it('has one effect when delivered five times', async () => {
    const { paymentId, checkoutId } = await payAtProvider();
    const event = signed('checkout.session.completed', { id: checkoutId, object: 'checkout.session' });
    const eventId = JSON.parse(event.body).id;
    const first = await post(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const paidAt = (await ledger(paymentId))?.paidAt;
    expect(paidAt).not.toBeNull();
    // A class is taken after the payment; a redelivery must not renew the month again.
    await setSessions(5);
    for (let i = 0; i < 4; i++) {
      const again = await post(event);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ received: true, duplicate: true });
    }
    expect(await ledger(paymentId)).toMatchObject({ status: 'paid', paidAt });
    expect(await sessions()).toBe(5);
    expect(await receipts()).toHaveLength(1);
    const stored = await t.database.db.select().from(providerEvents).where(eq(providerEvents.id, eventId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ type: 'checkout.session.completed', objectId: checkoutId, attempts: 1 });
    expect(stored[0]?.processedAt).not.toBeNull();
  });

  it('has one effect when delivered five times at once', async () => {
    const { paymentId, intentId } = await payAtProvider();
    const event = signed('payment_intent.succeeded', { id: intentId, object: 'payment_intent' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(event)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await ledger(paymentId)).toMatchObject({ status: 'paid', providerPaymentId: intentId });
    expect(await receipts()).toHaveLength(1);
    expect(await t.database.db.select().from(providerEvents)).toHaveLength(1);
  });

  it('acknowledges events it does not use', async () => {
    const res = await post(signed('customer.created', { id: 'cus_test_1', object: 'customer' }));
    expect(res.statusCode).toBe(200);
    const [stored] = await t.database.db.select().from(providerEvents);
    expect(stored?.processedAt).not.toBeNull();
  });
});

describe('checkouts other modules open', () => {
  it('fails, and keeps for a retry, the event of a checkout whose kind no module registered, settling nothing', async () => {
    const started = await parent.inject({
      method: 'POST',
      url: `/api/children/${childId}/payments`,
      payload: { enrollmentId, billingPeriod: clubMonth(), method: 'card' },
    });
    const paymentId = String(started.json().payment.id);
    // A checkout of a kind nobody registered, naming a ledger payment: it must not be settled as that payment.
    const stray = await provider.createCheckout({
      mode: 'payment',
      amount: AMOUNT,
      currency: 'EUR',
      description: 'Gift card',
      customerEmail: parent.user.email,
      metadata: { kind: 'gift_card', paymentId },
      successUrl: 'http://localhost/done',
      cancelUrl: 'http://localhost/cancelled',
      idempotencyKey: 'gift-card-1',
    });
    expect((await submitCheckout(t.app, String(stray.url), TEST_CARDS.success)).statusCode).toBe(303);
    const res = await post(signed('checkout.session.completed', { id: stray.id, object: 'checkout.session' }));
    expect(res.statusCode).toBe(500);
    const [stored] = await t.database.db.select().from(providerEvents);
    expect(stored?.processedAt).toBeNull();
    expect(stored?.lastError).toContain(`no settler registered for checkout kind 'gift_card' (checkout ${stray.id})`);
    expect(await ledger(paymentId)).toMatchObject({ status: 'pending', paidAt: null });
    expect(await receipts()).toEqual([]);
  });
});

describe('the parent back before the events', () => {
  it('sees the payment paid on return, and the late events change nothing more', async () => {
    const { paymentId } = await payAtProvider();
    const synced = await parent.inject({ method: 'POST', url: `/api/payments/${paymentId}/sync` });
    expect(synced.statusCode).toBe(200);
    expect(synced.json().status).toBe('paid');
    const paidAt = (await ledger(paymentId))?.paidAt;
    for (const event of [...held]) expect((await post(event)).statusCode).toBe(200);
    expect(await ledger(paymentId)).toMatchObject({ status: 'paid', paidAt });
    expect(await receipts()).toHaveLength(1);
  });
});

describe('events out of order', () => {
  it('a refund made at the provider, heard before the checkout completed, ends refunded', async () => {
    const { paymentId, intentId } = await payAtProvider();
    // Refunded in the provider's dashboard before the club heard of the charge at all.
    const refund = await provider.refund({
      paymentIntentId: intentId,
      amount: AMOUNT,
      reason: 'requested_by_customer',
      metadata: {},
      idempotencyKey: 'dashboard-refund',
    });
    await vi.waitFor(() => expect(held.some((e) => JSON.parse(e.body).type === 'charge.refunded')).toBe(true));

    expect((await replay('charge.refunded')).statusCode).toBe(200);
    expect((await replay('checkout.session.completed')).statusCode).toBe(200);
    expect((await replay('payment_intent.succeeded')).statusCode).toBe(200);

    expect(await ledger(paymentId)).toMatchObject({ status: 'refunded', refundedAmount: AMOUNT });
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: AMOUNT, providerRefundId: refund.id, reason: 'requested_by_customer' });
  });

  it('a subscription’s first invoice heard before its charge records the money once', async () => {
    // Started for next month: the provider's first invoice covers a period that begins today.
    const next = clubMonth(new Date(), 1);
    const started = await parent.inject({
      method: 'POST',
      url: `/api/children/${childId}/payments`,
      payload: { enrollmentId, billingPeriod: next, method: 'card', recurring: true },
    });
    await submitCheckout(t.app, started.json().checkoutUrl, TEST_CARDS.success);
    for (const type of ['invoice.paid', 'customer.subscription.created', 'payment_intent.succeeded']) {
      expect((await replay(type)).statusCode, type).toBe(200);
    }
    expect((await replay('checkout.session.completed')).statusCode).toBe(200);
    const rows = await t.database.db.select().from(payments);
    expect(rows.map((p) => [p.id, p.billingPeriod, p.status])).toEqual([[started.json().payment.id, next, 'paid']]);
    expect(await receipts()).toHaveLength(1);
  });

  it('a late checkout completion after a full refund leaves the payment refunded', async () => {
    const { paymentId, checkoutId, intentId } = await payAtProvider();
    for (const event of [...held]) expect((await post(event)).statusCode).toBe(200);
    expect((await ledger(paymentId))?.status).toBe('paid');
    held.length = 0;

    const refunded = await admin.inject({
      method: 'POST',
      url: `/api/payments/${paymentId}/refunds`,
      payload: { amount: AMOUNT, reason: 'duplicate' },
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({ status: 'refunded', refundedAmount: AMOUNT });
    await vi.waitFor(() => expect(held.some((e) => JSON.parse(e.body).type === 'charge.refunded')).toBe(true));
    expect((await replay('charge.refunded')).statusCode).toBe(200);
    await setSessions(3);

    // The provider retries old events (with new ids) long after the refund.
    await post(signed('checkout.session.completed', { id: checkoutId, object: 'checkout.session' }));
    await post(signed('payment_intent.succeeded', { id: intentId, object: 'payment_intent' }));
    await post(signed('charge.refunded', { id: 'ch_test_1', object: 'charge', payment_intent: intentId }));

    expect(await ledger(paymentId)).toMatchObject({ status: 'refunded', refundedAmount: AMOUNT });
    expect(await t.database.db.select().from(refunds).where(eq(refunds.paymentId, paymentId))).toHaveLength(1);
    expect(await receipts()).toHaveLength(1);
    expect(await sessions()).toBe(3);
  });
});

describe('the test provider’s deliveries', () => {
  it('has sent, once a delivery call resolves, every event stored before the call', async () => {
    const { intentId } = await payAtProvider();
    held.length = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sending = false;
    provider.setDeliver(async (body, signature) => {
      sending = true;
      await gate;
      held.push({ body, signature });
      return true;
    });
    const refundAtProvider = (key: string) =>
      provider.refund({
        paymentIntentId: intentId,
        amount: 100,
        reason: 'duplicate',
        metadata: {},
        idempotencyKey: key,
      });
    // The first refund's delivery run starts and waits at the gate; the second refund's event is stored meanwhile.
    await refundAtProvider('first');
    await vi.waitFor(() => expect(sending).toBe(true));
    await refundAtProvider('second');
    const delivered = provider.deliverPending();
    release();
    await delivered;
    expect(held.filter((e) => JSON.parse(e.body).type === 'charge.refunded')).toHaveLength(2);
  });
});
