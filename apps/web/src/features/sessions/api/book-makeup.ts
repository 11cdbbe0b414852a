import { type MakeupBookInput, type MakeupBooking, makeupBookingSchema } from '@swim/shared/api/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { childPath } from './child-path';
import { invalidateSessionQueries } from './invalidate-sessions';

export function bookMakeup(childId: string, input: MakeupBookInput): Promise<MakeupBooking> {
  return apiPost(childPath(childId, 'makeups'), input, makeupBookingSchema);
}

/** Books a make-up session with a credit: spends the credit and one free place of that session. */
export function useBookMakeup(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MakeupBookInput) => bookMakeup(childId, input),
    onSuccess: () => invalidateSessionQueries(queryClient, childId),
  });
}
