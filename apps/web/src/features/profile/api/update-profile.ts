import { type Profile, type UpdateProfileInput, profileSchema } from '@swim/shared/api/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/session/me';
import { profileKeys } from './get-profile';

export function updateProfile(input: UpdateProfileInput): Promise<Profile> {
  return apiRequest('PATCH', '/profile', { body: input, schema: profileSchema });
}

/** Saves name, phone or language; the header's name (the session) follows. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.own, profile);
      return queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
