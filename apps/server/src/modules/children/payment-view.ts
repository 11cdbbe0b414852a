import type { ChildPayment } from '@swim/shared/api/children';
import type { payments } from '../../db/schema/index.js';

/** A payment row as parents see it. */
export function toChildPayment(p: typeof payments.$inferSelect): ChildPayment {
  return {
    id: p.id,
    number: p.number,
    createdAt: p.createdAt.toISOString(),
    amount: p.amount,
    currency: p.currency,
    method: p.method,
    billingPeriod: p.billingPeriod,
    parentNotes: p.parentNotes,
    status: p.status,
    refundedAmount: p.refundedAmount,
  };
}
