// Waiting lists (issue 28), as two families meet them, in English on a phone: a class has one place and family A's
// child has it; family B, new to the club, finds the class full in the registration wizard and joins its waiting
// list; family A's child leaves the class; B's mailbox has the offer of the place; B follows the mail's link, takes
// the place on the offer page, and the dashboard shows the child enrolled with the first payment due.
//
// The spec makes its own class (capacity 1) and two new families; afterwards the enrollment and the class are
// deactivated, so later specs see the demo club as before.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.js';
import { signUpNewParent } from '../support/new-parent.js';
import { registerChild } from '../support/register-child.js';
import { openSignedInContext } from '../support/session.js';

const PHONE = { width: 390, height: 844 };
const STAMP = Date.now().toString(36);
const CLASS = `Small group ${STAMP}`;
const CHILD_A = 'Мира Ангелова';
const CHILD_B = 'Яна Борисова';

let baseURL = '';
let admin: BrowserContext;
let familyA: BrowserContext;
let familyB: BrowserContext;
let pageB: Page;
let emailB = '';
let classId = '';
let childA = '';
let pool: { id: string; name: { en: string } } | undefined;

/** A new family whose browser, and so whose account and mails, speak English. */
async function newEnglishFamily(browser: import('@playwright/test').Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: 'en-GB' });
  await context.addCookies([{ name: 'i18next', value: 'en', url: baseURL }]);
  await context.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  return context;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, info) => {
  baseURL = String(info.project.use.baseURL);
  admin = await openSignedInContext(browser, { baseURL, email: 'admin@delfin-swim.bg', language: 'en' });
  const instructors = (await (await admin.request.get('/api/admin/instructors?pageSize=100')).json()) as {
    items: { id: string; email: string }[];
  };
  const coach = instructors.items.find((i) => i.email === 'instructor@delfin-swim.bg');
  const locations = (await (await admin.request.get('/api/admin/locations?pageSize=50')).json()) as {
    items: { id: string; type: string; active: boolean; name: { en: string } }[];
  };
  pool = locations.items.find((l) => l.type === 'pool' && l.active);
  expect(pool, 'the demo club has a pool').toBeDefined();
  // One place, every evening: whatever the day of the run, this month still has sessions, so its first month is due at
  // once (a run after 22:30 on a month's last day would find only next month's).
  const created = await admin.request.post('/api/admin/classes', {
    headers: { origin: baseURL },
    data: {
      title: { bg: CLASS, en: CLASS, ru: CLASS },
      instructorId: coach?.id,
      locationId: pool?.id,
      level: 'beginner',
      minAge: null,
      maxAge: null,
      durationMinutes: 45,
      pricePerClass: 1000,
      monthlyPrice: null,
      maxCapacity: 1,
      sessions: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, startTime: '22:30' })),
      active: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  classId = ((await created.json()) as { id: string }).id;

  // Family A takes the one place.
  familyA = await newEnglishFamily(browser);
  const pageA = await familyA.newPage();
  await signUpNewParent(pageA, baseURL, 'Ани Ангелова');
  childA = await registerChild(familyA.request, baseURL, {
    classTitle: CLASS,
    fullName: CHILD_A,
    latin: 'Mira Angelova',
    birthDate: '2017-06-02',
    gender: 'female',
    emergencyContact: 'Ани Ангелова',
    emergencyPhone: '+359888111222',
  });
  await pageA.close();

  familyB = await newEnglishFamily(browser);
  pageB = await familyB.newPage();
  await pageB.setViewportSize(PHONE);
  emailB = await signUpNewParent(pageB, baseURL, 'Борис Борисов');
});

