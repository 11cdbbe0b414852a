import { type AdminWaitlist, adminWaitlistSchema } from '@swim/shared/api/waitlist';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export function getClassWaitlist(classId: string, signal?: AbortSignal): Promise<AdminWaitlist> {
  return apiGet(`/admin/classes/${encodeURIComponent(classId)}/waitlist`, adminWaitlistSchema, signal);
}

/** A class's waiting list in order, with each family's contacts and the place held for it, if any. */
export function useClassWaitlist(classId: string) {
  return useQuery({
    queryKey: adminKeys.classWaitlist(classId),
    queryFn: ({ signal }) => getClassWaitlist(classId, signal),
  });
}
