import { type CalendarFeed, calendarFeedSchema } from '@swim/shared/api/calendar';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The calendar address's query keys, in one place for every read and invalidation. */
export const calendarKeys = { own: ['calendar', 'address'] as const };

export function getCalendarAddress(signal?: AbortSignal): Promise<CalendarFeed> {
  return apiGet('/calendar', calendarFeedSchema, signal);
}

/** The signed-in account's own secret calendar address (url null while there is none). */
export function useCalendarAddress() {
  return useQuery(queryOptions({ queryKey: calendarKeys.own, queryFn: ({ signal }) => getCalendarAddress(signal) }));
}
