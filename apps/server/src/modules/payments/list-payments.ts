// Payment lists as staff and families filter them, their summary cards, and the filter the exports share: the same
// filters give the same rows everywhere. What a parent owes is in parent-dues.ts.
import type {
  MoneyByCurrency,
  Payment,
  PaymentFilters,
  PaymentList,
  PaymentListQuery,
  PaymentSummary,
} from '@swim/shared/api/payments';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { quickRangeStart, zonedDate, zonedTimeToUtc } from '@swim/shared/dates';
import type { Currency } from '@swim/shared/enums';
import { and, count, eq, gte, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { children, payments, users } from '../../db/schema/index.js';
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

/** Sums per currency, never mixed. */
function byCurrency(rows: { currency: Currency; amount: number }[]): MoneyByCurrency {
  const sums = new Map<Currency, number>();
  for (const r of rows) sums.set(r.currency, (sums.get(r.currency) ?? 0) + r.amount);
  return [...sums].filter(([, amount]) => amount !== 0).map(([currency, amount]) => ({ currency, amount }));
}

/** One page of payments with the summary cards of the actor's payments. */
export async function listPayments(
  db: Db,
  { actor, query, now }: { actor: Actor; query: PaymentListQuery; now: Date },
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
    summary: await summarize(db, actor, now),
  };
}

/** The four summary cards: paid this month, awaiting confirmation, refunded, next due. */
export async function summarize(db: Db, actor: Actor, now: Date): Promise<PaymentSummary> {
  const monthStart = zonedTimeToUtc(`${zonedDate(now, CLUB_TIME_ZONE).slice(0, 7)}-01`, '00:00', CLUB_TIME_ZONE);
  // Summed by the database (a club has tens of thousands of payments): settled this month net of refunds; cash and
  // transfers awaiting the club's confirmation (awaitsConfirmation in shared); everything refunded.
  const rows = await db
    .select({
      currency: payments.currency,
      paidThisMonth: sql<string>`coalesce(sum(${payments.amount} - ${payments.refundedAmount}) filter (where ${payments.status} in ('paid', 'validated', 'refunded') and ${payments.paidAt} >= ${monthStart}), 0)`,
      awaiting: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'pending' and ${payments.method} in ('cash', 'bank_transfer')), 0)`,
      refunded: sql<string>`coalesce(sum(${payments.refundedAmount}), 0)`,
    })
    .from(payments)
    .where(and(paymentScope(actor), inArray(payments.status, ['pending', 'paid', 'validated', 'refunded'])))
    .groupBy(payments.currency)
    .orderBy(payments.currency);
  const sums = (pick: (row: (typeof rows)[number]) => string) =>
    byCurrency(rows.map((r) => ({ currency: r.currency, amount: Number(pick(r)) })));
  return {
    paidThisMonth: sums((r) => r.paidThisMonth),
    awaitingConfirmation: sums((r) => r.awaiting),
    refunded: sums((r) => r.refunded),
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
