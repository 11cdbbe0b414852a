import { type Order, orderSchema } from '@swim/shared/api/shop';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { shopKeys } from './query-keys';

export function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return apiGet(`/orders/${encodeURIComponent(orderId)}`, orderSchema, signal);
}

/** One of the signed-in user's orders. */
export function useOrder(orderId: string) {
  return useQuery({ queryKey: shopKeys.order(orderId), queryFn: ({ signal }) => getOrder(orderId, signal) });
}
