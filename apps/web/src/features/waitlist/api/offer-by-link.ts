import {
  type OfferAccepted,
  type OfferByToken,
  offerAcceptedSchema,
  offerByTokenSchema,
} from '@swim/shared/api/waitlist';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, toQueryString } from '../../../lib/api-client';
import { invalidateWaitlistViews, waitlistKeys } from '../../../lib/waitlist-query-keys';

export function getOfferByLink(token: string, signal?: AbortSignal): Promise<OfferByToken> {
  return apiGet(`/waitlist/offer${toQueryString({ token })}`, offerByTokenSchema, signal);
}

/**
 * The offer a mail's link names, read only: opening the link changes nothing (mail scanners open links too). Not
 * retried: an unknown link stays unknown.
 */
export function useOfferByLink(token: string) {
  return useQuery({
    queryKey: waitlistKeys.offerByLink(token),
    queryFn: ({ signal }) => getOfferByLink(token, signal),
    enabled: token !== '',
    retry: false,
  });
}

export type LinkAnswer = 'accept' | 'decline';

export function answerOfferByLink(token: string, answer: LinkAnswer): Promise<OfferAccepted | undefined> {
  if (answer === 'accept') return apiPost('/waitlist/offer/accept', { token }, offerAcceptedSchema);
  return apiPost<undefined>('/waitlist/offer/decline', { token });
}

/** The family's answer through the link, on a tap; the page's own offer and (when signed in) the family's views. */
export function useAnswerOfferByLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: LinkAnswer) => answerOfferByLink(token, answer),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: waitlistKeys.offerByLink(token) }),
        invalidateWaitlistViews(queryClient),
      ]),
  });
}
