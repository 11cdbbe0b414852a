import { type Goal, type GoalUpdateInput, goalSchema } from '@swim/shared/api/athletes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { athleteKeys } from './query-keys';

/** Edits, tracks (progress 0-100), completes or reopens a goal; progress 100 completes it on the server. */
export function updateGoal(id: string, changes: GoalUpdateInput): Promise<Goal> {
  return apiRequest('PATCH', `/athlete/goals/${encodeURIComponent(id)}`, { body: changes, schema: goalSchema });
}

export function useUpdateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: GoalUpdateInput }) => updateGoal(id, changes),
    onSuccess: (goal) => {
      queryClient.setQueryData<Goal[]>(athleteKeys.goals, (goals) => goals?.map((g) => (g.id === goal.id ? goal : g)));
      return queryClient.invalidateQueries({ queryKey: athleteKeys.all });
    },
  });
}
