import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateChildQueries } from './invalidate-child';

export function unenroll(childId: string, enrollmentId: string): Promise<void> {
  const path = `/children/${encodeURIComponent(childId)}/enrollments/${encodeURIComponent(enrollmentId)}`;
  return apiRequest('DELETE', path);
}

/** Ends an active enrollment; the place is free for others at once. */
export function useUnenroll(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enrollmentId: string) => unenroll(childId, enrollmentId),
    onSuccess: () => invalidateChildQueries(queryClient),
  });
}
