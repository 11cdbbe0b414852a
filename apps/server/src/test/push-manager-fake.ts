// For journeys in a real Chromium: headless Chromium cannot subscribe to push (in a Playwright context, which is
// off the record, PushManager.subscribe() fails at once with "Registration failed - permission denied"; in a persistent
// profile it waits for Google's push service, unreachable here). This script, given to page.addInitScript, makes the
// page's PushManager hand out a subscription the push-service stand-in made instead; everything after it is real:
// the app posts it to the server, the server pushes to the stand-in with VAPID and aes128gcm, and the test hands the
// stand-in's decrypted payload to the page's service worker (CDP ServiceWorker.deliverPushMessage).
import type { StandinSubscription } from './push-service-standin.js';

/**
 * The init script as a string (a function would be rewritten by the test's TypeScript loader and fail in the page).
 * The subscription stays across reloads (localStorage) until unsubscribed, as a browser's would.
 */
export function pushManagerInitScript(subscription: Omit<StandinSubscription, 'id'>): string {
  return `(() => {
  if (typeof PushManager === 'undefined') return;
  const sub = ${JSON.stringify({ endpoint: subscription.endpoint, keys: subscription.keys })};
  const storeKey = 'push-standin-subscription';
  const make = (key) => ({
    endpoint: sub.endpoint,
    expirationTime: null,
    options: { applicationServerKey: key, userVisibleOnly: true },
    getKey: (name) => Uint8Array.from(atob(sub.keys[name].replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer,
    toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
    unsubscribe: async () => { localStorage.removeItem(storeKey); return true; },
  });
  PushManager.prototype.getSubscription = async function () {
    const saved = localStorage.getItem(storeKey);
    return saved ? make(Uint8Array.from(JSON.parse(saved)).buffer) : null;
  };
  PushManager.prototype.subscribe = async function (options) {
    const key = new Uint8Array(options && options.applicationServerKey);
    localStorage.setItem(storeKey, JSON.stringify(Array.from(key)));
    return make(key.slice().buffer);
  };
})();`;
}
