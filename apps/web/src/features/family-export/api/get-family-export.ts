import { type FamilyExportStatus, familyExportStatusSchema } from '@swim/shared/api/family-export';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The export's query keys, in one place for every read and invalidation. */
export const familyExportKeys = { own: ['family-export', 'own'] as const };

/** While an export is being prepared, its state is asked for again this often. */
const PREPARING_POLL_MS = 2000;

export function getFamilyExport(signal?: AbortSignal): Promise<FamilyExportStatus> {
  return apiGet('/family-export', familyExportStatusSchema, signal);
}

/** The account's newest data export, read again every two seconds while it is being prepared. */
export function useFamilyExport() {
  return useQuery(
    queryOptions({
      queryKey: familyExportKeys.own,
      queryFn: ({ signal }) => getFamilyExport(signal),
      refetchInterval: (query) => (query.state.data?.latest?.state === 'preparing' ? PREPARING_POLL_MS : false),
    }),
  );
}
