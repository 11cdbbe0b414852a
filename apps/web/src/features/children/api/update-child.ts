import { type Child, type ChildUpdateInput, childSchema } from '@swim/shared/api/children';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateChildQueries } from './invalidate-child';
import { childKeys } from './query-keys';

export function updateChild(childId: string, input: ChildUpdateInput): Promise<Child> {
  return apiRequest('PUT', `/children/${encodeURIComponent(childId)}`, { body: input, schema: childSchema });
}

/** Saves the child's corrected details; the profile shows the server's answer at once. */
export function useUpdateChild(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChildUpdateInput) => updateChild(childId, input),
    onSuccess: (child) => {
      queryClient.setQueryData(childKeys.detail(childId), child);
      return invalidateChildQueries(queryClient);
    },
  });
}
