// The coach's mark for a trial child (issue 28): present or absent; it lives on the booking and touches no plan.
import type { ClassAttendance } from '@swim/shared/api/instructor';
import { type TrialMarked, type TrialMarkInput, trialMarkedSchema } from '@swim/shared/api/trials';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { instructorKeys } from './query-keys';

type MarkTrialInput = TrialMarkInput & { classId: string; trialId: string };

export function markTrial({ classId, trialId, ...body }: MarkTrialInput): Promise<TrialMarked> {
  const path = `/instructor/classes/${encodeURIComponent(classId)}/trials/${encodeURIComponent(trialId)}/attendance`;
  return apiRequest('POST', path, { body, schema: trialMarkedSchema });
}

/** Puts the saved mark on the shown list at once, then refreshes the class's views. */
export function useMarkTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markTrial,
    onSuccess: (marked) => {
      queryClient.setQueryData<ClassAttendance>(instructorKeys.attendance(marked.classId, marked.date), (current) =>
        current
          ? {
              ...current,
              trials: current.trials.map((trial) =>
                trial.trialId === marked.trialId ? { ...trial, attendance: marked.attendance } : trial,
              ),
            }
          : current,
      );
    },
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({ queryKey: instructorKeys.class(input.classId) }),
  });
}
