import { type AdminOrderList, type OrderListQuery, adminOrderListSchema } from '@swim/shared/api/admin-shop';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { shopAdminKeys } from './query-keys';

export function getAdminOrders(query: OrderListQuery, signal?: AbortSignal): Promise<AdminOrderList> {
  return apiGet(`/admin/orders${toQueryString({ ...query })}`, adminOrderListSchema, signal);
}

/** One page of orders, newest first; the previous page stays while the next loads. */
export function useAdminOrders(query: OrderListQuery) {
  return useQuery({
    queryKey: shopAdminKeys.orderList(query),
    queryFn: ({ signal }) => getAdminOrders(query, signal),
    placeholderData: keepPreviousData,
  });
}
