import { type KindergartenBillingQuery, kindergartenIssuedSchema } from '@swim/shared/api/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

export type KindergartenIssued = z.infer<typeof kindergartenIssuedSchema>;

/** Issues the month's bills and their pending payments; lines already issued are skipped. */
export function issueKindergartenBills(query: KindergartenBillingQuery): Promise<KindergartenIssued> {
  return apiPost('/admin/billing/kindergarten', query, kindergartenIssuedSchema);
}

export function useIssueKindergartenBills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueKindergartenBills,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.kindergarten }),
        queryClient.invalidateQueries({ queryKey: billingKeys.payments }),
      ]),
  });
}
