// A checkout left open after a decline (Stripe keeps a declined session payable): a new try closes it, and one
// completed late anyway is recorded once, as a duplicate for an admin to refund, never a webhook failing forever.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enrollments, payments, providerEvents, reconciliationMismatches } from '../../db/schema/index.js';
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
type Sent = { body: string; signature: string };
let held: Sent[];
let provider: TestProvider;
let parent: Caller;
let childId: string;
let enrollmentId: string;

beforeEach(async () => {
  provider = t.app.payments.provider as TestProvider;
  held = [];
  provider.setDeliver(async (body, signature) => {
    held.push({ body, signature });
    return true;
  });
  const db = t.database.db;
  parent = await buildCaller(t.app, db);
  const cls = await buildClass(db, { pricePerClass: 2000 });
  childId = (await buildChild(db, parent.user.id)).id;
  enrollmentId = (await buildEnrollment(db, childId, cls.id, { planType: 'pool_8', sessionsRemaining: 0 })).id;
});
afterEach(async () => {
  await provider.deliverPending();
});

const post = (event: Sent) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.body,
  });
const checkoutIdOf = (url: string) => String(new URL(url).pathname.split('/').pop());
const row = async (id: string) => (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0];
/** What a declined card leaves with Stripe: the payment failed (payment_intent.payment_failed), its checkout open. */
const declineKeepingOpen = (paymentId: string) =>
  t.database.db.update(payments).set({ status: 'failed' }).where(eq(payments.id, paymentId));

async function startCard() {
  const res = await parent.inject({
    method: 'POST',
    url: `/api/children/${childId}/payments`,
    payload: { enrollmentId, billingPeriod: clubMonth(), method: 'card' },
  });
  expect(res.statusCode).toBe(201);
  return { paymentId: String(res.json().payment.id), checkoutUrl: String(res.json().checkoutUrl) };
}

describe('a new card try after a decline', () => {
  it('closes the declined try’s checkout that was still open, so only the new one can be paid', async () => {
    const first = await startCard();
    await declineKeepingOpen(first.paymentId);
    expect((await provider.getCheckout(checkoutIdOf(first.checkoutUrl))).status).toBe('open');

    const second = await startCard();
    expect((await provider.getCheckout(checkoutIdOf(first.checkoutUrl))).status).toBe('expired');
    await submitCheckout(t.app, second.checkoutUrl, TEST_CARDS.success);
    for (const event of held) expect((await post(event)).statusCode).toBe(200);
    expect(await row(second.paymentId)).toMatchObject({ status: 'paid', duplicateOf: null });
    expect(await row(first.paymentId)).toMatchObject({ status: 'failed' });
  });

  it('closes a kindergarten bill’s declined checkout before opening a new one', async () => {
    const bill = await buildPayment(t.database.db, {
      parentId: parent.user.id,
      childId,
      kind: 'kindergarten',
      method: null,
      status: 'pending',
      paidAt: null,
      billingPeriod: clubMonth(),
    });
    const pay = () =>
      parent.inject({ method: 'POST', url: `/api/payments/${bill.id}/pay`, payload: { method: 'card' } });
    const first = await pay();
    expect(first.statusCode).toBe(200);
    await declineKeepingOpen(bill.id);
    const second = await pay();
    expect(second.statusCode).toBe(200);
    expect((await provider.getCheckout(checkoutIdOf(first.json().checkoutUrl))).status).toBe('expired');
    expect((await provider.getCheckout(checkoutIdOf(second.json().checkoutUrl))).status).toBe('open');
  });
});

describe('a checkout completed late for a month already covered', () => {
  it('is recorded paid as a duplicate with a mismatch to refund, the webhook answering 2xx and applying once', async () => {
    const late = await startCard();
    await declineKeepingOpen(late.paymentId);
    // Meanwhile the month was paid another way (declared in cash and confirmed).
    const cash = await buildPayment(t.database.db, {
      parentId: parent.user.id,
      childId,
      enrollmentId,
      method: 'cash',
      status: 'validated',
      kind: 'plan',
      billingPeriod: clubMonth(),
    });
    await t.database.db.update(enrollments).set({ sessionsRemaining: 3 }).where(eq(enrollments.id, enrollmentId));

    await submitCheckout(t.app, late.checkoutUrl, TEST_CARDS.success);
    const completed = held.find((e) => JSON.parse(e.body).type === 'checkout.session.completed');
    if (!completed) throw new Error('no checkout.session.completed sent');
    for (let i = 0; i < 3; i++) expect((await post(completed)).statusCode).toBe(200);
    for (const event of held) expect((await post(event)).statusCode).toBe(200);

    expect(await row(late.paymentId)).toMatchObject({ status: 'paid', duplicateOf: cash.id });
    expect(await row(cash.id)).toMatchObject({ status: 'validated', duplicateOf: null });
    // The duplicate renews nothing: the month's sessions stay as they were.
    const [enrollment] = await t.database.db.select().from(enrollments).where(eq(enrollments.id, enrollmentId));
    expect(enrollment?.sessionsRemaining).toBe(3);
    const mismatches = await t.database.db.select().from(reconciliationMismatches);
    expect(mismatches).toEqual([
      expect.objectContaining({ kind: 'duplicate', paymentId: late.paymentId, providerAmount: 16000 }),
    ]);
    const stored = await t.database.db.select().from(providerEvents);
    expect(stored.every((e) => e.processedAt !== null && e.lastError === null)).toBe(true);
  });
});
