// The club app's service worker, written by hand (no build step, no library): it shows the club's push notices and
// opens the app where a notice points. Served from the site's root with `cache-control: no-cache`, so a new version
// is picked up on the next visit. The offline pool deck will extend this file (see "Offline" below).
/* eslint-env serviceworker */

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-96.png';
const FALLBACK_TITLE = 'Плувен клуб „Делфин“';

self.addEventListener('install', () => {
  // A new version takes over at once: it holds no caches yet that an open tab could depend on.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The notice the server sent ({title, body, url, tag}, in the recipient's language), or what can be read of it. */
function readNotice(data) {
  if (!data) return { title: FALLBACK_TITLE, body: '', url: '/', tag: undefined };
  try {
    const notice = data.json();
    return {
      title: typeof notice.title === 'string' && notice.title ? notice.title : FALLBACK_TITLE,
      body: typeof notice.body === 'string' ? notice.body : '',
      url: typeof notice.url === 'string' ? notice.url : '/',
      tag: typeof notice.tag === 'string' && notice.tag ? notice.tag : undefined,
    };
  } catch {
    return { title: FALLBACK_TITLE, body: data.text(), url: '/', tag: undefined };
  }
}

self.addEventListener('push', (event) => {
  const notice = readNotice(event.data);
  // Every push shows a notification (the browser requires it: subscriptions are userVisibleOnly).
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      icon: ICON,
      badge: BADGE,
      tag: notice.tag,
      // A newer notice with the same tag replaces the older one, and still alerts.
      renotify: Boolean(notice.tag),
      data: { url: notice.url },
    }),
  );
});

/** The address a notice opens: a path of this site only (never another site, whatever the payload says). */
function targetOf(notification) {
  const url = new URL(notification.data?.url || '/', self.location.origin);
  return url.origin === self.location.origin ? url : new URL('/', self.location.origin);
}

async function openApp(target) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const exact = windows.find((client) => client.url === target.href);
  if (exact) return exact.focus();
  const tab = windows.find((client) => new URL(client.url).origin === target.origin);
  if (tab) {
    try {
      const focused = await tab.focus();
      return await focused.navigate(target.href);
    } catch {
      // A tab this worker does not control cannot be navigated from here: a new one opens instead.
    }
  }
  return self.clients.openWindow(target.href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openApp(targetOf(event.notification)));
});

// The browser replaced the subscription (its push service rotated it): the new one is handed to the server, as the
// profile page does. The old one is removed by the server once its push service answers 410.
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      const fresh =
        event.newSubscription ??
        (event.oldSubscription ? await self.registration.pushManager.subscribe(event.oldSubscription.options) : null);
      if (!fresh) return;
      await fetch('/api/push/subscriptions', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(fresh.toJSON()),
      });
    })(),
  );
});

// Offline: the pool deck (the coach's attendance without a connection) adds its `fetch` handler and caches here.
// Until then there is deliberately no fetch handler: every request goes to the network as if no worker were there.
