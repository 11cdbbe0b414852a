// A user's own orders: placed while signed in, or as a guest with their verified email.
import type { Order } from '@swim/shared/api/shop';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { type OrderViewer, assertOrderId, orderNotFound, orderScope } from '../access/access-policy.js';
import { listOrderViews } from './order-view.js';

/** The viewer's orders, newest first. */
export function listMyOrders(db: Db, viewer: OrderViewer): Promise<Order[]> {
  return listOrderViews(db, orderScope(viewer));
}

/** One of the viewer's orders; someone else's answers exactly like an unknown id. */
export async function getMyOrder(db: Db, viewer: OrderViewer, orderId: string): Promise<Order> {
  assertOrderId(orderId);
  const [order] = await listOrderViews(db, and(eq(orders.id, orderId), orderScope(viewer)));
  if (!order) throw orderNotFound();
  return order;
}
