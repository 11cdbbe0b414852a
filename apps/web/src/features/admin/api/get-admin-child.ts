import { type AdminChild, adminChildSchema } from '@swim/shared/api/admin-people';
import { type ChildActivity, childActivitySchema } from '@swim/shared/api/children';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { peopleKeys } from './people-keys';

const childPath = (childId: string) => `/admin/children/${encodeURIComponent(childId)}`;

export function getAdminChild(childId: string, signal?: AbortSignal): Promise<AdminChild> {
  return apiGet(childPath(childId), adminChildSchema, signal);
}

export function getAdminChildActivity(childId: string, signal?: AbortSignal): Promise<ChildActivity> {
  return apiGet(`${childPath(childId)}/activity`, childActivitySchema, signal);
}

/** Any child, as its parent sees it, with the parent's contact. */
export function useAdminChild(childId: string) {
  return useQuery({ queryKey: peopleKeys.child(childId), queryFn: ({ signal }) => getAdminChild(childId, signal) });
}

/** The child's attendance, progress, times, achievements and payments. */
export function useAdminChildActivity(childId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: peopleKeys.childActivity(childId),
    queryFn: ({ signal }) => getAdminChildActivity(childId, signal),
    enabled: options.enabled ?? true,
  });
}
