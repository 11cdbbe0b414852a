import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.js';
import { openSignedInContext } from '../support/session.js';

// The admin console's people areas on a phone-sized screen, in English: the demo admin edits a coach's English name
// and bio and /coaches in English shows them; then finds a child by the parent's email, opens the child's record and
// deactivates and reactivates one of its enrollments. The admin signs in once; the demo club is left as it was.

const PHONE = { width: 390, height: 844 };
const COACH_EMAIL = 'instructor@delfin-swim.bg';
const PARENT_EMAIL = 'parent2@delfin-swim.bg';
const NEW_NAME = 'George "Gosho" Ivanov';
const NEW_BIO = 'Coaching at Delfin since the club began; he now leads the competitive squad at Spartak.';

type Localized = { bg: string; en?: string; ru?: string };
type Instructor = { id: string; name: Localized; coachProfile: { id: string | null } };
type CoachProfile = {
  name: Localized;
  title: Localized;
  bio: Localized;
  achievements: Localized | null;
  specialties: Localized[];
  yearsExperience: number | null;
  published: boolean;
  sortOrder: number;
};
type Enrollment = { id: string; classId: string; classTitle: Localized; active: boolean };
type Child = { id: string; fullName: string; enrollments: Enrollment[] };

let baseURL = '';
let admin: BrowserContext;
let page: Page;
/** What the tests change, put back when the file is done. */
let coachBefore: { id: string; profile: CoachProfile } | null = null;
let enrollmentToRestore: string | null = null;

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** No part of the page is wider than the phone: nothing to scroll sideways. */
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

test.afterAll(async () => {
  if (!admin) return;
  const headers = { origin: baseURL };
  if (coachBefore) {
    const { profile } = coachBefore;
    const text = (value: Localized | null) => ({ bg: value?.bg ?? '', en: value?.en ?? '', ru: value?.ru ?? '' });
    await admin.request.put(`/api/admin/coach-profiles/${coachBefore.id}`, {
      headers,
      data: {
        ...profile,
        name: text(profile.name),
        title: text(profile.title),
        bio: text(profile.bio),
        achievements: text(profile.achievements),
        specialties: profile.specialties.map(text),
      },
    });
  }
  if (enrollmentToRestore) {
    await admin.request.patch(`/api/admin/enrollments/${enrollmentToRestore}/status`, {
      data: { active: true },
      headers,
    });
  }
  await admin.close();
});

test("the admin edits a coach's English name and bio, and /coaches in English shows them", async ({ browser }) => {
  const [instructor] = (
    await getJson<{ items: Instructor[] }>(admin.request, `/api/admin/instructors?search=${COACH_EMAIL}`)
  ).items;
  if (!instructor?.coachProfile.id) throw new Error('the demo instructor has no coach profile');
  coachBefore = {
    id: instructor.coachProfile.id,
    profile: await getJson<CoachProfile>(admin.request, `/api/admin/coach-profiles/${instructor.coachProfile.id}`),
  };

  await page.goto('/admin');
  await page
    .getByRole('tablist', { name: 'Administration sections' })
    .getByRole('tab', { name: 'Instructors' })
    .click();
  expect(new URL(page.url()).searchParams.get('tab')).toBe('instructors');
  // The admin searches once the instructors are on screen: until then the Users tab, with a search box of the same
  // name, may still be showing.
  await expect(page.getByRole('list', { name: 'Instructors' }).getByRole('listitem').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(COACH_EMAIL);
  await expect(page.getByRole('list', { name: 'Instructors' }).getByRole('listitem')).toHaveCount(1);
  // A coach is named by their coach profile in the reader's language (English here, else Bulgarian).
  const shownName = instructor.name.en || instructor.name.bg;
  await page.getByRole('button', { name: `Coach profile: ${shownName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Coach profile of ${shownName}` });
  await expect(dialog.getByLabel('Name (Bulgarian)')).toHaveValue(coachBefore.profile.name.bg);
  await expectNoSeriousAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await dialog.getByLabel(/^Name \(English\)/).fill(NEW_NAME);
  await dialog.getByLabel(/^Bio \(English\)/).fill(NEW_BIO);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`The coach profile of ${NEW_NAME} is saved`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const visitor = await browser.newContext({ baseURL, viewport: PHONE, locale: 'en-GB' });
  await visitor.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  const coaches = await visitor.newPage();
  await coaches.goto('/coaches');
  const card = coaches.getByRole('listitem').filter({ has: coaches.getByRole('heading', { name: NEW_NAME }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(NEW_BIO);
  await expect(coaches.getByRole('heading', { name: coachBefore.profile.name.bg })).toHaveCount(0);
  await expectNoSidewaysScroll(coaches);
  await expectNoSeriousAxeViolations(coaches);
  await visitor.close();
});

test("the admin finds a child by the parent's email, opens it, deactivates and reactivates an enrollment", async () => {
  const children = (
    await getJson<{ items: { id: string }[] }>(
      admin.request,
      `/api/admin/children?search=${encodeURIComponent(PARENT_EMAIL)}&status=enrolled`,
    )
  ).items;
  // A child with an active enrollment in a class it has no other enrollment in, so its buttons are unambiguous.
  let chosen: { child: Child; enrollment: Enrollment } | null = null;
  for (const { id } of children) {
    const child = await getJson<Child>(admin.request, `/api/admin/children/${id}`);
    const enrollment = child.enrollments.find(
      (e) => e.active && child.enrollments.filter((other) => other.classId === e.classId).length === 1,
    );
    if (enrollment) {
      chosen = { child, enrollment };
      break;
    }
  }
  if (!chosen) throw new Error(`no child of ${PARENT_EMAIL} has a suitable enrollment`);
  const { child, enrollment } = chosen;
  const title = enrollment.classTitle.en ?? enrollment.classTitle.bg;

  await page.goto('/admin?tab=children');
  await page.getByRole('searchbox', { name: 'Search' }).fill(PARENT_EMAIL);
  await expect(page).toHaveURL(/q=parent2/);
  await page.getByRole('link', { name: `Open the record of ${child.fullName}` }).click();
  await expect(page.getByRole('heading', { name: child.fullName })).toBeVisible();
  await expect(page.getByText(PARENT_EMAIL)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('tablist', { name: 'Profile sections' }).getByRole('tab', { name: 'Enrollments' }).click();
  await page.getByRole('button', { name: `Deactivate the enrollment of ${child.fullName} in ${title}` }).click();
  await expect(page.getByText(`The enrollment of ${child.fullName} is deactivated`)).toBeVisible();
  enrollmentToRestore = enrollment.id;
  const after = await getJson<Child>(admin.request, `/api/admin/children/${child.id}`);
  expect(after.enrollments.find((e) => e.id === enrollment.id)?.active).toBe(false);
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: `Activate the enrollment of ${child.fullName} in ${title}` }).click();
  await expect(page.getByText(`The enrollment of ${child.fullName} is active again`)).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Deactivate the enrollment of ${child.fullName} in ${title}` }),
  ).toBeVisible();
  const again = await getJson<Child>(admin.request, `/api/admin/children/${child.id}`);
  expect(again.enrollments.find((e) => e.id === enrollment.id)?.active).toBe(true);
  enrollmentToRestore = null;
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);
});