test.afterAll(async () => {
  const headers = { origin: baseURL };
  if (admin && classId) {
    const enrollments = (await (
      await admin.request.get(`/api/admin/enrollments?classId=${classId}&status=active&pageSize=100`)
    ).json()) as { items: { id: string; class: { id: string } }[] };
    for (const e of enrollments.items.filter((item) => item.class.id === classId)) {
      await admin.request.patch(`/api/admin/enrollments/${e.id}/status`, { data: { active: false }, headers });
    }
    const current = (await (
      await admin.request.get(`/api/admin/classes?search=${encodeURIComponent(STAMP)}`)
    ).json()) as { items: Record<string, unknown>[] };
    const row = current.items.find((c) => c.id === classId);
    if (row) {
      await admin.request.put(`/api/admin/classes/${classId}`, {
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
  }
  await familyA?.close();
  await familyB?.close();
  await admin?.close();
});

test('a new family finds the class full in the wizard and joins its waiting list', async () => {
  await pageB.goto('/register-child');
  await pageB.getByRole('radio', { name: new RegExp(pool?.name.en ?? '') }).check();
  await pageB.getByRole('button', { name: 'Next' }).click();
  const full = pageB.getByRole('radio', { name: new RegExp(`^${CLASS}.*Full`) });
  await expect(full).toHaveAccessibleDescription(/This class is full – you can join its waiting list\./);
  await full.check();
  await pageB.getByRole('button', { name: 'Next' }).click();
  await pageB.getByLabel('Full name', { exact: true }).fill(CHILD_B);
  await pageB.getByLabel('First name in English', { exact: true }).fill('Yana');
  await pageB.getByLabel('Last name in English', { exact: true }).fill('Borisova');
  await pageB.getByLabel('Date of birth', { exact: true }).fill('2017-09-20');
  await pageB.getByRole('radio', { name: 'Girl' }).check();
  await pageB.getByLabel('Swimming level', { exact: true }).selectOption('beginner');
  await pageB.getByLabel('Emergency contact', { exact: true }).fill('Борис Борисов');
  await pageB.getByLabel('Emergency phone', { exact: true }).fill('+359 888 333 444');
  await pageB.getByRole('button', { name: 'Next' }).click();
  await pageB.getByRole('radio', { name: /^8 sessions a month/ }).check();
  await pageB.getByRole('button', { name: 'Next' }).click();

  await expect(pageB.getByRole('heading', { name: 'Join the waiting list' })).toBeVisible();
  await expect(pageB.getByText(`The place is held for ${CHILD_B} for 48 hours.`, { exact: false })).toBeVisible();
  await expectNoSeriousAxeViolations(pageB);
  await pageB.getByRole('button', { name: 'Join the waiting list' }).click();

  await expect(pageB.getByRole('heading', { name: `${CHILD_B} is on the waiting list` })).toBeVisible();
  await expect(pageB.getByText(`${CHILD_B} is No. 1 in line for “${CLASS}”.`)).toBeVisible();

  await pageB.getByRole('link', { name: 'Go to the dashboard' }).click();
  const waiting = pageB.getByRole('article', { name: new RegExp(CHILD_B) }).filter({ hasText: CLASS });
  await expect(waiting.getByText('No. 1 in line')).toBeVisible();
  await expect(waiting.getByRole('button', { name: new RegExp(`^Leave the list ?: ${CHILD_B}$`) })).toBeVisible();
});

test('the other family leaves the class, and the waiting family’s mailbox has the offer', async () => {
  const child = (await (await familyA.request.get(`/api/children/${childA}`)).json()) as {
    enrollments: { id: string; active: boolean }[];
  };
  const enrollment = child.enrollments.find((e) => e.active);
  expect(enrollment, 'family A’s child is enrolled').toBeDefined();
  const left = await familyA.request.delete(`/api/children/${childA}/enrollments/${enrollment?.id}`, {
    headers: { origin: baseURL },
  });
  expect(left.status(), await left.text()).toBeLessThan(300);

  // The place was offered in the same transaction as the unenrollment: its mail is in the outbox already.
  await pageB.goto('/dev/mailbox');
  const mail = pageB
    .getByRole('article')
    .filter({ hasText: `To: ${emailB}` })
    .filter({ has: pageB.getByRole('heading', { name: new RegExp(`^A place has come free: ${CLASS}`) }) });
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText(CHILD_B);
  await mail.getByRole('link', { name: /\/waitlist\/offer\?token=.*&answer=accept$/ }).click();
});

test('the mail’s link opens the offer, and taking the place enrolls the child with the first payment due', async () => {
  await expect(pageB).toHaveURL(/\/waitlist\/offer\?token=.+&answer=accept$/);
  await expect(pageB.getByRole('heading', { level: 1, name: 'Take the place for Яна?' })).toBeVisible();
  await expect(pageB.getByText(CLASS, { exact: true })).toBeVisible();
  await expect(pageB.getByText(/^A place is held for Яна until /)).toBeVisible();
  await expectNoSeriousAxeViolations(pageB);
  await pageB.getByRole('button', { name: 'Take the place' }).click();

  await expect(pageB.getByRole('heading', { level: 1, name: 'Яна is enrolled' })).toBeVisible();
  await expect(pageB.getByText(/^The first payment is due now/)).toBeVisible();
  await pageB.getByRole('link', { name: 'Go to the dashboard' }).click();

  await expect(pageB).toHaveURL(/\/dashboard$/);
  const card = pageB.getByRole('article', { name: new RegExp(CHILD_B) }).filter({ hasText: CLASS });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^No\. \d+ in line/)).toHaveCount(0);
  await expect(pageB.getByRole('link', { name: new RegExp(`^Pay for ${CHILD_B}: ${CLASS}`) })).toBeVisible();
  // Nobody waits any more: the dashboard, loaded again, reads no waiting list and shows none.
  const listed = pageB.waitForResponse((r) => new URL(r.url()).pathname === '/api/waitlist' && r.ok());
  await pageB.reload();
  expect(await (await listed).json()).toEqual([]);
  await expect(pageB.getByRole('link', { name: new RegExp(`^Pay for ${CHILD_B}: ${CLASS}`) })).toBeVisible();
  await expect(pageB.getByRole('heading', { name: 'Waiting lists' })).toHaveCount(0);
});
