import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateWaitlistViews } from '../../../lib/waitlist-query-keys';

export type LeaveWaitlist = { childId: string; entryId: string };

export function leaveWaitlist({ childId, entryId }: LeaveWaitlist): Promise<void> {
  return apiRequest('DELETE', `/children/${encodeURIComponent(childId)}/waitlist/${encodeURIComponent(entryId)}`);
}

/** Takes a child off a waiting list; a place held for it passes to the next family. */
export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: leaveWaitlist, onSettled: () => invalidateWaitlistViews(queryClient) });
}
