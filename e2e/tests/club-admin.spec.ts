import { expectNoSeriousAxeViolations } from '../support/axe.js';
import { openSignedInContext } from '../support/session.js';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';

// The club's own details, its inbox and its audit trail, in English for the admin: the demo admin changes Saturday's
// office hours and the footer shows them at once (and to a visitor); a visitor writes from /contact in Russian, the
// admin reads the message in the inbox, marks it handled and replies, and the reply leaves in Russian; the audit log
// shows the settings change. The settings are put back when the file is done.

const PHONE = { width: 390, height: 844 };
const SENDER = { name: 'Ольга Сергеева', email: `olga.${Date.now()}@example.ru`, subject: 'Пробное занятие' };

let baseURL = '';
let admin: BrowserContext;
let page: Page;
let original: unknown = null;

async function expectNoSidewaysScroll(target: Page) {
  const width = await target.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, info) => {
  baseURL = String(info.project.use.baseURL);
  admin = await openSignedInContext(browser, { baseURL, email: 'admin@delfin-swim.bg', language: 'en' });
  const stored = await admin.request.get('/api/admin/settings');
  expect(stored.status()).toBe(200);
  const { updatedAt: _at, updatedBy: _by, ...settings } = await stored.json();
  original = settings;
  page = await admin.newPage();
});

test.afterAll(async () => {
  if (!admin) return;
  if (original) await admin.request.put('/api/admin/settings', { data: original, headers: { origin: baseURL } });
  await admin.close();
});

test('the admin changes Saturday’s office hours and the footer shows them at once', async ({ browser }) => {
  await page.goto('/admin?tab=settings');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('09:00–14:00')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const saturday = page.getByRole('group', { name: 'Saturday' });
  await saturday.getByLabel('Opens').fill('10:00');
  await saturday.getByLabel('Closes').fill('09:30');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(saturday.getByText('The closing time must be after the opening time')).toBeVisible();

  await saturday.getByLabel('Closes').fill('13:30');
  await page.getByRole('group', { name: 'Sunday' }).getByLabel('Closed').check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  // The same page's footer, without a reload.
  await expect(footer.getByText('10:00–13:30')).toBeVisible();
  await expect(footer.getByText('Closed')).toBeVisible();

  // A visitor sees the new hours on /contact.
  const visitor = await browser.newContext({ baseURL, viewport: PHONE });
  await visitor.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  const contact = await visitor.newPage();
  await contact.goto('/contact');
  const details = contact.getByRole('region', { name: 'Find us' });
  await expect(details.getByText('10:00–13:30')).toBeVisible();
  await expect(details.getByText('Sunday')).toBeVisible();
  await visitor.close();
});

test('the settings area works on a phone', async () => {
  await page.setViewportSize(PHONE);
  await page.goto('/admin?tab=settings');
  await expect(page.getByRole('group', { name: 'Monday' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('a visitor writes in Russian; the admin reads it, marks it handled and replies in Russian', async ({
  browser,
}) => {
  const visitor = await browser.newContext({ baseURL, locale: 'ru-RU' });
  await visitor.addInitScript(() => window.localStorage.setItem('i18nextLng', 'ru'));
  const contact = await visitor.newPage();
  await contact.goto('/contact');
  await contact.getByLabel('Имя').fill(SENDER.name);
  await contact.getByLabel('Эл. почта').fill(SENDER.email);
  await contact.getByLabel(/^Тема/).fill(SENDER.subject);
  await contact.getByLabel('Сообщение').fill('Можно ли прийти на пробное занятие в субботу?');
  await contact.getByRole('button', { name: 'Отправить сообщение' }).click();
  await expect(contact.getByText('Сообщение отправлено')).toBeVisible();
  await visitor.close();

  await page.goto('/admin?tab=inbox');
  await expect(page.getByRole('tab', { name: /Inbox.*unread/ })).toBeVisible();
  const row = page
    .getByRole('list', { name: 'Messages from the website' })
    .getByRole('button', { name: new RegExp(SENDER.email) });
  await expect(row).toContainText('New');
  await expectNoSeriousAxeViolations(page);
  await row.click();
  const dialog = page.getByRole('dialog', { name: SENDER.subject });
  await expect(dialog.getByText('Можно ли прийти на пробное занятие в субботу?')).toBeVisible();
  await expect(dialog.getByText(`Goes by email to ${SENDER.email} in Russian`, { exact: false })).toBeVisible();

  await dialog.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByText('Message marked handled')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await dialog.getByLabel('Reply').fill('Да, приходите в субботу к 10:00 в бассейн «Спартак».');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText(`Reply sent to ${SENDER.email}`)).toBeVisible();
  await expect(dialog.getByText('Да, приходите в субботу к 10:00 в бассейн «Спартак».')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Handled messages are found under their filter; open ones no longer list it.
  await page.getByLabel('Show').selectOption('handled');
  await expect(page.getByRole('button', { name: new RegExp(SENDER.email) })).toContainText('Handled');
  await page.getByLabel('Show').selectOption('open');
  await expect(page.getByRole('button', { name: new RegExp(SENDER.email) })).toHaveCount(0);

  // The reply left through the outbox, in the sender's language, quoting the message.
  const mailbox = await admin.newPage();
  await mailbox.goto('/dev/mailbox');
  const mail = mailbox.getByRole('article').filter({ hasText: `To: ${SENDER.email}` });
  await expect(mail.getByRole('heading')).toHaveText(`Ответ: ${SENDER.subject}`);
  await expect(mail).toContainText(`Здравствуйте, ${SENDER.name}!`);
  await expect(mail).toContainText('> Можно ли прийти на пробное занятие в субботу?');
  await mailbox.close();
});

test('the audit log shows the settings change, who made it and what changed', async () => {
  await page.goto('/admin?tab=audit');
  await page.getByLabel('Action').selectOption({ label: 'Changed the club settings' });
  const entry = page.getByRole('list', { name: 'Audit entries' }).getByRole('listitem').first();
  await expect(entry).toContainText('Changed the club settings');
  await expect(entry).toContainText('admin@delfin-swim.bg');
  await entry.getByText('Details').click();
  await expect(entry.getByText('Office hours')).toBeVisible();
  await expect(entry.getByText('Saturday: 09:00–14:00 → 10:00–13:30')).toBeVisible();
  await expect(entry.getByText('Sunday: 09:00–14:00 → Closed')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByLabel('Action').selectOption({ label: 'Replied to a message by email' });
  await expect(page.getByRole('list', { name: 'Audit entries' }).getByRole('listitem').first()).toContainText(
    'Replied to a message by email',
  );
});
