// Public pages arrive rendered by the server (docs/decisions/0017-server-rendered-public-pages.md): readable before any
// script runs, in the visitor's language, and taken over by the app in the browser without being drawn again.
import { expect, type Page, test } from '@playwright/test';
import { watchErrors } from '../support/page-errors.js';

type Marked = Window & { serverHeading?: Element | null; samePage?: boolean };

/** Holds the app's entry script back until the returned function is called: the page stays as the server sent it. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a visitor reads the home page with its news and timetable before any script runs, in their language', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(/Delfin Swimming Club/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confidence in the water starts here');
  const news = page.getByRole('region', { name: 'Latest news' });
  await expect(news.getByRole('heading', { level: 3 }).first()).not.toHaveText('');
  await expect(news.getByRole('img').first()).toBeVisible();
  const timetable = page.getByRole('region', { name: 'Weekly schedule' });
  await expect(timetable.getByRole('heading', { name: /Monday/ })).toBeVisible();

  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  await expect(page.locator('main').getByRole('img').first()).toBeVisible();
  await context.close();
});

test('the app takes the server page over without drawing it again, then moves between pages in the browser', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as Marked).serverHeading = document.querySelector('h1');
    }),
  );
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // The heading the server sent is still the one on screen: the app adopted the page instead of rendering anew.
  expect(await page.evaluate(() => (window as Marked).serverHeading?.isConnected)).toBe(true);
  expect(await page.evaluate(() => (window as Marked).serverHeading === document.querySelector('h1'))).toBe(true);

  await page.evaluate(() => {
    (window as Marked).samePage = true;
  });
  await page.getByRole('link', { name: 'All news' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  expect(await page.evaluate(() => (window as Marked).samePage)).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});

test('the language a visitor picks is the one the server renders for them next time', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto('/club');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the club');
  await page.getByRole('button', { name: /Русский/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('О клубе');

  const next = await page.request.get('/club');
  const html = await next.text();
  expect(html).toContain('<html lang="ru"');
  expect(html).toMatch(/<h1[^>]*>О клубе<\/h1>/);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('О клубе');

  // The browser cleared its local storage but kept the cookie: the app stays in the language the server rendered,
  // not the browser's English, and adopts the page.
  await page.evaluate(() => window.localStorage.clear());
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as Marked).serverHeading = document.querySelector('h1');
    }),
  );
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('О клубе');
  await expect(page.getByRole('link', { name: 'Новости' }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as Marked).serverHeading === document.querySelector('h1'))).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});

test('pages with a filter or a page number, seen from another time zone, are taken over as they are', async ({
  browser,
}) => {
  // Kiritimati is 12 hours ahead of Sofia, often already in the next day: the page must not depend on the device's day.
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'Pacific/Kiritimati' });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as Marked).serverHeading = document.querySelector('h1');
    }),
  );
  for (const url of ['/', '/shop?category=goggles', '/media?type=video', '/news?page=1']) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => !!document.getElementById('server-render-state')), url).toBe(true);
    expect(await page.evaluate(() => (window as Marked).serverHeading === document.querySelector('h1')), url).toBe(
      true,
    );
  }
  expect(errors).toEqual([]);
  await context.close();
});

test('a tap on a button before the app has taken the page over is not lost', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const errors = watchErrors(page);
  // A slow network: the app's entry script arrives a while after the page is on screen.
  const release = await holdTheApp(page);
  await page.goto('/shop');
  const add = page.getByRole('button', { name: 'Add to cart: Little fish kids’ goggles', exact: true });
  await add.click();
  expect(await page.evaluate(() => window.localStorage.getItem('cart'))).toBeNull();
  release();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Added to cart' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('a tap held before the takeover reaches the button in its place when that part was drawn anew', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const release = await holdTheApp(page);
  await page.goto('/shop');
  const name = 'Add to cart: Little fish kids’ goggles';
  await page.getByRole('button', { name, exact: true }).click();
  // The tapped button is replaced by an equal one, as when React draws a part of the page again.
  await page.evaluate((label) => {
    const button = document.querySelector(`button[aria-label="${label}"]`);
    button?.replaceWith(button.cloneNode(true));
  }, name);
  release();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Added to cart' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('the app takes a page over where the visitor has scrolled it, without jumping to the top', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const release = await holdTheApp(page);
  await page.goto('/shop');
  // A slow phone: the visitor scrolls down to a product and taps it before the app has taken the page over.
  const name = 'Add to cart: Pro racing suit';
  await page.getByRole('button', { name, exact: true }).click();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  release();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Added to cart' })).toBeVisible();
  // The takeover left the page where it was: the next tap lands where the visitor aims it.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(errors).toEqual([]);
  await context.close();
});
