import { type MakeupBooking, makeupBookingSchema, type SessionKey } from '@swim/shared/api/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { childPath } from './child-path';
import { invalidateSessionQueries } from './invalidate-sessions';

export function moveMakeup(childId: string, bookingId: string, session: SessionKey): Promise<MakeupBooking> {
  return apiPost(childPath(childId, 'makeups', bookingId, 'move'), session, makeupBookingSchema);
}

/** Moves a booked make-up to another session, keeping its credit. */
export function useMoveMakeup(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, session }: { bookingId: string; session: SessionKey }) =>
      moveMakeup(childId, bookingId, session),
    onSuccess: () => invalidateSessionQueries(queryClient, childId),
  });
}
