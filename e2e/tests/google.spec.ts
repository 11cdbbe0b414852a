// Google sign-in in the browser, with a local OpenID Connect server standing in for Google (e2e/support/serve.mjs).
import { expect, test } from '@playwright/test';

test('continuing with Google creates a parent account on first sign-in and lands on the site root', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  await page.goto('/auth');
  const google = page.getByRole('button', { name: 'Continue with Google' });
  await expect(google).toBeEnabled();
  await google.click();

  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('button', { name: /Гергана Гугълова/ })).toBeVisible();
  const me = await (await page.request.get('/api/me')).json();
  expect(me.user).toMatchObject({ email: 'google.parent@example.bg', name: 'Гергана Гугълова', role: 'parent' });

  // A second sign-in finds the same account rather than creating another.
  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  const again = await (await page.request.get('/api/me')).json();
  expect(again.user.id).toBe(me.user.id);
});
