// An unpaid order gives its stock back when its hold ends: once, whoever gets there first.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { TEST_CARDS, buildProduct, submitCheckout } from '../../test/factories.js';
import type { TestProvider } from '../payments/provider/test-provider.js';
import { ORDER_HOLD_MINUTES } from './create-order.js';
import { expireOrders } from './expire-orders.js';

const t = useTestApp({ rateLimitMax: 100_000 });
let productId: string;
let provider: TestProvider;

beforeEach(async () => {
  productId = (await buildProduct(t.database.db, { stockQuantity: 5 })).id;
  provider = t.app.payments.provider as TestProvider;
});
afterEach(async () => {
  await provider.deliverPending();
});

const place = async (quantity: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { origin: 'http://localhost:3000' },
    payload: {
      name: 'Гост',
      email: 'guest@example.test',
      phone: '0888 123 456',
      shippingAddress: 'Пловдив',
      items: [{ productId, quantity }],
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { order: { id: string }; checkoutUrl: string };
};
const stock = async () =>
  (await t.database.db.select().from(products).where(eq(products.id, productId)))[0]?.stockQuantity;
const status = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]?.status;
/** The app's deps with the clock moved past the hold. */
const later = () => ({
  ...t.app.payments,
  now: () => new Date(Date.now() + (ORDER_HOLD_MINUTES + 1) * 60_000),
});

describe('expiring unpaid orders', () => {
  it('leaves orders within their hold alone', async () => {
    const { order } = await place(2);
    expect(await expireOrders(t.app.payments)).toBe(0);
    expect(await status(order.id)).toBe('pending');
    expect(await stock()).toBe(3);
  });

  it('cancels an order past its hold and returns its stock once, however often it runs', async () => {
    const { order, checkoutUrl } = await place(2);
    expect(await stock()).toBe(3);
    expect((await t.app.inject({ url: new URL(checkoutUrl).pathname })).body).toContain('name="card"');
    expect(await expireOrders(later())).toBe(1);
    expect(await status(order.id)).toBe('cancelled');
    expect(await stock()).toBe(5);

    // Again, in parallel with itself, and with the provider's expiry event and the buyer's late return.
    await Promise.all([expireOrders(later()), expireOrders(later())]);
    await provider.deliverPending();
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/sync`,
      headers: { origin: 'http://localhost:3000' },
    });
    expect(await stock()).toBe(5);
    // Its checkout was closed first, so the stock can never be both returned and paid for.
    const page = await t.app.inject({ url: new URL(checkoutUrl).pathname });
    expect(page.body).not.toContain('name="card"');
    expect(await status(order.id)).toBe('cancelled');
  });

  it('completes an order that was paid before the job came, and keeps its stock sold', async () => {
    const { order, checkoutUrl } = await place(1);
    provider.setDeliver(async () => true); // the paid event is lost on the way
    await submitCheckout(t.app, checkoutUrl, TEST_CARDS.success);
    expect(await status(order.id)).toBe('pending');
    await expireOrders(later());
    expect(await status(order.id)).toBe('completed');
    expect(await stock()).toBe(4);
  });
});
