import { expectNoSeriousAxeViolations } from '../support/axe.js';
import { watchErrors } from '../support/page-errors.js';
import { openSignedInContext } from '../support/session.js';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';

// The coach's day on a 390 px phone, in Bulgarian: today's class from the dashboard, attendance for every child
// (one mark changed), an assessment, a race time and an achievement for the demo parent's child; then the parent
// sees each of them on the child's tabs, and exactly one session fewer. A cash payment the coach confirms on the
// dashboard shows as confirmed on the class's payments tab at once. Each person signs in once.

const PEOPLE = { instructor: 'instructor@delfin-swim.bg', parent: 'parent@delfin-swim.bg' } as const;
type Role = keyof typeof PEOPLE;
const PHONE = { width: 390, height: 844 };
/** Each language of the site, with the browser speaking it too as a visitor's would. */
const LANGUAGES = { bg: 'bg-BG', en: 'en-GB', ru: 'ru-RU' } as const;

const NOTES = 'Уверено дишане на две страни; да поработи върху обръщането.';
const RACE = {
  distance: '50 м',
  stroke: 'Гръб',
  time: '43.27',
  shown: '0:43.27',
  event: 'Контролно време – басейн „Спартак“',
};
const ACHIEVEMENT = { bg: 'Първи старт от блок', en: 'First dive start from the block', ru: 'Первый старт с тумбы' };

type ChildRecord = {
  id: string;
  fullName: string;
  birthDate: string;
  skillLevel: string;
  enrollments: Array<{ classId: string; classTitle: { bg: string }; planType: string; active: boolean }>;
};
/** The demo parent's child in one of the coach's classes. */
type Pupil = { childId: string; name: string; classId: string; classTitle: string };

let baseURL = '';
const contexts = {} as Record<Role, BrowserContext>;
const pages = {} as Record<Role, Page>;
const errors = {} as Record<Role, string[]>;
let pupil: Pupil;
let classId = '';
/** What the parent saw before the coach's day: sessions left and the dots on the progress chart. */
const before = { sessionsLeft: 0, chartDots: 0 };
let metricsScored = 0;

/** Today in the club's time zone, computed here rather than taken from the app. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' }).format(new Date());
/** Today as a Bulgarian reads it in a date field (dd.mm.yyyy), whatever the browser's own locale. */
const todayShown = today.split('-').reverse().join('.');

