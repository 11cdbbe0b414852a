import { type InboxSummary, inboxSummarySchema } from '@swim/shared/api/admin-inbox';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { clubAdminKeys } from './query-keys';

export function getInboxSummary(signal?: AbortSignal): Promise<InboxSummary> {
  return apiGet('/admin/inbox/summary', inboxSummarySchema, signal);
}

/** The unread count for the inbox tab's badge. */
export function useInboxSummary() {
  return useQuery({ queryKey: clubAdminKeys.inboxSummary, queryFn: ({ signal }) => getInboxSummary(signal) });
}
