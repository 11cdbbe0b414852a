import { type Analytics, type AnalyticsPeriod, analyticsSchema } from '@swim/shared/api/admin-analytics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export function getAnalytics(period: AnalyticsPeriod, signal?: AbortSignal): Promise<Analytics> {
  const params = 'range' in period ? { range: period.range } : { from: period.from, to: period.to };
  return apiGet(`/admin/analytics${toQueryString(params)}`, analyticsSchema, signal);
}

/** The club's figures for a quick filter or a custom period; the previous figures stay while the next load. */
export function useAnalytics(period: AnalyticsPeriod) {
  return useQuery({
    queryKey: adminKeys.analytics(period),
    queryFn: ({ signal }) => getAnalytics(period, signal),
    placeholderData: keepPreviousData,
  });
}
