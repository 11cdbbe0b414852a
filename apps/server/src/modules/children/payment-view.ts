import type { ChildPayment } from '@swim/shared/api/children';
import type { Currency, PaymentMethod, PaymentStatus } from '@swim/shared/enums';
import type { payments } from '../../db/schema/index.js';

/** A payment row as parents see it. */
export function toChildPayment(p: typeof payments.$inferSelect): ChildPayment {
  return {
    id: p.id,
    createdAt: p.createdAt.toISOString(),
    amount: p.amount,
    currency: p.currency as Currency,
    method: p.method as PaymentMethod,
    billingPeriod: p.billingPeriod,
    parentNotes: p.parentNotes,
    status: p.status as PaymentStatus,
    refundedAmount: p.refundedAmount,
  };
}
