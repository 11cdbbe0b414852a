// Reconciliation of shop orders: an order charge refunded at the provider against the refunds ledger, and an admin's
// cancellation that stopped between the provider's refund and the order's cancellation (ADR 0022).
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { TEST_CARDS, buildProduct, submitCheckout } from '../../test/factories.js';
import type { TestProvider } from '../payments/provider/test-provider.js';
import { orderRefundKey } from './refund-order.js';
import { runReconciliation, storedMismatches } from '../../test/reconciliation.js';

const t = useTestApp({ rateLimitMax: 100_000 });
let admin: Caller;

beforeEach(async () => {
  admin = await buildCaller(t.app, t.database.db, { role: 'admin', name: 'Счетоводител' });
});
afterEach(async () => {
  await (t.app.payments.provider as TestProvider).deliverPending();
});

const run = () => runReconciliation(admin);
const stored = () => storedMismatches(t.database.db);

describe('shop order refunds', () => {
  const PRICE = 1500;
  /** A guest's paid order of two items (3,000), and the provider's charge for it. */
  async function paidOrder() {
    const product = await buildProduct(t.database.db, { price: PRICE, stockQuantity: 5 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { origin: 'http://localhost:3000' },
      payload: {
        name: 'Гост Купувач',
        email: 'guest@example.test',
        phone: '0888 123 456',
        shippingAddress: 'София',
        items: [{ productId: product.id, quantity: 2 }],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, checkoutUrl } = placed.json() as { order: { id: string }; checkoutUrl: string };
    await submitCheckout(t.app, checkoutUrl, TEST_CARDS.success);
    await vi.waitFor(async () => {
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row?.status).toBe('completed');
    });
    const [charge] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from test_provider_objects where object = 'payment_intent' and data->'metadata'->>'orderId' = ${order.id}`,
    );
    return { orderId: order.id, orderIntentId: String(charge?.id), productId: product.id };
  }

  const orderNumber = async (orderId: string) =>
    (await t.database.db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId)))[0]?.number;

  it('finds nothing after an admin refunded and cancelled an order: the refund is in the ledger', async () => {
    const { orderId, orderIntentId } = await paidOrder();
    const cancelled = await admin.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/cancel`, payload: {} });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [ledgerRow] = await queryRows<{ amount: number }>(
      t.database.db,
      sql`select amount from refunds where order_id = ${orderId}`,
    );
    expect(ledgerRow?.amount).toBe(2 * PRICE);
    expect((await run()).items.filter((m) => m.providerObjectId === orderIntentId)).toEqual([]);
  });

  it('reports an order refunded at the provider without a ledger refund', async () => {
    const { orderId, orderIntentId } = await paidOrder();
    // Refunded in the provider's dashboard: the club's ledger never heard of it.
    await (t.app.payments.provider as TestProvider).refund({
      paymentIntentId: orderIntentId,
      amount: 2 * PRICE,
      reason: 'requested_by_customer',
      metadata: { kind: 'order', orderId },
      idempotencyKey: `dashboard-${orderId}`,
    });
    const { items } = await run();
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'amount_differs',
        providerObjectId: orderIntentId,
        paymentId: null,
        ledgerAmount: 2 * PRICE,
        providerAmount: 0,
      }),
    ]);
    await run();
    expect(await stored()).toHaveLength(1);
  });

  it('reports a cancellation stopped after the provider refunded, and the next cancellation finishes it once', async () => {
    const { orderId, orderIntentId, productId } = await paidOrder();
    const db = t.database.db;
    // Step 1 reserved the ledger row 15 minutes ago, step 2 refunded at the provider, step 3 never ran.
    await db.execute(
      sql`insert into refunds (order_id, amount, reason, refunded_by, created_at)
          values (${orderId}, ${2 * PRICE}, 'requested_by_customer', ${admin.user.id}, now() - interval '15 minutes')`,
    );
    const provider = t.app.payments.provider as TestProvider;
    const given = await provider.refund({
      paymentIntentId: orderIntentId,
      amount: 2 * PRICE,
      reason: 'requested_by_customer',
      metadata: { kind: 'order', orderId },
      idempotencyKey: orderRefundKey(orderId),
    });
    const state = async () => {
      const [row] = await queryRows<{ status: string; stock: number; refund: string | null; rows: number }>(
        db,
        sql`select o.status, p.stock_quantity as stock,
              (select provider_refund_id from refunds where order_id = o.id) as refund,
              (select count(*)::int from refunds where order_id = o.id) as rows
            from orders o, products p where o.id = ${orderId} and p.id = ${productId}`,
      );
      return row;
    };
    expect(await state()).toEqual({ status: 'completed', stock: 3, refund: null, rows: 1 });

    const { items } = await run();
    // The reservation is not money given back: the ledger differs from the provider, and the stuck refund is named.
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'amount_differs', providerObjectId: orderIntentId, providerAmount: 0 }),
        expect.objectContaining({
          kind: 'order_refund_unfinished',
          paymentId: null,
          ledgerAmount: 2 * PRICE,
          record: { kind: 'order', number: (await orderNumber(orderId)) ?? 'none', name: 'Гост Купувач' },
        }),
      ]),
    );
    expect(items).toHaveLength(2);
    await run();
    expect(await stored()).toHaveLength(2);

    // Cancelling again reuses the provider's refund: the order is cancelled, its stock back, the row tied, once.
    const cancelled = await admin.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/cancel`, payload: {} });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await state()).toEqual({ status: 'cancelled', stock: 5, refund: given.id, rows: 1 });
    expect((await provider.getPaymentIntent(orderIntentId)).refunds).toHaveLength(1);
    const before = (await stored()).length;
    await run();
    expect(await stored()).toHaveLength(before);
  });

  it('does not report a refund reserved a moment ago (a cancellation still under way)', async () => {
    const { orderId } = await paidOrder();
    await t.database.db.execute(
      sql`insert into refunds (order_id, amount, reason, refunded_by)
          values (${orderId}, ${2 * PRICE}, 'requested_by_customer', ${admin.user.id})`,
    );
    expect((await run()).items).toEqual([]);
  });
});
