import { type SubscriptionDetail, subscriptionDetailSchema } from '@swim/shared/api/payments';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { subscriptionKeys } from './query-keys';

export function getSubscription(subscriptionId: string, signal?: AbortSignal): Promise<SubscriptionDetail> {
  return apiGet(`/subscriptions/${encodeURIComponent(subscriptionId)}`, subscriptionDetailSchema, signal);
}

/** One subscription with its invoices (each period's payment) and the plans it may switch to. */
export function useSubscription(subscriptionId: string) {
  return useQuery({
    queryKey: subscriptionKeys.detail(subscriptionId),
    queryFn: ({ signal }) => getSubscription(subscriptionId, signal),
  });
}
