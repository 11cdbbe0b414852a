// Unpaid orders give their stock back when their hold ends: a job closes the checkout at the provider first (so it
// can no longer be paid), then settles the order from the provider's answer.
import { and, asc, eq, lte } from 'drizzle-orm';
import { orders } from '../../db/schema/index.js';
import type { JobQueue } from '../../lib/jobs.js';
import type { PaymentsDeps } from '../payments/payments-deps.js';
import { type OrderOutcome, cancelOrder, settleOrderCheckout } from './settle-order.js';

/** Cancels pending orders past their hold (unless their checkout was paid meanwhile); answers how many were looked at. */
export async function expireOrders(deps: PaymentsDeps): Promise<number> {
  const due = await deps.db
    .select({ id: orders.id, checkoutId: orders.providerCheckoutId })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lte(orders.expiresAt, deps.now())))
    .orderBy(asc(orders.expiresAt))
    .limit(500);
  for (const order of due) {
    try {
      await closePendingOrder(deps, order);
    } catch (err) {
      deps.log.warn({ err, orderId: order.id }, 'expired order not settled; the next run tries again');
    }
  }
  return due.length;
}

/**
 * Ends a pending order: its checkout is closed at the provider first (so it can no longer be paid), then the order is
 * settled from the provider's answer: a checkout paid at the last second completes it, any other cancels it and
 * returns its stock. Answers what this call changed (a racing call or job changes nothing twice).
 */
export async function closePendingOrder(
  deps: PaymentsDeps,
  order: { id: string; checkoutId: string | null },
): Promise<OrderOutcome> {
  if (order.checkoutId) {
    await deps.provider.expireCheckout(order.checkoutId);
    const checkout = await deps.provider.getCheckout(order.checkoutId);
    if (checkout.status !== 'open') return settleOrderCheckout(deps, checkout);
  }
  const cancelled = await deps.db.transaction((tx) => cancelOrder(tx, { orderId: order.id, now: deps.now() }));
  return cancelled ? 'cancelled' : null;
}

/** Registers the shop's jobs: expiring unpaid orders every minute, once across instances. */
export async function registerShopJobs(queue: JobQueue, deps: PaymentsDeps): Promise<void> {
  await queue.work('shop-expire-orders', async () => void (await expireOrders(deps)));
  await queue.schedule('shop-expire-orders', '* * * * *');
}
