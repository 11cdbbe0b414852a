// public/sw.js run in a faked service worker scope: a push becomes a notification, a click opens the app where the
// notice points (never another site).
import { describe, expect, it, vi } from 'vitest';
import source from '../../../public/sw.js?raw';

const ORIGIN = 'https://delfin-swim.bg';

type Listener = (event: unknown) => void;
type FakeClient = { url: string; focus: ReturnType<typeof vi.fn>; navigate: ReturnType<typeof vi.fn> };

function fakeClient(url: string): FakeClient {
  const client: FakeClient = { url, focus: vi.fn(), navigate: vi.fn(async () => client) };
  client.focus.mockImplementation(async () => client);
  return client;
}

/** Loads sw.js into a scope that records what it asks of the browser. */
function loadWorker(windows: FakeClient[] = []) {
  const listeners = new Map<string, Listener>();
  const scope = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      claim: vi.fn(async () => undefined),
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
  };
  new Function('self', source)(scope);
  /** Dispatches an event and waits for what it handed to waitUntil. */
  const dispatch = async (type: string, fields: object) => {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...fields, waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
    await Promise.all(pending);
  };
  return { scope, dispatch };
}

const pushData = (text: string) => ({ text: () => text, json: () => JSON.parse(text) });

describe('service worker', () => {
  it('shows a push notice as a notification with the club’s icon, its tag and where it leads', async () => {
    const { scope, dispatch } = loadWorker();
    const notice = { title: 'Плащане след 3 дни', body: 'Такса за май', url: '/payments', tag: 'payment_due' };

    await dispatch('push', { data: pushData(JSON.stringify(notice)) });

    expect(scope.registration.showNotification).toHaveBeenCalledWith('Плащане след 3 дни', {
      body: 'Такса за май',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      tag: 'payment_due',
      renotify: true,
      data: { url: '/payments' },
    });
  });

  it('still shows something for a push it cannot read (the browser requires a notification for each)', async () => {
    const { scope, dispatch } = loadWorker();
    await dispatch('push', { data: pushData('plain words') });
    await dispatch('push', { data: null });

    const calls = scope.registration.showNotification.mock.calls as unknown as Array<[string, { body: string }]>;
    expect(calls.map(([title, options]) => [title, options.body])).toEqual([
      ['Плувен клуб „Делфин“', 'plain words'],
      ['Плувен клуб „Делфин“', ''],
    ]);
  });

  it('focuses a tab already at the notice’s page', async () => {
    const tab = fakeClient(`${ORIGIN}/payments`);
    const { scope, dispatch } = loadWorker([fakeClient(`${ORIGIN}/`), tab]);
    const close = vi.fn();

    await dispatch('notificationclick', { notification: { close, data: { url: '/payments' } } });

    expect(close).toHaveBeenCalled();
    expect(tab.focus).toHaveBeenCalled();
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('brings an open tab of the app to the notice’s page', async () => {
    const tab = fakeClient(`${ORIGIN}/schedule`);
    const { scope, dispatch } = loadWorker([tab]);

    await dispatch('notificationclick', { notification: { close: vi.fn(), data: { url: '/payments?child=1' } } });

    expect(tab.focus).toHaveBeenCalled();
    expect(tab.navigate).toHaveBeenCalledWith(`${ORIGIN}/payments?child=1`);
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens the app when no tab is open, and never another site', async () => {
    const { scope, dispatch } = loadWorker();

    await dispatch('notificationclick', { notification: { close: vi.fn(), data: { url: '/dashboard' } } });
    await dispatch('notificationclick', { notification: { close: vi.fn(), data: { url: 'https://evil.example/x' } } });

    expect(scope.clients.openWindow.mock.calls).toEqual([[`${ORIGIN}/dashboard`], [`${ORIGIN}/`]]);
  });
});
