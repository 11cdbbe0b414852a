import { type Subscription, subscriptionSchema } from '@swim/shared/api/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { invalidatePaymentQueries } from './invalidate-payments';

export function resumeSubscription(subscriptionId: string): Promise<Subscription> {
  return apiPost(`/subscriptions/${encodeURIComponent(subscriptionId)}/resume`, undefined, subscriptionSchema);
}

/** Withdraws a scheduled cancellation, before it takes effect. */
export function useResumeSubscription(subscriptionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resumeSubscription(subscriptionId),
    onSuccess: () => invalidatePaymentQueries(queryClient),
  });
}
