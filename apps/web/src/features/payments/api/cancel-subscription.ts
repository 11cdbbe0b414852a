import { type Subscription, subscriptionSchema } from '@swim/shared/api/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { invalidatePaymentQueries } from './invalidate-payments';

export function cancelSubscription(subscriptionId: string): Promise<Subscription> {
  return apiPost(`/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`, undefined, subscriptionSchema);
}

/** Schedules the end of a subscription at the end of its current period; it stays active until then. */
export function useCancelSubscription(subscriptionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelSubscription(subscriptionId),
    onSuccess: () => invalidatePaymentQueries(queryClient),
  });
}
