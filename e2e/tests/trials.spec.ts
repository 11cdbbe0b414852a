import { expect, test } from '@playwright/test';
import { watchErrors } from '../support/page-errors.js';

// Issue 28's trial lesson journey, as a visitor lives it in Bulgarian: from a class's card on the home page to the
// booking form (no account), the confirmation mail's "create your account" link with the details filled in, the
// account's own confirmation mail, and the trial waiting on the new family's dashboard. Mail is read from the
// development mailbox (/dev/mailbox), as a person would.
const PASSWORD = 'Plu-vane-2026';

test('a visitor books a trial without an account, creates the account from the mail and finds the trial', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const email = `trial-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.bg`;

  // The home page's upcoming classes: each card offers a trial lesson.
  await page.goto('/');
  const upcoming = page.getByRole('region', { name: 'Предстоящи тренировки' });
  const book = upcoming.getByRole('link', { name: /^Запази пробно занятие:/ }).first();
  await book.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Запазете пробно занятие' })).toBeVisible();
  // The card's session is chosen already when it still has a place; the first one offered is taken either way.
  const sessions = page.getByRole('group', { name: 'Изберете занятие' });
  await sessions.getByRole('radio').first().check();
  // The class's own heading, read once its sessions are there (before, the first is the side panel's).
  const className = (await page.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
  await page.getByLabel('Име на детето').fill('Ива');
  await page.getByLabel('Година на раждане').selectOption('2018');
  await page.getByLabel('Вашето име').fill('Гергана Колева');
  await page.getByLabel('Имейл').fill(email);
  await page.getByLabel('Телефон').fill('0888 555 111');
  await page.getByLabel(/Съгласен\/съгласна съм/).check();
  await page.getByRole('button', { name: 'Запази пробното занятие' }).click();
  await expect(page.getByRole('heading', { name: 'Пробното занятие е запазено' })).toBeVisible();
  await expect(page.getByText(`на ${email}`, { exact: false })).toBeVisible();

  // The confirmation mail, in Bulgarian, with a link to create the account with the details filled in.
  await page.goto('/dev/mailbox');
  const booked = page
    .getByRole('article')
    .filter({ hasText: `To: ${email}` })
    .filter({ has: page.getByRole('heading', { name: /^Пробно занятие за Ива е запазено/ }) });
  await expect(booked).toContainText(`Група: ${className}`);
  await booked.getByRole('link', { name: /\/auth\?tab=sign-up/ }).click();

  await expect(page.getByRole('tabpanel', { name: 'Регистрация' })).toContainText(
    'Създавате профил за пробното занятие на Ива',
  );
  await expect(page.getByLabel('Име и фамилия')).toHaveValue('Гергана Колева');
  await expect(page.getByRole('textbox', { name: 'Имейл' })).toHaveValue(email);
  await page.getByLabel('Парола', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Създай профил' }).click();
  await expect(page.getByText(`Изпратихме линк за потвърждение на ${email}`, { exact: false })).toBeVisible();

  // The account's confirmation mail signs the parent in and lands on the dashboard, where the trial waits.
  await page.goto('/dev/mailbox');
  await page
    .getByRole('article')
    .filter({ hasText: `To: ${email}` })
    .filter({ hasNotText: 'Пробно занятие' })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const trials = page.getByRole('region', { name: 'Пробни занятия' });
  await expect(trials.getByRole('heading', { name: `Ива · ${className}` })).toBeVisible();
  await expect(trials.getByText('Запазено')).toBeVisible();
  await expect(trials.getByRole('button', { name: 'Откажи' })).toBeVisible();
  expect(errors).toEqual([]);
});
