import { type Browser, type BrowserContext, type Cookie, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Delfin2026!';

const LOCALES: Record<string, string> = { bg: 'bg-BG', en: 'en-GB', ru: 'ru-RU' };

/**
 * One session per account for the whole run, shared by every spec of this worker (the run has one). Password sign-in
 * is limited to 30 per address in 15 minutes, and the whole suite comes from one address within that window: signing
 * in again in every spec file brought the last one (the shop) to that limit in CI.
 */
const sessions = new Map<string, Promise<Cookie[]>>();

/**
 * The cookies of the account's session, signing in through the API the first time it is asked for. Cookies that have
 * expired since (the server's short-lived session cache) are left out; the session cookie itself lasts for days.
 */
async function sessionCookies(browser: Browser, baseURL: string, email: string, password: string): Promise<Cookie[]> {
  const key = `${baseURL} ${email}`;
  let cookies = sessions.get(key);
  if (!cookies) {
    cookies = (async () => {
      const context = await browser.newContext({ baseURL });
      try {
        const response = await context.request.post('/api/auth/sign-in/email', {
          data: { email, password },
          headers: { origin: baseURL },
        });
        expect(response.status(), `sign in as ${email}`).toBe(200);
        return await context.cookies();
      } finally {
        await context.close();
      }
    })();
    // A failed sign-in is not kept: the next spec tries again.
    cookies.catch(() => sessions.delete(key));
    sessions.set(key, cookies);
  }
  const now = Date.now() / 1000;
  return (await cookies).filter((cookie) => cookie.expires === -1 || cookie.expires > now + 5);
}

/**
 * A browser context for one person, signed in (once per run and account, see `sessions`), with the site's language
 * chosen as a visitor would have chosen it and the browser speaking that language too. A test must not sign such a
 * context out: every other spec shares its session.
 */
export async function openSignedInContext(
  browser: Browser,
  options: { baseURL: string; email: string; language: 'bg' | 'en' | 'ru'; password?: string },
): Promise<BrowserContext> {
  const { baseURL, email, language, password = DEMO_PASSWORD } = options;
  const context = await browser.newContext({ baseURL, locale: LOCALES[language] });
  await context.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), language);
  await context.addCookies(await sessionCookies(browser, baseURL, email, password));
  return context;
}

/** Gives a page's context the account's shared session (see `openSignedInContext`; never sign it out). */
export async function useSharedSession(page: Page, baseURL: string, email: string, password = DEMO_PASSWORD) {
  const browser = page.context().browser();
  if (!browser) throw new Error('the page has no browser');
  await page.context().addCookies(await sessionCookies(browser, baseURL, email, password));
}
