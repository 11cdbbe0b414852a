// On a PostgreSQL server (real concurrency; PGlite runs one connection): many buyers racing for the last items.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, orders, products } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildProduct } from '../../test/factories.js';

const t = useTestApp({ rateLimitMax: 100_000 });

describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrent checkouts', () => {
  it('100 checkouts for a product with 5 in stock create exactly 5 orders and never take stock below zero', async () => {
    const product = await buildProduct(t.database.db, { stockQuantity: 5, price: 1200 });
    let lowest = 5;
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        const [row] = await t.database.db
          .select({ stock: products.stockQuantity })
          .from(products)
          .where(eq(products.id, product.id));
        lowest = Math.min(lowest, row?.stock ?? lowest);
      }
    })();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders',
          remoteAddress: `10.77.0.${i}`,
          headers: { origin: 'http://localhost:3000' },
          payload: {
            name: `Купувач ${i}`,
            email: `buyer${i}@example.test`,
            phone: '0888 000 000',
            shippingAddress: 'Варна',
            items: [{ productId: product.id, quantity: 1 }],
          },
        }),
      ),
    );
    watching = false;
    await watcher;
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(95);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().error.code === 'OUT_OF_STOCK')).toBe(true);

    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(sql`${orders.status} in ('pending', 'completed')`);
    expect(count?.n).toBe(5);
    const [sold] = await t.database.db
      .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.productId, product.id));
    expect(sold?.n).toBe(5);
    const [after] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(after?.stockQuantity).toBe(0);
    expect(lowest).toBeGreaterThanOrEqual(0);
    const numbers = new Set((await t.database.db.select({ number: orders.number }).from(orders)).map((o) => o.number));
    expect(numbers.size).toBe(5);
  });
});
