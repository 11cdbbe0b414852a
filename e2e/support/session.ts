import { type Browser, type BrowserContext, expect } from '@playwright/test';

export const DEMO_PASSWORD = 'Delfin2026!';

const LOCALES: Record<string, string> = { bg: 'bg-BG', en: 'en-GB', ru: 'ru-RU' };

/**
 * A browser context for one person, signed in once through the API (sign-in is rate limited per account), with the
 * site's language chosen as a visitor would have chosen it and the browser speaking that language too.
 */
export async function openSignedInContext(
  browser: Browser,
  options: { baseURL: string; email: string; language: 'bg' | 'en' | 'ru'; password?: string },
): Promise<BrowserContext> {
  const { baseURL, email, language, password = DEMO_PASSWORD } = options;
  const context = await browser.newContext({ baseURL, locale: LOCALES[language] });
  await context.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), language);
  const response = await context.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: baseURL },
  });
  expect(response.status(), `sign in as ${email}`).toBe(200);
  return context;
}
