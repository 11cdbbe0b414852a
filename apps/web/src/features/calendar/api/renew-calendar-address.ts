import { type CalendarFeed, calendarFeedSchema } from '@swim/shared/api/calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { calendarKeys } from './get-calendar-address';

export function renewCalendarAddress(): Promise<CalendarFeed> {
  return apiRequest('POST', '/calendar', { schema: calendarFeedSchema });
}

/** Makes the account's calendar address, or a new one in place of it (the old one stops working at once). */
export function useRenewCalendarAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewCalendarAddress,
    onSuccess: (feed) => queryClient.setQueryData(calendarKeys.own, feed),
  });
}
