import type { ScheduleWeek, WeekSessionChange } from '@swim/shared/api/schedule-week';
import { hhmm } from '@swim/shared/dated-sessions';
import { mondayOf } from '@swim/shared/schedule-weeks';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { clubKeys } from '../../../lib/club-query-keys';

// The schema (and zod) load beside the request: the home page's chunks stay free of them.
const loadSchema = () => import('@swim/shared/api/schedule-week').then((m) => m.scheduleWeekSchema);

export function getScheduleWeek(monday: string, signal?: AbortSignal): Promise<ScheduleWeek> {
  return apiGet(`/schedule/week?week=${monday}`, loadSchema, signal);
}

/** The closed, cancelled and moved sessions of the week starting on `monday` (one request per week, shared). */
export function useScheduleWeek(monday: string) {
  return useQuery({
    queryKey: clubKeys.scheduleWeek(monday),
    queryFn: ({ signal }) => getScheduleWeek(monday, signal),
  });
}

/** What happens to a class's session on a date (by the weekly pattern's date and time), or undefined when it is held. */
export function useSessionChange(session: { classId: string; date: string; startTime: string }) {
  const week = useScheduleWeek(mondayOf(session.date));
  return findChange(week.data, session);
}

export function findChange(
  week: ScheduleWeek | undefined,
  { classId, date, startTime }: { classId: string; date: string; startTime: string },
): WeekSessionChange | undefined {
  return week?.changes.find((c) => c.classId === classId && c.date === date && hhmm(c.startTime) === hhmm(startTime));
}
