import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidatePeople } from './invalidate-people';

export function deleteAthleteProfile(id: string): Promise<unknown> {
  return apiRequest('DELETE', `/admin/athlete-profiles/${encodeURIComponent(id)}`);
}

/** Deletes an athlete profile (and its photo). */
export function useDeleteAthleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAthleteProfile, onSettled: () => invalidatePeople(queryClient) });
}
