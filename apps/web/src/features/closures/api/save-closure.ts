// Creates a closure, or changes one: the server cancels the sessions inside and tells the families.
import { type AdminClosure, adminClosureSchema, type ClosureInput } from '@swim/shared/api/closures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateClosedSessions } from '../../../lib/closure-query-keys';

export function saveClosure({ id, input }: { id?: string; input: ClosureInput }): Promise<AdminClosure> {
  return id
    ? apiRequest('PUT', `/admin/closures/${encodeURIComponent(id)}`, { body: input, schema: adminClosureSchema })
    : apiRequest('POST', '/admin/closures', { body: input, schema: adminClosureSchema });
}

export function useSaveClosure() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveClosure, onSuccess: () => invalidateClosedSessions(queryClient) });
}
