import { type Mismatch, mismatchSchema } from '@swim/shared/api/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

/** Marks a mismatch as looked after; it stays in the list as resolved. */
export function resolveMismatch(mismatchId: string): Promise<Mismatch> {
  return apiPost(`/admin/billing/reconciliation/${encodeURIComponent(mismatchId)}/resolve`, undefined, mismatchSchema);
}

export function useResolveMismatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveMismatch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.reconciliation }),
  });
}
