import { type PushKey, pushKeySchema } from '@swim/shared/api/push';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { pushKeys } from './get-push-devices';

export function getPushKey(signal?: AbortSignal): Promise<PushKey> {
  return apiGet('/push/key', pushKeySchema, signal);
}

/** The server's public VAPID key: a browser subscribes with it (it changes only if the club replaces its keys). */
export const pushKeyQueryOptions = queryOptions({
  queryKey: pushKeys.key,
  queryFn: ({ signal }) => getPushKey(signal),
  staleTime: 60 * 60_000,
});
