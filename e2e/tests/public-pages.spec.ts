import { expectNoSeriousAxeViolations } from '../support/axe.js';
import { watchErrors } from '../support/page-errors.js';
import { expect, type Page, test } from '@playwright/test';

const LANGUAGES = ['bg', 'en', 'ru'] as const;
const PUBLIC_ROUTES = [
  '/',
  '/club',
  '/schedule',
  '/coaches',
  '/media',
  '/contact',
  '/news',
  '/shop',
  '/athlete/register',
  '/auth',
];

/** Opens a page in a language with the choice already stored, collecting console errors. */
async function openIn(page: Page, language: string, route: string): Promise<string[]> {
  const errors = watchErrors(page);
  await page.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), language);
  await page.goto(route);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Loading|Зареждане|Загрузка/)).toHaveCount(0);
  return errors;
}

for (const language of LANGUAGES) {
  for (const route of PUBLIC_ROUTES) {
    test(`${route} in ${language}: renders, no console errors, no serious axe violations`, async ({ page }) => {
      const errors = await openIn(page, language, route);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousAxeViolations(page);
      expect(errors).toEqual([]);
    });
  }
}

test('the home page shows seeded news, upcoming classes, the weekly schedule and media', async ({ page }) => {
  await openIn(page, 'en', '/');
  await expect(page.getByRole('link', { name: /news|read more/i }).first()).toBeVisible();
  await expect(page.getByRole('img').first()).toBeVisible();
  await expect(page.getByText(/Monday/).first()).toBeVisible();
});

test('a news article opens from the list', async ({ page }) => {
  await openIn(page, 'en', '/news');
  const first = page.locator('main').getByRole('link').filter({ hasText: /\w/ }).first();
  await first.click();
  await expect(page).toHaveURL(/\/news\/.+/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  const home = page.getByRole('main').getByRole('link', { name: /home|начал|главн/i });
  await expect(home).toBeVisible();
  await home.click();
  await expect(page).toHaveURL(/\/$/);
});

test('the language choice survives a reload and sets <html lang>', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bg');
  await page.getByRole('button', { name: /EN/ }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => window.localStorage.getItem('i18nextLng'))).toBe('en');
});

test('the media lightbox opens, plays a video, and closes with Escape', async ({ page }) => {
  await openIn(page, 'en', '/media?type=video');
  // The visitor taps a video as the English page names it. (The browser asks for Bulgarian and the server renders
  // the page in it; the app then draws it anew in the stored English. A tap held on the Bulgarian button before that
  // is not replayed on the English one: the start script finds buttons by their words. Left on issue 27's note.)
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Play video/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('video')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('the contact form validates, then sends', async ({ page }) => {
  await openIn(page, 'en', '/contact');
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText(/required|invalid/i).first()).toBeVisible();
  await page.getByRole('textbox', { name: /^name/i }).fill('Maria Petrova');
  await page.getByRole('textbox', { name: /^email/i }).fill('maria@example.bg');
  await page.getByRole('textbox', { name: /^message/i }).fill('Hello, do you have places for beginners on Saturdays?');
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText(/sent|thank/i).first()).toBeVisible();
});

test('pages fit a 375 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const route of ['/', '/club', '/schedule', '/media', '/contact', '/news', '/shop']) {
    await openIn(page, 'bg', route);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, route).toBeLessThanOrEqual(1);
  }
});
