import { type WaitlistAnalytics, waitlistAnalyticsSchema } from '@swim/shared/api/waitlist';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** Club days 'YYYY-MM-DD', both included: the offers made within them are counted. */
export type WaitlistPeriod = { from: string; to: string };

export function getWaitlistAnalytics(period: WaitlistPeriod | null, signal?: AbortSignal): Promise<WaitlistAnalytics> {
  return apiGet(`/admin/waitlist/analytics${toQueryString({ ...period })}`, waitlistAnalyticsSchema, signal);
}

/**
 * Families waiting per class now, and how the period's offers ended (null: the server's default, the last year); the
 * previous figures stay while new ones load.
 */
export function useWaitlistAnalytics(period: WaitlistPeriod | null) {
  return useQuery({
    queryKey: adminKeys.waitlistAnalytics(period),
    queryFn: ({ signal }) => getWaitlistAnalytics(period, signal),
    placeholderData: keepPreviousData,
  });
}
