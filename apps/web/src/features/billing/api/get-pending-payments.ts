import { type Payment, paymentSchema } from '@swim/shared/api/payments';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

/** Pending cash and bank transfers, oldest first; the server scopes an instructor to their classes' children. */
export function getPendingPayments(signal?: AbortSignal): Promise<Payment[]> {
  return apiGet('/payments/pending-validation', z.array(paymentSchema), signal);
}

export function usePendingPayments() {
  return useQuery({ queryKey: billingKeys.pending, queryFn: ({ signal }) => getPendingPayments(signal) });
}
