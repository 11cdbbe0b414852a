import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pushKeys } from './get-push-devices';

/** Stops notices to one of the account's devices (by its push address). */
export function removePushSubscription(endpoint: string): Promise<void> {
  return apiRequest('DELETE', '/push/subscriptions', { body: { endpoint } });
}

/** Removes another of the account's devices from the list (a lost phone, an old browser). */
export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePushSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.devices }),
  });
}
