import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { childPath } from './child-path';
import { invalidateSessionQueries } from './invalidate-sessions';

export function withdrawAbsence(childId: string, absenceId: string): Promise<void> {
  return apiRequest('DELETE', childPath(childId, 'absences', absenceId));
}

/** "Coming after all": takes a reported absence back (and the credit it earned) before the notice period. */
export function useWithdrawAbsence(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (absenceId: string) => withdrawAbsence(childId, absenceId),
    onSuccess: () => invalidateSessionQueries(queryClient, childId),
  });
}
