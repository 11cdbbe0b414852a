// Whose orders are whose: your own, and guest orders sent with your verified email. Anyone else's order answers
// exactly like an unknown id.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderItems, orders, users } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildProduct } from '../../test/factories.js';

const t = useTestApp({ rateLimitMax: 100_000 });
let parent: Caller;
let other: Caller;
let productId: string;
let seq = 0;

/** An order written directly, as checkout would leave it. */
async function buildOrder(overrides: Partial<typeof orders.$inferInsert>) {
  const [row] = await t.database.db
    .insert(orders)
    .values({
      number: `SC-2026-${String(++seq).padStart(6, '0')}`,
      customerName: 'Купувач',
      email: 'someone@example.test',
      phone: '0888',
      shippingAddress: 'София',
      total: 1500,
      expiresAt: new Date(Date.now() + 60_000),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('order not created');
  await t.database.db
    .insert(orderItems)
    .values({ orderId: row.id, productId, name: { bg: 'Шапка' }, price: 1500, quantity: 1 });
  return row;
}

beforeEach(async () => {
  parent = await buildCaller(t.app, t.database.db, { email: 'maria@example.test' });
  other = await buildCaller(t.app, t.database.db, { email: 'ivan@example.test' });
  productId = (await buildProduct(t.database.db)).id;
});

describe('GET /api/orders', () => {
  it("lists one's own orders and guest orders with one's verified email, newest first", async () => {
    const mine = await buildOrder({ userId: parent.user.id, createdAt: new Date('2026-03-01T10:00:00Z') });
    const asGuest = await buildOrder({ email: 'MARIA@example.test', createdAt: new Date('2026-03-02T10:00:00Z') });
    await buildOrder({ userId: other.user.id });
    // Placed by another signed-in user with Maria's email: it stays that user's.
    await buildOrder({ userId: other.user.id, email: 'maria@example.test' });
    await buildOrder({ email: 'ivan@example.test' });

    const list = (await parent.inject({ url: '/api/orders' })).json();
    expect(list.map((o: { id: string }) => o.id)).toEqual([asGuest.id, mine.id]);
    expect(list[1]).toMatchObject({
      number: mine.number,
      status: 'pending',
      total: 1500,
      items: [{ productId, name: { bg: 'Шапка' }, price: 1500, quantity: 1 }],
    });
  });

  it('does not hand guest orders to a user whose email is not verified', async () => {
    await buildOrder({ email: 'maria@example.test' });
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, parent.user.id));
    expect((await parent.inject({ url: '/api/orders' })).json()).toEqual([]);
  });
});

describe('GET /api/orders/:id', () => {
  it("answers another user's order exactly like an unknown or malformed id", async () => {
    const theirs = await buildOrder({ userId: other.user.id });
    const responses = await Promise.all(
      [theirs.id, crypto.randomUUID(), 'not-an-id'].map((id) => parent.inject({ url: `/api/orders/${id}` })),
    );
    for (const res of responses) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(responses[0]?.json());
    }
    expect((await other.inject({ url: `/api/orders/${theirs.id}` })).json().id).toBe(theirs.id);
    // Nothing about the order changed by being asked for.
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, theirs.id));
    expect(after).toEqual(theirs);
  });
});
