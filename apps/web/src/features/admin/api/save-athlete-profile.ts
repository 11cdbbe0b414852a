import {
  type AdminAthleteProfile,
  type AthleteProfileInput,
  adminAthleteProfileSchema,
} from '@swim/shared/api/admin-people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidatePeople } from './invalidate-people';

/** Creates an athlete profile (no id) or replaces one's texts (with its id). */
export function saveAthleteProfile({
  id,
  input,
}: {
  id?: string;
  input: AthleteProfileInput;
}): Promise<AdminAthleteProfile> {
  return id
    ? apiRequest('PUT', `/admin/athlete-profiles/${encodeURIComponent(id)}`, {
        body: input,
        schema: adminAthleteProfileSchema,
      })
    : apiRequest('POST', '/admin/athlete-profiles', { body: input, schema: adminAthleteProfileSchema });
}

export function useSaveAthleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveAthleteProfile, onSettled: () => invalidatePeople(queryClient) });
}
