// Daily reconciliation: the provider's charges and refunds of the last days against the ledger (payments, and the
// refunds of shop orders). Every mismatch is recorded once (by a key) for an admin to look into and mark resolved.
import type { Mismatch } from '@swim/shared/api/payments';
import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  children,
  orders,
  payments,
  reconciliationMismatches,
  reconciliationRuns,
  refunds,
  users,
} from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '@swim/shared/uuid';
import type { PaymentsDeps } from './payments-deps.js';
import type { PaymentIntentView } from './provider/payment-provider.js';

const LOOKBACK_DAYS = 3;
/** How long an order refund may stay reserved but untied to the provider's refund before it is reported (ADR 0022). */
export const UNFINISHED_ORDER_REFUND_MINUTES = 10;

type Found = typeof reconciliationMismatches.$inferInsert;

const refundedAt = (intent: PaymentIntentView) =>
  intent.refunds.filter((r) => r.status === 'succeeded').reduce((total, r) => total + r.amount, 0);

/**
 * What the refunds ledger holds for each order the provider's order charges name, by order id. Only rows tied to a
 * provider's refund count: a reservation (no provider refund yet) is not money given back as far as the ledger knows.
 */
async function ledgerOrderRefunds(db: Db, intents: PaymentIntentView[]): Promise<Map<string, number>> {
  const orderIds = [
    ...new Set(
      intents.flatMap((i) => (i.metadata.kind === 'order' && isUuid(i.metadata.orderId) ? [i.metadata.orderId] : [])),
    ),
  ];
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: refunds.orderId, total: sum(refunds.amount).mapWith(Number) })
    .from(refunds)
    .where(and(inArray(refunds.orderId, orderIds), isNotNull(refunds.providerRefundId)))
    .groupBy(refunds.orderId);
  return new Map(rows.map((r) => [r.orderId ?? '', r.total]));
}

/** An order charge whose refunds at the provider differ from the ledger's (e.g. refunded in the provider's dashboard). */
function orderRefundMismatch(intent: PaymentIntentView, ledgerRefunded: number): Found | null {
  const providerRefunded = refundedAt(intent);
  if (providerRefunded === ledgerRefunded) return null;
  const ledgerAmount = intent.amountReceived - ledgerRefunded;
  const providerAmount = intent.amountReceived - providerRefunded;
  return {
    key: `amount_differs:${intent.id}:${ledgerAmount}:${providerAmount}`,
    kind: 'amount_differs',
    providerObjectId: intent.id,
    paymentId: null,
    ledgerAmount,
    providerAmount,
    currency: intent.currency,
  };
}

/**
 * Order refunds reserved more than a few minutes ago, never tied to the provider's refund, whose order is still
 * completed: a cancellation that stopped between asking the provider and cancelling the order (ADR 0022).
 */
async function unfinishedOrderRefunds(db: Db, now: Date): Promise<Found[]> {
  const before = new Date(now.getTime() - UNFINISHED_ORDER_REFUND_MINUTES * 60_000);
  const rows = await db
    .select({ refundId: refunds.id, order: orders })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(isNull(refunds.providerRefundId), lt(refunds.createdAt, before), eq(orders.status, 'completed')));
  return rows.map(({ refundId, order }) => ({
    key: `order_refund_unfinished:${refundId}`,
    kind: 'order_refund_unfinished',
    providerObjectId: order.providerCheckoutId,
    paymentId: null,
    ledgerAmount: order.total,
    providerAmount: null,
    currency: order.currency,
  }));
}

