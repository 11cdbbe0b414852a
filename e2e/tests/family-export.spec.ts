// A family's export (issue 29 item 3), as the demo parent meets it in Bulgarian: on the profile page they ask for a
// copy of their data, the section follows it while the server's job prepares it, and then offers the download; the
// file is a ZIP holding data.json (with their children) and summary.pdf.
import { readFile } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import { type BrowserContext, expect, test } from '@playwright/test';
import { openSignedInContext } from '../support/session.js';

const PARENT = 'parent@delfin-swim.bg';

let family: BrowserContext;

test.beforeAll(async ({ browser, baseURL }) => {
  family = await openSignedInContext(browser, { baseURL: baseURL ?? '', email: PARENT, language: 'bg' });
});
test.afterAll(async () => {
  await family?.close();
});

type ExportedChild = { id: string; full_name: string };

/**
 * The files of a ZIP as the server writes it (each entry's sizes in its local header, stored or deflated), read with
 * Node's own zlib: enough to look inside the download without a ZIP library in this package.
 */
function unzip(zip: Buffer): Record<string, Buffer> {
  const files: Record<string, Buffer> = {};
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    const method = zip.readUInt16LE(at + 8);
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extraLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 30, at + 30 + nameLength);
    const start = at + 30 + nameLength + extraLength;
    const data = zip.subarray(start, start + size);
    files[name] = method === 8 ? inflateRawSync(data) : Buffer.from(data);
    at = start + size;
  }
  return files;
}

test('a parent asks for their data on the profile page, waits for it and downloads a ZIP with their children', async () => {
  const page = await family.newPage();
  // The family's own screens name the children the export must hold.
  const children = (await (await page.request.get('/api/children')).json()) as { id: string; fullName: string }[];
  expect(children.length).toBeGreaterThan(0);

  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Изтегляне на моите данни' });
  await section.getByRole('button', { name: 'Изтегли моите данни' }).click();
  await expect(page.getByText('Поискахте копие на данните си')).toBeVisible();
  // The job runs in the server; the section shows the copy being prepared, then the download.
  const link = section.getByRole('link', { name: /^Изтегли архива \(\d+([,.]\d)? (КБ|МБ)\)$/ });
  await expect(link).toBeVisible({ timeout: 45_000 });
  await expect(section.getByRole('status')).toContainText('Копието е готово. Можете да го изтеглите до');

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^swim-club-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzip(await readFile(await download.path()));
  expect(Object.keys(files).sort()).toEqual(['data.json', 'summary.pdf']);
  const data = JSON.parse((files['data.json'] as Buffer).toString('utf8')) as {
    account: { email: string };
    tables: { children: ExportedChild[] };
  };
  expect(data.account.email).toBe(PARENT);
  expect(data.tables.children.map((c) => c.full_name).sort()).toEqual(children.map((c) => c.fullName).sort());
  expect((files['summary.pdf'] as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await page.close();
});
