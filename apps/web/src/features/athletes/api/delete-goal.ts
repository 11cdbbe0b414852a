import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { athleteKeys } from './query-keys';

export function deleteGoal(id: string): Promise<unknown> {
  return apiRequest('DELETE', `/athlete/goals/${encodeURIComponent(id)}`);
}

export function useDeleteGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGoal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: athleteKeys.all }),
  });
}
