import type { EnrollInput } from '@swim/shared/api/children';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { clubKeys } from '../../../lib/club-query-keys';
import { familyKeys } from '../../../lib/family-query-keys';

const enrolledSchema = z.object({ enrollmentId: z.string() });

export function enrollChild(childId: string, input: EnrollInput): Promise<z.infer<typeof enrolledSchema>> {
  return apiPost(`/children/${encodeURIComponent(childId)}/enrollments`, input, enrolledSchema);
}

/** Enrols one of the parent's children in a class with a plan. */
export function useEnrollChild(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EnrollInput) => enrollChild(childId, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: familyKeys.children }),
        queryClient.invalidateQueries({ queryKey: familyKeys.dashboard }),
        queryClient.invalidateQueries({ queryKey: clubKeys.classOptions }),
      ]),
  });
}
