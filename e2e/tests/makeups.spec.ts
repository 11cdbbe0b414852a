// Absences and make-ups (issue 26), as a family and the coach meet them, in English on a phone: the parent reports
// tomorrow's absence and earns a make-up credit; the coach's attendance for that day shows the family's notice,
// pre-marked excused; the parent books a make-up in another class of the same level tomorrow; the coach marks the
// guest present; the parent then reads the make-up as attended and the plan's sessions untouched.
//
// The spec makes its own two classes (every day of the week, so "tomorrow" always has a session whatever the date of
// the run) coached by the demo coach, and a new family; afterwards the enrollment and both classes are deactivated,
// so later specs see the demo club as before.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signUpNewParent } from '../support/new-parent.js';
import { registerChild } from '../support/register-child.js';
import { openSignedInContext } from '../support/session.js';

const PHONE = { width: 390, height: 844 };
const STAMP = Date.now().toString(36);
const REGULAR = `Evening beginners ${STAMP}`;
const MAKEUP = `Late beginners ${STAMP}`;
const CHILD = 'Калина Петкова';
const EVERY_DAY = (time: string) => [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, startTime: time }));

type Upcoming = { date: string; startTime: string; classId: string; classTitle: { en: string }; canReport: boolean };

let baseURL = '';
let admin: BrowserContext;
let coach: BrowserContext;
let family: BrowserContext;
let parentPage: Page;
const classIds: Record<'regular' | 'makeup', string> = { regular: '', makeup: '' };
let childId = '';
let parentEmail = '';
let pool: { id: string; name: { en: string } } | undefined;

