import type { PushDevice } from '@swim/shared/api/push';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { pushKeys, usePushDevices } from '../api/get-push-devices';
import { pushKeyQueryOptions } from '../api/get-push-key';
import { removePushSubscription } from '../api/remove-push-subscription';
import { savePushSubscription } from '../api/save-push-subscription';
import {
  detectPushSupport,
  type PushPermission,
  type PushSupport,
  readPermission,
  readSubscriptionEndpoint,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
} from '../lib/browser-push';

/**
 * Where this device stands: 'checking' while the browser and the server are asked; 'unsupported' and
 * 'needs-home-screen' (an iPhone's Safari tab) cannot turn notifications on; 'blocked' in the browser's settings;
 * 'on' when the account's notices reach this device; 'off' otherwise.
 */
export type PushDeviceStatus = 'checking' | Exclude<PushSupport, 'supported'> | 'blocked' | 'on' | 'off';

type BrowserState = { support: PushSupport; permission: PushPermission; endpoint: string | null };

function statusOf(browser: BrowserState | null, devices: PushDevice[] | undefined): PushDeviceStatus {
  if (!browser) return 'checking';
  if (browser.support !== 'supported') return browser.support;
  if (browser.permission === 'denied') return 'blocked';
  if (!devices) return 'checking';
  const listed = devices.some((device) => device.endpoint === browser.endpoint);
  return browser.permission === 'granted' && listed ? 'on' : 'off';
}

/**
 * This device's notifications: what the browser allows, whether the account's notices reach it, the account's
 * devices, and the two actions (allow here, turn off here). The actions reject with the browser's or the server's
 * error (PermissionRefused when the person said no).
 */
export function usePushDevice() {
  const queryClient = useQueryClient();
  const [browser, setBrowser] = useState<BrowserState | null>(null);

  const readBrowser = useCallback(async () => {
    const support = detectPushSupport();
    const endpoint = support === 'supported' ? await readSubscriptionEndpoint().catch(() => null) : null;
    setBrowser({ support, permission: readPermission(), endpoint });
  }, []);

  useEffect(() => {
    void readBrowser();
  }, [readBrowser]);

  const supported = browser?.support === 'supported';
  const devices = usePushDevices();

  const enable = useMutation({
    mutationFn: async () => {
      const { publicKey } = await queryClient.fetchQuery(pushKeyQueryOptions);
      try {
        await savePushSubscription(await subscribeThisBrowser(publicKey));
      } finally {
        await readBrowser();
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.devices }),
  });

  const disable = useMutation({
    mutationFn: async () => {
      const endpoint = (await unsubscribeThisBrowser()) ?? browser?.endpoint ?? null;
      await readBrowser();
      // Already gone from the account (removed elsewhere, or by the push service): off all the same.
      if (endpoint) await removePushSubscription(endpoint).catch(ignoreNotFound);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.devices }),
  });

  return {
    status: statusOf(browser, supported ? devices.data?.items : undefined),
    /** This browser's push address, to mark it in the list of devices. */
    endpoint: browser?.endpoint ?? null,
    devices,
    enable: enable.mutateAsync,
    disable: disable.mutateAsync,
    busy: enable.isPending || disable.isPending,
  };
}

function ignoreNotFound(error: unknown): void {
  if (!(isApiError(error) && error.code === 'NOT_FOUND')) throw error;
}
