import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { childPath } from './child-path';
import { invalidateSessionQueries } from './invalidate-sessions';

export function cancelMakeup(childId: string, bookingId: string): Promise<void> {
  return apiRequest('DELETE', childPath(childId, 'makeups', bookingId));
}

/** Cancels a booked make-up before the notice period; its credit is available again. */
export function useCancelMakeup(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => cancelMakeup(childId, bookingId),
    onSuccess: () => invalidateSessionQueries(queryClient, childId),
  });
}
