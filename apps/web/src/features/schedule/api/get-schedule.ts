import type { ScheduleEntry } from '@swim/shared/api/public';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { clubKeys } from '../../../lib/club-query-keys';

// The schema (and zod) load beside the request: the home page's chunks stay free of them.
const loadSchema = () => import('@swim/shared/api/public').then((m) => m.scheduleEntrySchema.array());

export function getSchedule(signal?: AbortSignal): Promise<ScheduleEntry[]> {
  return apiGet('/schedule', loadSchema, signal);
}

/** Every weekly class session of the club. */
export function useSchedule() {
  return useQuery({ queryKey: clubKeys.weeklySchedule, queryFn: ({ signal }) => getSchedule(signal) });
}
