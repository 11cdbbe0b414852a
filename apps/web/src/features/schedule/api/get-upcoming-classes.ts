import { type UpcomingClass, upcomingClassSchema } from '@swim/shared/api/public';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { clubKeys } from '../../../lib/club-query-keys';

const upcomingSchema = z.array(upcomingClassSchema);

export function getUpcomingClasses(days: number, limit: number, signal?: AbortSignal): Promise<UpcomingClass[]> {
  return apiGet(`/schedule/upcoming${toQueryString({ days, limit })}`, upcomingSchema, signal);
}

/** The next dated classes within the coming days. */
export function useUpcomingClasses(days = 7, limit = 6) {
  return useQuery({
    queryKey: clubKeys.upcoming(days, limit),
    queryFn: ({ signal }) => getUpcomingClasses(days, limit, signal),
  });
}
