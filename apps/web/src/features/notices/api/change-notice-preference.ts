import {
  type NoticePreferenceChange,
  type NoticePreferenceList,
  noticePreferenceListSchema,
} from '@swim/shared/api/notices';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { noticeKeys } from './get-notice-preferences';

export function changeNoticePreference(change: NoticePreferenceChange): Promise<NoticePreferenceList> {
  return apiRequest('PUT', '/notices/preferences', { body: change, schema: noticePreferenceListSchema });
}

/** The list with one switch set. */
function withSwitch(list: NoticePreferenceList, { kind, channel, enabled }: NoticePreferenceChange) {
  return { items: list.items.map((item) => (item.kind === kind ? { ...item, [channel]: enabled } : item)) };
}

function setSwitch(queryClient: QueryClient, change: NoticePreferenceChange): void {
  queryClient.setQueryData<NoticePreferenceList>(noticeKeys.preferences, (list) => list && withSwitch(list, change));
}

/** Changes sent one after another on other switches are still under way: the last to settle brings the server's list. */
function isLastChange(queryClient: QueryClient): boolean {
  return queryClient.isMutating({ mutationKey: noticeKeys.preferences }) === 1;
}

/**
 * Turns one kind on or off for one channel. The switch moves at once; a refusal puts back only that switch (other
 * switches changed meanwhile keep their new state), and the server's list replaces the guess once nothing is pending.
 */
export function useChangeNoticePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: noticeKeys.preferences,
    mutationFn: changeNoticePreference,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: noticeKeys.preferences });
      setSwitch(queryClient, change);
    },
    onError: (_error, change) => {
      setSwitch(queryClient, { ...change, enabled: !change.enabled });
      if (isLastChange(queryClient)) void queryClient.invalidateQueries({ queryKey: noticeKeys.preferences });
    },
    onSuccess: (list) => {
      if (isLastChange(queryClient)) queryClient.setQueryData(noticeKeys.preferences, list);
    },
  });
}
