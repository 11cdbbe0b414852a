import { type Order, orderListSchema } from '@swim/shared/api/shop';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { shopKeys } from './query-keys';

export function getOrders(signal?: AbortSignal): Promise<Order[]> {
  return apiGet('/orders', orderListSchema, signal);
}

/** The signed-in user's orders, newest first. */
export function useOrders() {
  return useQuery({ queryKey: shopKeys.orderList, queryFn: ({ signal }) => getOrders(signal) });
}
