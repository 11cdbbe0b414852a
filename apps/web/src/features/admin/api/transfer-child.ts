import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { invalidateClubData } from './invalidate-club';
import { peopleKeys } from './people-keys';

type TransferInput = { enrollmentId: string; toClassId: string };

export function transferChild(childId: string, { enrollmentId, toClassId }: TransferInput): Promise<unknown> {
  const path = `/admin/children/${encodeURIComponent(childId)}/enrollments/${encodeURIComponent(enrollmentId)}/transfer`;
  return apiPost(path, { toClassId });
}

/** Moves a child's enrollment to another class (same plan, the sessions left), audited as the admin's. */
export function useTransferChild(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TransferInput) => transferChild(childId, input),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: peopleKeys.children }), invalidateClubData(queryClient)]),
  });
}
