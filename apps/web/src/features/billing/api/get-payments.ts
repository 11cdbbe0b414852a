import { type PaymentList, type PaymentListQuery, paymentListSchema } from '@swim/shared/api/payments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

export function getPayments(query: PaymentListQuery, signal?: AbortSignal): Promise<PaymentList> {
  const params = toQueryString({
    search: query.search,
    status: query.status,
    method: query.method,
    childId: query.childId,
    range: query.range,
    page: query.page,
    pageSize: query.pageSize,
  });
  return apiGet(`/payments${params}`, paymentListSchema, signal);
}

/** One page of payments with the summary; the previous page stays on screen while the next one loads. */
export function usePayments(query: PaymentListQuery) {
  return useQuery({
    queryKey: billingKeys.paymentList(query),
    queryFn: ({ signal }) => getPayments(query, signal),
    placeholderData: keepPreviousData,
  });
}
