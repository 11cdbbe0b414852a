import { type ConsentsView, consentsViewSchema } from '@swim/shared/api/consents';
import type { ConsentKind } from '@swim/shared/privacy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { invalidateChildQueries } from './invalidate-child';
import { childKeys } from './query-keys';

const consentsKey = (childId: string) => [...childKeys.detail(childId), 'consents'] as const;
const path = (childId: string) => `/children/${encodeURIComponent(childId)}/consents`;

/** A child's consents in force and every answer given. */
export function useChildConsents(childId: string) {
  return useQuery({
    queryKey: consentsKey(childId),
    queryFn: ({ signal }) => apiGet(path(childId), consentsViewSchema, signal),
  });
}

type Answer = { kind: ConsentKind; granted: boolean; textVersion: number };

/** Gives or withdraws a consent; withdrawing the medical one deletes the notes, so the child is read again. */
export function useAnswerChildConsent(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, granted, textVersion }: Answer) =>
      apiRequest<ConsentsView>('PUT', `${path(childId)}/${kind}`, {
        body: { granted, textVersion },
        schema: consentsViewSchema,
      }),
    onSuccess: (view) => {
      queryClient.setQueryData(consentsKey(childId), view);
      return invalidateChildQueries(queryClient);
    },
  });
}
