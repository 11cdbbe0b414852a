import { expect, type Page } from '@playwright/test';

/** A new parent's password (a fresh account per test, so the demo accounts stay as they are). */
export const NEW_PARENT_PASSWORD = 'Plu-vane-2026';

/** Creates a parent through the API and follows the mailed confirmation link, which signs them in. */
export async function signUpNewParent(page: Page, baseURL: string, name = 'Елена Димитрова'): Promise<string> {
  const email = `parent-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.bg`;
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: NEW_PARENT_PASSWORD, name, callbackURL: '/' },
    headers: { origin: baseURL },
  });
  expect(response.ok()).toBe(true);
  await page.goto('/dev/mailbox');
  await page.getByRole('article').filter({ hasText: email }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/$/);
  const me = await page.request.get('/api/me');
  expect((await me.json()).user).toMatchObject({ email, role: 'parent' });
  return email;
}
