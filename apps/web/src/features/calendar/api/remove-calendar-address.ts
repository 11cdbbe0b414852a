import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { calendarKeys } from './get-calendar-address';

export function removeCalendarAddress(): Promise<void> {
  return apiRequest('DELETE', '/calendar');
}

/** Turns the account's calendar address off: calendars subscribed to it stop getting sessions. */
export function useRemoveCalendarAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCalendarAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.own }),
  });
}
