import type { SkillLevel } from '@swim/shared/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateChildQueries } from './invalidate-child';

export function changeSkillLevel(childId: string, level: SkillLevel): Promise<unknown> {
  return apiRequest('PATCH', `/children/${encodeURIComponent(childId)}/skill-level`, { body: { level } });
}

/** Changes the child's level; the server records the change in the level history. */
export function useChangeSkillLevel(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (level: SkillLevel) => changeSkillLevel(childId, level),
    onSuccess: () => invalidateChildQueries(queryClient),
  });
}
