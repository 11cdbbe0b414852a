import { type Payment, paymentSchema } from '@swim/shared/api/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../lib/api-client';
import { invalidateStaffPaymentViews } from '../lib/staff-payment-query-keys';

type RejectInput = { paymentId: string; reason: string };

/** Marks a declared cash or transfer payment as not received (the server refuses others: PAYMENT_NOT_REJECTABLE). */
export function rejectPayment({ paymentId, reason }: RejectInput): Promise<Payment> {
  return apiPost(`/payments/${encodeURIComponent(paymentId)}/reject`, { reason }, paymentSchema);
}

/** Marks a declaration as not received; the lists show the month owed again at once. */
export function useRejectPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectPayment, onSettled: () => invalidateStaffPaymentViews(queryClient) });
}
