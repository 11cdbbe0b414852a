// Daily reconciliation: the provider's charges and refunds of the last days against the ledger. Every mismatch is
// recorded once (by a key) for an admin to look into and mark resolved.
import type { Mismatch } from '@swim/shared/api/payments';
import { and, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { payments, reconciliationMismatches, reconciliationRuns, users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { PaymentsDeps } from './payments-deps.js';
import type { PaymentIntentView } from './provider/payment-provider.js';

const LOOKBACK_DAYS = 3;

type Found = typeof reconciliationMismatches.$inferInsert;

const refundedAt = (intent: PaymentIntentView) =>
  intent.refunds.filter((r) => r.status === 'succeeded').reduce((total, r) => total + r.amount, 0);

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
  for (const intent of intents) {
    // Shop orders are settled on the order (modules/shop), not in this ledger of plan payments.
    if (intent.metadata.kind === 'order') continue;
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
  let fresh = 0;
  for (const row of found) {
    const inserted = await deps.db.insert(reconciliationMismatches).values(row).onConflictDoNothing().returning();
    fresh += inserted.length;
  }
  await deps.db.insert(reconciliationRuns).values({ checked: intents.length + ledger.length, found: fresh });
  return { checked: intents.length + ledger.length, found: fresh };
}

const resolver = alias(users, 'resolver');

/** Mismatches, open ones first, with the time of the last run. */
export async function listMismatches(db: Db): Promise<{ items: Mismatch[]; lastRunAt: string | null }> {
  const rows = await db
    .select({ m: reconciliationMismatches, resolvedByName: resolver.name })
    .from(reconciliationMismatches)
    .leftJoin(resolver, eq(resolver.id, reconciliationMismatches.resolvedBy))
    .orderBy(sql`${reconciliationMismatches.resolvedAt} is not null`, desc(reconciliationMismatches.detectedAt))
    .limit(500);
  const [last] = await db.select().from(reconciliationRuns).orderBy(desc(reconciliationRuns.ranAt)).limit(1);
  return {
    items: rows.map(({ m, resolvedByName }) => ({
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
    })),
    lastRunAt: last?.ranAt.toISOString() ?? null,
  };
}

/** Marks a mismatch as looked into. */
export async function resolveMismatch(db: Db, actorId: string, id: string): Promise<Mismatch> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
    throw new AppError('NOT_FOUND', 'Mismatch not found');
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
