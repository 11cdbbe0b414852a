// The coach's mark for a make-up guest (issue 26): present or absent; it uses the guest's credit, never a plan.
import { type ClassAttendance, type GuestMarked, guestMarkedSchema } from '@swim/shared/api/instructor';
import type { GuestMarkInput } from '@swim/shared/api/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { instructorKeys } from './query-keys';

type MarkGuestInput = GuestMarkInput & { classId: string; bookingId: string };

export function markGuest({ classId, bookingId, ...body }: MarkGuestInput): Promise<GuestMarked> {
  const path = `/instructor/classes/${encodeURIComponent(classId)}/guests/${encodeURIComponent(bookingId)}/attendance`;
  return apiRequest('POST', path, { body, schema: guestMarkedSchema });
}

/** Puts the saved mark on the shown list at once, then refreshes the class's views (the dashboard counts too). */
export function useMarkGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markGuest,
    onSuccess: (marked) => {
      queryClient.setQueryData<ClassAttendance>(instructorKeys.attendance(marked.classId, marked.date), (current) =>
        current
          ? {
              ...current,
              guests: current.guests.map((guest) =>
                guest.bookingId === marked.bookingId ? { ...guest, attendance: marked.attendance } : guest,
              ),
            }
          : current,
      );
    },
    onSettled: (_data, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: instructorKeys.class(input.classId) });
      void queryClient.invalidateQueries({ queryKey: instructorKeys.dashboard });
    },
  });
}
