import { type ConsentsView, consentsViewSchema } from '@swim/shared/api/consents';
import type { ConsentKind } from '@swim/shared/privacy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { athleteKeys } from './query-keys';

const consentsKey = [...athleteKeys.all, 'consents'] as const;

/** The athlete's own consents (the public page; photos when the club linked their swimmer record). */
export function useAthleteConsents() {
  return useQuery({
    queryKey: consentsKey,
    queryFn: ({ signal }) => apiGet('/athlete/consents', consentsViewSchema, signal),
  });
}

export function useAnswerAthleteConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, granted, textVersion }: { kind: ConsentKind; granted: boolean; textVersion: number }) =>
      apiRequest<ConsentsView>('PUT', `/athlete/consents/${kind}`, {
        body: { granted, textVersion },
        schema: consentsViewSchema,
      }),
    onSuccess: (view) => queryClient.setQueryData(consentsKey, view),
  });
}
