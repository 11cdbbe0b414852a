import { mismatchListSchema } from '@swim/shared/api/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { MismatchList } from './get-reconciliation';
import { billingKeys } from './query-keys';

/** Compares the ledger with the provider now and answers the fresh list. */
export function runReconciliation(): Promise<MismatchList> {
  return apiPost('/admin/billing/reconciliation/run', undefined, mismatchListSchema);
}

export function useRunReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runReconciliation,
    onSuccess: (list) => queryClient.setQueryData(billingKeys.reconciliation, list),
  });
}
