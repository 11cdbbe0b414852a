import type { RegistrationInput } from '@swim/shared/api/children';
import { type WaitlistJoined, waitlistJoinedSchema } from '@swim/shared/api/waitlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { invalidateWaitlistViews } from '../../../lib/waitlist-query-keys';

export function registerOnWaitlist(input: RegistrationInput): Promise<WaitlistJoined> {
  return apiPost('/waitlist/register', input, waitlistJoinedSchema);
}

/** The wizard's last step for a full class: the new child and its place on the list, together or not at all. */
export function useRegisterOnWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: registerOnWaitlist, onSettled: () => invalidateWaitlistViews(queryClient) });
}
