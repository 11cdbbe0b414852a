import { type Assessment, type AssessmentInput, assessmentSchema } from '@swim/shared/api/instructor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { instructorKeys } from './query-keys';

type Input = { childId: string; input: AssessmentInput };

/** Records an assessment (scores 1–10 per metric) for the child. */
export function createAssessment({ childId, input }: Input): Promise<Assessment> {
  return apiPost(`/instructor/children/${encodeURIComponent(childId)}/assessments`, input, assessmentSchema);
}

export function useCreateAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssessment,
    onSuccess: (_data, { childId }) => queryClient.invalidateQueries({ queryKey: instructorKeys.child(childId) }),
  });
}
