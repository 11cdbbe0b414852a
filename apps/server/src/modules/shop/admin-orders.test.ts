// The admin console's orders: refusals first, then the list and cancelling. A pending order's checkout is closed and
// its stock returned; a paid order is refunded at the provider first. Stock comes back once, also when two admins
// cancel the same order at the same moment.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLog, orders, products, refunds } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { TEST_CARDS, buildProduct, submitCheckout } from '../../test/factories.js';
import type { TestProvider } from '../payments/provider/test-provider.js';

const t = useTestApp({ rateLimitMax: 100_000 });
let admin: Caller;
let provider: TestProvider;
let productId: string;
let n = 0;

beforeEach(async () => {
  admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
  provider = t.app.payments.provider as TestProvider;
  productId = (await buildProduct(t.database.db, { price: 1500, stockQuantity: 5 })).id;
});
afterEach(async () => {
  await provider.deliverPending();
});

type Placed = { order: { id: string; number: string }; checkoutUrl: string };
const place = async (quantity: number, buyer = { name: 'Гост Купувач', email: 'guest@example.test' }) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    remoteAddress: `10.20.0.${n++ % 250}`,
    headers: { origin: 'http://localhost:3000' },
    payload: { ...buyer, phone: '0888 123 456', shippingAddress: 'София', items: [{ productId, quantity }] },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as Placed;
};
const pay = async (placed: Placed) => {
  await submitCheckout(t.app, placed.checkoutUrl, TEST_CARDS.success);
  await vi.waitFor(async () => expect((await row(placed.order.id))?.status).toBe('completed'));
};
const row = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const stock = async () =>
  (await t.database.db.select().from(products).where(eq(products.id, productId)))[0]?.stockQuantity;
const cancel = (id: string, body: Record<string, unknown> = {}, caller = admin) =>
  caller.inject({ method: 'POST', url: `/api/admin/orders/${id}/cancel`, payload: body });
const cancellations = () => t.database.db.select().from(auditLog).where(eq(auditLog.action, 'order.cancelled'));
/** The refunds the provider holds for an order's charge. */
const refundsOf = async (orderId: string) => {
  const order = await row(orderId);
  const checkout = await provider.getCheckout(order?.providerCheckoutId ?? '');
  return (await provider.getPaymentIntent(checkout.paymentIntentId ?? '')).refunds;
};

