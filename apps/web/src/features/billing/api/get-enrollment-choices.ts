import { type EnrollmentList, enrollmentListSchema } from '@swim/shared/api/admin-club';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

/** At most this many matches are listed: the admin types more to narrow them. */
export const ENROLLMENT_CHOICES_SHOWN = 8;

/** Active enrollments whose child or parent matches the search (name or e-mail), to record a payment for one. */
export function getEnrollmentChoices(search: string, signal?: AbortSignal): Promise<EnrollmentList> {
  const query = toQueryString({
    search,
    status: 'active',
    sort: 'child',
    order: 'asc',
    pageSize: ENROLLMENT_CHOICES_SHOWN,
  });
  return apiGet(`/admin/enrollments${query}`, enrollmentListSchema, signal);
}

/** Searches once at least two characters are typed. */
export function useEnrollmentChoices(search: string) {
  return useQuery({
    queryKey: billingKeys.enrollmentChoices(search),
    queryFn: ({ signal }) => getEnrollmentChoices(search, signal),
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
  });
}
