// Consents and the gallery (issue 29), as a family and the club meet them: a new family registers a child with photo
// consent; the admin tags the child in a new gallery photo, which visitors see in /media; on a phone the parent
// withdraws the photo consent from the child's profile, and the photo leaves /media at once while the admin's
// gallery says why it is not public.
//
// The spec uploads its own photo and deletes it afterwards, and its family's child is not enrolled anywhere, so later
// specs see the demo club as before.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.js';
import { signUpNewParent } from '../support/new-parent.js';
import { openSignedInContext } from '../support/session.js';

const PHONE = { width: 390, height: 844 };
const STAMP = Date.now().toString(36);
const PHOTO = `Relay start ${STAMP}`;
const CHILD = `Дара Колева ${STAMP}`;
const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');

let baseURL = '';
let admin: BrowserContext;
let family: BrowserContext;
let parentPage: Page;
let childId = '';
let mediaId = '';

/** The titles /media shows a visitor right now (a fresh visit: no cache of the browser's own). */
async function galleryTitles(browserContext: BrowserContext): Promise<string[]> {
  const page = await browserContext.newPage();
  await page.goto('/media');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Open photo/ }).first()).toBeVisible();
  const names = await page
    .getByRole('button', { name: /^Open photo/ })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  await page.close();
  return names.map((name) => name.replace(/^Open photo: /, ''));
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, info) => {
  baseURL = String(info.project.use.baseURL);
  admin = await openSignedInContext(browser, { baseURL, email: 'admin@delfin-swim.bg', language: 'en' });
  const uploaded = await admin.request.post('/api/admin/media', {
    headers: { origin: baseURL },
    multipart: {
      meta: JSON.stringify({ title: { bg: PHOTO, en: PHOTO, ru: PHOTO }, description: { bg: '', en: '', ru: '' } }),
      file: {
        name: 'pool-photo.png',
        mimeType: 'image/png',
        buffer: readFileSync(path.join(FIXTURES, 'pool-photo.png')),
      },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  mediaId = ((await uploaded.json()) as { id: string }).id;

  family = await browser.newContext({ baseURL, locale: 'en-GB', viewport: PHONE });
  await family.addCookies([{ name: 'i18next', value: 'en', url: baseURL }]);
  await family.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  parentPage = await family.newPage();
  await signUpNewParent(parentPage, baseURL, 'Ина Колева');
});

test.afterAll(async () => {
  if (admin && mediaId) await admin.request.delete(`/api/admin/media/${mediaId}`, { headers: { origin: baseURL } });
  await family?.close();
  await admin?.close();
});

test('a parent adds a child with photo consent; the consent and its giver show on the profile', async () => {
  await parentPage.goto('/add-child');
  await parentPage.getByLabel('Full name', { exact: true }).fill(CHILD);
  await parentPage.getByLabel('First name in English', { exact: true }).fill('Dara');
  await parentPage.getByLabel('Last name in English', { exact: true }).fill('Koleva');
  await parentPage.getByLabel('Date of birth', { exact: true }).fill('2017-09-02');
  await parentPage.getByRole('radio', { name: 'Girl' }).check();
  await parentPage.getByLabel('Swimming level', { exact: true }).selectOption('beginner');
  await parentPage.getByLabel('Emergency contact', { exact: true }).fill('Петър Колев');
  await parentPage.getByLabel('Emergency phone', { exact: true }).fill('+359 888 222 333');
  await parentPage.getByRole('checkbox', { name: /^Photos and videos/ }).check();
  await parentPage.getByRole('button', { name: 'Add child', exact: true }).click();
  await expect(parentPage).toHaveURL(/\/child\/[0-9a-f-]{36}/);
  childId = parentPage.url().match(/\/child\/([0-9a-f-]{36})/)?.[1] ?? '';

  const consent = (name: string) =>
    parentPage.getByRole('listitem').filter({ has: parentPage.getByRole('heading', { name, exact: true }) });
  const photos = consent('Photos and videos');
  await expect(photos.getByText('Given', { exact: true })).toBeVisible();
  await expect(photos.getByText(/^Answered by Ина Колева, /)).toBeVisible();
  const medical = consent('Medical notes');
  await expect(medical.getByText('Not given', { exact: true })).toBeVisible();
});

test('the admin tags the child in a gallery photo; visitors see it in /media', async ({ browser }) => {
  const page = await admin.newPage();
  await page.goto(`/admin?tab=content&section=media&q=${encodeURIComponent(PHOTO)}`);
  const row = page.getByRole('list', { name: 'Media gallery' }).getByRole('listitem').filter({ hasText: PHOTO });
  await row.getByRole('button', { name: `Which children appear in “${PHOTO}”` }).click();
  const dialog = page.getByRole('dialog', { name: 'Children who appear in it' });
  await dialog.getByLabel('Add a child').fill(CHILD);
  await dialog.getByRole('button', { name: new RegExp(`^${CHILD}`) }).click();
  await expect(dialog.getByRole('list', { name: 'Tagged children' })).toContainText('photo consent');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(`In it: ${CHILD}`);
  await expectNoSeriousAxeViolations(page);
  await page.close();

  const visitor = await browser.newContext({ baseURL, viewport: PHONE });
  await visitor.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  expect(await galleryTitles(visitor)).toContain(PHOTO);
  await visitor.close();
});

test('on a phone the parent withdraws photo consent: the photo leaves /media and the admin sees why', async ({
  browser,
}) => {
  await parentPage.goto(`/child/${childId}`);
  const photos = parentPage
    .getByRole('listitem')
    .filter({ has: parentPage.getByRole('heading', { name: 'Photos and videos' }) });
  await photos.getByRole('button', { name: 'Withdraw consent' }).click();
  await expect(
    photos.getByText(`Photos and videos showing ${CHILD} will stop being shown publicly at once.`),
  ).toBeVisible();
  await photos.getByRole('button', { name: 'Yes, withdraw' }).click();
  await expect(parentPage.getByText('Consent withdrawn')).toBeVisible();
  await expect(photos.getByText('Not given', { exact: true })).toBeVisible();
  const width = await parentPage.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  await parentPage.getByText('History of answers').click();
  await expect(parentPage.getByText(/Ина Колева refused or withdrew consent – Photos and videos\./)).toBeVisible();

  const visitor = await browser.newContext({ baseURL, viewport: PHONE });
  await visitor.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  expect(await galleryTitles(visitor)).not.toContain(PHOTO);
  await visitor.close();

  const page = await admin.newPage();
  await page.goto(`/admin?tab=content&section=media&q=${encodeURIComponent(PHOTO)}`);
  const row = page.getByRole('list', { name: 'Media gallery' }).getByRole('listitem').filter({ hasText: PHOTO });
  await expect(row.getByText('Not public', { exact: true })).toBeVisible();
  await expect(row).toContainText(`Not shown publicly: no photo consent for ${CHILD}.`);
  await page.close();
});
