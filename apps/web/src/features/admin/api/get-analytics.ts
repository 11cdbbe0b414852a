import { type Analytics, analyticsSchema } from '@swim/shared/api/admin-analytics';
import type { QuickDateRange } from '@swim/shared/dates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export function getAnalytics(range: QuickDateRange, signal?: AbortSignal): Promise<Analytics> {
  return apiGet(`/admin/analytics?range=${range}`, analyticsSchema, signal);
}

/** The club's figures for a quick filter; the previous figures stay while the next load. */
export function useAnalytics(range: QuickDateRange) {
  return useQuery({
    queryKey: adminKeys.analytics(range),
    queryFn: ({ signal }) => getAnalytics(range, signal),
    placeholderData: keepPreviousData,
  });
}
