// The closures the public schedule announces (ending today or later, starting within the next weeks).
import type { PublicClosure } from '@swim/shared/api/closures';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { closureKeys } from '../../../lib/closure-query-keys';

// The schema (and zod) load beside the request: the home page's first chunks stay free of them.
const loadSchema = () => import('@swim/shared/api/closures').then((m) => m.publicClosureListSchema);

export function getPublicClosures(signal?: AbortSignal): Promise<PublicClosure[]> {
  return apiGet('/closures', loadSchema, signal);
}

/** Read by the notice and by every Closed badge of the schedule: one request, shared through the cache. */
export function usePublicClosures() {
  return useQuery({ queryKey: closureKeys.public, queryFn: ({ signal }) => getPublicClosures(signal) });
}
