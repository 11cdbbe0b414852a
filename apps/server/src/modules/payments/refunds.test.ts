// Refunds: admins only, never more than what is left, the card's money back through the provider.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLog, payments, refunds, testProviderObjects } from '../../db/schema/index.js';
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
import type { TestProvider } from './provider/test-provider.js';

const t = useTestApp({ rateLimitMax: 100_000 });
const PRICE_PER_CLASS = 2250;
const AMOUNT = 8 * PRICE_PER_CLASS;
let parent: Caller;
let coach: Caller;
let admin: Caller;
let childId: string;
let enrollmentId: string;
const provider = () => t.app.payments.provider as TestProvider;

beforeEach(async () => {
  const db = t.database.db;
  parent = await buildCaller(t.app, db, { name: 'Мария Петрова' });
  coach = await buildCaller(t.app, db, { role: 'instructor' });
  admin = await buildCaller(t.app, db, { role: 'admin', name: 'Главен Админ' });
  const cls = await buildClass(db, { instructorId: coach.user.id, pricePerClass: PRICE_PER_CLASS });
  childId = (await buildChild(db, parent.user.id)).id;
  enrollmentId = (await buildEnrollment(db, childId, cls.id, { planType: 'pool_8' })).id;
});
afterEach(async () => {
  await provider().deliverPending();
});

