// The admin console's orders: the list (searched, filtered by status, paged on the server) and cancelling. A pending
// order is closed at the provider first, exactly as the expiry job does; a completed (paid) one is refunded in full
// through the provider before it is cancelled. Either way the stock comes back once (settle-order's cancelOrder).
import type { AdminOrder, AdminOrderList, CancelOrderInput, orderListQuerySchema } from '@swim/shared/api/admin-shop';
import type { RefundReason } from '@swim/shared/enums';
import { type SQL, and, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { containsPattern, offsetOf } from '../admin/admin-lists.js';
import type { PaymentsDeps } from '../payments/payments-deps.js';
import type { RefundView } from '../payments/provider/payment-provider.js';
import { closePendingOrder } from './expire-orders.js';
import { assertOrderId, orderNotFound } from './order-policy.js';
import { listOrderViews } from './order-view.js';
import { cancelOrder } from './settle-order.js';

type Query = z.output<typeof orderListQuerySchema>;
type OrderRow = typeof orders.$inferSelect;

async function toAdminOrders(db: Db, rows: OrderRow[]): Promise<AdminOrder[]> {
  if (rows.length === 0) return [];
  const views = await listOrderViews(
    db,
    inArray(
      orders.id,
      rows.map((r) => r.id),
    ),
  );
  const byId = new Map(views.map((v) => [v.id, v]));
  return rows.flatMap((row) => {
    const view = byId.get(row.id);
    if (!view) return [];
    return [
      {
        ...view,
        cancelledAt: row.cancelledAt?.toISOString() ?? null,
        // Only an admin's refund moves a paid order to cancelled, so a cancelled order with a payment was refunded.
        refunded: row.status === 'cancelled' && row.paidAt !== null,
        userId: row.userId,
      },
    ];
  });
}

/** Orders matching a search (number, buyer's name or email) and status, newest first, paged. */
export async function listAdminOrders(db: Db, query: Query): Promise<AdminOrderList> {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    const match = or(ilike(orders.number, pattern), ilike(orders.customerName, pattern), ilike(orders.email, pattern));
    if (match) conditions.push(match);
  }
  if (query.status) conditions.push(eq(orders.status, query.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return {
    items: await toAdminOrders(db, rows),
    total: totals[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function findOrder(db: Db, orderId: string): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw orderNotFound();
  return row;
}

async function adminOrderView(db: Db, orderId: string): Promise<AdminOrder> {
  const [view] = await toAdminOrders(db, [await findOrder(db, orderId)]);
  if (!view) throw orderNotFound();
  return view;
}

const alreadyCancelled = () => new AppError('ORDER_NOT_CANCELLABLE', 'The order is already cancelled');
const paidMeanwhile = () =>
  new AppError('ORDER_PAID_MEANWHILE', 'The order was paid while it was being cancelled; cancel it again to refund it');

/**
 * Gives a paid order's money back through the provider, keyed by the order: a retry (or a second admin) gets the
 * same refund, never a second one, and a refund the provider already holds for the order is reused.
 */
async function refundOrder(deps: PaymentsDeps, order: OrderRow, reason: RefundReason): Promise<RefundView> {
  try {
    if (!order.providerCheckoutId) throw new Error('the order has no card checkout');
    const checkout = await deps.provider.getCheckout(order.providerCheckoutId);
    if (!checkout.paymentIntentId) throw new Error('the checkout has no charge');
    const intent = await deps.provider.getPaymentIntent(checkout.paymentIntentId);
    const earlier = intent.refunds.find(
      (r) => r.metadata.orderId === order.id && (r.status === 'succeeded' || r.status === 'pending'),
    );
    if (earlier) return earlier;
    const refund = await deps.provider.refund({
      paymentIntentId: intent.id,
      amount: order.total,
      reason,
      metadata: { kind: 'order', orderId: order.id, orderNumber: order.number },
      idempotencyKey: `order-refund:${order.id}`,
    });
    if (refund.status === 'failed' || refund.status === 'canceled') throw new Error(`refund ${refund.status}`);
    return refund;
  } catch (err) {
    deps.log.warn({ err, orderId: order.id }, 'order refund refused by the provider');
    throw new AppError('PROVIDER_ERROR', 'The card provider did not refund the order; it is still completed');
  }
}

/** Cancels one order as an admin (see the file's head); answers the order as it is now. */
export async function cancelAdminOrder(
  deps: PaymentsDeps,
  actorId: string,
  orderId: string,
  input: CancelOrderInput,
): Promise<AdminOrder> {
  assertOrderId(orderId);
  return oneAtATime(orderId, async () => {
    const order = await findOrder(deps.db, orderId);
    if (order.status === 'cancelled') throw alreadyCancelled();
    if (order.status === 'pending') {
      const outcome = await closePendingOrder(deps, { id: order.id, checkoutId: order.providerCheckoutId });
      // Closing the checkout makes the provider send its own 'expired' event, which may settle the order (as
      // cancelled) before this call looks: that is still this admin's cancellation. Paid at the last second is not.
      if (outcome !== 'cancelled' && (await findOrder(deps.db, orderId)).status === 'completed') throw paidMeanwhile();
      await recordAudit(deps.db, {
        actorId,
        action: 'order.cancelled',
        entityType: 'order',
        entityId: order.id,
        details: { number: order.number, from: 'pending', total: order.total, currency: order.currency },
      });
      return adminOrderView(deps.db, orderId);
    }
    const reason = input.reason ?? 'requested_by_customer';
    const refund = await refundOrder(deps, order, reason);
    const cancelled = await deps.db.transaction(async (tx) => {
      if (!(await cancelOrder(tx, order.id, deps.now(), 'completed'))) return false;
      await recordAudit(tx, {
        actorId,
        action: 'order.cancelled',
        entityType: 'order',
        entityId: order.id,
        details: {
          number: order.number,
          from: 'completed',
          total: order.total,
          currency: order.currency,
          refund: { providerRefundId: refund.id, amount: refund.amount, reason },
        },
      });
      return true;
    });
    if (!cancelled) throw alreadyCancelled();
    return adminOrderView(deps.db, orderId);
  });
}

/**
 * One cancellation per order at a time in this instance, so two admins pressing at once meet an order that is
 * already cancelled rather than two refunds in flight. Across instances the provider's idempotency key (same key,
 * same refund) and the conditional update in cancelOrder keep money and stock exact.
 */
const inFlight = new Map<string, Promise<unknown>>();
async function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const before = inFlight.get(key) ?? Promise.resolve();
  const run = before.then(task, task);
  const settled = run.catch(() => undefined);
  inFlight.set(key, settled);
  try {
    return await run;
  } finally {
    if (inFlight.get(key) === settled) inFlight.delete(key);
  }
}
