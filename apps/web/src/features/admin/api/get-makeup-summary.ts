// The admin's make-up summary (issue 26 item 8): credits per month and make-up guests per class over the next weeks.
import { type MakeupSummary, makeupSummarySchema } from '@swim/shared/api/makeup-admin';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const makeupSummaryKey = ['admin', 'makeups', 'summary'] as const;

export function getMakeupSummary(signal?: AbortSignal): Promise<MakeupSummary> {
  return apiGet('/admin/makeups/summary', makeupSummarySchema, signal);
}

export function useMakeupSummary() {
  return useQuery({ queryKey: makeupSummaryKey, queryFn: ({ signal }) => getMakeupSummary(signal) });
}
