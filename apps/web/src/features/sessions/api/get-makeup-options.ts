import { type MakeupOptions, makeupOptionsSchema } from '@swim/shared/api/sessions';
import { useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/session-query-keys';
import { childPath } from './child-path';

export function getMakeupOptions(childId: string, creditId: string, signal?: AbortSignal): Promise<MakeupOptions> {
  return apiGet(`${childPath(childId, 'makeup-options')}${toQueryString({ creditId })}`, makeupOptionsSchema, signal);
}

/** The sessions a credit can book, loaded while the booking dialog is open (free places change by the minute). */
export function useMakeupOptions(childId: string, creditId: string, enabled: boolean) {
  return useQuery({
    queryKey: sessionKeys.makeupOptions(childId, creditId),
    queryFn: ({ signal }) => getMakeupOptions(childId, creditId, signal),
    enabled,
    staleTime: 0,
  });
}
