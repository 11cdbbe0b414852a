import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateClubData } from './invalidate-club';

export type WaitlistOrder = { classId: string; entryIds: string[] };

/** Puts a class's whole live list in a new order (the server refuses an order that misses or repeats a family). */
export function reorderWaitlist({ classId, entryIds }: WaitlistOrder): Promise<void> {
  return apiRequest('PUT', `/admin/classes/${encodeURIComponent(classId)}/waitlist/order`, { body: { entryIds } });
}

export function useReorderWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reorderWaitlist, onSettled: () => invalidateClubData(queryClient) });
}
