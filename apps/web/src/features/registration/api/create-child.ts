import { type Child, type ChildInput, childSchema } from '@swim/shared/api/children';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { familyKeys } from '../../../lib/family-query-keys';

export function createChild(input: ChildInput): Promise<Child> {
  return apiPost('/children', input, childSchema);
}

/** Adds a child to the account without enrolling it anywhere yet. */
export function useCreateChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChild,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: familyKeys.children }),
        queryClient.invalidateQueries({ queryKey: familyKeys.dashboard }),
      ]),
  });
}
