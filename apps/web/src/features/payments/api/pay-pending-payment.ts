import { type PaymentStarted, type PayPendingInput, paymentStartedSchema } from '@swim/shared/api/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { toLanguage } from '../../../lib/language';
import { invalidatePaymentQueries } from './invalidate-payments';

export function payPendingPayment(paymentId: string, input: PayPendingInput): Promise<PaymentStarted> {
  const body = { ...input, language: toLanguage(i18n.language) };
  return apiPost(`/payments/${encodeURIComponent(paymentId)}/pay`, body, paymentStartedSchema);
}

/** Pays an issued bill (kindergarten): by card through checkout, or declared as cash or bank transfer. */
export function usePayPendingPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, input }: { paymentId: string; input: PayPendingInput }) =>
      payPendingPayment(paymentId, input),
    onSuccess: () => invalidatePaymentQueries(queryClient),
  });
}
