// Deletes a closure: its sessions take place again, and the families are told.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateClosedSessions } from '../../../lib/closure-query-keys';

export function deleteClosure(id: string): Promise<void> {
  return apiRequest('DELETE', `/admin/closures/${encodeURIComponent(id)}`);
}

export function useDeleteClosure() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteClosure, onSuccess: () => invalidateClosedSessions(queryClient) });
}
