import { type RecordOptions, recordOptionsSchema } from '@swim/shared/api/staff-payments';
import { useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '../lib/api-client';
import { staffPaymentKeys } from '../lib/staff-payment-query-keys';

/** The months staff may record for an enrollment, newest first, with the server's default amount of each. */
export function getRecordOptions(enrollmentId: string, signal?: AbortSignal): Promise<RecordOptions> {
  return apiGet(`/payments/record-options${toQueryString({ enrollmentId })}`, recordOptionsSchema, signal);
}

export function useRecordOptions(enrollmentId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: staffPaymentKeys.recordOptions(enrollmentId),
    queryFn: ({ signal }) => getRecordOptions(enrollmentId, signal),
    enabled: options.enabled ?? true,
    // What stands on a month changes as parents pay: read it again each time the dialog opens.
    staleTime: 0,
  });
}
