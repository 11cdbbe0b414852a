import type { Payment } from '@swim/shared/api/payments';

export type RefundShare = { kind: 'none' } | { kind: 'full' } | { kind: 'partial'; ratio: number };

/** How much of a payment went back: nothing, all of it, or a part (as a ratio 0-1 of the amount). */
export function getRefundShare(payment: Pick<Payment, 'amount' | 'refundedAmount' | 'status'>): RefundShare {
  if (payment.refundedAmount <= 0 || payment.amount <= 0) return { kind: 'none' };
  if (payment.status === 'refunded' || payment.refundedAmount >= payment.amount) return { kind: 'full' };
  return { kind: 'partial', ratio: payment.refundedAmount / payment.amount };
}
