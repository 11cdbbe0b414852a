// Payment lists as staff and families filter them, their summary cards, and the filter the exports share: the same
// filters give the same rows everywhere. What a parent owes is in parent-dues.ts.
import type { ClubTotal } from '@swim/shared/api/club-total';
import type { Payment, PaymentFilters, PaymentList, PaymentListQuery, PaymentSummary } from '@swim/shared/api/payments';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { quickRangeStart, zonedDate, zonedTimeToUtc } from '@swim/shared/dates';
import type { Currency } from '@swim/shared/enums';
import { and, count, eq, gte, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { children, payments, users } from '../../db/schema/index.js';
import { inClubCurrency, isConverted } from '../../lib/in-club-currency.js';
import { type Actor, paymentScope } from '../access/access-policy.js';
import { nextDue } from './parent-dues.js';
import { listPaymentViews } from './payment-view.js';

/** The SQL condition for an actor's payments under the filters. */
export function filterCondition(actor: Actor, filters: PaymentFilters, now: Date): SQL | undefined {
  const since = quickRangeStart(filters.range, now);
  const search = filters.search?.replace(/[%_\\]/g, (c) => `\\${c}`);
  return and(
    paymentScope(actor),
    filters.status ? eq(payments.status, filters.status) : undefined,
    filters.method ? eq(payments.method, filters.method) : undefined,
    filters.childId ? eq(payments.childId, filters.childId) : undefined,
    since ? gte(payments.createdAt, since) : undefined,
    // The payment's number, or the child's or the parent's name (matched in those small tables first, then payments
    // by their indexes).
    search
      ? or(
          sql`${payments.number} = upper(${filters.search})`,
          sql`${payments.childId} in (select ${children.id} from ${children} where ${ilike(children.fullName, `%${search}%`)})`,
          sql`${payments.parentId} in (select ${users.id} from ${users} where ${ilike(users.name, `%${search}%`)})`,
        )
      : undefined,
  );
}

/** One page of payments with the summary cards of the actor's payments (`currency`: the club's, for the cards). */
export async function listPayments(
  db: Db,
  { actor, query, now, currency }: { actor: Actor; query: PaymentListQuery; now: Date; currency: Currency },
): Promise<PaymentList> {
  const where = filterCondition(actor, query, now);
  const [total] = await db.select({ n: count() }).from(payments).where(where);
  const items = await listPaymentViews(db, where, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    items,
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    summary: await summarize(db, { actor, now, club: currency }),
  };
}

/**
 * The four summary cards: paid this month, awaiting confirmation, refunded (each in the club's currency, amounts in the
 * other one converted one by one and counted), and the next due.
 */
export async function summarize(
  db: Db,
  { actor, now, club }: { actor: Actor; now: Date; club: Currency },
): Promise<PaymentSummary> {
  const monthStart = zonedTimeToUtc(`${zonedDate(now, CLUB_TIME_ZONE).slice(0, 7)}-01`, '00:00', CLUB_TIME_ZONE);
  const amount = inClubCurrency(payments.amount, payments.currency, club);
  const refunded = inClubCurrency(payments.refundedAmount, payments.currency, club);
  const converted = isConverted(payments.currency, club);
  // Summed by the database (a club has tens of thousands of payments): settled this month net of refunds (the amount
  // and the refunded amount each converted); cash and transfers awaiting the club's confirmation (awaitsConfirmation
  // in shared); everything refunded.
  const paidThisMonth = sql`${payments.status} in ('paid', 'validated', 'refunded') and ${payments.paidAt} >= ${monthStart}`;
  const awaiting = sql`${payments.status} = 'pending' and ${payments.method} in ('cash', 'bank_transfer')`;
  const wasRefunded = sql`${payments.refundedAmount} > 0`;
  const [row] = await db
    .select({
      paidThisMonth: sql<string>`coalesce(sum(${amount} - ${refunded}) filter (where ${paidThisMonth}), 0)`,
      paidThisMonthConverted: sql<number>`count(*) filter (where ${paidThisMonth} and ${converted})`,
      awaiting: sql<string>`coalesce(sum(${amount}) filter (where ${awaiting}), 0)`,
      awaitingConverted: sql<number>`count(*) filter (where ${awaiting} and ${converted})`,
      refunded: sql<string>`coalesce(sum(${refunded}), 0)`,
      refundedConverted: sql<number>`count(*) filter (where ${wasRefunded} and ${converted})`,
    })
    .from(payments)
    .where(and(paymentScope(actor), inArray(payments.status, ['pending', 'paid', 'validated', 'refunded'])));
  const total = (sum: string | undefined, count: number | undefined): ClubTotal => ({
    currency: club,
    amount: Number(sum ?? 0),
    converted: Number(count ?? 0),
  });
  return {
    paidThisMonth: total(row?.paidThisMonth, row?.paidThisMonthConverted),
    awaitingConfirmation: total(row?.awaiting, row?.awaitingConverted),
    refunded: total(row?.refunded, row?.refundedConverted),
    nextDue: actor.role === 'parent' ? await nextDue(db, actor, now) : null,
  };
}

/** The cash and bank transfer payments an instructor or admin may confirm, oldest first. */
export async function listPendingValidation(db: Db, actor: Actor): Promise<Payment[]> {
  const pending = and(
    paymentScope(actor),
    eq(payments.status, 'pending'),
    inArray(payments.method, ['cash', 'bank_transfer']),
  );
  return (await listPaymentViews(db, pending, { limit: 500 })).reverse();
}
