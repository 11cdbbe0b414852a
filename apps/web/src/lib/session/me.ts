import type { Me } from '@swim/shared/api/auth';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../api-client';

export const ME_QUERY_KEY = ['me'] as const;

/** The signed-in user (or null), when the session ends, and whether Google sign-in is offered. */
export function getMe(signal?: AbortSignal): Promise<Me> {
  // The schema (and zod) load beside the request, keeping both out of the first script.
  return apiGet('/me', () => import('@swim/shared/api/auth').then((m) => m.meSchema), signal);
}

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: ({ signal }) => getMe(signal),
  // The session is refreshed by its own timer; guards always want the newest answer after a change.
  staleTime: 30_000,
  retry: 1,
});

/** What the client shows once it knows it is signed out (after sign-out, or when the session is gone). */
export function toSignedOut(previous: Me | undefined): Me {
  return { user: null, expiresAt: null, googleEnabled: previous?.googleEnabled ?? false };
}
