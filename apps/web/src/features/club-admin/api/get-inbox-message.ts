import { type InboxMessageDetail, inboxMessageDetailSchema } from '@swim/shared/api/admin-inbox';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { clubAdminKeys } from './query-keys';

export function getInboxMessage(id: string, signal?: AbortSignal): Promise<InboxMessageDetail> {
  return apiGet(`/admin/inbox/${encodeURIComponent(id)}`, inboxMessageDetailSchema, signal);
}

/** One message with its replies (while its dialog is open). */
export function useInboxMessage(id: string | null) {
  return useQuery({
    queryKey: clubAdminKeys.inboxMessage(id ?? ''),
    queryFn: ({ signal }) => getInboxMessage(id ?? '', signal),
    enabled: id !== null,
  });
}
