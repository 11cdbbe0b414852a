import path from 'node:path';
import { expectNoSeriousAxeViolations } from '../support/axe.js';
import { openSignedInContext } from '../support/session.js';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';

// The admin console's content, in English on a phone-sized screen: the demo admin writes a news article in three
// languages with a cover image, publishes it, and visitors see it on /news and the home page in each language; then
// the admin uploads a photo (the progress bar shows while it is sent) that appears in /media with its thumbnail.

const PHONE = { width: 390, height: 844 };
const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');
const ARTICLE = {
  title: { bg: 'Зимна купа „Делфин“', en: 'Delfin Winter Cup', ru: 'Зимний кубок «Дельфин»' },
  excerpt: {
    bg: 'Сто и двадесет плувци в басейна.',
    en: 'A hundred and twenty swimmers in the pool.',
    ru: 'Сто двадцать пловцов в бассейне.',
  },
  body: {
    bg: 'Първи ден с **финали** на 50 м.\n\n- бруст\n- кроул',
    en: 'Day one with **finals** over 50 m.\n\n- breaststroke\n- freestyle',
    ru: 'Первый день с **финалами** на 50 м.\n\n- брасс\n- кроль',
  },
};
const PHOTO = { bg: 'Щафета на зимната купа', en: 'Winter cup relay', ru: 'Эстафета зимнего кубка' };
const LANGUAGES = ['bg', 'en', 'ru'] as const;
const LANGUAGE_NAMES = { bg: 'Bulgarian', en: 'English', ru: 'Russian' } as const;

let baseURL = '';
let admin: BrowserContext;
let page: Page;

async function expectNoSidewaysScroll(target: Page) {
  const width = await target.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, info) => {
  baseURL = String(info.project.use.baseURL);
  admin = await openSignedInContext(browser, { baseURL, email: 'admin@delfin-swim.bg', language: 'en' });
  page = await admin.newPage();
  await page.setViewportSize(PHONE);
});

/** Leaves the demo club as it found it: the article and the photo are deleted. */
test.afterAll(async () => {
  if (!admin) return;
  const headers = { origin: baseURL };
  const news = await (await admin.request.get(`/api/admin/news?search=${ARTICLE.title.en}`)).json();
  for (const { id } of news.items as { id: string }[]) await admin.request.delete(`/api/admin/news/${id}`, { headers });
  const media = await (await admin.request.get(`/api/admin/media?search=${PHOTO.en}`)).json();
  for (const { id } of media.items as { id: string }[])
    await admin.request.delete(`/api/admin/media/${id}`, { headers });
  await admin.close();
});

test('the admin writes an article in three languages with a cover; as a draft nobody sees it', async () => {
  await page.goto('/admin');
  await page.getByRole('tablist', { name: 'Administration sections' }).getByRole('tab', { name: 'Content' }).click();
  await expect(page.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'true');
  expect(new URL(page.url()).searchParams.get('tab')).toBe('content');

  await page.getByRole('button', { name: 'New article' }).click();
  const dialog = page.getByRole('dialog', { name: 'New article' });
  for (const language of LANGUAGES) {
    const name = LANGUAGE_NAMES[language];
    await dialog.getByLabel(new RegExp(`^Title \\(${name}\\)`)).fill(ARTICLE.title[language]);
    await dialog.getByLabel(new RegExp(`^Summary \\(${name}\\)`)).fill(ARTICLE.excerpt[language]);
    await dialog.getByLabel(new RegExp(`^Text \\(${name}\\)`)).fill(ARTICLE.body[language]);
  }
  // HTML is refused in the form before anything is sent.
  await dialog.getByLabel('Text (Bulgarian)').fill('Текст <script>alert(1)</script>');
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(dialog.getByText('HTML is not allowed here')).toBeVisible();
  await dialog.getByLabel('Text (Bulgarian)').fill(ARTICLE.body.bg);
  await dialog.getByLabel('Cover image').setInputFiles(path.join(FIXTURES, 'news-cover.jpg'));
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(`Draft “${ARTICLE.title.bg}” saved`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('list', { name: 'News' }).getByRole('listitem').filter({ hasText: ARTICLE.title.en });
  await expect(row).toContainText('Draft');
  await expect(row.locator('img')).toHaveAttribute('src', /^\/uploads\/news\/.+\/thumb\.webp$/);
  const list = await (await admin.request.get('/api/news?pageSize=50')).json();
  expect(list.items.map((n: { title: { bg: string } }) => n.title.bg)).not.toContain(ARTICLE.title.bg);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);
});

