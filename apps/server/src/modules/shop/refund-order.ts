// A paid order's money back, exactly once whatever the interleaving of admins and instances (ADR 0022): the refund is
// reserved in the refunds ledger under the order's row lock (one row per order), asked of the provider with a key
// derived from the order (same key, same refund), and the order is cancelled, its stock returned and the ledger row
// tied to the provider's refund in one transaction that moves the order only from completed.
import type { RefundReason } from '@swim/shared/enums';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { orders, refunds } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { PaymentsDeps } from '../payments/payments-deps.js';
import type { RefundView } from '../payments/provider/payment-provider.js';
import { orderNotFound } from '../access/access-policy.js';
import { issueCreditNote } from '../invoices/issue-credit-note.js';
import { sendInvoiceMail } from '../invoices/invoice-mail.js';
import { cancelOrder } from './settle-order.js';

type OrderRow = typeof orders.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

export const alreadyCancelled = () => new AppError('ORDER_NOT_CANCELLABLE', 'The order is already cancelled');

/** The provider's idempotency key of an order's refund: one order, one refund, at any instance. */
export const orderRefundKey = (orderId: string) => `order-refund:${orderId}`;

async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw orderNotFound();
  return order;
}

/**
 * Reserves the order's refund in the ledger: the order must still be completed (read under its lock). A second
 * caller meanwhile finds the same row and carries on with it, so a cancellation cut short is finished by the next.
 */
async function reserveRefund(db: Db, input: { orderId: string; actorId: string; reason: RefundReason }) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (order.status !== 'completed') throw alreadyCancelled();
    await tx
      .insert(refunds)
      .values({ orderId: order.id, amount: order.total, reason: input.reason, refundedBy: input.actorId })
      .onConflictDoNothing({ target: refunds.orderId });
    const [refund] = await tx.select().from(refunds).where(eq(refunds.orderId, order.id));
    if (!refund) throw new Error('order refund not reserved');
    return { order, refund };
  });
}

/** Gives back a reservation the provider refused, unless the order was refunded and cancelled meanwhile. */
async function releaseRefund(db: Db, orderId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.status !== 'completed') return;
    await tx.delete(refunds).where(and(eq(refunds.orderId, orderId), isNull(refunds.providerRefundId)));
  });
}

/** Asks the provider for the order's full refund; one it already holds for the order is reused. */
async function refundAtProvider(deps: PaymentsDeps, order: OrderRow, refund: RefundRow): Promise<RefundView> {
  if (!order.providerCheckoutId) throw new Error('the order has no card checkout');
  const checkout = await deps.provider.getCheckout(order.providerCheckoutId);
  if (!checkout.paymentIntentId) throw new Error('the checkout has no charge');
  const intent = await deps.provider.getPaymentIntent(checkout.paymentIntentId);
  const earlier = intent.refunds.find(
    (r) => r.metadata.orderId === order.id && (r.status === 'succeeded' || r.status === 'pending'),
  );
  if (earlier) return earlier;
  const done = await deps.provider.refund({
    paymentIntentId: intent.id,
    amount: refund.amount,
    reason: refund.reason,
    metadata: { kind: 'order', orderId: order.id, orderNumber: order.number, refundId: refund.id },
    idempotencyKey: orderRefundKey(order.id),
  });
  if (done.status === 'failed' || done.status === 'canceled') throw new Error(`refund ${done.status}`);
  return done;
}

/**
 * Refunds a completed order in full and cancels it (stock back, audited). Throws ORDER_NOT_CANCELLABLE when it is
 * no longer completed (another admin's cancellation won), PROVIDER_ERROR when the provider refuses.
 */
export async function refundAndCancelOrder(
  deps: PaymentsDeps,
  input: { orderId: string; actorId: string; reason: RefundReason },
): Promise<void> {
  const { order, refund } = await reserveRefund(deps.db, input);
  let given: RefundView;
  try {
    given = await refundAtProvider(deps, order, refund);
  } catch (err) {
    deps.log.warn({ err, orderId: order.id }, 'order refund refused by the provider');
    await releaseRefund(deps.db, order.id);
    throw new AppError('PROVIDER_ERROR', 'The card provider did not refund the order; it is still completed');
  }
  const creditNote = await deps.db.transaction(async (tx) => {
    const current = await lockOrder(tx, order.id);
    if (current.status !== 'completed') throw alreadyCancelled();
    // The reservation may have been released by a caller the provider refused meanwhile: the row is made again.
    await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        amount: given.amount,
        reason: input.reason,
        refundedBy: input.actorId,
        providerRefundId: given.id,
      })
      .onConflictDoUpdate({ target: refunds.orderId, set: { providerRefundId: given.id, amount: given.amount } });
    await cancelOrder(tx, { orderId: order.id, now: deps.now(), from: 'completed' });
    await recordAudit(tx, {
      actorId: input.actorId,
      action: 'order.cancelled',
      entityType: 'order',
      entityId: order.id,
      details: {
        number: order.number,
        from: 'completed',
        total: order.total,
        currency: order.currency,
        refund: { providerRefundId: given.id, amount: given.amount, reason: input.reason },
      },
    });
    // An invoiced order gets its credit note in the refund's transaction (issue 24).
    const [ledger] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.orderId, order.id));
    return ledger ? issueCreditNote(tx, { refundId: ledger.id, now: deps.now() }) : null;
  });
  if (creditNote) await sendInvoiceMail(deps, creditNote.id);
}
