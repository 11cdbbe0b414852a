import { type Payment, paymentSchema, type RefundInput } from '@swim/shared/api/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

type RefundPaymentInput = RefundInput & { paymentId: string };

/** Refunds part or all of what is left of a paid or validated payment (admins only). */
export function refundPayment({ paymentId, amount, reason }: RefundPaymentInput): Promise<Payment> {
  const body: RefundInput = { amount, reason };
  return apiPost(`/payments/${encodeURIComponent(paymentId)}/refunds`, body, paymentSchema);
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.payments }),
  });
}
