import { type ScheduleEntry, scheduleEntrySchema } from '@swim/shared/api/public';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { clubKeys } from '../../../lib/club-query-keys';

const scheduleSchema = z.array(scheduleEntrySchema);

export function getSchedule(signal?: AbortSignal): Promise<ScheduleEntry[]> {
  return apiGet('/schedule', scheduleSchema, signal);
}

/** Every weekly class session of the club. */
export function useSchedule() {
  return useQuery({ queryKey: clubKeys.weeklySchedule, queryFn: ({ signal }) => getSchedule(signal) });
}
