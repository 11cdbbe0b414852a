import { type WaitlistJoinInput, type WaitlistJoined, waitlistJoinedSchema } from '@swim/shared/api/waitlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { invalidateWaitlistViews } from '../../../lib/waitlist-query-keys';

export function joinWaitlist(childId: string, input: WaitlistJoinInput): Promise<WaitlistJoined> {
  return apiPost(`/children/${encodeURIComponent(childId)}/waitlist`, input, waitlistJoinedSchema);
}

/** Puts one of the family's children on a full class's waiting list, with the plan it will take. */
export function useJoinWaitlist(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WaitlistJoinInput) => joinWaitlist(childId, input),
    onSettled: () => invalidateWaitlistViews(queryClient),
  });
}
