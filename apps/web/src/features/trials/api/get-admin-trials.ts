import { type AdminTrials, type AdminTrialsQuery, adminTrialsSchema } from '@swim/shared/api/trials';
import { useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { trialKeys } from './query-keys';

export function getAdminTrials(query: AdminTrialsQuery, signal?: AbortSignal): Promise<AdminTrials> {
  return apiGet(`/admin/trials${toQueryString({ status: query.status })}`, adminTrialsSchema, signal);
}

/** Every trial the filter keeps, with the club's conversion figures. */
export function useAdminTrials(query: AdminTrialsQuery) {
  return useQuery({
    queryKey: trialKeys.admin(query.status),
    queryFn: ({ signal }) => getAdminTrials(query, signal),
  });
}
