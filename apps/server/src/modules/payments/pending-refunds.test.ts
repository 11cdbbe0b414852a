// Card refunds still pending at the provider whose outcome never reaches us (ADR 0035): the provider's event lost, or
// the admin's request stopped before or after asking. The job asks the provider and completes or releases each once,
// also when two instances run it at the same time. The provider is the built-in one, paid with Stripe's test card
// whose refunds start pending (4000 0000 0000 7726) and succeed when the provider's refund run settles them.
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client.js';
import { auditLog, emailOutbox, payments, refunds } from '../../db/schema/index.js';
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
import { useSecondInstance } from '../../test/second-instance.js';
import { documentRows, enterClubLegal, lastInvoiceNumber } from '../invoices/test-invoices.js';
import type { PaymentsDeps } from './payments-deps.js';
import type { TestProvider } from './provider/test-provider.js';
import { syncPaymentIntent } from './provider-sync.js';
import { recheckPendingRefunds } from './recheck-pending-refunds.js';

const t = useTestApp({ rateLimitMax: 100_000 });
const second = useSecondInstance(t, { rateLimitMax: 100_000 });
const PENDING_REFUND_CARD = '4000 0000 0000 7726';
const AMOUNT = 8 * 2250;
const PERSON = { type: 'person', name: 'Мария Петрова', address: 'гр. София, ул. „Шипка“ 3' } as const;
const provider = () => t.app.payments.provider as TestProvider;
let parent: Caller;
let admin: Caller;
let childId: string;
let enrollmentId: string;
/** While true, the provider's events are lost on the way: it counts them delivered, the webhook never sees them. */
let losing = false;

beforeEach(async () => {
  const db = t.database.db;
  losing = false;
  provider().setDeliver(async (body, signature) => {
    if (losing) return true;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });
    return res.statusCode < 300;
  });
  parent = await buildCaller(t.app, db, { name: 'Мария Петрова' });
  admin = await buildCaller(t.app, db, { role: 'admin', name: 'Главен Админ' });
  await enterClubLegal(admin);
  const cls = await buildClass(db, { pricePerClass: 2250 });
  childId = (await buildChild(db, parent.user.id)).id;
  enrollmentId = (await buildEnrollment(db, childId, cls.id, { planType: 'pool_8' })).id;
});
afterEach(async () => {
  vi.restoreAllMocks();
  losing = false;
  await provider().deliverPending();
});

/** A month paid by card on the hosted page and invoiced to the parent; answers its id and the provider's charge. */
async function paidAndInvoiced(card: string) {
  const started = await parent.inject({
    method: 'POST',
    url: `/api/children/${childId}/payments`,
    payload: { enrollmentId, billingPeriod: clubMonth(), method: 'card' },
  });
  expect(started.statusCode).toBe(201);
  await submitCheckout(t.app, started.json().checkoutUrl, card);
  const id: string = started.json().payment.id;
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
  expect(row?.status).toBe('paid');
  const invoice = await parent.inject({
    method: 'POST',
    url: `/api/payments/${id}/invoice`,
    payload: { recipient: PERSON },
  });
  expect(invoice.statusCode, invoice.body).toBe(201);
  return { id, intentId: String(row?.providerPaymentId) };
}

/** The app's payments services with the clock `minutes` ahead: the job only takes refunds older than 10 minutes. */
const later = (deps: PaymentsDeps, minutes: number): PaymentsDeps => ({
  ...deps,
  now: () => new Date(Date.now() + minutes * 60_000),
});
const refundOf = (paymentId: string) => t.database.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
const ledger = async (id: string) => (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0];
const creditNoteMails = () => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'credit-note'));
const refundsAtProvider = async (intentId: string) => (await provider().getPaymentIntent(intentId)).refunds;
const audited = (action: 'payment.refunded' | 'payment.refund_failed', paymentId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, paymentId)));
/** Reserves a refund as the admin's request does and stops there, as a crash before asking the provider would. */
async function reserveOnly(paymentId: string, amount: number, createdAt = new Date()) {
  const [row] = await t.database.db
    .insert(refunds)
    .values({ paymentId, amount, reason: 'duplicate', refundedBy: admin.user.id, status: 'pending', createdAt })
    .returning();
  await t.database.db.update(payments).set({ refundedAmount: amount }).where(eq(payments.id, paymentId));
  if (!row) throw new Error('no reservation');
  return row;
}

