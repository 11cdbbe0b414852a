import { type RoleChangeResult, roleChangeResultSchema } from '@swim/shared/api/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** Undoes a role change: the previous role comes back, and an athlete's approval with it (409 once superseded). */
export function undoRoleChange(userId: string, changeId: string): Promise<RoleChangeResult> {
  return apiPost(`/admin/users/${encodeURIComponent(userId)}/role/undo`, { changeId }, roleChangeResultSchema);
}

export function useUndoRoleChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, changeId }: { userId: string; changeId: string }) => undoRoleChange(userId, changeId),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.users });
      await queryClient.invalidateQueries({ queryKey: adminKeys.athletes });
    },
  });
}
