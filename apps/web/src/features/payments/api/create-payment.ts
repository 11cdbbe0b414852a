import { type CreatePaymentInput, type PaymentStarted, paymentStartedSchema } from '@swim/shared/api/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { toLanguage } from '../../../lib/language';
import { invalidatePaymentQueries } from './invalidate-payments';

export function createPayment(childId: string, input: CreatePaymentInput): Promise<PaymentStarted> {
  // The checkout page speaks the language the parent uses the site in.
  const body = { ...input, language: toLanguage(i18n.language) };
  return apiPost(`/children/${encodeURIComponent(childId)}/payments`, body, paymentStartedSchema);
}

/** Starts paying an enrollment's period: a card checkout to go to, or a declared cash or bank transfer payment. */
export function useCreatePayment(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePaymentInput) => createPayment(childId, input),
    onSuccess: () => invalidatePaymentQueries(queryClient),
  });
}
