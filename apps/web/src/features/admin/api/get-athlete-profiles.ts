import {
  type AthleteProfileList,
  type AthleteProfileListQuery,
  athleteProfileListSchema,
} from '@swim/shared/api/admin-people';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { peopleKeys } from './people-keys';

export function getAthleteProfiles(query: AthleteProfileListQuery, signal?: AbortSignal): Promise<AthleteProfileList> {
  return apiGet(`/admin/athlete-profiles${toQueryString({ ...query })}`, athleteProfileListSchema, signal);
}

/** One page of the athlete profiles shown on /coaches, in their public order. */
export function useAthleteProfiles(query: AthleteProfileListQuery) {
  return useQuery({
    queryKey: peopleKeys.athleteProfileList(query),
    queryFn: ({ signal }) => getAthleteProfiles(query, signal),
    placeholderData: keepPreviousData,
  });
}
