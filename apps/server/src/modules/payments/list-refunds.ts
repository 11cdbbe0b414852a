// A payment's refunds as callers see them: oldest first, with the name of the admin who gave the money back, whether the
// card provider has confirmed it yet (ADR 0035) and, for a closed share refunded from a subscription's charge
// (ADR 0040), the closed months it gave back.
import type { Refund } from '@swim/shared/api/payments';
import { asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { closureRefunds, type payments, refunds, users } from '../../db/schema/index.js';
import { personName } from '../../lib/person-name.js';

const refunder = alias(users, 'refunder');

/** The refunds of a payment the caller may already read (the route asks the payment policy first). */
export async function listRefunds(
  db: Db,
  payment: Pick<typeof payments.$inferSelect, 'id' | 'currency'>,
): Promise<Refund[]> {
  const rows = await db
    .select({ r: refunds, name: personName(refunder) })
    .from(refunds)
    .leftJoin(refunder, eq(refunder.id, refunds.refundedBy))
    .where(eq(refunds.paymentId, payment.id))
    .orderBy(asc(refunds.createdAt), desc(refunds.id));
  const closed = await db
    .select({ refundId: closureRefunds.refundId, period: closureRefunds.closedPeriod })
    .from(closureRefunds)
    .where(eq(closureRefunds.paymentId, payment.id))
    .orderBy(asc(closureRefunds.closedPeriod));
  return rows.map(({ r, name }) => ({
    id: r.id,
    paymentId: payment.id,
    amount: r.amount,
    currency: payment.currency,
    reason: r.reason,
    status: r.status,
    closedPeriods: closed.filter((c) => c.refundId === r.id).map((c) => c.period),
    createdAt: r.createdAt.toISOString(),
    refundedByName: name,
  }));
}
