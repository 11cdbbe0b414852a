import { type Achievement, achievementSchema } from '@swim/shared/api/children';
import type { AchievementInput } from '@swim/shared/api/instructor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { instructorKeys } from './query-keys';

type Input = { childId: string; input: AchievementInput };

/** Awards the child an achievement. */
export function awardAchievement({ childId, input }: Input): Promise<Achievement> {
  return apiPost(`/instructor/children/${encodeURIComponent(childId)}/achievements`, input, achievementSchema);
}

export function useAwardAchievement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: awardAchievement,
    onSuccess: (_data, { childId }) => queryClient.invalidateQueries({ queryKey: instructorKeys.child(childId) }),
  });
}
