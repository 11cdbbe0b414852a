import { type ErasureRequest, erasureRequestSchema } from '@swim/shared/api/erasure';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { erasureKeys } from './get-erasure-requests';

/** Asks to erase the account (no child) or one child. */
export function requestErasure(childId: string | null): Promise<ErasureRequest> {
  const path = childId ? `/children/${encodeURIComponent(childId)}/erasure-request` : '/erasure-requests/account';
  return apiRequest('POST', path, { schema: erasureRequestSchema });
}

export function useRequestErasure(childId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestErasure(childId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: erasureKeys.own }),
  });
}
