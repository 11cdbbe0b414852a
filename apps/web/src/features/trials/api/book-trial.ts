import { type TrialBookInput, trialBookedSchema } from '@swim/shared/api/trials';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { trialKeys } from './query-keys';

export function bookTrial(input: TrialBookInput) {
  return apiPost('/trials', input, trialBookedSchema);
}

/** Books a trial; the class's sessions are read again (the place is taken, or another visitor took it meanwhile). */
export function useBookTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookTrial,
    onSettled: (_data, _error, input) => queryClient.invalidateQueries({ queryKey: trialKeys.class(input.classId) }),
  });
}
