// A child's consents in the admin console (issue 29): the answers in force with their history, and the answer of a
// signed paper form recorded by the admin. Recording one refreshes the child's record (medical notes may go).
import { type ConsentsView, consentsViewSchema } from '@swim/shared/api/consents';
import type { ConsentKind } from '@swim/shared/privacy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { peopleKeys } from './people-keys';

const consentsKey = (childId: string) => [...peopleKeys.child(childId), 'consents'] as const;
const consentsPath = (childId: string) => `/admin/children/${encodeURIComponent(childId)}/consents`;

/** The child's consents as the family gave them (or the club recorded them from paper). */
export function useAdminChildConsents(childId: string) {
  return useQuery({
    queryKey: consentsKey(childId),
    queryFn: ({ signal }) => apiGet(consentsPath(childId), consentsViewSchema, signal),
  });
}

type PaperAnswer = { kind: ConsentKind; granted: boolean; textVersion: number };

/** Records the answer of a paper form, to the text version shown beside it. */
export function useRecordPaperConsent(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, granted, textVersion }: PaperAnswer) =>
      apiRequest<ConsentsView>('PUT', `${consentsPath(childId)}/${kind}`, {
        body: { granted, textVersion },
        schema: consentsViewSchema,
      }),
    onSuccess: (view) => queryClient.setQueryData(consentsKey(childId), view),
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKeys.child(childId) }),
  });
}
