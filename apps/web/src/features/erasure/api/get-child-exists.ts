import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';

const childIdentity = z.object({ id: z.string() });

/** Whether the family reaches this child (the section stays hidden for an unknown or another family's child). */
export function useChildReachable(childId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['erasure-requests', 'child', childId] as const,
      queryFn: ({ signal }) => apiGet(`/children/${encodeURIComponent(childId)}`, childIdentity, signal),
      retry: false,
    }),
  );
}
