import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { invalidateClubData } from './invalidate-club';

export type WaitlistRemoval = { entryId: string; reason?: string };

/** Takes a family off a waiting list, with the admin's reason if given; a place held for it goes to the next family. */
export function removeWaitlistEntry({ entryId, reason }: WaitlistRemoval): Promise<void> {
  return apiPost(`/admin/waitlist/${encodeURIComponent(entryId)}/remove`, reason ? { reason } : {});
}

export function useRemoveWaitlistEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeWaitlistEntry, onSettled: () => invalidateClubData(queryClient) });
}
