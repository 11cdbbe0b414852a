import { type Goal, type GoalCreateInput, goalSchema } from '@swim/shared/api/athletes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { athleteKeys } from './query-keys';

export function createGoal(input: GoalCreateInput): Promise<Goal> {
  return apiPost('/athlete/goals', input, goalSchema);
}

export function useCreateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGoal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: athleteKeys.all }),
  });
}
