// An order's end: paid (completed, confirmation mailed) or not paid (cancelled, its stock back). Each moves only
// from pending, under the order's row lock, so a second event or a racing job changes nothing.
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { orderItems, orders, products } from '../../db/schema/index.js';
import { registerCheckoutSettler } from '../payments/checkout-kinds.js';
import type { PaymentsDeps } from '../payments/payments-deps.js';
import type { CheckoutSession } from '../payments/provider/payment-provider.js';
import { orderPaidNotice, sendOrderNotice } from './order-notices.js';

type OrderRow = typeof orders.$inferSelect;

/** The `kind` an order's checkout carries in its metadata (create-order.ts): payments hands it back here. */
export const ORDER_CHECKOUT_KIND = 'order';

/** Tells payments that order checkouts are settled here; called once at startup, before any webhook or job. */
export function registerOrderCheckouts(deps: PaymentsDeps): void {
  registerCheckoutSettler(deps, ORDER_CHECKOUT_KIND, settleOrderCheckout);
}

/** Marks a pending order completed; true when this call did it. */
export async function completeOrder(tx: Tx, orderId: string, now: Date): Promise<boolean> {
  const [done] = await tx
    .update(orders)
    .set({ status: 'completed', paidAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  return Boolean(done);
}

/**
 * Cancels an order and returns its stock; true when this call did it (so the stock comes back once). It moves only
 * from `from`: pending (unpaid, expired or closed), or completed when an admin has refunded the payment.
 */
export async function cancelOrder(
  tx: Tx,
  { orderId, now, from = 'pending' }: { orderId: string; now: Date; from?: 'pending' | 'completed' },
): Promise<boolean> {
  const [cancelled] = await tx
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id });
  if (!cancelled) return false;
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.productId);
  for (const line of lines) {
    if (!line.productId) continue;
    await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
  return true;
}

/** The order a checkout was opened for: by the provider's id, else by our id in its metadata. */
async function findCheckoutOrder(tx: Tx, checkout: CheckoutSession): Promise<OrderRow | undefined> {
  const [byCheckout] = await tx.select().from(orders).where(eq(orders.providerCheckoutId, checkout.id)).limit(1);
  if (byCheckout) return byCheckout;
  const id = checkout.metadata.orderId;
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [byMetadata] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1);
  return byMetadata;
}

/** What settling changed: the order completed or cancelled by this call, or nothing. */
export type OrderOutcome = 'completed' | 'cancelled' | null;

/**
 * Applies an order checkout's state from the provider: paid -> completed (and the confirmation mailed after the
 * commit); expired (declined, abandoned or closed by us) -> cancelled with its stock back. Answers what it changed.
 */
export async function settleOrderCheckout(deps: PaymentsDeps, checkout: CheckoutSession): Promise<OrderOutcome> {
  const outcome = await deps.db.transaction(async (tx) => {
    const order = await findCheckoutOrder(tx, checkout);
    if (!order) return null;
    if (checkout.status === 'complete' && checkout.paymentStatus === 'paid') {
      if (await completeOrder(tx, order.id, deps.now())) return { paid: order.id, cancelled: null };
      if (order.status === 'cancelled') {
        // Paid after the order was given up (its stock may be sold again): staff must refund or ship by hand.
        deps.log.warn({ orderId: order.id, checkoutId: checkout.id }, 'a cancelled order was paid');
      }
      return null;
    }
    // Only the order's current checkout can end it (never an older one it has left).
    if (checkout.status === 'expired' && (order.providerCheckoutId ?? checkout.id) === checkout.id) {
      if (await cancelOrder(tx, { orderId: order.id, now: deps.now() })) return { paid: null, cancelled: order.id };
    }
    return null;
  });
  if (outcome?.paid) {
    await sendOrderConfirmation(deps, outcome.paid);
    return 'completed';
  }
  return outcome?.cancelled ? 'cancelled' : null;
}

/**
 * Sends the confirmation of a paid order (notice kind 'order_paid') in the language the buyer shopped in; a failure is
 * logged (the outbox keeps mail).
 */
export async function sendOrderConfirmation(deps: PaymentsDeps, orderId: string): Promise<void> {
  try {
    await sendOrderNotice(deps, await orderPaidNotice(deps.db, { orderId, publicUrl: deps.publicUrl }));
  } catch (err) {
    deps.log.warn({ err, orderId }, 'order confirmation not sent');
  }
}
