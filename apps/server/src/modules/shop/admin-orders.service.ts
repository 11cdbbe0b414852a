// The admin console's orders: the list (searched, filtered by status, paged on the server) and cancelling. A pending
// order is closed at the provider first, exactly as the expiry job does; a completed (paid) one is refunded in full
// through the provider before it is cancelled (refund-order.ts). Either way the stock comes back once (settle-order's
// cancelOrder), and one admin's cancellation is recorded, also when admins on several instances press at once.
import type { AdminOrder, AdminOrderList, CancelOrderInput, orderListQuerySchema } from '@swim/shared/api/admin-shop';
import { type SQL, and, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { auditLog, orders } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { containsPattern, offsetOf } from '../../lib/list-queries.js';
import type { PaymentsDeps } from '../payments/payments-deps.js';
import { closePendingOrder } from './expire-orders.js';
import { assertOrderId, orderNotFound } from '../access/access-policy.js';
import { listOrderViews } from './order-view.js';
import { alreadyCancelled, refundAndCancelOrder } from './refund-order.js';

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

const paidMeanwhile = () =>
  new AppError('ORDER_PAID_MEANWHILE', 'The order was paid while it was being cancelled; cancel it again to refund it');

/**
 * Records a pending order's cancellation by this admin, once: under the order's row lock, only when the order is
 * cancelled and no admin's cancellation is recorded yet (two admins on two instances both close the checkout; one of
 * them cancelled it).
 */
async function recordPendingCancellation(db: Db, actorId: string, order: OrderRow): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (current?.status !== 'cancelled') throw paidMeanwhile();
    const [earlier] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'order.cancelled'), eq(auditLog.entityType, 'order'), eq(auditLog.entityId, order.id)),
      )
      .limit(1);
    if (earlier) throw alreadyCancelled();
    await recordAudit(tx, {
      actorId,
      action: 'order.cancelled',
      entityType: 'order',
      entityId: order.id,
      details: { number: order.number, from: 'pending', total: order.total, currency: order.currency },
    });
  });
}

/** Cancels one order as an admin (see the file's head); answers the order as it is now. */
export async function cancelAdminOrder(
  deps: PaymentsDeps,
  { actorId, orderId, input }: { actorId: string; orderId: string; input: CancelOrderInput },
): Promise<AdminOrder> {
  assertOrderId(orderId);
  const order = await findOrder(deps.db, orderId);
  if (order.status === 'cancelled') throw alreadyCancelled();
  if (order.status === 'pending') {
    const outcome = await closePendingOrder(deps, { id: order.id, checkoutId: order.providerCheckoutId });
    // Closing the checkout makes the provider send its own 'expired' event, which may settle the order (as
    // cancelled) before this call looks: that is still this admin's cancellation. Paid at the last second is not.
    if (outcome !== 'cancelled' && (await findOrder(deps.db, orderId)).status === 'completed') throw paidMeanwhile();
    await recordPendingCancellation(deps.db, actorId, order);
    return adminOrderView(deps.db, orderId);
  }
  await refundAndCancelOrder(deps, { orderId, actorId, reason: input.reason ?? 'requested_by_customer' });
  return adminOrderView(deps.db, orderId);
}
