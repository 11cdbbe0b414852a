import { type TrialView, trialViewSchema } from '@swim/shared/api/trials';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { trialKeys } from './query-keys';

/** Cancels the trial a mail's link names (`token`) or one of the family's own (`trialId`). */
export function cancelTrial(by: { token: string } | { trialId: string }): Promise<TrialView> {
  return 'token' in by
    ? apiPost('/trials/link/cancel', { t: by.token }, trialViewSchema)
    : apiPost(`/trials/${encodeURIComponent(by.trialId)}/cancel`, undefined, trialViewSchema);
}

/** Cancelling frees the place: the family's list, the link's view and the class's sessions are read again. */
export function useCancelTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTrial,
    onSuccess: (trial, by) => {
      if ('token' in by)
        queryClient.setQueryData(trialKeys.link(by.token), (link: object | undefined) => link && { ...link, trial });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trialKeys.mine }),
        queryClient.invalidateQueries({ queryKey: trialKeys.all }),
      ]),
  });
}
