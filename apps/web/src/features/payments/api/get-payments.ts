import { type PaymentList, type PaymentListQuery, paymentListSchema } from '@swim/shared/api/payments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { paymentKeys } from './query-keys';

export function getPayments(query: PaymentListQuery, signal?: AbortSignal): Promise<PaymentList> {
  const params = toQueryString({
    status: query.status,
    method: query.method,
    childId: query.childId,
    range: query.range,
    search: query.search,
    page: query.page,
    pageSize: query.pageSize,
  });
  return apiGet(`/payments${params}`, paymentListSchema, signal);
}

/** One page of the payment history with the summary; the previous page stays on screen while the next loads. */
export function usePayments(query: PaymentListQuery) {
  return useQuery({
    queryKey: paymentKeys.list(query),
    queryFn: ({ signal }) => getPayments(query, signal),
    placeholderData: keepPreviousData,
  });
}
