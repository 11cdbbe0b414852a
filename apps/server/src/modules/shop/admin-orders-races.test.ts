// Two admins cancelling the same paid order at once, each on a different app instance over one database: the money
// goes back once at the provider, the refunds ledger holds one refund, the stock comes back once, one admin's
// cancellation is recorded. Counted with direct SQL in the provider's books and the ledger.
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client.js';
import { useTestApp } from '../../test/app.js';
import { TEST_ORIGIN, type Caller, buildCaller } from '../../test/auth.js';
import { TEST_CARDS, buildProduct, submitCheckout } from '../../test/factories.js';
import { useSecondInstance } from '../../test/second-instance.js';
import type { TestProvider } from '../payments/provider/test-provider.js';

const t = useTestApp({ rateLimitMax: 100_000 });
const second = useSecondInstance(t, { rateLimitMax: 100_000 });
const PRICE = 1500;
const STOCK = 10;
let admins: [Caller, Caller];
let productId: string;

beforeEach(async () => {
  admins = [
    await buildCaller(t.app, t.database.db, { role: 'admin' }),
    await buildCaller(t.app, t.database.db, { role: 'admin' }),
  ];
  productId = (await buildProduct(t.database.db, { price: PRICE, stockQuantity: STOCK })).id;
});
afterEach(async () => {
  await Promise.all([t.app, second.app].map((app) => (app.payments.provider as TestProvider).deliverPending()));
});

const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.database.db, query))[0];

/** A guest's order of `quantity`, paid by card and completed. */
async function paidOrder(quantity: number): Promise<string> {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { origin: TEST_ORIGIN },
    payload: {
      name: 'Гост Купувач',
      email: 'guest@example.test',
      phone: '0888 123 456',
      shippingAddress: 'София',
      items: [{ productId, quantity }],
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { order, checkoutUrl } = placed.json() as { order: { id: string }; checkoutUrl: string };
  await submitCheckout(t.app, checkoutUrl, TEST_CARDS.success);
  await vi.waitFor(async () => {
    const row = await one<{ status: string }>(sql`select status from orders where id = ${order.id}`);
    expect(row?.status).toBe('completed');
  });
  return order.id;
}

it('refunds once, records one ledger refund and returns the stock once when two instances cancel at once', async () => {
  const ids = [await paidOrder(2), await paidOrder(3), await paidOrder(1)];
  expect(
    (await one<{ stock: number }>(sql`select stock_quantity as stock from products where id = ${productId}`))?.stock,
  ).toBe(STOCK - 6);
  // Each order is cancelled by both admins at the same moment, one through each instance.
  const answers = await Promise.all(
    ids.flatMap((id) => [
      admins[0].inject({ method: 'POST', url: `/api/admin/orders/${id}/cancel`, payload: {} }),
      second.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/cancel`,
        headers: { origin: TEST_ORIGIN, cookie: admins[1].cookie },
        payload: { reason: 'duplicate' },
      }),
    ]),
  );
  for (let i = 0; i < ids.length; i++) {
    const pair = [answers[2 * i], answers[2 * i + 1]];
    expect(pair.map((r) => r?.statusCode).sort(), pair.map((r) => r?.body).join('\n')).toEqual([200, 409]);
    expect(pair.find((r) => r?.statusCode === 409)?.json().error.code).toBe('ORDER_NOT_CANCELLABLE');
  }
  for (const [id, quantity] of [
    [ids[0], 2],
    [ids[1], 3],
    [ids[2], 1],
  ] as const) {
    const atProvider = await queryRows<{ amount: number }>(
      t.database.db,
      sql`select (r.data->>'amount')::int as amount from test_provider_objects r
           join test_provider_objects pi on pi.id = r.data->>'payment_intent' and pi.object = 'payment_intent'
          where r.object = 'refund' and pi.data->'metadata'->>'orderId' = ${id}`,
    );
    expect(atProvider, `provider refunds of order ${id}`).toEqual([{ amount: quantity * PRICE }]);
    const ledger = await queryRows<{ amount: number; tied: boolean }>(
      t.database.db,
      sql`select amount, provider_refund_id is not null as tied from refunds where order_id = ${id}`,
    );
    expect(ledger, `ledger refunds of order ${id}`).toEqual([{ amount: quantity * PRICE, tied: true }]);
    const audits = await one<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'order.cancelled' and entity_id = ${id}`,
    );
    expect(audits?.n).toBe(1);
    expect((await one<{ status: string }>(sql`select status from orders where id = ${id}`))?.status).toBe('cancelled');
  }
  expect(
    (await one<{ stock: number }>(sql`select stock_quantity as stock from products where id = ${productId}`))?.stock,
  ).toBe(STOCK);
});

it('records one cancellation of a pending order when two instances cancel it at once', async () => {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { origin: TEST_ORIGIN },
    payload: {
      name: 'Гост Купувач',
      email: 'guest@example.test',
      phone: '0888 123 456',
      shippingAddress: 'София',
      items: [{ productId, quantity: 4 }],
    },
  });
  const { order } = placed.json() as { order: { id: string } };
  const answers = await Promise.all([
    admins[0].inject({ method: 'POST', url: `/api/admin/orders/${order.id}/cancel`, payload: {} }),
    second.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/cancel`,
      headers: { origin: TEST_ORIGIN, cookie: admins[1].cookie },
      payload: {},
    }),
  ]);
  expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  const audits = await one<{ n: number }>(
    sql`select count(*)::int as n from audit_log where action = 'order.cancelled' and entity_id = ${order.id}`,
  );
  expect(audits?.n).toBe(1);
  expect(
    (await one<{ stock: number }>(sql`select stock_quantity as stock from products where id = ${productId}`))?.stock,
  ).toBe(STOCK);
});