describe('refusals', () => {
  it('refuses anonymous callers (401) and non-admins (403), changing nothing', async () => {
    const { order } = await place(2);
    expect((await t.app.inject({ url: '/api/admin/orders' })).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/cancel`,
      headers: { origin: 'http://localhost:3000' },
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ['parent', 'instructor'] as const) {
      const caller = await buildCaller(t.app, t.database.db, { role });
      expect((await caller.inject({ url: '/api/admin/orders' })).statusCode).toBe(403);
      expect((await cancel(order.id, {}, caller)).statusCode).toBe(403);
    }
    expect((await row(order.id))?.status).toBe('pending');
    expect(await stock()).toBe(3);
  });

  it('refuses a bad reason or query with 400, a malformed or unknown id with 404, a cancelled order with 409', async () => {
    const { order } = await place(1);
    const bad = await cancel(order.id, { reason: 'bored' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'reason', message: 'reasonRequired' }],
    });
    expect((await admin.inject({ url: '/api/admin/orders?status=lost' })).statusCode).toBe(400);
    for (const id of ['SC-2026-000001', crypto.randomUUID()]) {
      const res = await cancel(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect((await row(order.id))?.status).toBe('pending');
    expect(await stock()).toBe(4);

    expect((await cancel(order.id)).statusCode).toBe(200);
    const again = await cancel(order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ORDER_NOT_CANCELLABLE');
    expect(await stock()).toBe(5);
    expect(await cancellations()).toHaveLength(1);
  });
});

describe('the orders list', () => {
  it('searches by number, name or email, filters by status and pages on the server, newest first', async () => {
    const first = await place(1, { name: 'Мария Петрова', email: 'maria@example.test' });
    const second = await place(1, { name: 'Иван Иванов', email: 'ivan@example.test' });
    const third = await place(1, { name: 'Иван Георгиев', email: 'georgiev@example.test' });
    await pay(second);

    const all = (await admin.inject({ url: '/api/admin/orders' })).json();
    expect(all.total).toBe(3);
    expect(all.items.map((o: { id: string }) => o.id)).toEqual([third.order.id, second.order.id, first.order.id]);
    expect(all.items[0]).toMatchObject({
      number: third.order.number,
      customerName: 'Иван Георгиев',
      status: 'pending',
      total: 1500,
      refunded: false,
      userId: null,
      items: [{ productId, quantity: 1 }],
    });
    const search = async (query: string) =>
      (await admin.inject({ url: `/api/admin/orders?${query}` })).json().items.map((o: { id: string }) => o.id);
    expect(await search('search=иван')).toEqual([third.order.id, second.order.id]);
    expect(await search('search=MARIA@EXAMPLE')).toEqual([first.order.id]);
    expect(await search(`search=${first.order.number}`)).toEqual([first.order.id]);
    expect(await search('status=completed')).toEqual([second.order.id]);
    expect(await search('search=%25')).toEqual([]);
    const page2 = (await admin.inject({ url: '/api/admin/orders?pageSize=2&page=2' })).json();
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((o: { id: string }) => o.id)).toEqual([first.order.id]);
  });
});

describe('cancelling', () => {
  it('cancels a pending order: its checkout can no longer be paid and its stock comes back; audited', async () => {
    const placed = await place(2);
    expect(await stock()).toBe(3);
    const res = await cancel(placed.order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', refunded: false });
    expect(res.json().cancelledAt).not.toBeNull();
    expect(await stock()).toBe(5);
    const closed = await provider.getCheckout((await row(placed.order.id))?.providerCheckoutId ?? '');
    expect(closed.status).toBe('expired');
    // Paying on the closed page does not revive the order.
    await submitCheckout(t.app, placed.checkoutUrl, TEST_CARDS.success).catch(() => undefined);
    await provider.deliverPending();
    expect((await row(placed.order.id))?.status).toBe('cancelled');
    expect(await stock()).toBe(5);
    const [entry] = await cancellations();
    expect(entry).toMatchObject({ actorId: admin.user.id, entityType: 'order', entityId: placed.order.id });
    expect(entry?.details).toMatchObject({ from: 'pending', number: placed.order.number });
  });

  it('refunds a completed order in full through the provider, then cancels it and returns its stock', async () => {
    const placed = await place(2);
    await pay(placed);
    expect(await stock()).toBe(3);
    const res = await cancel(placed.order.id, { reason: 'duplicate' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', refunded: true });
    expect(await stock()).toBe(5);
    const refunds = await refundsOf(placed.order.id);
    expect(refunds).toEqual([expect.objectContaining({ amount: 3000, status: 'succeeded', reason: 'duplicate' })]);
    const [entry] = await cancellations();
    expect(entry?.details).toMatchObject({
      from: 'completed',
      refund: { providerRefundId: refunds[0]?.id, amount: 3000, reason: 'duplicate' },
    });
    // The provider's refund event changes nothing more.
    await provider.deliverPending();
    expect(await stock()).toBe(5);
    expect((await row(placed.order.id))?.status).toBe('cancelled');
  });

  it('keeps a completed order (and its stock) when the provider refuses the refund', async () => {
    const placed = await place(1);
    await pay(placed);
    const refund = vi.spyOn(provider, 'refund').mockRejectedValueOnce(new Error('provider down'));
    const res = await cancel(placed.order.id);
    refund.mockRestore();
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('PROVIDER_ERROR');
    expect((await row(placed.order.id))?.status).toBe('completed');
    expect(await stock()).toBe(4);
    expect(await cancellations()).toEqual([]);
    // The refund reserved in the ledger before asking the provider is given back.
    expect(await t.database.db.select().from(refunds)).toEqual([]);
    // A second try, with the provider answering, refunds and cancels.
    expect((await cancel(placed.order.id)).statusCode).toBe(200);
    expect(await t.database.db.select({ orderId: refunds.orderId, amount: refunds.amount }).from(refunds)).toEqual([
      { orderId: placed.order.id, amount: 1500 },
    ]);
  });

  it('returns stock once and refunds once when two admins cancel at the same moment', async () => {
    const other = await buildCaller(t.app, t.database.db, { role: 'admin' });
    const pending = await place(2);
    const paid = await place(1);
    await pay(paid);
    expect(await stock()).toBe(2);

    const answers = await Promise.all([
      cancel(pending.order.id),
      cancel(pending.order.id, {}, other),
      cancel(paid.order.id),
      cancel(paid.order.id, {}, other),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json().error.code).toBe('ORDER_NOT_CANCELLABLE');
    }
    expect(await stock()).toBe(5);
    expect((await row(pending.order.id))?.status).toBe('cancelled');
    expect((await row(paid.order.id))?.status).toBe('cancelled');
    expect(await refundsOf(paid.order.id)).toHaveLength(1);
    expect((await cancellations()).map((a) => a.entityId).sort()).toEqual([pending.order.id, paid.order.id].sort());
  });

  it('answers ORDER_PAID_MEANWHILE when the buyer paid just before the admin cancelled', async () => {
    const placed = await place(1);
    await submitCheckout(t.app, placed.checkoutUrl, TEST_CARDS.success);
    // The provider took the money but its event has not reached us: the order still reads pending here.
    await t.database.db.update(orders).set({ status: 'pending', paidAt: null }).where(eq(orders.id, placed.order.id));
    const res = await cancel(placed.order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ORDER_PAID_MEANWHILE');
    expect((await row(placed.order.id))?.status).toBe('completed');
    expect(await stock()).toBe(4);
  });
});