async function startPayment(method: 'card' | 'cash') {
  const res = await parent.inject({
    method: 'POST',
    url: `/api/children/${childId}/payments`,
    payload: { enrollmentId, billingPeriod: clubMonth(), method },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { payment: { id: string }; checkoutUrl: string | null };
}
/** A card payment paid through the hosted checkout; answers its id and the provider's payment intent. */
async function paidByCard() {
  const { payment, checkoutUrl } = await startPayment('card');
  await submitCheckout(t.app, String(checkoutUrl), TEST_CARDS.success);
  const row = await ledger(payment.id);
  expect(row?.status).toBe('paid');
  return { id: payment.id, intentId: String(row?.providerPaymentId) };
}
const refund = (caller: Caller, id: string, body: Record<string, unknown>) =>
  caller.inject({ method: 'POST', url: `/api/payments/${id}/refunds`, payload: body });
const ledger = async (id: string) => (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0];
const refundRows = (id: string) => t.database.db.select().from(refunds).where(eq(refunds.paymentId, id));
const providerRefunds = async (intentId: string) => (await provider().getPaymentIntent(intentId)).refunds;

describe('refusals', () => {
  it('asks for a session, the admin role and a valid amount and reason, and changes nothing', async () => {
    const { id, intentId } = await paidByCard();
    const half = { amount: AMOUNT / 2, reason: 'requested_by_customer' };
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/payments/${id}/refunds`, payload: half });
    expect(anonymous.statusCode).toBe(401);
    for (const caller of [parent, coach]) {
      const res = await refund(caller, id, half);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    for (const body of [
      { reason: 'duplicate' },
      { amount: 0, reason: 'duplicate' },
      { amount: 10.5, reason: 'duplicate' },
      { amount: 100, reason: 'changed_my_mind' },
    ]) {
      const res = await refund(admin, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(await ledger(id)).toMatchObject({ status: 'paid', refundedAmount: 0 });
    expect(await refundRows(id)).toEqual([]);
    expect(await providerRefunds(intentId)).toEqual([]);
  });

  it('refuses a payment that was never paid', async () => {
    const { payment } = await startPayment('cash');
    const res = await refund(admin, payment.id, { amount: 100, reason: 'duplicate' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('REFUND_NOT_ALLOWED');
    expect(await refundRows(payment.id)).toEqual([]);
  });
});

describe('a card payment', () => {
  it('refunds half: still paid, the refund recorded with its reason and the provider’s id, money back at the provider', async () => {
    const { id, intentId } = await paidByCard();
    const res = await refund(admin, id, { amount: AMOUNT / 2, reason: 'requested_by_customer' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'paid', refundedAmount: AMOUNT / 2 });
    expect(await ledger(id)).toMatchObject({ status: 'paid', refundedAmount: AMOUNT / 2 });

    const rows = await refundRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: AMOUNT / 2, reason: 'requested_by_customer', refundedBy: admin.user.id });
    expect(rows[0]?.providerRefundId).toMatch(/^re_test_/);
    const atProvider = await providerRefunds(intentId);
    expect(atProvider.map((r) => [r.id, r.amount, r.status])).toEqual([
      [rows[0]?.providerRefundId, AMOUNT / 2, 'succeeded'],
    ]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([['payment.refunded', admin.user.id]]);

    // The provider's refund event arrives too; it must not count the refund twice.
    await provider().deliverPending();
    await vi.waitFor(async () => {
      const events = await t.database.db
        .select()
        .from(testProviderObjects)
        .where(eq(testProviderObjects.object, 'event'));
      expect(events.every((e) => e.data.delivered === true)).toBe(true);
    });
    expect(await ledger(id)).toMatchObject({ status: 'paid', refundedAmount: AMOUNT / 2 });
    expect(await refundRows(id)).toHaveLength(1);

    const seen = await parent.inject({ url: `/api/payments/${id}/refunds` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual([
      expect.objectContaining({ amount: AMOUNT / 2, currency: 'BGN', refundedByName: { bg: 'Главен Админ' } }),
    ]);
  });

  it('refuses more than what is left with REFUND_TOO_LARGE and changes nothing', async () => {
    const { id, intentId } = await paidByCard();
    await refund(admin, id, { amount: AMOUNT / 2, reason: 'requested_by_customer' });
    const tooMuch = await refund(admin, id, { amount: AMOUNT / 2 + 1, reason: 'duplicate' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.code).toBe('REFUND_TOO_LARGE');
    expect(await ledger(id)).toMatchObject({ status: 'paid', refundedAmount: AMOUNT / 2 });
    expect(await refundRows(id)).toHaveLength(1);
    expect(await providerRefunds(intentId)).toHaveLength(1);
  });

  it('refunds the rest: refunded, and nothing more can be refunded', async () => {
    const { id, intentId } = await paidByCard();
    await refund(admin, id, { amount: 1000, reason: 'requested_by_customer' });
    const rest = await refund(admin, id, { amount: AMOUNT - 1000, reason: 'fraudulent' });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({ status: 'refunded', refundedAmount: AMOUNT });
    const atProvider = await providerRefunds(intentId);
    expect(atProvider.reduce((sum, r) => sum + r.amount, 0)).toBe(AMOUNT);
    const more = await refund(admin, id, { amount: 1, reason: 'duplicate' });
    expect(more.statusCode).toBe(409);
    expect(more.json().error.code).toBe('REFUND_NOT_ALLOWED');
    expect((await refundRows(id)).map((r) => r.reason).sort()).toEqual(['fraudulent', 'requested_by_customer']);
  });
});

describe('a validated cash payment', () => {
  it('is refunded in the ledger alone, without calling the card provider', async () => {
    const { payment } = await startPayment('cash');
    expect(
      (await admin.inject({ method: 'POST', url: `/api/payments/${payment.id}/validate`, payload: {} })).statusCode,
    ).toBe(200);
    const part = await refund(admin, payment.id, { amount: 3000, reason: 'requested_by_customer' });
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({ status: 'validated', refundedAmount: 3000 });
    const all = await refund(admin, payment.id, { amount: AMOUNT - 3000, reason: 'requested_by_customer' });
    expect(all.json()).toMatchObject({ status: 'refunded', refundedAmount: AMOUNT });
    const rows = await refundRows(payment.id);
    expect(rows.map((r) => r.providerRefundId)).toEqual([null, null]);
    expect(await t.database.db.select().from(testProviderObjects)).toEqual([]);
  });
});

// PGlite runs one statement at a time; only a PostgreSQL server can run the two refunds truly at once.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two refunds at once', () => {
  it('lets exactly one of two 60% refunds through; the total never exceeds the amount', async () => {
    const { id, intentId } = await paidByCard();
    const sixty = Math.round(AMOUNT * 0.6);
    const answers = await Promise.all([
      refund(admin, id, { amount: sixty, reason: 'duplicate' }),
      refund(admin, id, { amount: sixty, reason: 'duplicate' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().error.code).toBe('REFUND_TOO_LARGE');
    await provider().deliverPending();
    const rows = await refundRows(id);
    expect(rows.map((r) => r.amount)).toEqual([sixty]);
    expect(await ledger(id)).toMatchObject({ status: 'paid', refundedAmount: sixty });
    const atProvider = await providerRefunds(intentId);
    expect(atProvider.map((r) => r.amount)).toEqual([sixty]);
  });
});
