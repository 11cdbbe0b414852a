import { type Payment, paymentSchema } from '@swim/shared/api/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { invalidateClassPayments } from '../../../lib/instructor-query-keys';
import { billingKeys } from './query-keys';

type ValidateInput = { paymentId: string; note?: string };

/** Confirms a pending cash or bank transfer payment (the server refuses others: PAYMENT_NOT_VALIDATABLE). */
export function validatePayment({ paymentId, note }: ValidateInput): Promise<Payment> {
  return apiPost(`/payments/${encodeURIComponent(paymentId)}/validate`, note ? { note } : {}, paymentSchema);
}

/** Confirms a payment; the billing lists and the coach's class payments tabs show it confirmed at once. */
export function useValidatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validatePayment,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.payments }),
        invalidateClassPayments(queryClient),
      ]),
  });
}
