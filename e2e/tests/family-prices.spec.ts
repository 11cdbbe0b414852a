import { expectNoSeriousAxeViolations } from '../support/axe.js';
import { clubMonth, monthLabel } from '../support/club-month.js';
import { signUpNewParent } from '../support/new-parent.js';
import { registerChild } from '../support/register-child.js';
import { watchErrors } from '../support/page-errors.js';
import { expect, test } from '@playwright/test';

// ADR 0033, as a family meets it: a new parent's second child is offered the demo club's 10% second-child discount
// before enrolling, and the pay page shows how a whole month's amount is made up. Beginners (ages 7–10) at Spartak:
// 8 sessions a month cost €80.00 (a fresh install prices in euro); 10% off is €8.00, so the family pays €72.00.

test('a second child is offered the family discount and pays the discounted month, in euro', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  await signUpNewParent(page, baseURL ?? '', 'Мария Стоянова');

  // The first child, enrolled earlier (through the same route the wizard uses).
  await registerChild(page.request, baseURL ?? '', {
    classTitle: 'Beginners (ages 7–10)',
    fullName: 'Борис Стоянов',
    latin: 'Boris Stoyanov',
    birthDate: '2016-02-11',
    gender: 'male',
    emergencyContact: 'Мария Стоянова',
    emergencyPhone: '+359 888 301 442',
  });

  // The second child, through the wizard: the plan step says what this family would pay.
  await page.goto('/register-child');
  await page.getByRole('radio', { name: /Spartak Swimming Complex/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /^Beginners \(ages 7–10\)/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Full name', { exact: true }).fill('Яна Стоянова');
  await page.getByLabel('First name in English', { exact: true }).fill('Yana');
  await page.getByLabel('Last name in English', { exact: true }).fill('Stoyanova');
  await page.getByLabel('Date of birth', { exact: true }).fill('2018-09-20');
  await page.getByRole('radio', { name: 'Girl' }).check();
  await page.getByLabel('Swimming level', { exact: true }).selectOption('beginner');
  await page.getByLabel('Emergency contact', { exact: true }).fill('Мария Стоянова');
  await page.getByLabel('Emergency phone', { exact: true }).fill('+359 888 301 442');
  await page.getByRole('button', { name: 'Next' }).click();

  const plans = page.getByRole('radiogroup', { name: 'Choose a plan' });
  const eight = plans.getByRole('radio', { name: /^8 sessions a month/ });
  await expect(eight).toHaveAccessibleDescription(/Family discount: 10% for a second child – €72\.00 a month/);
  await expectNoSeriousAxeViolations(page);
  await eight.check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Confirm registration' }).click();
  await expect(page).toHaveURL(/\/child\/[0-9a-f-]{36}$/);

  // The pay page: next month is a whole month, so the plan's price less the family discount.
  await page.goto(`${new URL(page.url()).pathname}/payment`);
  const next = clubMonth(1);
  await page.getByRole('radio', { name: monthLabel(next) }).check();
  const breakdown = page.getByRole('table', { name: `How the amount for ${monthLabel(next)} is made up` });
  await expect(breakdown.getByRole('row', { name: /^Plan price/ })).toContainText('€80.00');
  await expect(breakdown.getByRole('row', { name: /^Second child discount \(10%\)/ })).toContainText('€8.00');
  await expect(breakdown.getByRole('row', { name: /^Total/ })).toContainText('€72.00');
  await expectNoSeriousAxeViolations(page);
  expect(errors).toEqual([]);
});
