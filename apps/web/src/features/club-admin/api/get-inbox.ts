import { type InboxList, type InboxListQuery, inboxListSchema } from '@swim/shared/api/admin-inbox';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { clubAdminKeys } from './query-keys';

export function getInbox(query: InboxListQuery, signal?: AbortSignal): Promise<InboxList> {
  return apiGet(`/admin/inbox${toQueryString({ ...query })}`, inboxListSchema, signal);
}

/** One page of the inbox, unread first; the previous page stays while the next loads. */
export function useInbox(query: InboxListQuery) {
  return useQuery({
    queryKey: clubAdminKeys.inboxList(query),
    queryFn: ({ signal }) => getInbox(query, signal),
    placeholderData: keepPreviousData,
  });
}
