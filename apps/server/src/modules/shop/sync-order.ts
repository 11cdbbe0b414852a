// The buyer is back from the provider's page: re-read the checkout (a webhook may be slower than people). A checkout
// still open when the buyer came back was abandoned: it is closed, which cancels the order and returns its stock.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import type { PaymentsDeps } from '../payments/payments-deps.js';
import { assertOrderId, orderNotFound } from '../access/access-policy.js';
import { settleOrderCheckout } from './settle-order.js';

/** Settles an order from its checkout and answers its number and status. */
export async function syncOrder(deps: PaymentsDeps, orderId: string) {
  assertOrderId(orderId);
  const order = await findOrder(deps.db, orderId);
  if (order.status === 'pending' && order.providerCheckoutId) {
    const checkout = await deps.provider.getCheckout(order.providerCheckoutId);
    if (checkout.status === 'open') await deps.provider.expireCheckout(checkout.id);
    await settleOrderCheckout(deps, await deps.provider.getCheckout(checkout.id));
  }
  const settled = await findOrder(deps.db, orderId);
  return { id: settled.id, number: settled.number, status: settled.status };
}

async function findOrder(db: Db, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw orderNotFound();
  return order;
}