describe('a card refund whose provider event is lost', () => {
  it('is completed by the job once, with one credit note, also when two instances run it at once', async () => {
    const { id, intentId } = await paidAndInvoiced(PENDING_REFUND_CARD);
    const asked = await admin.inject({
      method: 'POST',
      url: `/api/payments/${id}/refunds`,
      payload: { amount: 3000, reason: 'requested_by_customer' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    // The answer says what is still with the provider, so the admin's screen can say it.
    expect(asked.json()).toMatchObject({ status: 'paid', refundedAmount: 3000, refundPending: 3000 });
    // Every event delivered, also those its deliveries caused: a sync still running would read the settled refund.
    await provider().deliverPending();
    await provider().deliverPending();
    const [reserved] = await refundOf(id);
    expect(reserved).toMatchObject({ status: 'pending', amount: 3000 });
    expect(reserved?.providerRefundId).toMatch(/^re_test_/);
    const listed = await admin.inject({ url: `/api/payments/${id}/refunds` });
    expect(listed.json()).toEqual([expect.objectContaining({ amount: 3000, status: 'pending' })]);
    const mine = (await parent.inject({ url: '/api/payments' })).json().items;
    expect(mine).toEqual([expect.objectContaining({ id, refundedAmount: 3000, refundPending: 3000 })]);

    // The provider settles the refund, and its event is lost on the way.
    losing = true;
    expect(await provider().settleRefunds(new Date(Date.now() + 120_000))).toBe(1);
    await provider().deliverPending();
    losing = false;
    expect((await refundOf(id))[0]?.status).toBe('pending');

    // Too young for the job: it is left to the webhook.
    expect(await recheckPendingRefunds(t.app.payments)).toEqual({ completed: 0, released: 0, waiting: 0, failed: 0 });

    const runs = await Promise.all([
      recheckPendingRefunds(later(t.app.payments, 11)),
      recheckPendingRefunds(later(second.app.payments, 11)),
    ]);
    expect(runs.reduce((n, r) => n + r.completed, 0)).toBeGreaterThanOrEqual(1);
    expect(runs.every((r) => r.failed === 0 && r.released === 0)).toBe(true);
    expect(await refundOf(id)).toEqual([expect.objectContaining({ status: 'completed', amount: 3000 })]);
    expect((await documentRows(t.database.db)).map((d) => [d.number, d.kind, d.total])).toEqual([
      ['0000000001', 'invoice', AMOUNT],
      ['0000000002', 'credit_note', 3000],
    ]);
    expect(await creditNoteMails()).toHaveLength(1);
    expect((await parent.inject({ url: `/api/payments/${id}` })).json()).toMatchObject({
      refundedAmount: 3000,
      refundPending: 0,
    });

    // Nothing is left for a later run, and the lost event arriving at last changes nothing.
    expect(await recheckPendingRefunds(later(t.app.payments, 30))).toMatchObject({ completed: 0, waiting: 0 });
    await syncPaymentIntent(t.app.payments, intentId);
    expect(await lastInvoiceNumber(t.database.db)).toBe(2);
    expect(await creditNoteMails()).toHaveLength(1);
    expect(await refundsAtProvider(intentId)).toHaveLength(1);
    expect(await ledger(id)).toMatchObject({ status: 'paid', refundedAmount: 3000 });
  });

  it('stays pending while the provider has not settled it, and is released when the provider failed it', async () => {
    const { id } = await paidAndInvoiced(PENDING_REFUND_CARD);
    const asked = await admin.inject({
      method: 'POST',
      url: `/api/payments/${id}/refunds`,
      payload: { amount: AMOUNT, reason: 'requested_by_customer' },
    });
    expect(asked.json()).toMatchObject({ status: 'refunded', refundPending: AMOUNT });
    expect(await recheckPendingRefunds(later(t.app.payments, 11))).toMatchObject({ waiting: 1, completed: 0 });
    expect((await refundOf(id))[0]?.status).toBe('pending');

    // Stripe may fail a refund days later (the card closed); its event lost, the job finds out.
    const [row] = await refundOf(id);
    const failed = { ...(await provider().getRefund(String(row?.providerRefundId))), status: 'failed' as const };
    vi.spyOn(provider(), 'getRefund').mockResolvedValue(failed);
    expect(await recheckPendingRefunds(later(t.app.payments, 60))).toMatchObject({ released: 1 });
    expect(await refundOf(id)).toEqual([]);
    expect(await ledger(id)).toMatchObject({ status: 'paid', refundedAmount: 0 });
    expect(await audited('payment.refund_failed', id)).toHaveLength(1);
    expect((await documentRows(t.database.db)).map((d) => d.kind)).toEqual(['invoice']);
    expect(await creditNoteMails()).toEqual([]);
  });
});

describe('a reservation the admin’s request left behind', () => {
  it('is sent with its own key when the provider never got it, and completed once', async () => {
    const { id, intentId } = await paidAndInvoiced(TEST_CARDS.success);
    const reserved = await reserveOnly(id, 2000);
    const refund = vi.spyOn(provider(), 'refund');
    await Promise.all([
      recheckPendingRefunds(later(t.app.payments, 11)),
      recheckPendingRefunds(later(second.app.payments, 11)),
    ]);
    // Both instances may have asked, with the same key: the provider made one refund.
    expect(refund.mock.calls.every(([request]) => request.idempotencyKey === `refund:${reserved.id}`)).toBe(true);
    expect(refund.mock.calls[0]?.[0]).toMatchObject({
      amount: 2000,
      reason: 'duplicate',
      metadata: { paymentId: id, refundId: reserved.id, refundedBy: admin.user.id },
    });
    const atProvider = await refundsAtProvider(intentId);
    expect(atProvider.map((r) => [r.amount, r.status])).toEqual([[2000, 'succeeded']]);
    expect(await refundOf(id)).toEqual([
      expect.objectContaining({ status: 'completed', providerRefundId: atProvider[0]?.id }),
    ]);
    expect((await documentRows(t.database.db)).map((d) => [d.kind, d.total])).toEqual([
      ['invoice', AMOUNT],
      ['credit_note', 2000],
    ]);
    // The admin's refund reaches the audit log once, in their name.
    const entries = await audited('payment.refunded', id);
    expect(entries.map((e) => [e.actorId, e.details?.amount])).toEqual([[admin.user.id, 2000]]);
  });

  it('is tied to the refund the provider already made, never sent twice', async () => {
    const { id, intentId } = await paidAndInvoiced(TEST_CARDS.success);
    const reserved = await reserveOnly(id, 2000);
    // The request asked the provider and stopped before it wrote the answer down.
    const made = await provider().refund({
      paymentIntentId: intentId,
      amount: 2000,
      reason: 'duplicate',
      metadata: { paymentId: id, refundId: reserved.id, refundedBy: admin.user.id },
      idempotencyKey: `refund:${reserved.id}`,
    });
    losing = true;
    await provider().deliverPending();
    losing = false;
    const refund = vi.spyOn(provider(), 'refund');
    expect(await recheckPendingRefunds(later(t.app.payments, 11))).toMatchObject({ completed: 1 });
    expect(refund).not.toHaveBeenCalled();
    expect(await refundsAtProvider(intentId)).toHaveLength(1);
    expect(await refundOf(id)).toEqual([expect.objectContaining({ status: 'completed', providerRefundId: made.id })]);
    expect(await creditNoteMails()).toHaveLength(1);
  });

  it('is released when it is older than the provider keeps its key and the provider never got it', async () => {
    const { id, intentId } = await paidAndInvoiced(TEST_CARDS.success);
    await reserveOnly(id, 2000, new Date(Date.now() - 2 * 86_400_000));
    const refund = vi.spyOn(provider(), 'refund');
    expect(await recheckPendingRefunds(t.app.payments)).toMatchObject({ released: 1 });
    expect(refund).not.toHaveBeenCalled();
    expect(await refundsAtProvider(intentId)).toEqual([]);
    expect(await refundOf(id)).toEqual([]);
    expect(await ledger(id)).toMatchObject({ status: 'paid', refundedAmount: 0 });
    // Nothing went back, so nothing is documented.
    const [sums] = await queryRows<{ notes: number }>(
      t.database.db,
      sql`select count(*)::int as notes from invoices where kind = 'credit_note'`,
    );
    expect(sums?.notes).toBe(0);
  });
});
