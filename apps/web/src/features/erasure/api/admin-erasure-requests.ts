import {
  type AdminErasureRequest,
  type ErasureRequest,
  adminErasureRequestListSchema,
  erasureRequestSchema,
} from '@swim/shared/api/erasure';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { erasureKeys } from './get-erasure-requests';

export function getPendingErasureRequests(signal?: AbortSignal): Promise<AdminErasureRequest[]> {
  return apiGet('/admin/erasure-requests', adminErasureRequestListSchema, signal);
}

/** Every pending erasure request, the soonest due first (admins). */
export function usePendingErasureRequests() {
  return useQuery(
    queryOptions({ queryKey: erasureKeys.pending, queryFn: ({ signal }) => getPendingErasureRequests(signal) }),
  );
}

/**
 * An admin's decision changes the pending list and, for a confirmation, every view of the erased family: the users
 * list, the children, payments and the audit log all read the pseudonym afterwards.
 */
function useDecision<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries() });
}

export function useConfirmErasure() {
  return useDecision((requestId: string) =>
    apiRequest<void>('POST', `/admin/erasure-requests/${encodeURIComponent(requestId)}/confirm`),
  );
}

export function useRefuseErasure() {
  return useDecision(
    ({ requestId, reason }: { requestId: string; reason: string }): Promise<ErasureRequest> =>
      apiRequest('POST', `/admin/erasure-requests/${encodeURIComponent(requestId)}/refuse`, {
        body: { reason },
        schema: erasureRequestSchema,
      }),
  );
}
