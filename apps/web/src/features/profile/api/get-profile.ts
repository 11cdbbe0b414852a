import { type Profile, profileSchema } from '@swim/shared/api/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The profile's query keys, in one place for every read and invalidation. */
export const profileKeys = { own: ['profile'] as const };

export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiGet('/profile', profileSchema, signal);
}

export const profileQueryOptions = queryOptions({
  queryKey: profileKeys.own,
  queryFn: ({ signal }) => getProfile(signal),
});

/** The signed-in user's own account. */
export function useProfile() {
  return useQuery(profileQueryOptions);
}
