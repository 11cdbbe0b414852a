import { type TrialClaimed, trialClaimedSchema } from '@swim/shared/api/trials';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { trialKeys } from './query-keys';

export function claimTrial(token: string): Promise<TrialClaimed> {
  return apiPost('/trials/claim', { t: token }, trialClaimedSchema);
}

/** Links the trial a mail's link names to the signed-in account; the family's list shows it then. */
export function useClaimTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimTrial,
    onSettled: () => queryClient.invalidateQueries({ queryKey: trialKeys.mine }),
  });
}
