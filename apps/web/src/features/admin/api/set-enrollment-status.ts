import { type AdminEnrollment, adminEnrollmentSchema } from '@swim/shared/api/admin-club';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateClubData } from './invalidate-club';

/** Activates or deactivates an enrollment (reactivation is refused with CLASS_FULL when the class has no room). */
export function setEnrollmentStatus({ id, active }: { id: string; active: boolean }): Promise<AdminEnrollment> {
  return apiRequest('PATCH', `/admin/enrollments/${encodeURIComponent(id)}/status`, {
    body: { active },
    schema: adminEnrollmentSchema,
  });
}

export function useSetEnrollmentStatus() {
  const queryClient = useQueryClient();
  // Free places change with it: the class list, the schedule and the wizard are refetched too.
  return useMutation({ mutationFn: setEnrollmentStatus, onSettled: () => invalidateClubData(queryClient) });
}