/** Compares the provider with the ledger over the last days and records what differs. Returns how many were new. */
export async function reconcile(deps: PaymentsDeps): Promise<{ checked: number; found: number }> {
  const now = deps.now();
  const since = new Date(now.getTime() - LOOKBACK_DAYS * 86_400_000);
  const intents = await deps.provider.listPaymentIntents(since);
  const ids = intents.map((i) => i.id);
  const ledger = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, deps.provider.name),
        isNotNull(payments.providerPaymentId),
        gte(payments.createdAt, new Date(since.getTime() - 86_400_000)),
      ),
    );
  const linked = ids.length
    ? await deps.db.select().from(payments).where(inArray(payments.providerPaymentId, ids))
    : [];
  const found: Found[] = [];
  const orderRefunds = await ledgerOrderRefunds(deps.db, intents);
  for (const intent of intents) {
    if (intent.metadata.kind === 'order') {
      // A shop order's charge is settled on the order (modules/shop); its refund is in the refunds ledger.
      const differs = orderRefundMismatch(intent, orderRefunds.get(intent.metadata.orderId ?? '') ?? 0);
      if (differs) found.push(differs);
      continue;
    }
    const payment = linked.find((p) => p.providerPaymentId === intent.id);
    const settled = payment && (payment.status === 'paid' || payment.status === 'refunded');
    if (!payment || !settled) {
      found.push({
        key: `missing_in_ledger:${intent.id}`,
        kind: 'missing_in_ledger',
        providerObjectId: intent.id,
        paymentId: payment?.id ?? null,
        ledgerAmount: null,
        providerAmount: intent.amountReceived,
        currency: intent.currency,
      });
      continue;
    }
    const providerRefunded = refundedAt(intent);
    if (payment.amount !== intent.amountReceived || payment.refundedAmount !== providerRefunded) {
      found.push({
        key: `amount_differs:${intent.id}:${payment.amount - payment.refundedAmount}:${intent.amountReceived - providerRefunded}`,
        kind: 'amount_differs',
        providerObjectId: intent.id,
        paymentId: payment.id,
        ledgerAmount: payment.amount - payment.refundedAmount,
        providerAmount: intent.amountReceived - providerRefunded,
        currency: payment.currency,
      });
    }
  }
  for (const payment of ledger) {
    if (payment.status !== 'paid' && payment.status !== 'refunded') continue;
    if (!payment.providerPaymentId || ids.includes(payment.providerPaymentId)) continue;
    // Older than the window at the provider, or unknown to it: ask for it directly before reporting it.
    const known = await deps.provider.getPaymentIntent(payment.providerPaymentId).catch(() => null);
    if (known?.status === 'succeeded') continue;
    found.push({
      key: `missing_at_provider:${payment.id}`,
      kind: 'missing_at_provider',
      providerObjectId: payment.providerPaymentId,
      paymentId: payment.id,
      ledgerAmount: payment.amount - payment.refundedAmount,
      providerAmount: null,
      currency: payment.currency,
    });
  }
  found.push(...(await unfinishedOrderRefunds(deps.db, now)));
  let fresh = 0;
  for (const row of found) {
    const inserted = await deps.db.insert(reconciliationMismatches).values(row).onConflictDoNothing().returning();
    fresh += inserted.length;
  }
  await deps.db.insert(reconciliationRuns).values({ checked: intents.length + ledger.length, found: fresh });
  return { checked: intents.length + ledger.length, found: fresh };
}

const resolver = alias(users, 'resolver');

/** Mismatches, open ones first, each with its payment or order as a person knows it, and the time of the last run. */
export async function listMismatches(db: Db): Promise<{ items: Mismatch[]; lastRunAt: string | null }> {
  const rows = await db
    .select({
      m: reconciliationMismatches,
      resolvedByName: resolver.name,
      payment: { number: payments.number, childName: children.fullName, parentName: users.name },
      order: { number: orders.number, customerName: orders.customerName },
    })
    .from(reconciliationMismatches)
    .leftJoin(resolver, eq(resolver.id, reconciliationMismatches.resolvedBy))
    .leftJoin(payments, eq(payments.id, reconciliationMismatches.paymentId))
    .leftJoin(children, eq(children.id, payments.childId))
    .leftJoin(users, eq(users.id, payments.parentId))
    .leftJoin(orders, eq(orders.providerCheckoutId, reconciliationMismatches.providerObjectId))
    .orderBy(sql`${reconciliationMismatches.resolvedAt} is not null`, desc(reconciliationMismatches.detectedAt))
    .limit(500);
  const [last] = await db.select().from(reconciliationRuns).orderBy(desc(reconciliationRuns.ranAt)).limit(1);
  return {
    items: rows.map(({ m, resolvedByName, payment, order }) => ({
      id: m.id,
      kind: m.kind,
      providerObjectId: m.providerObjectId,
      paymentId: m.paymentId,
      ledgerAmount: m.ledgerAmount,
      providerAmount: m.providerAmount,
      currency: m.currency,
      detectedAt: m.detectedAt.toISOString(),
      resolvedAt: m.resolvedAt?.toISOString() ?? null,
      resolvedByName,
      record: payment?.number
        ? { kind: 'payment' as const, number: payment.number, name: payment.childName ?? payment.parentName }
        : order?.number
          ? { kind: 'order' as const, number: order.number, name: order.customerName }
          : null,
    })),
    lastRunAt: last?.ranAt.toISOString() ?? null,
  };
}

/** Marks a mismatch as looked into. */
export async function resolveMismatch(db: Db, actorId: string, id: string): Promise<Mismatch> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'Mismatch not found');
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(reconciliationMismatches)
      .set({ resolvedAt: new Date(), resolvedBy: actorId })
      .where(eq(reconciliationMismatches.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'Mismatch not found');
    await recordAudit(tx, { actorId, action: 'reconciliation.resolved', entityType: 'reconciliation', entityId: id });
  });
  const { items } = await listMismatches(db);
  const item = items.find((m) => m.id === id);
  if (!item) throw new AppError('NOT_FOUND', 'Mismatch not found');
  return item;
}
