// Checkout and orders: refusals first, then a guest and a signed-in buyer paying through the test provider's
// hosted page, a declined card, an abandoned checkout and the stock each leaves behind.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailOutbox, orders, products, users } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { TEST_CARDS, buildProduct, submitCheckout } from '../../test/factories.js';
import type { TestProvider } from '../payments/provider/test-provider.js';

const t = useTestApp({ rateLimitMax: 100_000 });
let cap: { id: string };
let goggles: { id: string };
let n = 0;

beforeEach(async () => {
  cap = await buildProduct(t.database.db, { name: { bg: 'Шапка', en: 'Cap' }, price: 1500, stockQuantity: 3 });
  goggles = await buildProduct(t.database.db, {
    name: { bg: 'Очила', en: 'Goggles' },
    category: 'goggles',
    price: 2990,
    stockQuantity: 10,
  });
});
afterEach(async () => {
  await (t.app.payments.provider as TestProvider).deliverPending();
});

const guest = {
  name: 'Гост Купувач',
  email: 'guest@example.test',
  phone: '+359 888 123 456',
  shippingAddress: 'София, ул. Витоша 1',
};
const order = (body: Record<string, unknown>, caller?: Caller) => {
  const options = {
    method: 'POST' as const,
    url: '/api/orders',
    // Each checkout from its own address: these tests are not about the checkout rate limit.
    remoteAddress: `10.10.${Math.floor(n / 250)}.${n++ % 250}`,
    payload: body,
  };
  return caller ? caller.inject(options) : t.app.inject({ ...options, headers: { origin: 'http://localhost:3000' } });
};
const stockOf = async (id: string) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0]?.stockQuantity;
const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const confirmations = () => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'order-confirmation'));

