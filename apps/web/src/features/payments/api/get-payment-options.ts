import { type PaymentOptions, paymentOptionsSchema } from '@swim/shared/api/payments';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { paymentKeys } from './query-keys';

export function getPaymentOptions(childId: string, signal?: AbortSignal): Promise<PaymentOptions> {
  return apiGet(`/children/${encodeURIComponent(childId)}/payment-options`, paymentOptionsSchema, signal);
}

/** What can be paid for a child: enrollments with their open periods and server-made prices, open bills, bank details. */
export function usePaymentOptions(childId: string) {
  return useQuery({
    queryKey: paymentKeys.options(childId),
    queryFn: ({ signal }) => getPaymentOptions(childId, signal),
  });
}
