import { type AdminCoachProfile, adminCoachProfileSchema } from '@swim/shared/api/admin-people';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { peopleKeys } from './people-keys';

export function getCoachProfile(profileId: string, signal?: AbortSignal): Promise<AdminCoachProfile> {
  return apiGet(`/admin/coach-profiles/${encodeURIComponent(profileId)}`, adminCoachProfileSchema, signal);
}

/** An instructor's coach profile, once they have one. */
export function useCoachProfile(profileId: string | null) {
  return useQuery({
    queryKey: peopleKeys.coachProfile(profileId ?? ''),
    queryFn: ({ signal }) => getCoachProfile(profileId ?? '', signal),
    enabled: profileId !== null,
  });
}
