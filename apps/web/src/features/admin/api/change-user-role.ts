import { type RoleChangeResult, roleChangeResultSchema } from '@swim/shared/api/admin-users';
import type { Role } from '@swim/shared/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** Gives a user another role (the server refuses one's own role with 403); the answer names the change for an undo. */
export function changeUserRole(userId: string, role: Role): Promise<RoleChangeResult> {
  return apiRequest('PATCH', `/admin/users/${encodeURIComponent(userId)}/role`, {
    body: { role },
    schema: roleChangeResultSchema,
  });
}

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) => changeUserRole(userId, role),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.users });
      await queryClient.invalidateQueries({ queryKey: adminKeys.athletes });
    },
  });
}
