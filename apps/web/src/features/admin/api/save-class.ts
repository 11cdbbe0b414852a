import { type AdminClass, type ClassInput, adminClassSchema } from '@swim/shared/api/admin-club';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateClubData } from './invalidate-club';

/** Creates a class with its sessions (no id) or replaces one's details and sessions (with its id). */
export function saveClass({ id, input }: { id?: string; input: ClassInput }): Promise<AdminClass> {
  return id
    ? apiRequest('PUT', `/admin/classes/${encodeURIComponent(id)}`, { body: input, schema: adminClassSchema })
    : apiRequest('POST', '/admin/classes', { body: input, schema: adminClassSchema });
}

export function useSaveClass() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveClass, onSettled: () => invalidateClubData(queryClient) });
}
