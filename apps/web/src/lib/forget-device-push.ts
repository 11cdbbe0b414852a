// Signing out must also stop the account's notices on this device: the push subscription belongs to the browser, not
// to the session, and would otherwise keep bringing the account's notices to whoever uses the device next.
import { apiRequest } from './api-client';

/** How long sign-out waits for this at most: a slow push service or server never holds the person on the page. */
export const FORGET_DEVICE_PUSH_TIMEOUT_MS = 2_000;

async function unsubscribeAndRemove(signal: AbortSignal): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  // Each is tried whatever the other does; the server answers 404 when it had already forgotten the device.
  await Promise.allSettled([
    subscription.unsubscribe(),
    apiRequest('DELETE', '/push/subscriptions', { body: { endpoint }, signal }),
  ]);
}

/**
 * Before the session ends: ends this browser's push subscription and asks the server to forget it. Never rejects and
 * gives up after `timeoutMs`, so sign-out goes on whatever the browser or the server does.
 */
export async function forgetDevicePush(timeoutMs = FORGET_DEVICE_PUSH_TIMEOUT_MS): Promise<void> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve();
    }, timeoutMs);
  });
  try {
    await Promise.race([unsubscribeAndRemove(controller.signal).catch(() => undefined), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
