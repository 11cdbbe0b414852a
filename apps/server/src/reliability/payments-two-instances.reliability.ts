// Money across two server processes on one PostgreSQL database with the built-in card provider (issue 20, item 8):
// the same card form sent to both at once charges once, and two admins cancelling the same paid order at once, one
// on each, refund it once. Every count comes from direct SQL on the provider's books and the ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, TEST_PASSWORD, buildUserWithPassword } from '../test/auth.js';
import { type TestDatabase, createTestDatabase } from '../test/database.js';
import { buildProduct } from '../test/factories.js';
import { type ServerProcess, signInOver, startServer, waitUntil } from './server-process.js';

const url = process.env.TEST_DATABASE_URL;
if (!url) console.log('payments on two instances: skipped, they need a PostgreSQL server (set TEST_DATABASE_URL)');

const ORDERS = 5;
const PRICE = 1250;
const STOCK = 50;
/** Order i buys i + 1 items, so every order has its own total. */
const quantityOf = (i: number) => i + 1;

let database: TestDatabase;
let servers: ServerProcess[] = [];
let productId: string;
const orderIds: string[] = [];

const rows = async <T>(text: string, values: unknown[] = []) => (await database.executeSql(text, values)).rows as T[];
const stock = async () =>
  (await rows<{ stock: number }>('select stock_quantity as stock from products where id = $1', [productId]))[0]?.stock;

/** Sends the hosted checkout's card form, as the payer's browser would; answers the status and where it leads. */
async function sendCardForm(server: ServerProcess, checkoutPath: string) {
  const expiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
  const res = await fetch(`${server.url}${checkoutPath}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      email: 'guest@example.test',
      card: '4242 4242 4242 4242',
      expiry,
      cvc: '123',
      name: 'Гост Купувач',
    }).toString(),
  });
  return { status: res.status, location: res.headers.get('location') ?? '' };
}

describe.skipIf(!url)('card payments and refunds on two server processes', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { DATABASE_URL: database.url ?? '', TEST_PAYMENTS: 'true', RATE_LIMIT_MAX: '100000' };
    servers = await Promise.all([startServer(env), startServer(env)]);
    productId = (await buildProduct(database.db, { price: PRICE, stockQuantity: STOCK })).id;
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
  });

  it('charges once when the same card form reaches both instances at once', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const checkouts: string[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const placed = await fetch(`${a.url}/api/orders`, {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Гост Купувач',
          email: 'guest@example.test',
          phone: '0888 123 456',
          shippingAddress: 'София, ул. Тест 1',
          items: [{ productId, quantity: quantityOf(i) }],
        }),
      });
      expect(placed.status).toBe(201);
      const body = (await placed.json()) as { order: { id: string }; checkoutUrl: string };
      orderIds.push(body.order.id);
      checkouts.push(new URL(body.checkoutUrl).pathname);
    }
    // Every order's form is sent twice to each instance, all at the same moment.
    const answers = await Promise.all(
      checkouts.flatMap((path) => [a, b, a, b].map((server) => sendCardForm(server, path))),
    );
    const charges = await rows<{ order_id: string; charges: number; received: number }>(
      `select data->'metadata'->>'orderId' as order_id, count(*)::int as charges,
              sum((data->>'amount_received')::int)::int as received
         from test_provider_objects
        where object = 'payment_intent' and data->>'status' = 'succeeded'
        group by 1`,
    );
    console.log(
      `two instances, same card form: ${ORDERS} orders x 4 submissions (2 per instance) -> ` +
        `charges per order ${orderIds.map((id) => charges.find((c) => c.order_id === id)?.charges ?? 0).join('/')}`,
    );
    // Each payer is sent back to the club's success page, or (a submission that arrives once the checkout is paid)
    // shown the page saying that this checkout has ended.
    const outcomes = answers.map((r) =>
      r.status === 303 && r.location.includes('checkout=success') ? 'paid' : String(r.status),
    );
    expect(outcomes.filter((o) => o !== 'paid' && o !== '409')).toEqual([]);
    await waitUntil(
      async () =>
        (await rows<{ n: number }>(`select count(*)::int as n from orders where status = 'completed'`))[0]?.n ===
        ORDERS,
      { timeoutMs: 30_000 },
    );
    expect(charges.sort((x, y) => orderIds.indexOf(x.order_id) - orderIds.indexOf(y.order_id))).toEqual(
      orderIds.map((id, i) => ({ order_id: id, charges: 1, received: quantityOf(i) * PRICE })),
    );
  });

  it('refunds once when two admins cancel the same paid order at once, one on each instance', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    expect(orderIds).toHaveLength(ORDERS);
    const sold = orderIds.reduce((n, _id, i) => n + quantityOf(i), 0);
    expect(await stock()).toBe(STOCK - sold);
    const admins = await Promise.all([
      buildUserWithPassword(database.db, { role: 'admin', name: 'Админ Едно' }),
      buildUserWithPassword(database.db, { role: 'admin', name: 'Админ Две' }),
    ]);
    const cookies = [
      await signInOver(a.url, admins[0].email, TEST_PASSWORD),
      await signInOver(b.url, admins[1].email, TEST_PASSWORD),
    ];
    const cancel = (server: ServerProcess, cookie: string, id: string) =>
      fetch(`${server.url}/api/admin/orders/${id}/cancel`, {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/json' },
        body: '{}',
      });
    const answers = await Promise.all(
      orderIds.flatMap((id) => [cancel(a, cookies[0] ?? '', id), cancel(b, cookies[1] ?? '', id)]),
    );
    const codes = answers.map((r) => r.status);
    const refunds = await rows<{ order_id: string; refunds: number; amount: number }>(
      `select pi.data->'metadata'->>'orderId' as order_id, count(*)::int as refunds,
              sum((r.data->>'amount')::int)::int as amount
         from test_provider_objects r
         join test_provider_objects pi on pi.object = 'payment_intent' and pi.id = r.data->>'payment_intent'
        where r.object = 'refund'
        group by 1`,
    );
    const ledger = await rows<{ order_id: string; refunds: number; amount: number }>(
      `select order_id::text, count(*)::int as refunds, sum(amount)::int as amount
         from refunds where order_id is not null group by 1`,
    );
    const byOrder = (list: { order_id: string }[]) =>
      [...list].sort((x, y) => orderIds.indexOf(x.order_id) - orderIds.indexOf(y.order_id));
    console.log(
      `two instances, racing cancellations: ${ORDERS} paid orders x 2 admins -> answers ${codes.join(',')}; ` +
        `provider refunds per order ${orderIds.map((id) => refunds.find((r) => r.order_id === id)?.refunds ?? 0).join('/')}; ` +
        `ledger refunds per order ${orderIds.map((id) => ledger.find((r) => r.order_id === id)?.refunds ?? 0).join('/')}`,
    );
    for (let i = 0; i < ORDERS; i++) expect([codes[2 * i], codes[2 * i + 1]].sort()).toEqual([200, 409]);
    const expected = orderIds.map((id, i) => ({ order_id: id, refunds: 1, amount: quantityOf(i) * PRICE }));
    expect(byOrder(refunds)).toEqual(expected);
    expect(byOrder(ledger)).toEqual(expected);
    expect(await stock()).toBe(STOCK);
    const cancelled = await rows<{ n: number }>(
      `select count(*)::int as n from orders where status = 'cancelled' and id = any($1::uuid[])`,
      [orderIds],
    );
    expect(cancelled[0]?.n).toBe(ORDERS);
    expect(servers.map((s) => s.exited())).toEqual([null, null]);
  });
});
