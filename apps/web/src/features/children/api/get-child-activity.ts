import { type ChildActivity, childActivitySchema } from '@swim/shared/api/children';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { childKeys } from './query-keys';

export function getChildActivity(childId: string, signal?: AbortSignal): Promise<ChildActivity> {
  return apiGet(`/children/${encodeURIComponent(childId)}/activity`, childActivitySchema, signal);
}

/** Attendance, assessments, times, achievements, payments and level history of a child. */
export function useChildActivity(childId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: childKeys.activity(childId),
    queryFn: ({ signal }) => getChildActivity(childId, signal),
    enabled: options.enabled ?? true,
  });
}