test('published, it shows on /news and on the home page in every language', async ({ browser }) => {
  await page.goto('/admin?tab=content&section=news');
  await page.getByRole('button', { name: `Publish ${ARTICLE.title.en}` }).click();
  await expect(page.getByText(`“${ARTICLE.title.en}” is published`)).toBeVisible();

  for (const language of LANGUAGES) {
    const visitor = await browser.newContext({ baseURL, viewport: PHONE });
    await visitor.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), language);
    const visit = await visitor.newPage();
    for (const route of ['/news', '/']) {
      await visit.goto(route);
      const link = visit.getByRole('link', { name: ARTICLE.title[language], exact: true });
      await expect(link).toBeVisible();
      await expect(visit.getByText(ARTICLE.excerpt[language])).toBeVisible();
      await expect(visit.getByRole('img', { name: ARTICLE.title[language] }).first()).toHaveAttribute(
        'src',
        /^\/uploads\/news\/.+\/display\.webp$/,
      );
    }
    await visit.getByRole('link', { name: ARTICLE.title[language], exact: true }).click();
    await expect(visit.getByRole('heading', { level: 1, name: ARTICLE.title[language] })).toBeVisible();
    // The Markdown body: bold and a list, rendered as such.
    await expect(visit.locator('article strong').first()).toBeVisible();
    await expect(visit.locator('article ul li')).toHaveCount(2);
    await visitor.close();
  }
});

test('the admin uploads a photo with a visible progress bar; it is first in /media with its thumbnail', async ({
  browser,
}) => {
  await page.goto('/admin?tab=content&section=media');
  await expect(page.getByRole('tab', { name: 'Media gallery' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a photo or video' });
  await dialog.getByLabel('Photo or video').setInputFiles(path.join(FIXTURES, 'pool-photo.png'));
  for (const language of LANGUAGES) {
    await dialog.getByLabel(new RegExp(`^Title \\(${LANGUAGE_NAMES[language]}\\)`)).fill(PHOTO[language]);
  }
  // A new photo stays hidden until its children are tagged, unless the admin says it shows none (issue 29).
  const keepHidden = dialog.getByRole('checkbox', { name: 'Keep it hidden until I have tagged the children in it' });
  await expect(keepHidden).toBeChecked();
  await keepHidden.uncheck();
  // A slow uplink, so the upload takes long enough to watch its progress.
  const cdp = await admin.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 48 * 1024,
  });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(dialog.getByText(/^Uploading… \d+%$/)).toBeVisible();
  await expect(page.getByText(`“${PHOTO.bg}” is in the gallery`)).toBeVisible({ timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(dialog).toBeHidden();
  const row = page.getByRole('list', { name: 'Media gallery' }).getByRole('listitem').first();
  await expect(row).toContainText(PHOTO.en);
  await expect(row).toContainText('No. 1');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);

  const visitor = await browser.newContext({ baseURL, viewport: PHONE });
  await visitor.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  const gallery = await visitor.newPage();
  await gallery.goto('/media');
  const first = gallery.getByRole('button', { name: /^Open photo/ }).first();
  await expect(first).toHaveAccessibleName(`Open photo: ${PHOTO.en}`);
  await expect(first.getByRole('img', { name: PHOTO.en })).toHaveAttribute(
    'src',
    /^\/uploads\/media\/.+\/thumb\.webp$/,
  );
  await visitor.close();
});
