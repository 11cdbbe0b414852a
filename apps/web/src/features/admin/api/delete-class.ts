import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateClubData } from './invalidate-club';

/** Deletes a class that never had enrollments (the server refuses one that had with CLASS_IN_USE). */
export function deleteClass(id: string): Promise<unknown> {
  return apiRequest('DELETE', `/admin/classes/${encodeURIComponent(id)}`);
}

export function useDeleteClass() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteClass, onSettled: () => invalidateClubData(queryClient) });
}
