import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clubKeys } from '../../../lib/club-query-keys';
import { familyKeys } from '../../../lib/family-query-keys';
import { childKeys } from './query-keys';

export function deleteChild(childId: string, confirmName: string): Promise<void> {
  return apiRequest('DELETE', `/children/${encodeURIComponent(childId)}`, { body: { confirmName } });
}

/** Deletes a child; the server checks the typed name again. */
export function useDeleteChild(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmName: string) => deleteChild(childId, confirmName),
    onSuccess: () =>
      Promise.all([
        // The open profile must not refetch a child that no longer exists; it is left for the dashboard.
        queryClient.invalidateQueries({ queryKey: childKeys.detail(childId), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: childKeys.all, exact: true }),
        queryClient.invalidateQueries({ queryKey: familyKeys.dashboard }),
        queryClient.invalidateQueries({ queryKey: clubKeys.classOptions }),
      ]),
  });
}
