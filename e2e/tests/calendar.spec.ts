// The family calendar (issue 27 item 5), as the demo parent meets it in Bulgarian: on the profile page they create the
// secret calendar address and copy it; the address, read without any session as a calendar app reads it, is a valid
// ICS file (parsed here with ical.js) in the club's time zone whose events name the children's classes and no other
// family's; a new address, once confirmed, stops the old one at once.
import { type APIRequestContext, type BrowserContext, expect, request, test } from '@playwright/test';
import ICAL from 'ical.js';
import { openSignedInContext } from '../support/session.js';

const PARENT = 'parent@delfin-swim.bg';

type Child = { fullName: string; enrollments: { active: boolean; classTitle: { bg: string } }[] };

let family: BrowserContext;
let calendarApp: APIRequestContext;

test.beforeAll(async ({ browser, baseURL }) => {
  family = await openSignedInContext(browser, { baseURL: baseURL ?? '', email: PARENT, language: 'bg' });
  await family.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A calendar app: no cookie, no session.
  calendarApp = await request.newContext({ baseURL });
});
test.afterAll(async () => {
  await family?.close();
  await calendarApp?.dispose();
});

/** The events of an ICS text as ical.js reads them, the zone's rules taken from the file's own VTIMEZONE. */
function readEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    zones: zones.map((zone) => zone.getFirstPropertyValue('tzid')),
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return { summary: event.summary, zone: event.startDate.zone?.tzid, starts: event.startDate.toJSDate() };
    }),
  };
}

test('a parent creates the calendar address on the profile page; it downloads a valid file naming the children’s classes', async () => {
  const page = await family.newPage();
  // What the family's own screens say the children attend: '<first name> – <class>' is how the calendar names it.
  const children = (await (await page.request.get('/api/children')).json()) as Child[];
  const expected = children.flatMap((child) =>
    child.enrollments.filter((e) => e.active).map((e) => `${child.fullName.split(' ')[0]} – ${e.classTitle.bg}`),
  );
  expect(expected.length).toBeGreaterThan(0);

  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Календар' });
  await expect(section.getByText('В него са занятията на децата ви, с отменените и наваксванията.')).toBeVisible();
  await section.getByRole('button', { name: 'Създай адрес за календара' }).click();
  const field = section.getByLabel('Адрес на календара');
  await expect(field).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const address = await field.inputValue();
  await section.getByRole('button', { name: 'Копирай' }).click();
  await expect(section.getByRole('status')).toHaveText('Копирано – поставете го в приложението за календар.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  await expect(section.getByRole('link', { name: 'Отвори в календара на телефона' })).toHaveAttribute(
    'href',
    address.replace(/^https?:/, 'webcal:'),
  );

  // The download link and the address are one file: fetched as a calendar app fetches it.
  await expect(section.getByRole('link', { name: 'Изтегли .ics' })).toHaveAttribute('href', address);
  const file = await calendarApp.get(new URL(address).pathname);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const feed = readEvents(await file.text());
  expect(feed.name).toBe('Плувен клуб „Делфин“');
  expect(feed.zones).toEqual(['Europe/Sofia']);
  expect(feed.events.length).toBeGreaterThan(0);
  expect(feed.events.every((e) => e.zone === 'Europe/Sofia')).toBe(true);
  const summaries = feed.events.map((e) => e.summary);
  expect(expected.some((name) => summaries.some((summary) => summary.endsWith(name)))).toBe(true);
  // Only this family's children: every event names one of them.
  const firstNames = children.map((child) => child.fullName.split(' ')[0]);
  expect(summaries.every((summary) => firstNames.some((first) => summary.includes(`${first} – `)))).toBe(true);

  // A new address, once confirmed, replaces it: the old one answers 404 at once.
  await section.getByRole('button', { name: 'Нов адрес' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Да направим ли нов адрес?' });
  await confirm.getByRole('button', { name: 'Направи нов адрес' }).click();
  await expect(page.getByText('Новият адрес е готов')).toBeVisible();
  await expect(field).not.toHaveValue(address);
  expect((await calendarApp.get(new URL(address).pathname)).status()).toBe(404);
  expect((await calendarApp.get(new URL(await field.inputValue()).pathname)).status()).toBe(200);
  await page.close();
});
