// The browser's side of Web Push, in one place: whether this browser can take notifications, the permission, the
// service worker and its PushSubscription. Nothing here runs on the server (the page renderer never calls it).
import type { PushSubscriptionInput } from '@swim/shared/api/push';

/**
 * 'supported': Service Worker, Push API and notifications are there. 'needs-home-screen': an iPhone or iPad whose
 * Safari offers push only to a site added to the Home Screen. 'unsupported': this browser cannot.
 */
export type PushSupport = 'supported' | 'needs-home-screen' | 'unsupported';

/** The browser's answer to "may this site show notifications": 'default' until the person decides. */
export type PushPermission = 'default' | 'granted' | 'denied';

/** The service worker the app registers in production (apps/web/public/sw.js); registered here when missing. */
export const SERVICE_WORKER_URL = '/sw.js';

function isAppleMobile(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  // iPadOS asks for desktop sites and says "Macintosh"; only its touch screen tells it apart from a Mac.
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

function isStandalone(): boolean {
  const legacy = (navigator as Navigator & { standalone?: boolean }).standalone;
  return legacy === true || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

export function detectPushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  const supported = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (supported) return 'supported';
  return isAppleMobile() && !isStandalone() ? 'needs-home-screen' : 'unsupported';
}

export function readPermission(): PushPermission {
  return typeof Notification === 'undefined' ? 'default' : Notification.permission;
}

/** The app's service worker, registered now if the page has none yet (development builds do not register it). */
async function serviceWorker(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration();
  if (!existing) await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  return navigator.serviceWorker.ready;
}

/** This browser's push address for the app, when it has one. */
export async function readSubscriptionEndpoint(): Promise<string | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription?.endpoint ?? null;
}

/** The VAPID key as the Push API takes it (bytes of the base64url text). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(key: ArrayBuffer | null, expected: Uint8Array): boolean {
  if (!key || key.byteLength !== expected.byteLength) return false;
  const bytes = new Uint8Array(key);
  return bytes.every((byte, i) => byte === expected[i]);
}

/** The person refused (or closed the prompt): the browser keeps its answer. */
export class PermissionRefused extends Error {
  constructor(readonly permission: PushPermission) {
    super(`Notification permission: ${permission}`);
    this.name = 'PermissionRefused';
  }
}

/**
 * Asks for permission (when not yet given) and subscribes this browser with the server's key; a subscription made
 * with another key (the club replaced its keys) is replaced. Gives the subscription as the server takes it.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionInput> {
  const permission = readPermission() === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') throw new PermissionRefused(permission);
  const registration = await serviceWorker();
  const applicationServerKey = keyBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && !sameKey(existing.options.applicationServerKey, applicationServerKey)) await existing.unsubscribe();
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** Ends this browser's subscription; gives the address it had (null when there was none). */
export async function unsubscribeThisBrowser(): Promise<string | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