describe('refusals', () => {
  it('asks for a session to list or read orders', async () => {
    for (const url of ['/api/orders', `/api/orders/${crypto.randomUUID()}`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses an order whose total is above what one order may reach with 400, and holds no stock', async () => {
    // Two lines at an (admin-set) price of 60,000.00 make 120,000.00: above the bound, and above what the
    // total column or a card charge could carry if the prices were higher still.
    const boat = await buildProduct(t.database.db, { price: 6_000_000, stockQuantity: 5 });
    const res = await order({ ...guest, items: [{ productId: boat.id, quantity: 2 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([{ path: 'items', message: 'orderTooLarge' }]);
    expect(await stockOf(boat.id)).toBe(5);
    expect(await t.database.db.select().from(orders)).toEqual([]);
  });

  it('refuses a checkout without an address, contact details or items with 400 and changes nothing', async () => {
    const items = [{ productId: cap.id, quantity: 1 }];
    const noAddress = await order({ ...guest, shippingAddress: '   ', items });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().error.code).toBe('VALIDATION_FAILED');
    expect(noAddress.json().error.details).toEqual([{ path: 'shippingAddress', message: 'shippingAddressRequired' }]);
    const missingAddress = await order({ ...guest, shippingAddress: undefined, items });
    expect(missingAddress.json().error.details).toEqual([
      { path: 'shippingAddress', message: 'shippingAddressRequired' },
    ]);

    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...guest, email: 'not-an-email', items }, 'email', 'emailInvalid'],
      [{ ...guest, email: '', items }, 'email', 'emailRequired'],
      [{ ...guest, phone: '', items }, 'phone', 'phoneRequired'],
      [{ ...guest, name: '', items }, 'name', 'nameRequired'],
      [{ ...guest, items: [] }, 'items', 'cartEmpty'],
      [{ ...guest, items: [{ productId: cap.id, quantity: 0 }] }, 'items.0.quantity', 'quantityInvalid'],
      [{ ...guest, items: [{ productId: cap.id, quantity: 1.5 }] }, 'items.0.quantity', 'quantityInvalid'],
      [{ ...guest, items: [{ productId: 'nope', quantity: 1 }] }, 'items.0.productId', 'productUnknown'],
      [{ ...guest, items: [...items, ...items] }, 'items', 'cartDuplicate'],
    ];
    for (const [body, path, message] of cases) {
      const res = await order(body);
      expect(res.statusCode, `${path} ${message}`).toBe(400);
      expect(res.json().error.details, `${path} ${message}`).toContainEqual({ path, message });
    }
    expect(await t.database.db.select().from(orders)).toEqual([]);
    expect(await stockOf(cap.id)).toBe(3);
  });

  it('refuses more than is in stock with OUT_OF_STOCK and reserves nothing of the other lines', async () => {
    const res = await order({
      ...guest,
      items: [
        { productId: goggles.id, quantity: 2 },
        { productId: cap.id, quantity: 4 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'OUT_OF_STOCK',
      details: [{ path: 'items.1.quantity', message: 'outOfStock' }],
    });
    expect(await stockOf(goggles.id)).toBe(10);
    expect(await stockOf(cap.id)).toBe(3);
    expect(await t.database.db.select().from(orders)).toEqual([]);
  });

  it('refuses a withdrawn product and a total that changed since it was shown', async () => {
    await t.database.db.update(products).set({ active: false }).where(eq(products.id, goggles.id));
    const withdrawn = await order({ ...guest, items: [{ productId: goggles.id, quantity: 1 }] });
    expect(withdrawn.json().error.code).toBe('OUT_OF_STOCK');

    const changed = await order({ ...guest, items: [{ productId: cap.id, quantity: 2 }], expectedTotal: 2 * 1400 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.code).toBe('PRICE_CHANGED');
    expect(await stockOf(cap.id)).toBe(3);
    expect(await t.database.db.select().from(orders)).toEqual([]);
  });
});

describe('POST /api/shop/quote', () => {
  it('prices the cart from current prices and shows what is short or gone', async () => {
    const gone = crypto.randomUUID();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shop/quote',
      headers: { origin: 'http://localhost:3000' },
      payload: {
        items: [
          { productId: goggles.id, quantity: 2 },
          { productId: cap.id, quantity: 5 },
          { productId: gone, quantity: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      lines: [
        expect.objectContaining({ productId: goggles.id, price: 2990, quantity: 2, stockQuantity: 10, state: 'ok' }),
        expect.objectContaining({ productId: cap.id, price: 1500, quantity: 5, stockQuantity: 3, state: 'short' }),
        expect.objectContaining({ productId: gone, name: null, stockQuantity: 0, state: 'unavailable', lineTotal: 0 }),
      ],
      total: 2 * 2990 + 5 * 1500,
      currency: 'BGN',
      orderable: false,
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/shop/quote',
      headers: { origin: 'http://localhost:3000' },
      payload: { items: 'all' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('a guest pays with 4242', () => {
  it('reserves the stock, completes the order on the webhook and mails a confirmation in their language', async () => {
    const started = await order({
      ...guest,
      language: 'en',
      // A price sent by the client is ignored: the server prices the lines.
      items: [
        { productId: cap.id, quantity: 2, price: 1 },
        { productId: goggles.id, quantity: 1 },
      ],
      expectedTotal: 2 * 1500 + 2990,
    });
    expect(started.statusCode).toBe(201);
    const { order: placed, checkoutUrl } = started.json();
    expect(checkoutUrl).toMatch(/^http:\/\/localhost:3000\/test-checkout\/cs_test_\w+\?lang=en$/);
    expect(placed).toMatchObject({
      status: 'pending',
      total: 2 * 1500 + 2990,
      currency: 'BGN',
      customerName: guest.name,
      email: guest.email,
      shippingAddress: guest.shippingAddress,
    });
    expect(placed.number).toMatch(/^SC-\d{4}-\d{6}$/);
    expect(placed.items).toEqual(
      expect.arrayContaining([
        { productId: cap.id, name: { bg: 'Шапка', en: 'Cap' }, price: 1500, quantity: 2 },
        { productId: goggles.id, name: { bg: 'Очила', en: 'Goggles' }, price: 2990, quantity: 1 },
      ]),
    );
    expect(await stockOf(cap.id)).toBe(1);
    expect(await stockOf(goggles.id)).toBe(9);
    expect((await orderRow(placed.id))?.userId).toBeNull();

    const paid = await submitCheckout(t.app, checkoutUrl, TEST_CARDS.success);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/checkout?order=${placed.id}&checkout=success`);
    await vi.waitFor(async () => expect((await orderRow(placed.id))?.status).toBe('completed'));
    expect((await orderRow(placed.id))?.paidAt).not.toBeNull();
    // Paid stock stays sold.
    expect(await stockOf(cap.id)).toBe(1);

    const mails = await confirmations();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: guest.email });
    expect(mails[0]?.subject).toContain(`Order ${placed.number} confirmed`);
    expect(mails[0]?.text).toContain('2 × Cap');

    // The buyer's return settles nothing twice.
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.id}/sync`,
      headers: { origin: 'http://localhost:3000' },
    });
    expect(back.json()).toEqual({ id: placed.id, number: placed.number, status: 'completed' });
    expect(await confirmations()).toHaveLength(1);
  });
});

describe('a signed-in buyer', () => {
  it('has the order under their account and sees it in their list, completed after paying', async () => {
    const parent = await buildCaller(t.app, t.database.db, { name: 'Мария Петрова' });
    await t.database.db.update(users).set({ preferredLanguage: 'ru' }).where(eq(users.id, parent.user.id));
    const started = await order(
      { ...guest, name: 'Мария Петрова', email: parent.user.email, items: [{ productId: cap.id, quantity: 1 }] },
      parent,
    );
    expect(started.statusCode).toBe(201);
    const { order: placed, checkoutUrl } = started.json();
    expect((await orderRow(placed.id))?.userId).toBe(parent.user.id);
    expect(checkoutUrl).toContain('lang=ru');
    const before = (await parent.inject({ url: '/api/orders' })).json();
    expect(before.map((o: { id: string; status: string }) => [o.id, o.status])).toEqual([[placed.id, 'pending']]);

    await submitCheckout(t.app, checkoutUrl, TEST_CARDS.success);
    await vi.waitFor(async () =>
      expect((await parent.inject({ url: `/api/orders/${placed.id}` })).json().status).toBe('completed'),
    );
    expect((await confirmations())[0]?.subject).toContain('подтверждён');
  });
});

describe('a declined card', () => {
  it('cancels the order and returns its stock once, however often the events arrive', async () => {
    const started = await order({ ...guest, items: [{ productId: cap.id, quantity: 3 }] });
    const { order: placed, checkoutUrl } = started.json();
    expect(await stockOf(cap.id)).toBe(0);
    const declined = await submitCheckout(t.app, checkoutUrl, TEST_CARDS.declined);
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`http://localhost:3000/checkout?order=${placed.id}&checkout=cancelled`);
    await vi.waitFor(async () => expect((await orderRow(placed.id))?.status).toBe('cancelled'));
    expect(await stockOf(cap.id)).toBe(3);

    // The buyer comes back, and the provider redelivers: the stock stays returned once.
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.id}/sync`,
      headers: { origin: 'http://localhost:3000' },
    });
    await (t.app.payments.provider as TestProvider).deliverPending();
    expect(await stockOf(cap.id)).toBe(3);
    expect(await confirmations()).toEqual([]);
  });
});

describe('the buyer comes back without paying', () => {
  it('closes the checkout, cancels the order and returns its stock', async () => {
    const { order: placed, checkoutUrl } = (
      await order({ ...guest, items: [{ productId: goggles.id, quantity: 4 }] })
    ).json();
    expect(await stockOf(goggles.id)).toBe(6);
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.id}/sync`,
      headers: { origin: 'http://localhost:3000' },
    });
    expect(back.json().status).toBe('cancelled');
    expect(await stockOf(goggles.id)).toBe(10);
    // The closed checkout can no longer be paid.
    const page = await t.app.inject({ url: new URL(checkoutUrl).pathname });
    expect(page.body).not.toContain('name="card"');

    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${crypto.randomUUID()}/sync`,
      headers: { origin: 'http://localhost:3000' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
