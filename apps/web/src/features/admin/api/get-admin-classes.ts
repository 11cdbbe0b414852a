import { type ClassList, type ClassListQuery, classListSchema } from '@swim/shared/api/admin-club';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export function getAdminClasses(query: ClassListQuery, signal?: AbortSignal): Promise<ClassList> {
  return apiGet(`/admin/classes${toQueryString({ ...query })}`, classListSchema, signal);
}

/** One page of classes as the console lists them; the previous page stays while the next loads. */
export function useAdminClasses(query: ClassListQuery) {
  return useQuery({
    queryKey: adminKeys.classList(query),
    queryFn: ({ signal }) => getAdminClasses(query, signal),
    placeholderData: keepPreviousData,
  });
}