/** Tomorrow in the club's calendar (Sofia), 'YYYY-MM-DD'. */
function clubTomorrow(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** A day as the English site names a session's day: 'Monday, 30 November'. */
function dayLabel(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(date);
  const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(date);
  return `${weekday}, ${day}`;
}

/** Next week's Monday and Sunday in the club's calendar, 'YYYY-MM-DD'. */
function nextWeek(): [string, string] {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  const toMonday = 7 - ((day.getUTCDay() + 6) % 7);
  const monday = new Date(Date.UTC(y, m - 1, d + toMonday));
  const sunday = new Date(Date.UTC(y, m - 1, d + toMonday + 6));
  return [monday.toISOString().slice(0, 10), sunday.toISOString().slice(0, 10)];
}

/** 'YYYY-MM-DD' as the English date field takes it. */
const typedDate = (iso: string) => iso.split('-').reverse().join('/');

async function createClass(title: string, time: string, instructorId: string, locationId: string): Promise<string> {
  const created = await admin.request.post('/api/admin/classes', {
    headers: { origin: baseURL },
    data: {
      title: { bg: title, en: title, ru: title },
      instructorId,
      locationId,
      level: 'beginner',
      minAge: null,
      maxAge: null,
      durationMinutes: 45,
      pricePerClass: 1000,
      monthlyPrice: null,
      maxCapacity: 6,
      sessions: EVERY_DAY(time),
      active: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, info) => {
  baseURL = String(info.project.use.baseURL);
  admin = await openSignedInContext(browser, { baseURL, email: 'admin@delfin-swim.bg', language: 'en' });
  coach = await openSignedInContext(browser, { baseURL, email: 'instructor@delfin-swim.bg', language: 'en' });
  const instructors = (await (await admin.request.get('/api/admin/instructors?pageSize=100')).json()) as {
    items: { id: string; email: string }[];
  };
  const georgi = instructors.items.find((i) => i.email === 'instructor@delfin-swim.bg');
  expect(georgi, 'the demo coach is an instructor').toBeDefined();
  const locations = (await (await admin.request.get('/api/admin/locations?pageSize=50')).json()) as {
    items: { id: string; type: string; active: boolean; name: { en: string } }[];
  };
  pool = locations.items.find((l) => l.type === 'pool' && l.active);
  expect(pool, 'the demo club has a pool').toBeDefined();
  classIds.regular = await createClass(REGULAR, '20:00', georgi?.id ?? '', pool?.id ?? '');
  classIds.makeup = await createClass(MAKEUP, '20:30', georgi?.id ?? '', pool?.id ?? '');

  family = await browser.newContext({ baseURL, locale: 'en-GB' });
  await family.addCookies([{ name: 'i18next', value: 'en', url: baseURL }]);
  await family.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  parentPage = await family.newPage();
  await parentPage.setViewportSize(PHONE);
  parentEmail = await signUpNewParent(parentPage, baseURL, 'Петя Петкова');
  childId = await registerChild(family.request, baseURL, {
    classTitle: REGULAR,
    fullName: CHILD,
    latin: 'Kalina Petkova',
    birthDate: '2017-03-14',
    gender: 'female',
    emergencyContact: 'Петър Петков',
    emergencyPhone: '+359888123456',
  });
});

test.afterAll(async () => {
  const headers = { origin: baseURL };
  if (admin && pool) {
    const closures = (await (await admin.request.get('/api/admin/closures?when=upcoming')).json()) as {
      items: { id: string; startsOn: string; location: { id: string } | null }[];
    };
    const [monday] = nextWeek();
    for (const c of closures.items) {
      if (c.startsOn === monday && c.location?.id === pool.id) {
        await admin.request.delete(`/api/admin/closures/${c.id}`, { headers });
      }
    }
  }
  if (admin && childId) {
    const child = (await (await admin.request.get(`/api/admin/children/${childId}`)).json()) as {
      enrollments?: { id: string; active: boolean }[];
    };
    for (const e of child.enrollments ?? []) {
      if (e.active)
        await admin.request.patch(`/api/admin/enrollments/${e.id}/status`, { data: { active: false }, headers });
    }
  }
  for (const id of Object.values(classIds)) {
    if (!id || !admin) continue;
    const current = (await (
      await admin.request.get(`/api/admin/classes?search=${encodeURIComponent(STAMP)}`)
    ).json()) as {
      items: Record<string, unknown>[];
    };
    const row = current.items.find((c) => c.id === id);
    if (!row) continue;
    await admin.request.put(`/api/admin/classes/${id}`, {
      headers,
      data: {
        title: row.title,
        instructorId: (row.instructor as { id: string } | null)?.id,
        locationId: (row.location as { id: string }).id,
        level: row.level,
        minAge: row.minAge,
        maxAge: row.maxAge,
        durationMinutes: row.durationMinutes,
        pricePerClass: row.pricePerClass,
        monthlyPrice: row.monthlyPrice,
        maxCapacity: row.maxCapacity,
        sessions: row.sessions,
        active: false,
      },
    });
  }
  await family?.close();
  await admin?.close();
  await coach?.close();
});

/** The regular class's plan sessions left, as the family's child record reads them. */
async function sessionsRemaining(): Promise<number | null> {
  const child = (await (await family.request.get(`/api/children/${childId}`)).json()) as {
    enrollments: { classId?: string; class?: { id: string }; active: boolean; sessionsRemaining: number | null }[];
  };
  const enrollment = child.enrollments.find((e) => e.active);
  expect(enrollment, 'the child is enrolled').toBeDefined();
  return enrollment?.sessionsRemaining ?? null;
}
let sessionsBefore: number | null = null;

test('the parent reports tomorrow’s absence on the phone and earns a make-up credit', async () => {
  sessionsBefore = await sessionsRemaining();
  expect(typeof sessionsBefore, 'an 8-session plan counts its sessions').toBe('number');
  const tomorrow = clubTomorrow();
  await parentPage.goto(`/child/${childId}`);
  const sessions = (await (await family.request.get(`/api/children/${childId}/sessions`)).json()) as {
    upcoming: Upcoming[];
  };
  const target = sessions.upcoming.find((s) => s.date === tomorrow && s.canReport);
  expect(target, 'tomorrow’s session can still be reported').toBeDefined();
  const when = dayLabel(tomorrow);
  const wontCome = parentPage.getByRole('button', { name: `Won't come: ${when}, 20:00, ${REGULAR}` });
  await wontCome.click();
  const reported = parentPage.getByText(/Absence reported\. A make-up credit was earned, valid until/);
  await expect(reported).toBeVisible();
  await expect(reported).toBeInViewport();
  await expect(parentPage.getByRole('button', { name: `Coming after all: ${when}, 20:00, ${REGULAR}` })).toBeVisible();
});

test('the coach’s attendance for tomorrow shows the family’s notice, pre-marked excused', async () => {
  const page = await coach.newPage();
  await page.setViewportSize(PHONE);
  await page.goto(`/instructor/class/${classIds.regular}?tab=attendance`);
  await page.getByLabel('Date', { exact: true }).fill(typedDate(clubTomorrow()));
  await page.getByLabel('Date', { exact: true }).blur();
  const row = page.getByRole('listitem').filter({ hasText: CHILD });
  await expect(row.getByText(/Reported absent by the family/)).toBeVisible();
  await expect(row.getByRole('button', { name: /Excused/ })).toHaveAttribute('aria-pressed', 'true');
  await page.close();
});

test('the parent books a make-up tomorrow in another class of the same level', async () => {
  await parentPage.goto(`/child/${childId}`);
  await parentPage.getByRole('button', { name: 'Book a make-up' }).click();
  const dialog = parentPage.getByRole('dialog', { name: 'Book a make-up' });
  await expect(dialog).toBeVisible();
  const when = dayLabel(clubTomorrow());
  await dialog.getByRole('button', { name: `Book ${when}, 20:30–21:15, ${MAKEUP}` }).click();
  await expect(dialog).toBeHidden();
  await expect(parentPage.getByText('Make-up booked.')).toBeVisible();
  await expect(parentPage.getByRole('button', { name: 'Cancel make-up' })).toBeVisible();
});

test('the coach marks the make-up guest present; the parent reads it attended, the plan untouched', async () => {
  const page = await coach.newPage();
  await page.setViewportSize(PHONE);
  await page.goto(`/instructor/class/${classIds.makeup}?tab=attendance`);
  await page.getByLabel('Date', { exact: true }).fill(typedDate(clubTomorrow()));
  await page.getByLabel('Date', { exact: true }).blur();
  const guests = page.getByRole('region', { name: 'Make-up guests' });
  await expect(guests.getByText(CHILD)).toBeVisible();
  await expect(guests.getByRole('link', { name: /Call Петър Петков/ })).toHaveAttribute('href', /^tel:/);
  const mark = guests.getByRole('group', { name: `Attendance of guest ${CHILD}` });
  await mark.getByRole('button', { name: 'Present' }).click();
  await expect(mark.getByRole('button', { name: 'Present' })).toHaveAttribute('aria-pressed', 'true');
  await page.close();

  await parentPage.goto(`/child/${childId}`);
  await expect(parentPage.getByText('Attended')).toBeVisible();
  // The guest's mark used the credit: the plan's sessions are as they were before the make-up.
  expect(await sessionsRemaining()).toBe(sessionsBefore);
});

test('the admin closes the pool for next week: the schedule says so and the family is told in their language', async () => {
  const [monday, sunday] = nextWeek();
  const page = await admin.newPage();
  await page.setViewportSize(PHONE);
  await page.goto('/admin?tab=closures');
  await page.getByRole('button', { name: 'New closure' }).click();
  const form = page.getByRole('dialog', { name: 'New closure' });
  await form.getByLabel('First day', { exact: true }).fill(typedDate(monday));
  await form.getByLabel('Last day', { exact: true }).fill(typedDate(sunday));
  await form.getByLabel('Where').selectOption({ label: pool?.name.en ?? '' });
  await form.getByLabel('Reason').selectOption({ label: 'Pool maintenance' });
  await form.getByRole('button', { name: 'Add closure' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(/^Closure .* added$/)).toBeVisible();
  await page.close();

  // A visitor reads it on the schedule.
  const visitor = await parentPage.context().browser()?.newContext({ baseURL, locale: 'en-GB' });
  if (!visitor) throw new Error('no browser');
  await visitor.addCookies([{ name: 'i18next', value: 'en', url: baseURL }]);
  const home = await visitor.newPage();
  await home.setViewportSize(PHONE);
  await home.goto('/');
  const notice = home.getByRole('region', { name: 'The pool is closed on these days' });
  await expect(notice.getByText(/Closed .*: Pool maintenance/)).toBeVisible();
  await expect(notice.getByText(pool?.name.en ?? '')).toBeVisible();
  await visitor.close();

  // The family, whose child swims there every day, gets the notice in English: the language they signed up in.
  await parentPage.goto('/dev/mailbox');
  const mail = parentPage
    .getByRole('article')
    .filter({ hasText: `To: ${parentEmail}` })
    .filter({ has: parentPage.getByRole('heading', { name: /^Closure: sessions cancelled/ }) })
    .first();
  await expect(mail).toBeVisible();
  await expect(mail).toContainText(CHILD);
  await expect(mail).toContainText(REGULAR);
  await expect(mail).toContainText('Closed: pool maintenance');
});
