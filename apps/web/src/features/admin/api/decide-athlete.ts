import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** Approves an athlete, or withdraws an approval (204). */
export function decideAthlete(userId: string, approved: boolean): Promise<unknown> {
  return apiPost(`/admin/athletes/${encodeURIComponent(userId)}/decision`, { approved });
}

export function useDecideAthlete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, approved }: { userId: string; approved: boolean }) => decideAthlete(userId, approved),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.athletes });
      await queryClient.invalidateQueries({ queryKey: adminKeys.users });
    },
  });
}
