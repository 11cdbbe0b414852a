// Erasing an account (issue 29 item 4), in Bulgarian: a freshly signed-up parent asks on the profile page to delete
// the account, after a confirmation that says what goes and what the law keeps; the admin confirms it in the users
// area; afterwards signing in with that account fails.
import { type BrowserContext, expect, test } from '@playwright/test';
import { NEW_PARENT_PASSWORD, signUpNewParent } from '../support/new-parent.js';
import { openSignedInContext } from '../support/session.js';

const ADMIN = 'admin@delfin-swim.bg';

let admin: BrowserContext;

test.beforeAll(async ({ browser, baseURL }) => {
  admin = await openSignedInContext(browser, { baseURL: baseURL ?? '', email: ADMIN, language: 'bg' });
});
test.afterAll(async () => {
  await admin?.close();
});

test('a parent asks to delete the account, the admin confirms it, and the account can no longer sign in', async ({
  browser,
  baseURL,
}) => {
  const family = await browser.newContext({ baseURL, locale: 'bg-BG' });
  const page = await family.newPage();
  const email = await signUpNewParent(page, baseURL ?? '', 'Надя Стоянова');

  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Изтриване на профила' });
  await section.getByRole('button', { name: 'Изтрий профила ми' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Да изтрием ли профила ви?' });
  // What goes and what the law keeps, before anything is asked.
  await expect(dialog.getByRole('heading', { name: 'Какво се изтрива' })).toBeVisible();
  await expect(dialog.getByText(/фактурите и кредитните известия се пазят 10 години/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Поискай изтриване на профила' }).click();
  await expect(page.getByText('Заявката ви е изпратена до клуба')).toBeVisible();
  await expect(section.getByRole('status')).toContainText('Профилът ви ще бъде изтрит на');
  await expect(section.getByRole('button', { name: 'Оттегли заявката' })).toBeVisible();

  const console = await admin.newPage();
  await console.goto('/admin');
  const requests = console.getByRole('region', { name: 'Заявки за изтриване' });
  const row = requests.getByRole('listitem').filter({ hasText: email });
  await expect(row).toContainText('Надя Стоянова');
  await expect(row).toContainText('Изтриване на профила');
  await row.getByRole('button', { name: 'Потвърди' }).click();
  const confirm = console.getByRole('alertdialog', { name: 'Да изтрием ли данните на Надя Стоянова сега?' });
  await confirm.getByRole('button', { name: 'Изтрий сега' }).click();
  await expect(console.getByText('Данните са изтрити')).toBeVisible();
  await expect(requests.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);
  await console.close();

  // The same browser, signed out by the erasure: the password no longer opens the account.
  const visitor = await browser.newContext({ baseURL, locale: 'bg-BG' });
  const signIn = await visitor.newPage();
  await signIn.goto('/auth');
  await signIn.getByRole('textbox', { name: 'Имейл' }).fill(email);
  await signIn.getByLabel('Парола', { exact: true }).fill(NEW_PARENT_PASSWORD);
  await signIn.getByRole('button', { name: 'Вход', exact: true }).click();
  await expect(signIn.getByText('Грешен имейл или парола.')).toBeVisible();
  await expect(signIn).toHaveURL(/\/auth$/);
  await visitor.close();
  await family.close();
});
