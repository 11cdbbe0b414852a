import { type InstructorList, type InstructorListQuery, instructorListSchema } from '@swim/shared/api/admin-people';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { peopleKeys } from './people-keys';

export function getInstructors(query: InstructorListQuery, signal?: AbortSignal): Promise<InstructorList> {
  return apiGet(`/admin/instructors${toQueryString({ ...query })}`, instructorListSchema, signal);
}

/** One page of instructors with their classes count and coach profile state. */
export function useInstructors(query: InstructorListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: peopleKeys.instructorList(query),
    queryFn: ({ signal }) => getInstructors(query, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
