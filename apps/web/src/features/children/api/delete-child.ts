import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

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
        queryClient.invalidateQueries({ queryKey: ['children', childId], refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: ['children'], exact: true }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
        queryClient.invalidateQueries({ queryKey: ['class-options'] }),
      ]),
  });
}
