import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { invalidateChildQueries } from './invalidate-child';

type TransferInput = { enrollmentId: string; toClassId: string };

export function transferEnrollment(childId: string, { enrollmentId, toClassId }: TransferInput): Promise<unknown> {
  const path = `/children/${encodeURIComponent(childId)}/enrollments/${encodeURIComponent(enrollmentId)}/transfer`;
  return apiPost(path, { toClassId });
}

/** Moves an enrollment to another class with the same plan and the sessions left. */
export function useTransferEnrollment(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TransferInput) => transferEnrollment(childId, input),
    onSuccess: () => invalidateChildQueries(queryClient),
  });
}
