import { type EnrollmentList, type EnrollmentListQuery, enrollmentListSchema } from '@swim/shared/api/admin-club';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export function getAdminEnrollments(query: EnrollmentListQuery, signal?: AbortSignal): Promise<EnrollmentList> {
  return apiGet(`/admin/enrollments${toQueryString({ ...query })}`, enrollmentListSchema, signal);
}

/** One page of enrollments; the previous page stays while the next loads. */
export function useAdminEnrollments(query: EnrollmentListQuery) {
  return useQuery({
    queryKey: adminKeys.enrollmentList(query),
    queryFn: ({ signal }) => getAdminEnrollments(query, signal),
    placeholderData: keepPreviousData,
  });
}
