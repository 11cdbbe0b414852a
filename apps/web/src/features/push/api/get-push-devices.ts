import { type PushDeviceList, pushDeviceListSchema } from '@swim/shared/api/push';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The push feature's query keys, in one place for every read and invalidation. */
export const pushKeys = {
  all: ['push'] as const,
  key: ['push', 'key'] as const,
  devices: ['push', 'devices'] as const,
};

export function getPushDevices(signal?: AbortSignal): Promise<PushDeviceList> {
  return apiGet('/push/subscriptions', pushDeviceListSchema, signal);
}

export const pushDevicesQueryOptions = queryOptions({
  queryKey: pushKeys.devices,
  queryFn: ({ signal }) => getPushDevices(signal),
});

/** The account's devices that allow notifications. */
export function usePushDevices() {
  return useQuery(pushDevicesQueryOptions);
}
