// What a monthly unlimited plan's payments already gave back of closed months (ADR 0040): the months charged and the
// closure lines they carried, with the closed shares refunded from a card subscription's charges. `pricePeriod` takes
// a closed month's share not given in full off the next month not yet charged.
import type { Currency } from '@swim/shared/enums';
import { convertMinor } from '@swim/shared/money';
import type { ClosureLedger, PriceLine } from '@swim/shared/period-price';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { closureRefunds, payments } from '../../db/schema/index.js';

/** The payment statuses whose month stands charged (the same as what is owed counts, ADR 0037). */
export const CHARGED_STATUSES = ['pending', 'validated', 'paid', 'refunded'] as const;

/** What a charge says of the closed shares it gave: its own column, or (made before it was kept) its price lines. */
export type ClosureCharge = { closureLines: PriceLine[] | null; priceLines: PriceLine[] };

const isClosure = (line: PriceLine) => line.kind === 'closure';

/** The closure lines of a price: what a charge made at that price gives of closed months. */
export const closureLinesOf = (lines: readonly PriceLine[]): PriceLine[] => lines.filter(isClosure);

/**
 * The charge of a month (its charges oldest first) that says what closed shares the month gave: its first charge, when
 * it keeps them (or, made before they were kept, its price lines carry some). A month is charged once for its closed
 * shares; a second payment of it (the rest of the month, an admin's second one) gives nothing more.
 */
export function closureChargeOf<T extends ClosureCharge>(charges: readonly T[]): T | undefined {
  const first = charges[0];
  return first && (first.closureLines !== null || first.priceLines.some(isClosure)) ? first : undefined;
}

/**
 * The closed shares a month's charges gave (`closureChargeOf`'s lines). Null when no charge says (made before they were
 * kept, without price lines): the month is priced as it stands.
 */
export function closureLinesGiven(charges: readonly ClosureCharge[]): PriceLine[] | null {
  const charge = closureChargeOf(charges);
  if (!charge) return null;
  return closureLinesOf(charge.closureLines ?? charge.priceLines);
}

/**
 * Each enrollment's closure ledger (enrollments without payments get an empty one), its amounts in the currency the
 * enrollment is priced in: a share given in leva before the changeover is converted on its own (ADR 0034).
 */
export async function loadClosureLedgers(
  db: Db | Tx,
  pricedIn: ReadonlyMap<string, Currency>,
): Promise<Map<string, ClosureLedger>> {
  const enrollmentIds = [...pricedIn.keys()];
  const ledgers = new Map<string, { charged: string[]; given: ClosureLedger['given'][number][] }>();
  for (const id of enrollmentIds) ledgers.set(id, { charged: [], given: [] });
  if (enrollmentIds.length === 0) return ledgers;
  const inOwn = (enrollmentId: string, amount: number, currency: Currency) =>
    convertMinor(amount, currency, pricedIn.get(enrollmentId) ?? currency);
  const rows = await db
    .select({
      enrollmentId: payments.enrollmentId,
      period: payments.billingPeriod,
      currency: payments.currency,
      closureLines: payments.closureLines,
      priceLines: payments.priceLines,
    })
    .from(payments)
    .where(
      and(
        inArray(payments.enrollmentId, enrollmentIds),
        // A card subscription's monthly charges stand charged too: their closed shares are refunded from the next
        // charge (refund-closed-shares.ts) or come off the first month not charged after the subscription ends.
        inArray(payments.kind, ['plan', 'subscription']),
        inArray(payments.status, [...CHARGED_STATUSES]),
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const months = new Map<
    string,
    { enrollmentId: string; period: string; charges: (ClosureCharge & { currency: Currency })[] }
  >();
  for (const { enrollmentId, period, ...charge } of rows) {
    if (!enrollmentId || !period) continue;
    const key = `${enrollmentId}|${period}`;
    const month = months.get(key) ?? { enrollmentId, period, charges: [] };
    month.charges.push(charge);
    months.set(key, month);
  }
  for (const { enrollmentId, period, charges } of months.values()) {
    const ledger = ledgers.get(enrollmentId);
    if (!ledger) continue;
    ledger.charged.push(period);
    const charge = closureChargeOf(charges);
    if (!charge) continue;
    for (const line of closureLinesOf(charge.closureLines ?? charge.priceLines)) {
      if (line.kind !== 'closure') continue;
      const amount = inOwn(enrollmentId, -line.amount, charge.currency);
      ledger.given.push({ period: line.period, chargedIn: period, amount });
    }
  }
  const refunded = await db
    .select({
      enrollmentId: closureRefunds.enrollmentId,
      period: closureRefunds.closedPeriod,
      amount: closureRefunds.amount,
      currency: payments.currency,
    })
    .from(closureRefunds)
    .innerJoin(payments, eq(payments.id, closureRefunds.paymentId))
    .where(inArray(closureRefunds.enrollmentId, enrollmentIds));
  for (const r of refunded) {
    ledgers
      .get(r.enrollmentId)
      ?.given.push({ period: r.period, chargedIn: null, amount: inOwn(r.enrollmentId, r.amount, r.currency) });
  }
  return ledgers;
}
