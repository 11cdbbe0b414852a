import { type ClassAttendance, classAttendanceSchema } from '@swim/shared/api/instructor';
import { useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { instructorKeys } from './query-keys';

type AttendanceQuery = { classId: string; date: string };

/** The marks of a class for one date, with each child's and the class's attendance rate. */
export function getClassAttendance({ classId, date }: AttendanceQuery, signal?: AbortSignal): Promise<ClassAttendance> {
  const path = `/instructor/classes/${encodeURIComponent(classId)}/attendance${toQueryString({ date })}`;
  return apiGet(path, classAttendanceSchema, signal);
}

export function useClassAttendance(query: AttendanceQuery) {
  return useQuery({
    queryKey: instructorKeys.attendance(query.classId, query.date),
    queryFn: ({ signal }) => getClassAttendance(query, signal),
    enabled: query.date !== '',
  });
}
