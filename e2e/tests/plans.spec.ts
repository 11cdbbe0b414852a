import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { openSignedInContext } from '../support/session.js';

// ADR 0032, as a parent meets it: a class offers only the plans its week can fill in every month. Enrolling the demo
// family's son in the once-a-week butterfly group offers unlimited alone; the four-times-a-week competitive squad
// offers all four plans, with the saving of unlimited and the best value for a child at every class.

type ChildRecord = { id: string; fullName: string };

let parent: BrowserContext;
let page: Page;
let childId = '';

test.beforeAll(async ({ browser }, info) => {
  const baseURL = info.project.use.baseURL ?? '';
  parent = await openSignedInContext(browser, { baseURL, email: 'parent@delfin-swim.bg', language: 'en' });
  const children = (await (await parent.request.get('/api/children')).json()) as ChildRecord[];
  childId = children.find((c) => c.fullName === 'Александър Петров')?.id ?? '';
  expect(childId, 'the demo parent has Aleksandar').not.toBe('');
  page = await parent.newPage();
});

test.afterAll(async () => {
  await parent?.close();
});

async function choosePlanStepOf(classTitle: RegExp) {
  await page.goto(`/enroll-child/${childId}`);
  await page.getByRole('radio', { name: /Spartak Swimming Complex/ }).check();
  await page.getByRole('radio', { name: classTitle }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a plan' })).toBeVisible();
  return page.getByRole('radiogroup', { name: 'Choose a plan' });
}

test('a once-a-week class offers no 8-, 12- or 16-session plan', async () => {
  const plans = await choosePlanStepOf(/^Butterfly and turns/);
  await expect(page.getByText('Classes a week: 1, so at least 4 every month.', { exact: false })).toBeVisible();
  await expect(plans.getByRole('radio')).toHaveCount(1);
  await expect(plans.getByRole('radio', { name: 'Unlimited monthly' })).toBeVisible();
  await expect(plans.getByRole('radio', { name: /sessions a month/ })).toHaveCount(0);
});

test('a four-times-a-week class offers every plan, with the saving and the best value shown', async () => {
  const plans = await choosePlanStepOf(/^Competitive squad/);
  await expect(page.getByText('Classes a week: 4, so at least 16 every month.', { exact: false })).toBeVisible();
  await expect(plans.getByRole('radio')).toHaveCount(4);
  // €6.50 a class, €110.00 unlimited: 17 1/3 classes in an average month cost €112.67 one by one.
  const unlimited = plans.getByRole('radio', { name: 'Unlimited monthly' });
  await expect(unlimited).toHaveAccessibleDescription(/Best value if you come to every class/);
  await expect(unlimited).toHaveAccessibleDescription(/Saves €2\.67 against paying per class/);
  await expect(plans.getByRole('radio', { name: '16 sessions a month' })).toHaveAccessibleDescription(/€104\.00/);
});
