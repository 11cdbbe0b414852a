import { type NoticePreferenceList, noticePreferenceListSchema } from '@swim/shared/api/notices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The notices feature's query keys, in one place for every read, write and invalidation. */
export const noticeKeys = { preferences: ['notices', 'preferences'] as const };

export function getNoticePreferences(signal?: AbortSignal): Promise<NoticePreferenceList> {
  return apiGet('/notices/preferences', noticePreferenceListSchema, signal);
}

export const noticePreferencesQueryOptions = queryOptions({
  queryKey: noticeKeys.preferences,
  queryFn: ({ signal }) => getNoticePreferences(signal),
});

/** What the signed-in account receives, kind by kind, by mail and by push. */
export function useNoticePreferences() {
  return useQuery(noticePreferencesQueryOptions);
}
