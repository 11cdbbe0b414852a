// A browser's push machinery faked at its boundary (Notification, the service worker, PushManager), for component
// tests: what a test sets up is what the browser would say; what the code asks of it is recorded.
import { vi } from 'vitest';

export const SERVER_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
export const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
export const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const OLD_DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Gecko/20100101 SomeOldBrowser/1.0';

export type FakeSubscription = {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null; userVisibleOnly: boolean };
  toJSON: () => { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  unsubscribe: ReturnType<typeof vi.fn>;
};

const P256DH = `B${'A'.repeat(86)}`;
const AUTH = 'A'.repeat(22);

export function fakeSubscription(endpoint: string, applicationServerKey: ArrayBuffer | null): FakeSubscription {
  return {
    endpoint,
    options: { applicationServerKey, userVisibleOnly: true },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: P256DH, auth: AUTH } }),
    unsubscribe: vi.fn(async () => true),
  };
}

export type FakeBrowserOptions = {
  /** false: a browser without the Push API. */
  push?: boolean;
  userAgent?: string;
  permission?: NotificationPermission;
  /** What the person answers when asked. */
  answer?: NotificationPermission;
  /** This browser's current subscription. */
  subscription?: FakeSubscription | null;
  /** Whether the app's service worker is registered already. */
  registered?: boolean;
  /** The push service refuses to subscribe (as headless Chromium or an offline phone does). */
  subscribeFails?: boolean;
};

const installed: Array<[object, string]> = [];

function define(target: object, name: string, value: unknown) {
  Object.defineProperty(target, name, { configurable: true, writable: true, value });
  installed.push([target, name]);
}

/** Installs the fake browser; `uninstallFakeBrowser` in afterEach takes it away. */
export function installFakeBrowser(options: FakeBrowserOptions = {}) {
  const state = {
    permission: options.permission ?? 'default',
    subscription: options.subscription ?? null,
    registered: options.registered ?? true,
  };
  define(navigator, 'userAgent', options.userAgent ?? ANDROID_CHROME);
  define(navigator, 'maxTouchPoints', 5);
  if (options.push === false) return { state, requestPermission: vi.fn(), subscribe: vi.fn(), register: vi.fn() };

  const requestPermission = vi.fn(async () => {
    state.permission = options.answer ?? 'granted';
    return state.permission;
  });
  const subscribe = vi.fn(async (init: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
    if (options.subscribeFails) throw new DOMException('Registration failed - push service error', 'AbortError');
    const key = init.applicationServerKey.slice().buffer;
    state.subscription = fakeSubscription(`https://push.example.test/send/${Math.random()}`, key);
    return state.subscription;
  });
  const pushManager = { getSubscription: vi.fn(async () => state.subscription), subscribe };
  const registration = { pushManager };
  const register = vi.fn(async () => {
    state.registered = true;
    return registration;
  });
  define(window, 'PushManager', function PushManager() {});
  define(window, 'Notification', {
    get permission() {
      return state.permission;
    },
    requestPermission,
  });
  define(navigator, 'serviceWorker', {
    getRegistration: vi.fn(async () => (state.registered ? registration : undefined)),
    register,
    get ready() {
      return Promise.resolve(registration);
    },
  });
  return { state, requestPermission, subscribe, register };
}

export function uninstallFakeBrowser(): void {
  for (const [target, name] of installed.splice(0)) delete (target as Record<string, unknown>)[name];
}

/** The bytes of a base64url text, to compare with what the code handed to subscribe(). */
export function bytesOf(base64url: string): number[] {
  const binary = atob(base64url.replaceAll('-', '+').replaceAll('_', '/'));
  return Array.from(binary, (char) => char.charCodeAt(0));
}
