import { type InboxMessageDetail, type InboxReplyInput, inboxMessageDetailSchema } from '@swim/shared/api/admin-inbox';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clubAdminKeys } from './query-keys';

const path = (id: string, action: string) => `/admin/inbox/${encodeURIComponent(id)}/${action}`;

export function markMessageRead(id: string): Promise<InboxMessageDetail> {
  return apiRequest('POST', path(id, 'read'), { schema: inboxMessageDetailSchema });
}

export function setMessageHandled({ id, handled }: { id: string; handled: boolean }): Promise<InboxMessageDetail> {
  return apiRequest('PUT', path(id, 'status'), { body: { handled }, schema: inboxMessageDetailSchema });
}

export function replyToMessage({ id, input }: { id: string; input: InboxReplyInput }): Promise<InboxMessageDetail> {
  return apiRequest('POST', path(id, 'replies'), { body: input, schema: inboxMessageDetailSchema });
}

/** The open message takes the answer; the lists, the badge and the audit log are read again. */
function refresh(queryClient: QueryClient, message?: InboxMessageDetail) {
  if (message) queryClient.setQueryData(clubAdminKeys.inboxMessage(message.id), message);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: clubAdminKeys.inboxLists }),
    queryClient.invalidateQueries({ queryKey: clubAdminKeys.inboxSummary }),
    queryClient.invalidateQueries({ queryKey: clubAdminKeys.audit }),
  ]);
}

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markMessageRead, onSuccess: (message) => refresh(queryClient, message) });
}

export function useSetMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setMessageHandled, onSuccess: (message) => refresh(queryClient, message) });
}

export function useReplyToMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: replyToMessage, onSuccess: (message) => refresh(queryClient, message) });
}