/** The page is laid out for the phone: nothing wider than the screen, so nothing scrolls sideways. */
async function expectNoSideways(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways at ${PHONE.width}px`).toBeLessThanOrEqual(0);
}

/** No raw catalog keys (i18next shows the key when a translation is missing). */
async function expectTranslated(page: Page, what: string) {
  const text = await page.locator('body').innerText();
  expect(text.match(/\b(?:instructor|billing|plans|pages|child)\.[a-zA-Z]+(?:\.[a-zA-Z]+)*/g) ?? [], what).toEqual([]);
}

/** The N in the parent's '8 за ноември: използвани 2, остават N' for the pupil's class, on the enrollments tab. */
async function readSessionsLeft(page: Page): Promise<number> {
  await page.goto(`/child/${pupil.childId}?tab=enrollments`);
  const card = page
    .getByRole('tabpanel')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: pupil.classTitle, exact: true }) })
    .filter({ hasText: /използвани \d+, остава(?:т)? \d+/ });
  await expect(card).toHaveCount(1);
  const match = (await card.innerText()).match(/използвани \d+, остава(?:т)? (\d+)/);
  return Number(match?.[1]);
}

/** Dots on the parent's progress chart (one per scored metric per assessment); 0 while there are none. */
async function countChartDots(page: Page): Promise<number> {
  await page.goto(`/child/${pupil.childId}?tab=progress`);
  const panel = page.getByRole('tabpanel');
  const chart = panel.getByRole('figure', { name: 'Оценки във времето' });
  const none = panel.getByText('Все още няма оценки', { exact: true });
  await expect(chart.or(none)).toBeVisible();
  if (await none.isVisible()) return 0;
  await expect(chart.locator('.recharts-line-dot').first()).toBeVisible();
  return chart.locator('.recharts-line-dot').count();
}

/** Taps a status for a child and waits until the saved mark shows as chosen. */
async function mark(row: Locator, status: string) {
  const button = row.getByRole('button', { name: status, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toBeEnabled();
}

test.describe
  .serial('the instructor workspace', () => {
    test.beforeAll(async ({ browser }, testInfo) => {
      baseURL = testInfo.project.use.baseURL ?? '';
      for (const role of Object.keys(PEOPLE) as Role[]) {
        contexts[role] = await openSignedInContext(browser, { baseURL, email: PEOPLE[role], language: 'bg' });
        pages[role] = await contexts[role].newPage();
        await pages[role].setViewportSize(PHONE);
        errors[role] = watchErrors(pages[role]);
      }
    });

    test.afterAll(async () => {
      for (const context of Object.values(contexts)) await context?.close();
    });

    test("the coach opens today's class from the dashboard and marks every child, correcting one mark", async () => {
      const page = pages.instructor;
      const families = (await (await contexts.parent.request.get('/api/children')).json()) as ChildRecord[];
      const pupils: Pupil[] = families.flatMap((child) =>
        child.enrollments
          .filter((enrollment) => enrollment.active)
          .map((enrollment) => ({
            childId: child.id,
            name: child.fullName,
            classId: enrollment.classId,
            classTitle: enrollment.classTitle.bg,
          })),
      );

      await page.goto('/instructor-dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Табло на треньора' })).toBeVisible();
      const myClasses = page.getByRole('list', { name: 'Моите групи' });
      await expect(myClasses.getByRole('listitem').first()).toBeVisible();
      await expectNoSideways(page, '/instructor-dashboard');
      await expectNoSeriousAxeViolations(page);

      // The demo coach has a class with one of the parent's children on every weekday; the timetable gives him none at
      // weekends, when the same class is opened from "My classes" and marked for today all the same.
      const todays = page.getByRole('list', { name: 'Графикът днес' });
      const scheduled = [] as Pupil[];
      for (const candidate of pupils) {
        const link = todays.getByRole('link', { name: `Отбележи присъствие: ${candidate.classTitle} в`, exact: false });
        if ((await link.count()) > 0) scheduled.push(candidate);
      }
      const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
      if (weekday >= 1 && weekday <= 5) expect(scheduled, "a class of the parent's children today").not.toEqual([]);
      pupil = scheduled[0] ?? (pupils[0] as Pupil);
      expect(pupil, "one of the parent's children in the coach's classes").toBeDefined();

      before.sessionsLeft = await readSessionsLeft(pages.parent);
      expect(before.sessionsLeft, 'a session left to take').toBeGreaterThan(0);
      before.chartDots = await countChartDots(pages.parent);

      if (scheduled.length > 0) {
        test.info().annotations.push({ type: 'opened from', description: "today's schedule" });
        await todays.getByRole('link', { name: `Отбележи присъствие: ${pupil.classTitle} в`, exact: false }).click();
      } else {
        test.info().annotations.push({ type: 'opened from', description: 'my classes (no session today)' });
        await expect(page.getByText('Днес нямате тренировки')).toBeVisible();
        await myClasses.getByRole('link', { name: `Отвори групата ${pupil.classTitle}` }).click();
        await page.getByRole('tab', { name: 'Присъствие' }).click();
      }
      await expect(page).toHaveURL(/\/instructor\/class\/[^/?]+\?tab=attendance$/);
      classId = new URL(page.url()).pathname.split('/').pop() ?? '';
      expect(classId).toBe(pupil.classId);
      await expect(page.getByRole('heading', { level: 1, name: pupil.classTitle })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Присъствие', selected: true })).toBeVisible();
      await expect(page.getByLabel('Дата', { exact: true })).toHaveValue(todayShown);

      // The date can be picked from a calendar in Bulgarian with the keyboard alone: it opens on today, focused.
      await page.getByRole('button', { name: 'Избор на дата' }).focus();
      await page.keyboard.press('Enter');
      const calendar = page.getByRole('dialog', { name: 'Календар' });
      await expect(calendar.getByRole('combobox', { name: 'Изберете месец' })).toBeVisible();
      await expect(calendar.getByRole('button', { name: /^Днес, / })).toBeFocused();
      await expectNoSeriousAxeViolations(page);
      await page.keyboard.press('Enter');
      await expect(calendar).toBeHidden();
      await expect(page.getByLabel('Дата', { exact: true })).toHaveValue(todayShown);

      // Every child gets a mark; the parent's child is first marked absent, then corrected to present.
      const list = page.getByRole('list', { name: 'Присъствие' });
      const rows = list.getByRole('listitem');
      await expect(rows.first()).toBeVisible();
      const children = await list
        .getByRole('group')
        .evaluateAll((groups) =>
          groups.map((group) => (group.getAttribute('aria-label') ?? '').replace(/^Присъствие на /, '')),
        );
      expect(children.length, `children in ${pupil.classTitle}`).toBeGreaterThan(1);
      expect(children).toContain(pupil.name);
      for (const name of children) {
        const row = list.getByRole('group', { name: `Присъствие на ${name}`, exact: true });
        await expect(row.getByRole('button', { pressed: true })).toHaveCount(0);
        await mark(row, name === pupil.name ? 'Отсъства' : 'Присъства');
      }
      const pupilRow = rows.filter({ has: page.getByRole('group', { name: `Присъствие на ${pupil.name}` }) });
      await expect(pupilRow).toContainText(`остават ${before.sessionsLeft} посещения`);
      await mark(pupilRow.getByRole('group'), 'Присъства');
      const leftAfter = before.sessionsLeft - 1;
      await expect(pupilRow).toContainText(leftAfter === 1 ? 'остава 1 посещение' : `остават ${leftAfter} посещения`);
      await expectNoSideways(page, 'attendance tab');
      await expectNoSeriousAxeViolations(page);

      // The marks are the server's: after a reload every child still has exactly the mark given last.
      await page.reload();
      for (const name of children) {
        const row = list.getByRole('group', { name: `Присъствие на ${name}`, exact: true });
        await expect(row.getByRole('button', { name: 'Присъства', exact: true })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await expect(row.getByRole('button', { pressed: true })).toHaveCount(1);
      }

      // The other tabs of the class fit the phone too.
      for (const tab of ['Списък', 'Плащания', 'График']) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
        await expect(page.getByRole('tabpanel')).toBeVisible();
        await expect(page.getByRole('tabpanel').getByRole('status')).toHaveCount(0);
        await expectNoSideways(page, `${tab} tab`);
        await expectNoSeriousAxeViolations(page);
      }

      // On a day with a session, the dashboard counts today's marks.
      if (scheduled.length > 0) {
        await page.getByRole('link', { name: 'Към таблото' }).click();
        await expect(
          todays
            .getByRole('listitem')
            .filter({ has: page.getByRole('link', { name: `Отбележи присъствие: ${pupil.classTitle} в` }) }),
        ).toContainText(`${children.length} ${children.length === 1 ? 'отбелязано' : 'отбелязани'}`);
      }
    });

    test('the coach assesses the child and records a race time and an achievement', async () => {
      const page = pages.instructor;
      await page.goto(`/instructor/class/${classId}`);
      await page.getByRole('link', { name: `Оцени ${pupil.name}` }).click();
      await expect(page).toHaveURL(`/instructor/assess/${pupil.childId}`);
      await expect(page.getByRole('heading', { level: 1, name: pupil.name })).toBeVisible();
      await expectNoSideways(page, '/instructor/assess');
      await expectNoSeriousAxeViolations(page);

      // Assessment: a score for every metric of the catalog, notes, today's date.
      const assessment = page.getByRole('region', { name: 'Нова оценка' });
      const scores = assessment.getByRole('combobox');
      await expect(scores.first()).toBeVisible();
      metricsScored = await scores.count();
      expect(metricsScored).toBeGreaterThanOrEqual(5);
      for (let index = 0; index < metricsScored; index += 1) {
        await scores.nth(index).selectOption(String(5 + (index % 5)));
      }
      await assessment.getByLabel('Бележки').fill(NOTES);
      await expect(assessment.getByLabel('Дата', { exact: true })).toHaveValue(todayShown);
      await assessment.getByRole('button', { name: 'Запази оценката' }).click();
      await expect(page.getByText('Оценката е запазена')).toBeVisible();
      await expect(assessment.getByLabel('Бележки')).toHaveValue('');
      await expect(page.getByRole('figure', { name: `Оценките на ${pupil.name} във времето` })).toBeVisible();

      // A race time.
      const time = page.getByRole('region', { name: 'Запиши време' });
      await time.getByLabel('Дистанция').selectOption({ label: RACE.distance });
      await time.getByLabel('Стил').selectOption({ label: RACE.stroke });
      await time.getByLabel('Време', { exact: true }).fill(RACE.time);
      await time.getByLabel('Състезание').fill(RACE.event);
      await time.getByRole('button', { name: 'Запази времето' }).click();
      await expect(page.getByText('Времето е запазено')).toBeVisible();
      await expect(time.getByLabel('Време', { exact: true })).toHaveValue('');

      // An achievement, titled in all three languages.
      const award = page.getByRole('region', { name: 'Присъди постижение' });
      await award.getByLabel('Заглавие на български').fill(ACHIEVEMENT.bg);
      await award.getByLabel('Заглавие на английски').fill(ACHIEVEMENT.en);
      await award.getByLabel('Заглавие на руски').fill(ACHIEVEMENT.ru);
      await award.getByLabel('Вид').selectOption({ label: 'Медал' });
      await award.getByRole('button', { name: 'Присъди' }).click();
      await expect(page.getByText('Постижението е запазено')).toBeVisible();
      await expect(award.getByLabel('Заглавие на български')).toHaveValue('');
      await expectNoSideways(page, '/instructor/assess after saving');
      await expectNoSeriousAxeViolations(page);
      expect(errors.instructor).toEqual([]);
    });

    test('the parent sees the attendance, the assessment, the time, the achievement and one session fewer', async () => {
      const page = pages.parent;
      await page.goto(`/child/${pupil.childId}?tab=attendance`);
      const marked = page
        .getByRole('tabpanel')
        .getByRole('row')
        .filter({ has: page.locator(`time[datetime="${today}"]`) });
      await expect(marked).toHaveCount(1);
      await expect(marked).toContainText('Присъствие');

      expect(await countChartDots(page)).toBe(before.chartDots + metricsScored);
      const newest = page
        .getByRole('tabpanel')
        .getByRole('listitem')
        .filter({ has: page.locator(`time[datetime="${today}"]`) });
      await expect(newest).toHaveCount(1);
      await expect(newest).toContainText(NOTES);
      await expect(newest).toContainText('Георги Иванов');

      await page.getByRole('tab', { name: 'Резултати' }).click();
      const backstroke = page.getByRole('tabpanel').getByRole('region', { name: '50 м гръб' });
      await expect(backstroke.getByRole('row').filter({ hasText: RACE.shown })).toContainText(RACE.event);

      await page.getByRole('tab', { name: 'Постижения' }).click();
      const award = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: ACHIEVEMENT.bg });
      await expect(award).toContainText('Медал');
      await expect(award.locator(`time[datetime^="${today}"]`)).toBeVisible();

      expect(await readSessionsLeft(page)).toBe(before.sessionsLeft - 1);
      expect(errors.parent).toEqual([]);
    });

    test("a payment the coach confirms shows as confirmed on the class's payments tab at once", async ({ browser }) => {
      // A family of its own, so the demo families' payments stay as the other journeys expect them: it declares cash
      // for this month for a new child in the coach's class, and the child leaves again at the end.
      const family = await browser.newContext({ baseURL, locale: LANGUAGES.bg });
      const familyPage = await family.newPage();
      const email = `cash-${Date.now()}@example.bg`;
      const signedUp = await familyPage.request.post('/api/auth/sign-up/email', {
        data: { email, password: 'Plu-vane-2026', name: 'Десислава Колева', callbackURL: '/' },
        headers: { origin: baseURL },
      });
      expect(signedUp.ok()).toBe(true);
      await familyPage.goto('/dev/mailbox');
      await familyPage.getByRole('article').filter({ hasText: email }).getByRole('link').first().click();
      await expect(familyPage).toHaveURL(/\/$/);
      const send = (method: 'POST' | 'DELETE', path: string, data: object) =>
        familyPage.request.fetch(path, { method, data, headers: { origin: baseURL } });

      const families = (await (await contexts.parent.request.get('/api/children')).json()) as ChildRecord[];
      const model = families.find((child) => child.id === pupil.childId);
      const plan = model?.enrollments.find((enrollment) => enrollment.active && enrollment.classId === classId);
      const classes = (await (await familyPage.request.get('/api/classes')).json()) as Array<{
        id: string;
        location: { id: string };
      }>;
      const locationId = classes.find((item) => item.id === classId)?.location.id;
      const name = 'Калоян Колев';
      const registered = await send('POST', '/api/registrations', {
        classId,
        locationId,
        planType: plan?.planType,
        child: {
          fullName: name,
          firstName: 'Kaloyan',
          lastName: 'Kolev',
          birthDate: model?.birthDate,
          gender: 'male',
          skillLevel: model?.skillLevel,
          emergencyContact: 'Десислава Колева',
          emergencyPhone: '+359 887 412 305',
        },
      });
      expect(registered.status(), 'a place in the coach’s class').toBe(201);
      const { childId, enrollmentId } = (await registered.json()) as { childId: string; enrollmentId: string };
      try {
        const declared = await send('POST', `/api/children/${childId}/payments`, {
          enrollmentId,
          billingPeriod: today.slice(0, 7),
          method: 'cash',
          parentNotes: 'Ще платя в брой на треньора.',
        });
        expect(declared.status()).toBe(201);

        // The coach looks at the class's payments first, so the tab's answer is in the page's memory.
        const page = pages.instructor;
        await page.goto(`/instructor/class/${classId}?tab=payments`);
        const line = page.getByRole('list', { name: 'Плащания' }).getByRole('listitem').filter({ hasText: name });
        await expect(line).toContainText('Чакащо');

        // Confirmed from the dashboard, then back to the class through the app, not by loading the page again.
        await page.getByRole('link', { name: 'Към таблото' }).click();
        const pending = page
          .getByRole('list', { name: 'Плащания, които чакат потвърждение' })
          .getByRole('listitem')
          .filter({ hasText: name });
        await pending.getByRole('button', { name: `Потвърди плащането на ${name}` }).click();
        const dialog = page.getByRole('dialog', { name: 'Потвърждаване на плащане' });
        await dialog.getByRole('button', { name: 'Потвърди плащането' }).click();
        await expect(page.getByText('Плащането е потвърдено')).toBeVisible();
        await expect(pending).toHaveCount(0);

        await page
          .getByRole('list', { name: 'Моите групи' })
          .getByRole('link', { name: `Отвори групата ${pupil.classTitle}` })
          .click();
        await page.getByRole('tab', { name: 'Плащания' }).click();
        await expect(line).toContainText('Потвърдено');
        await expect(line).not.toContainText('Чакащо');
        expect(errors.instructor).toEqual([]);
      } finally {
        // The place goes back to the class whatever happened above; a failed removal is reported without hiding why
        // the test failed.
        try {
          const removed = await send('DELETE', `/api/children/${childId}`, { confirmName: name });
          expect.soft(removed.status(), 'the test child is removed').toBe(204);
        } finally {
          await family.close();
        }
      }
    });

    for (const [language, locale] of Object.entries(LANGUAGES)) {
      test(`the instructor pages in ${language} fit 390 px with no serious axe violations`, async ({ browser }) => {
        const context = await browser.newContext({
          baseURL,
          locale,
          viewport: PHONE,
          storageState: await contexts.instructor.storageState(),
        });
        await context.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), language);
        const page = await context.newPage();
        const found = watchErrors(page);
        const shots = [
          { name: 'dashboard', path: '/instructor-dashboard' },
          { name: 'class-roster', path: `/instructor/class/${classId}` },
          { name: 'class-attendance', path: `/instructor/class/${classId}?tab=attendance` },
          { name: 'class-payments', path: `/instructor/class/${classId}?tab=payments` },
          { name: 'class-schedule', path: `/instructor/class/${classId}?tab=schedule` },
          { name: 'assess', path: `/instructor/assess/${pupil.childId}` },
        ];
        for (const shot of shots) {
          await page.goto(shot.path);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByRole('status')).toHaveCount(0);
          await expectTranslated(page, `${shot.path} in ${language}`);
          await expectNoSideways(page, `${shot.path} in ${language}`);
          await expectNoSeriousAxeViolations(page);
          await page.screenshot({ path: test.info().outputPath(`${language}-${shot.name}.png`), fullPage: true });
        }
        expect(found).toEqual([]);
        await context.close();
      });
    }
  });
