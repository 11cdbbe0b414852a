import type { Page } from '@playwright/test';

// A server-rendered page is taken over by the app once it calls window.__appReady (set by the page's start script,
// apps/server/src/http/start-script.ts). Until then a tap is held and made again afterwards; a test that is about what
// a tap does, not about early taps (hydration.spec.ts covers those), waits for the takeover as a person waits for the
// page to respond.

type Marked = Window & { tookOver?: boolean };

/** Marks the page's window once the app has taken it over; call before the page is opened. */
export async function trackTakeover(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let ready: (() => void) | undefined;
    Object.defineProperty(window, '__appReady', {
      configurable: true,
      get: () =>
        ready &&
        (() => {
          (window as Marked).tookOver = true;
          ready?.();
        }),
      set: (value: () => void) => {
        ready = value;
      },
    });
  });
}

/** Waits until the app has taken the server-rendered page over. */
export async function waitForTakeover(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as Marked).tookOver === true);
}
