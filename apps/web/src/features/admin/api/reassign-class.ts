import { classReassignResultSchema } from '@swim/shared/api/admin-people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateClubData } from './invalidate-club';
import { invalidatePeople } from './invalidate-people';

/** Gives a class to another instructor (refused unless that user's role is instructor). */
export function reassignClass({ classId, instructorId }: { classId: string; instructorId: string }) {
  return apiRequest('PUT', `/admin/classes/${encodeURIComponent(classId)}/instructor`, {
    body: { instructorId },
    schema: classReassignResultSchema,
  });
}

export function useReassignClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reassignClass,
    onSettled: () => Promise.all([invalidatePeople(queryClient), invalidateClubData(queryClient)]),
  });
}
