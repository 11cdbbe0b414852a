import type { UpcomingClass } from '@swim/shared/api/public';
import { useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { clubKeys } from '../../../lib/club-query-keys';

// The schema (and zod) load beside the request: the home page's chunks stay free of them.
const loadSchema = () => import('@swim/shared/api/public').then((m) => m.upcomingClassSchema.array());

export function getUpcomingClasses(days: number, limit: number, signal?: AbortSignal): Promise<UpcomingClass[]> {
  return apiGet(`/schedule/upcoming${toQueryString({ days, limit })}`, loadSchema, signal);
}

/** The next dated classes within the coming days. */
export function useUpcomingClasses(days = 7, limit = 6) {
  return useQuery({
    queryKey: clubKeys.upcoming(days, limit),
    queryFn: ({ signal }) => getUpcomingClasses(days, limit, signal),
  });
}
