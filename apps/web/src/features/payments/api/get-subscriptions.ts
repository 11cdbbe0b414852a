import { type Subscription, subscriptionSchema } from '@swim/shared/api/payments';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { subscriptionKeys } from './query-keys';

export function getSubscriptions(signal?: AbortSignal): Promise<Subscription[]> {
  return apiGet('/subscriptions', z.array(subscriptionSchema), signal);
}

/** The parent's monthly card subscriptions, active and past. */
export function useSubscriptions() {
  return useQuery({ queryKey: subscriptionKeys.list, queryFn: ({ signal }) => getSubscriptions(signal) });
}
