// Orders as the API shows them: the order with its lines (names and prices as they were when ordered).
import type { Order } from '@swim/shared/api/shop';
import { type SQL, asc, desc, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { orderItems, orders } from '../../db/schema/index.js';

type OrderRow = typeof orders.$inferSelect;

/** The orders matching `where`, newest first, each with its lines. */
export async function listOrderViews(db: Db | Tx, where: SQL | undefined): Promise<Order[]> {
  const rows = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.number));
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  return rows.map((row) =>
    toOrderView(
      row,
      items.filter((item) => item.orderId === row.id),
    ),
  );
}

function toOrderView(row: OrderRow, items: (typeof orderItems.$inferSelect)[]): Order {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    customerName: row.customerName,
    email: row.email,
    phone: row.phone,
    shippingAddress: row.shippingAddress,
    total: row.total,
    currency: row.currency,
    items: items.map((item) => ({
      productId: item.productId,
      name: item.name,
      price: item.price,
      quantity: item.quantity,
    })),
  };
}
