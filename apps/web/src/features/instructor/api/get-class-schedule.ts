import { type ClassSchedule, classScheduleSchema, SCHEDULE_WEEKS_DEFAULT } from '@swim/shared/api/instructor';
import { useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { instructorKeys } from './query-keys';

/** The class's session dates over the coming weeks. */
export function getClassSchedule(classId: string, signal?: AbortSignal): Promise<ClassSchedule> {
  const path = `/instructor/classes/${encodeURIComponent(classId)}/sessions${toQueryString({ weeks: SCHEDULE_WEEKS_DEFAULT })}`;
  return apiGet(path, classScheduleSchema, signal);
}

export function useClassSchedule(classId: string) {
  return useQuery({
    queryKey: instructorKeys.schedule(classId),
    queryFn: ({ signal }) => getClassSchedule(classId, signal),
  });
}
