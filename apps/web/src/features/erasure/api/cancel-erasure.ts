import { type ErasureRequest, erasureRequestSchema } from '@swim/shared/api/erasure';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { erasureKeys } from './get-erasure-requests';

/** The family withdraws its pending request. */
export function cancelErasure(requestId: string): Promise<ErasureRequest> {
  return apiRequest('POST', `/erasure-requests/${encodeURIComponent(requestId)}/cancel`, {
    schema: erasureRequestSchema,
  });
}

export function useCancelErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelErasure,
    onSettled: () => queryClient.invalidateQueries({ queryKey: erasureKeys.own }),
  });
}
