import type { EnrollInput } from '@swim/shared/api/children';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';

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
        queryClient.invalidateQueries({ queryKey: ['children'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
        queryClient.invalidateQueries({ queryKey: ['class-options'] }),
      ]),
  });
}
