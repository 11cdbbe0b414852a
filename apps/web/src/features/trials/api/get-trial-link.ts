import { type TrialLink, trialLinkSchema } from '@swim/shared/api/trials';
import { useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { trialKeys } from './query-keys';

export function getTrialLink(token: string, signal?: AbortSignal): Promise<TrialLink> {
  return apiGet(`/trials/link${toQueryString({ t: token })}`, trialLinkSchema, signal);
}

/** The trial a mail's link names, with the details the family gave; nothing is asked without a token. */
export function useTrialLink(token: string | null) {
  return useQuery({
    queryKey: trialKeys.link(token ?? ''),
    queryFn: ({ signal }) => getTrialLink(token ?? '', signal),
    enabled: Boolean(token),
  });
}
