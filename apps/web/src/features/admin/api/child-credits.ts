// A child's make-up credits in the admin console (issue 26 item 8): the list, and a credit granted or revoked by hand
// with a reason. Either change refreshes the child's record (the credits hang under it).
import {
  type AdminChildCredits,
  type AdminCredit,
  adminChildCreditsSchema,
  adminCreditSchema,
  type CreditGrantInput,
} from '@swim/shared/api/makeup-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { peopleKeys } from './people-keys';

const creditsKey = (childId: string) => [...peopleKeys.child(childId), 'credits'] as const;
const creditsPath = (childId: string) => `/admin/children/${encodeURIComponent(childId)}/credits`;

export function getChildCredits(childId: string, signal?: AbortSignal): Promise<AdminChildCredits> {
  return apiGet(creditsPath(childId), adminChildCreditsSchema, signal);
}

/** Every credit of the child, the newest first, with the club's credit validity. */
export function useChildCredits(childId: string) {
  return useQuery({ queryKey: creditsKey(childId), queryFn: ({ signal }) => getChildCredits(childId, signal) });
}

/** Grants the child a credit (source 'manual') with a reason and, optionally, its last day. */
export function useGrantCredit(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreditGrantInput): Promise<AdminCredit> =>
      apiPost(creditsPath(childId), input, adminCreditSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKeys.child(childId) }),
  });
}

/** Revokes one of the child's available credits with a reason. */
export function useRevokeCredit(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ creditId, reason }: { creditId: string; reason: string }): Promise<AdminCredit> =>
      apiPost(`/admin/credits/${encodeURIComponent(creditId)}/revoke`, { reason }, adminCreditSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKeys.child(childId) }),
  });
}
