// Who owes what (issue 25), as the club's people meet it, in English on a phone: the admin reminds a family from the
// arrears list; the coach takes cash at the pool for a month owed, the child's flag goes and the family gets the
// receipt; a declared bank transfer that never arrived is turned down and the parent can pay that month again.
//
// The demo's athlete Nikolay has last month unpaid (whatever today's date, it is past its due day) in the demo coach's
// competitive squad; the demo parent has declared a bank transfer for Aleksandar's next month. Each test leaves the
// club as later specs expect it: Nikolay's last month paid, Aleksandar's next month payable again.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.js';
import { clubMonth, monthLabel } from '../support/club-month.js';
import { openSignedInContext } from '../support/session.js';

const PHONE = { width: 390, height: 844 };
const NIKOLAY = 'Николай Стоянов';
const NIKOLAY_EMAIL = 'athlete@delfin-swim.bg';
const ALEKSANDAR = 'Александър Петров';
const PARENT_EMAIL = 'parent@delfin-swim.bg';

type Enrollment = { id: string; classId: string; active: boolean };
type Child = { id: string; fullName: string; enrollments: Enrollment[] };

let baseURL = '';
const contexts: Record<'admin' | 'coach' | 'parent', BrowserContext | null> = {
  admin: null,
  coach: null,
  parent: null,
};

async function pageOf(role: keyof typeof contexts): Promise<Page> {
  const context = contexts[role];
  if (!context) throw new Error(`no ${role} context`);
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  return page;
}

/** A demo child as the admin's records hold it, found by name. */
async function childNamed(name: string): Promise<Child> {
  const admin = contexts.admin;
  if (!admin) throw new Error('no admin context');
  const found = await admin.request.get(`/api/admin/children?search=${encodeURIComponent(name)}`);
  expect(found.status()).toBe(200);
  const item = ((await found.json()) as { items: { id: string; fullName: string }[] }).items.find(
    (c) => c.fullName === name,
  );
  if (!item) throw new Error(`the demo club has no ${name}`);
  return (await (await admin.request.get(`/api/admin/children/${item.id}`)).json()) as Child;
}

/** The newest mail to `to` whose subject matches, as the development mailbox shows it. */
async function mailTo(page: Page, to: string, subject: RegExp) {
  await page.goto('/dev/mailbox');
  return page
    .getByRole('article')
    .filter({ hasText: `To: ${to}` })
    .filter({ has: page.getByRole('heading', { name: subject }) })
    .first();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, info) => {
  baseURL = String(info.project.use.baseURL);
  contexts.admin = await openSignedInContext(browser, { baseURL, email: 'admin@delfin-swim.bg', language: 'en' });
  contexts.coach = await openSignedInContext(browser, { baseURL, email: 'instructor@delfin-swim.bg', language: 'en' });
  contexts.parent = await openSignedInContext(browser, { baseURL, email: PARENT_EMAIL, language: 'en' });
});

test.afterAll(async () => {
  for (const context of Object.values(contexts)) await context?.close();
});

test('the admin sends a family a reminder from the arrears list', async () => {
  const page = await pageOf('admin');
  await page.goto('/admin?tab=billing&section=arrears');
  const arrears = page.getByRole('region', { name: 'Arrears' });
  const family = arrears
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Send reminder to ${NIKOLAY}` }) });
  // Last month is overdue, written out as the reader's language writes a month.
  await expect(family).toContainText(monthLabel(clubMonth(-1)));
  await expect(family).toContainText('No reminder sent yet');
  await expectNoSeriousAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await family.getByRole('button', { name: `Send reminder to ${NIKOLAY}` }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText(NIKOLAY_EMAIL);
  await dialog.getByRole('button', { name: 'Send the reminder' }).click();
  await expect(page.getByText('Reminder sent', { exact: true })).toBeVisible();
  await expect(family).toContainText('Last reminder:');

  // The family's mail lists the month owed with a link to pay.
  const mail = await mailTo(page, NIKOLAY_EMAIL, /^(Напомняне за плащане|Payment reminder|Напоминание об оплате) – /);
  await expect(mail).toContainText(NIKOLAY);
  await expect(mail).toContainText('/payments');
  await page.close();
});

test('the coach records cash taken at the pool: the overdue flag goes and the family gets the receipt', async () => {
  const nikolay = await childNamed(NIKOLAY);
  const classId = nikolay.enrollments.find((e) => e.active)?.classId;
  if (!classId) throw new Error('Nikolay has no active enrollment');
  const lastMonth = monthLabel(clubMonth(-1));

  const page = await pageOf('coach');
  await page.goto(`/instructor/class/${classId}?tab=payments`);
  await page.getByLabel('Month').selectOption({ label: lastMonth });
  const line = page
    .getByRole('list', { name: 'Payments' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Record payment for ${NIKOLAY}` }) });
  // The flag names the months owed, never an amount.
  await expect(line).toContainText(`Payment overdue for: ${lastMonth}`);
  await expect(line).toContainText('Not paid');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await line.getByRole('button', { name: `Record payment for ${NIKOLAY}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a payment' });
  await expect(dialog.getByLabel('Month')).toHaveValue(clubMonth(-1));
  await dialog.getByRole('radio', { name: 'Cash' }).check();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: /^Record / }).click();
  await expect(page.getByText('Payment recorded', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Last month is paid: validated, and no longer among the months the flag names.
  await expect(line).toContainText('Validated');
  await expect(line).not.toContainText(`Payment overdue for: ${lastMonth}`);

  const mail = await mailTo(page, NIKOLAY_EMAIL, /^(Разписка за плащане|Payment receipt|Квитанция об оплате) – /);
  await expect(mail).toContainText(NIKOLAY);
  await page.close();
});

test('a declared transfer that never arrived is turned down, and the parent can pay that month again', async () => {
  const aleksandar = await childNamed(ALEKSANDAR);
  const enrollment = aleksandar.enrollments.find((e) => e.active);
  if (!enrollment) throw new Error('Aleksandar has no active enrollment');
  const next = clubMonth(1);
  const payHref = `/child/${aleksandar.id}/payment?enrollment=${enrollment.id}`;

  // While the transfer is declared, next month cannot be paid again.
  const parent = await pageOf('parent');
  await parent.goto(payHref);
  await expect(parent.getByRole('radio', { name: monthLabel(next) })).toBeDisabled();

  const admin = await pageOf('admin');
  await admin.goto('/admin?tab=billing&section=awaiting');
  await admin
    .getByRole('button', { name: `Not received: payment for ${ALEKSANDAR}` })
    .first()
    .click();
  const dialog = admin.getByRole('alertdialog', { name: 'Payment not received' });
  await dialog.getByRole('button', { name: 'Mark as not received' }).click();
  // A reason is required: the parent reads it.
  await expect(dialog).toContainText('Write why the payment is not accepted');
  await dialog.getByLabel('Reason').fill('The transfer has not arrived in the club’s account.');
  await dialog.getByRole('button', { name: 'Mark as not received' }).click();
  await expect(admin.getByText('Marked as not received', { exact: true })).toBeVisible();
  await admin.close();

  // The parent is told why, and next month is payable again.
  const mail = await mailTo(
    parent,
    PARENT_EMAIL,
    /^(Плащането не е получено|Payment not received|Платёж не получен) – /,
  );
  await expect(mail).toContainText(ALEKSANDAR);
  await expect(mail).toContainText('The transfer has not arrived in the club’s account.');
  await parent.goto(payHref);
  await expect(parent.getByRole('radio', { name: monthLabel(next) })).toBeEnabled();
  await expectNoSeriousAxeViolations(parent);
  await parent.close();
});
