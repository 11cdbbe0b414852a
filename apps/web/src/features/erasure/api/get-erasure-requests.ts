import { type ErasureRequest, erasureRequestListSchema } from '@swim/shared/api/erasure';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The erasure feature's query keys, in one place for every read and invalidation. */
export const erasureKeys = {
  own: ['erasure-requests', 'own'] as const,
  pending: ['erasure-requests', 'pending'] as const,
};

export function getErasureRequests(signal?: AbortSignal): Promise<ErasureRequest[]> {
  return apiGet('/erasure-requests', erasureRequestListSchema, signal);
}

/** The family's own erasure requests, newest first. */
export function useErasureRequests() {
  return useQuery(queryOptions({ queryKey: erasureKeys.own, queryFn: ({ signal }) => getErasureRequests(signal) }));
}
