import { watchErrors } from '../support/page-errors.js';
import { expect, type Page, test } from '@playwright/test';

// The public site on a 390 px phone in each language: no page scrolls sideways, and the home page stays short (the
// weekly schedule shows one day at a time there, today's first).

const LANGUAGES = ['bg', 'en', 'ru'] as const;
const PUBLIC_ROUTES = ['/', '/club', '/coaches', '/media', '/contact', '/news', '/shop', '/athlete/register', '/auth'];
const PHONE = { width: 390, height: 844 };
/** The bound for the phone home page (it was 10,378 px with the whole week stacked). */
const HOME_MAX_HEIGHT = 4000;
/** Monday first, as the API numbers days and as the club's week reads. */
const DAY_NAMES = {
  bg: ['Понеделник', 'Вторник', 'Сряда', 'Четвъртък', 'Петък', 'Събота', 'Неделя'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  ru: ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота', 'Воскресенье'],
} as const;
const SCHEDULE_TITLE = { bg: 'Седмичен график', en: 'Weekly schedule', ru: 'Расписание на неделю' } as const;

async function openIn(page: Page, language: string, route: string) {
  await page.goto(route);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Loading|Зареждане|Загрузка/)).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Today's weekday in the club's time zone, 0 = Monday, from the test's own clock (not the app's code). */
function clubWeekday(): number {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Sofia', weekday: 'long' }).format(new Date());
  return DAY_NAMES.en.indexOf(name as (typeof DAY_NAMES.en)[number]);
}

for (const language of LANGUAGES) {
  test(`in ${language} at 390 px no public page scrolls sideways and the home page is short`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE });
    await context.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), language);
    const page = await context.newPage();
    const errors = watchErrors(page);
    for (const route of PUBLIC_ROUTES) {
      await openIn(page, language, route);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, `${route} is ${scrollWidth} px wide in a ${clientWidth} px window`).toBeLessThanOrEqual(
        clientWidth,
      );
    }

    await openIn(page, language, '/');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, `the home page is ${height} px tall`).toBeLessThan(HOME_MAX_HEIGHT);

    // One day at a time, today's first; the switcher shows another.
    const schedule = page.getByRole('region', { name: SCHEDULE_TITLE[language] });
    const today = clubWeekday();
    const visibleDays = schedule.getByRole('heading', { level: 3 });
    await expect(visibleDays).toHaveCount(1);
    await expect(visibleDays).toContainText(DAY_NAMES[language][today] ?? '');
    const other = (today + 1) % 7;
    const switcher = schedule.getByRole('group');
    await switcher.getByRole('button', { name: new RegExp(DAY_NAMES[language][other] ?? '', 'i') }).click();
    await expect(visibleDays).toHaveCount(1);
    await expect(visibleDays).toContainText(DAY_NAMES[language][other] ?? '');
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('at 1400 px the week shows all seven days side by side', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  const page = await context.newPage();
  await openIn(page, 'en', '/');
  const schedule = page.getByRole('region', { name: SCHEDULE_TITLE.en });
  await expect(schedule.getByRole('heading', { level: 3 })).toHaveCount(7);
  await expect(schedule.getByRole('group')).toBeHidden();
  await context.close();
});
