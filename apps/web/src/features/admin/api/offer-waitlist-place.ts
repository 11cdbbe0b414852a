import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { invalidateClubData } from './invalidate-club';

export type HandOffer = { entryId: string; overCapacity: boolean };

/**
 * Offers a place to one family out of turn: mailed to them and held like any offer. Without a free place the server
 * answers CLASS_FULL unless the admin admits one more (overCapacity).
 */
export function offerWaitlistPlace({ entryId, overCapacity }: HandOffer): Promise<void> {
  return apiPost(`/admin/waitlist/${encodeURIComponent(entryId)}/offer`, { overCapacity });
}

export function useOfferWaitlistPlace() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: offerWaitlistPlace, onSettled: () => invalidateClubData(queryClient) });
}
