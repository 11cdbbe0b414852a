import {
  type CoachProfileList,
  type CoachProfileListQuery,
  coachProfileListSchema,
} from '@swim/shared/api/admin-people';
import { useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { peopleKeys } from './people-keys';

export function getCoachProfiles(query: CoachProfileListQuery, signal?: AbortSignal): Promise<CoachProfileList> {
  return apiGet(`/admin/coach-profiles${toQueryString({ ...query })}`, coachProfileListSchema, signal);
}

/** Coach profiles by holder; the console asks for those no instructor holds any more. */
export function useCoachProfiles(query: CoachProfileListQuery) {
  return useQuery({
    queryKey: peopleKeys.coachProfileList(query),
    queryFn: ({ signal }) => getCoachProfiles(query, signal),
  });
}
