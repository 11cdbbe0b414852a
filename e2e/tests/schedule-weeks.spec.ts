// The public schedule's weeks (issue 26 item 5): a closure two weeks ahead shows on that week's schedule, in the HTML
// the server sends and after the app has taken the page over; the week switcher moves between weeks in the browser;
// a ?week= the schedule does not offer shows this week, and the API answers such a week with a 400.
import { type BrowserContext, expect, test } from '@playwright/test';
import { watchErrors } from '../support/page-errors.js';
import { openSignedInContext } from '../support/session.js';

const NOTE = 'E2E regional gala';

/** Today in Sofia, 'YYYY-MM-DD'. */
function sofiaToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' }).format(new Date());
}
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const mondayOf = (date: string) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

let admin: BrowserContext;
let closureId = '';
const monday = addDays(mondayOf(sofiaToday()), 14);
const sunday = addDays(monday, 6);

test.beforeAll(async ({ browser, baseURL }) => {
  admin = await openSignedInContext(browser, { baseURL: baseURL ?? '', email: 'admin@delfin-swim.bg', language: 'en' });
  const schedule = (await (await admin.request.get('/api/schedule')).json()) as {
    dayOfWeek: number;
    location: { id: string };
  }[];
  // One location's Sunday two weeks on: no other journey books a session there.
  const sundayClass = schedule.find((entry) => entry.dayOfWeek === 6);
  expect(sundayClass, 'the demo club has a Sunday class').toBeTruthy();
  const created = await admin.request.post('/api/admin/closures', {
    headers: { origin: baseURL ?? '' },
    data: {
      startsOn: sunday,
      endsOn: sunday,
      locationId: sundayClass?.location.id,
      reason: 'competition',
      note: { bg: NOTE, en: NOTE, ru: NOTE },
    },
  });
  expect(created.status()).toBe(201);
  closureId = ((await created.json()) as { id: string }).id;
});

test.afterAll(async ({ baseURL }) => {
  if (closureId) await admin.request.delete(`/api/admin/closures/${closureId}`, { headers: { origin: baseURL ?? '' } });
  await admin.close();
});

test('a closure two weeks ahead is on that week’s schedule, sent by the server and kept by the app', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ locale: 'en-GB' });
  await context.addCookies([{ name: 'i18next', value: 'en', url: baseURL ?? '' }]);
  await context.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  const page = await context.newPage();
  const errors = watchErrors(page);
  const url = `/schedule?week=${monday}`;
  // The server renders the page once the closure is in (a render may be queued on a busy machine).
  await expect
    .poll(async () => (await (await page.request.get(url)).text()).includes(NOTE), { timeout: 60_000 })
    .toBe(true);
  const html = await (await page.request.get(url)).text();
  expect(html).toContain('id="server-render-state"');
  expect(html).toContain('In 2 weeks');
  expect(html).toContain('>Competition<');

  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  const sundayColumn = page.locator('#schedule-sunday');
  await expect(sundayColumn.getByText('Closed', { exact: true }).first()).toBeVisible();
  await expect(sundayColumn.getByText('Competition', { exact: true }).first()).toBeVisible();
  await expect(sundayColumn.getByText(NOTE).first()).toBeVisible();
  // The week before has no such mark; the switcher moves there in the browser.
  await page.getByRole('link', { name: 'Previous week' }).click();
  await expect(page.getByText('Next week', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`week=${addDays(monday, -7)}`));
  await expect(page.locator('#schedule-sunday').getByText(NOTE)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  await context.close();
});

test('a week the schedule does not offer shows this week; the API says why', async ({ page }) => {
  const shell = await (await page.request.get('/schedule?week=2020-01-06')).text();
  expect(shell).not.toContain('id="server-render-state"');
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  await page.goto('/schedule?week=2020-01-06');
  await expect(page.getByText('This week', { exact: true })).toBeVisible();
  const answer = await page.request.get('/api/schedule/week?week=2020-01-06');
  expect(answer.status()).toBe(400);
  expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
});
