import { type AdminCoachProfile, type CoachProfileInput, adminCoachProfileSchema } from '@swim/shared/api/admin-people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidatePeople } from './invalidate-people';

type SaveCoachProfile = { input: CoachProfileInput } & ({ profileId: string } | { userId: string });

/** Creates an instructor's coach profile (by user) or replaces one's texts (by profile). */
export function saveCoachProfile(save: SaveCoachProfile): Promise<AdminCoachProfile> {
  return 'profileId' in save
    ? apiRequest('PUT', `/admin/coach-profiles/${encodeURIComponent(save.profileId)}`, {
        body: save.input,
        schema: adminCoachProfileSchema,
      })
    : apiRequest('POST', `/admin/instructors/${encodeURIComponent(save.userId)}/coach-profile`, {
        body: save.input,
        schema: adminCoachProfileSchema,
      });
}

export function useSaveCoachProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCoachProfile, onSettled: () => invalidatePeople(queryClient) });
}
