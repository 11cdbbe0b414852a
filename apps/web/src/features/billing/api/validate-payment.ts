import { type Payment, paymentSchema } from '@swim/shared/api/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

type ValidateInput = { paymentId: string; note?: string };

/** Confirms a pending cash or bank transfer payment (the server refuses others: PAYMENT_NOT_VALIDATABLE). */
export function validatePayment({ paymentId, note }: ValidateInput): Promise<Payment> {
  return apiPost(`/payments/${encodeURIComponent(paymentId)}/validate`, note ? { note } : {}, paymentSchema);
}

export function useValidatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validatePayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.payments }),
  });
}
