import { type Payment, paymentSchema } from '@swim/shared/api/payments';
import type { RecordPaymentInput } from '@swim/shared/api/staff-payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../lib/api-client';
import { invalidateStaffPaymentViews } from '../lib/staff-payment-query-keys';

/** Records cash or a transfer staff received for a month; the server answers the validated payment. */
export function recordPayment(input: RecordPaymentInput): Promise<Payment> {
  return apiPost('/payments/record', input, paymentSchema);
}

/** Records a payment; every list that shows the month shows it paid at once. */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordPayment, onSettled: () => invalidateStaffPaymentViews(queryClient) });
}
