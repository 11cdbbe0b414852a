import { type AdminUser, adminUserSchema } from '@swim/shared/api/admin-users';
import type { Role } from '@swim/shared/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** Gives a user another role (the server refuses one's own role with 403). */
export function changeUserRole(userId: string, role: Role): Promise<AdminUser> {
  return apiRequest('PATCH', `/admin/users/${encodeURIComponent(userId)}/role`, {
    body: { role },
    schema: adminUserSchema,
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
