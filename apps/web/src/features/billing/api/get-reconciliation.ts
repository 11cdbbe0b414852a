import { mismatchListSchema } from '@swim/shared/api/payments';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

export type MismatchList = z.infer<typeof mismatchListSchema>;

/** Differences between our ledger and the card provider, unresolved first, with the time of the last run. */
export function getReconciliation(signal?: AbortSignal): Promise<MismatchList> {
  return apiGet('/admin/billing/reconciliation', mismatchListSchema, signal);
}

export function useReconciliation() {
  return useQuery({ queryKey: billingKeys.reconciliation, queryFn: ({ signal }) => getReconciliation(signal) });
}
