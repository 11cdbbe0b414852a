// What a monthly unlimited plan's payments already gave back of closed months (ADR 0040): the months charged and the
// closure lines they carried, with the closed shares refunded from a card subscription's charges. `pricePeriod` takes
// a closed month's share not given in full off the next month not yet charged.
import type { ClosureLedger } from '@swim/shared/period-price';
import { and, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { closureRefunds, payments } from '../../db/schema/index.js';

/** The payment statuses whose month stands charged (the same as what is owed counts, ADR 0037). */
export const CHARGED_STATUSES = ['pending', 'validated', 'paid', 'refunded'] as const;

/** Each enrollment's closure ledger (enrollments without payments get an empty one). */
export async function loadClosureLedgers(db: Db | Tx, enrollmentIds: string[]): Promise<Map<string, ClosureLedger>> {
  const ledgers = new Map<string, { charged: string[]; given: ClosureLedger['given'][number][] }>();
  for (const id of enrollmentIds) ledgers.set(id, { charged: [], given: [] });
  if (enrollmentIds.length === 0) return ledgers;
  const charges = await db
    .select({ enrollmentId: payments.enrollmentId, period: payments.billingPeriod, lines: payments.priceLines })
    .from(payments)
    .where(
      and(
        inArray(payments.enrollmentId, enrollmentIds),
        // A card subscription's monthly charges stand charged too: their closed shares are refunded from the next
        // charge (refund-closed-shares.ts) or come off the first month not charged after the subscription ends.
        inArray(payments.kind, ['plan', 'subscription']),
        inArray(payments.status, [...CHARGED_STATUSES]),
      ),
    );
  for (const c of charges) {
    const ledger = c.enrollmentId ? ledgers.get(c.enrollmentId) : undefined;
    if (!ledger || !c.period) continue;
    ledger.charged.push(c.period);
    for (const line of c.lines) {
      if (line.kind === 'closure')
        ledger.given.push({ period: line.period, chargedIn: c.period, amount: -line.amount });
    }
  }
  const refunded = await db
    .select({
      enrollmentId: closureRefunds.enrollmentId,
      period: closureRefunds.closedPeriod,
      amount: closureRefunds.amount,
    })
    .from(closureRefunds)
    .where(inArray(closureRefunds.enrollmentId, enrollmentIds));
  for (const r of refunded)
    ledgers.get(r.enrollmentId)?.given.push({ period: r.period, chargedIn: null, amount: r.amount });
  return ledgers;
}
