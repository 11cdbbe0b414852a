import { type OfferAccepted, offerAcceptedSchema } from '@swim/shared/api/waitlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { invalidateWaitlistViews } from '../../../lib/waitlist-query-keys';

const offerPath = (offerId: string, answer: 'accept' | 'decline') =>
  `/waitlist/offers/${encodeURIComponent(offerId)}/${answer}`;

export function acceptOffer(offerId: string): Promise<OfferAccepted> {
  return apiPost(offerPath(offerId, 'accept'), undefined, offerAcceptedSchema);
}

export function declineOffer(offerId: string): Promise<void> {
  return apiPost(offerPath(offerId, 'decline'), undefined);
}

/**
 * Takes the place held for one of the family's children: the child is enrolled and its first payment falls due, so
 * the dashboard, the children and the payments are read again (also after a refusal: the offer may have lapsed).
 */
export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptOffer, onSettled: () => invalidateWaitlistViews(queryClient) });
}

/** Gives the held place up: it passes to the next family, and the child leaves the list. */
export function useDeclineOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: declineOffer, onSettled: () => invalidateWaitlistViews(queryClient) });
}
