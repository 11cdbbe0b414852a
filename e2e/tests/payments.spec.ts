import { readFile } from 'node:fs/promises';
import { expectNoSeriousAxeViolations } from '../support/axe.js';
import { clubMonth, monthLabel, sessionsLeftThisMonth } from '../support/club-month.js';
import { csvRecords, parseCsv, UTF8_BOM } from '../support/csv.js';
import { watchErrors } from '../support/page-errors.js';
import { openSignedInContext } from '../support/session.js';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';

// Money through the real server and its built-in card provider, in English: a parent pays by card (declined, then
// accepted, then with the bank's extra step), declares cash that the coach confirms, an admin refunds half a payment
// and issues kindergarten bills, and the parent exports the filtered history. Each person signs in once.

const PEOPLE = {
  parent: 'parent@delfin-swim.bg',
  parent2: 'parent2@delfin-swim.bg',
  instructor: 'instructor@delfin-swim.bg',
  admin: 'admin@delfin-swim.bg',
} as const;
type Role = keyof typeof PEOPLE;

const CARDS = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', authenticate: '4000 0025 0000 3155' };
/** Sessions a month per plan, as the club's price list states them (an independent table, not the app's). */
const PLAN_SESSIONS: Record<string, number> = { pool_8: 8, pool_12: 12, pool_16: 16 };

const VIKTORIA = 'Виктория Петрова';
const NIYA = 'Ния Георгиева';
const NEW_CHILD = 'Калина Петрова';
const BEGINNERS = 'Beginners (ages 7–10)';

type ChildRecord = {
  id: string;
  fullName: string;
  enrollments: Array<{
    id: string;
    classId: string;
    classTitle: { en: string };
    planType: string;
    sessionsRemaining: number | null;
    active: boolean;
    periodStart: string | null;
  }>;
};
type PaymentRecord = { id: string; billingPeriod: string | null; amount: number; status: string; childName: string };
type ClassRecord = {
  id: string;
  title: { en: string };
  location: { id: string; type: string };
  instructor: { bg: string; en?: string } | null;
};

const current = clubMonth(0);
const next = clubMonth(1);

let baseURL = '';
const contexts = {} as Record<Role, BrowserContext>;
const pages = {} as Record<Role, Page>;
const errors = {} as Record<Role, string[]>;
let viktoria: ChildRecord;

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

async function findChild(request: APIRequestContext, fullName: string): Promise<ChildRecord> {
  const children = await getJson<ChildRecord[]>(request, '/api/children');
  const child = children.find((candidate) => candidate.fullName === fullName);
  if (!child) throw new Error(`${fullName} is not among the children`);
  return child;
}

async function paymentsOf(request: APIRequestContext, childId: string, status: string): Promise<PaymentRecord[]> {
  const list = await getJson<{ items: PaymentRecord[] }>(
    request,
    `/api/payments?status=${status}&childId=${childId}&pageSize=100`,
  );
  return list.items;
}

/** On the pay page: the month, Card, and on to the provider's hosted checkout. */
async function startCardCheckout(page: Page, month: string) {
  const period = page.getByRole('radio', { name: monthLabel(month) });
  await period.check();
  await expect(period).toBeChecked();
  await page.getByRole('radio', { name: 'Card', exact: true }).check();
  await page.getByRole('button', { name: /by card$/ }).click();
  await expect(page).toHaveURL(/\/test-checkout\/[^/?]+/);
}

/** The test provider's card form, filled as a payer would. */
async function payOnCheckout(page: Page, card: string) {
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await page.getByLabel('Email').fill(PEOPLE.parent);
  await page.getByLabel('Card number').fill(card);
  await page
    .getByLabel('Expiry (MM/YY)')
    .fill(`12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Maria Petrova');
  await page.getByRole('button', { name: /^Pay / }).click();
}

test.describe
  .serial('payments', () => {
    test.beforeAll(async ({ browser }, testInfo) => {
      baseURL = testInfo.project.use.baseURL ?? '';
      for (const role of Object.keys(PEOPLE) as Role[]) {
        contexts[role] = await openSignedInContext(browser, { baseURL, email: PEOPLE[role], language: 'en' });
        pages[role] = await contexts[role].newPage();
        errors[role] = watchErrors(pages[role]);
      }
      viktoria = await findChild(contexts.parent.request, VIKTORIA);
    });

    test.afterAll(async () => {
      for (const context of Object.values(contexts)) await context?.close();
    });

    test('a declined card says Payment Failed and pays nothing', async () => {
      const page = pages.parent;
      await page.goto('/dashboard');
      // The due line names the child, the class and the month; its Pay link is labelled with all three.
      const payments = page.getByRole('region', { name: 'Payments', exact: true });
      const payName = `Pay for ${VIKTORIA}: ${BEGINNERS}, ${monthLabel(current)}`;
      const due = payments.getByRole('listitem').filter({ has: page.getByRole('link', { name: payName }) });
      await expect(due).toContainText(VIKTORIA);
      await expect(due).toContainText(monthLabel(current));
      await due.getByRole('link', { name: payName }).click();

      await expect(page).toHaveURL(new RegExp(`/child/${viktoria.id}/payment\\?`));
      await expect(page.getByRole('heading', { level: 1, name: 'Make a payment' })).toBeVisible();
      await expect(page.getByRole('radio', { name: monthLabel(current) })).toBeChecked();
      await expect(page.getByRole('radio', { name: monthLabel(next) })).not.toBeChecked();
      await page.getByRole('radio', { name: 'Card', exact: true }).check();
      await expectNoSeriousAxeViolations(page);

      await startCardCheckout(page, current);
      await expectNoSeriousAxeViolations(page);
      await payOnCheckout(page, CARDS.declined);

      await expect(page).toHaveURL(new RegExp(`/child/${viktoria.id}/payment\\?checkout=`));
      const failure = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Payment Failed' }) });
      await expect(failure).toContainText('no money was taken');
      const paid = await paymentsOf(page.request, viktoria.id, 'paid');
      expect(paid.filter((payment) => payment.billingPeriod === current)).toEqual([]);
      const failed = await paymentsOf(page.request, viktoria.id, 'failed');
      expect(failed.filter((payment) => payment.billingPeriod === current)).toHaveLength(1);
    });

    test('the same month paid with a good card renews the sessions from the first of the month', async () => {
      const page = pages.parent;
      // After a failure the form stays, with the failed month chosen again.
      await expect(page.getByRole('radio', { name: monthLabel(current) })).toBeChecked();
      await startCardCheckout(page, current);
      await payOnCheckout(page, CARDS.success);

      await expect(page).toHaveURL(/checkout=success/);
      const received = page
        .getByRole('status')
        .filter({ has: page.getByRole('heading', { name: 'Payment received' }) });
      await expect(received).toBeVisible();
      await expect(received).toContainText(`${VIKTORIA}'s sessions for ${monthLabel(current)} have been renewed`);

      const child = await getJson<ChildRecord>(page.request, `/api/children/${viktoria.id}`);
      const enrollment = child.enrollments.find((item) => item.active && item.classTitle.en === BEGINNERS);
      expect(enrollment, 'the active Beginners enrollment').toBeDefined();
      const planSessions = PLAN_SESSIONS[enrollment?.planType ?? ''];
      expect(planSessions, `sessions of ${enrollment?.planType}`).toBeDefined();
      const activity = await getJson<{
        attendance: { records: Array<{ date: string; status: string; classTitle: { en: string } }> };
      }>(page.request, `/api/children/${viktoria.id}/activity`);
      const presentThisMonth = activity.attendance.records.filter(
        (record) =>
          record.status === 'present' && record.date.startsWith(current) && record.classTitle.en === BEGINNERS,
      ).length;
      expect(enrollment?.periodStart).toBe(`${current}-01`);
      expect(enrollment?.sessionsRemaining).toBe(Math.max(0, (planSessions ?? 0) - presentThisMonth));
    });

    test('next month by a card that asks for the bank’s confirmation', async () => {
      const page = pages.parent;
      await page.getByRole('link', { name: 'Make another payment' }).click();
      await expect(page.getByRole('radio', { name: monthLabel(current) })).toBeDisabled();
      await startCardCheckout(page, next);
      await payOnCheckout(page, CARDS.authenticate);

      await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'Complete authentication' }).click();
      await expect(page).toHaveURL(/checkout=success/);
      await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
      const paid = await paymentsOf(page.request, viktoria.id, 'paid');
      expect(paid.map((payment) => payment.billingPeriod)).toEqual(expect.arrayContaining([current, next]));
    });

    test('a declared cash payment is validated by the coach and shows as validated to the parent', async () => {
      const page = pages.parent;
      const classes = await getJson<ClassRecord[]>(page.request, '/api/classes');
      const beginners = classes.find((item) => item.title.en === BEGINNERS && item.instructor?.en === 'Georgi Ivanov');
      expect(beginners, BEGINNERS).toBeDefined();
      const registered = await page.request.post('/api/registrations', {
        headers: { origin: baseURL },
        data: {
          classId: beginners?.id,
          locationId: beginners?.location.id,
          planType: 'pool_8',
          child: {
            fullName: NEW_CHILD,
            firstName: 'Kalina',
            lastName: 'Petrova',
            birthDate: '2018-03-04',
            gender: 'female',
            skillLevel: 'beginner',
            emergencyContact: 'Мария Петрова',
            emergencyPhone: '+359 888 214 367',
          },
        },
      });
      expect(registered.status()).toBe(201);
      const { childId } = (await registered.json()) as { childId: string };

      await page.goto(`/child/${childId}/payment`);
      // Beginners meet on Tuesdays and Thursdays: a child who starts after this month's last one pays from the next.
      const first = sessionsLeftThisMonth([1, 3]) ? current : next;
      await expect(page.getByRole('radio', { name: monthLabel(first) })).toBeChecked();
      await page.getByRole('radio', { name: 'Cash', exact: true }).check();
      await page.getByLabel(/Note for the club/).fill('Ще платя на треньора в понеделник.');
      await page.getByRole('button', { name: 'Record the cash payment' }).click();
      const recorded = page
        .getByRole('status')
        .filter({ has: page.getByRole('heading', { name: 'Payment recorded' }) });
      await expect(recorded).toContainText('Awaiting confirmation by the coach or the club.');

      const coach = pages.instructor;
      await coach.goto('/instructor-dashboard');
      const pending = coach
        .getByRole('list', { name: 'Payments awaiting confirmation' })
        .getByRole('listitem')
        .filter({ hasText: NEW_CHILD });
      await expect(pending).toContainText('Ще платя на треньора в понеделник.');
      await expectNoSeriousAxeViolations(coach);
      await pending.getByRole('button', { name: `Validate the payment of ${NEW_CHILD}` }).click();
      const dialog = coach.getByRole('dialog', { name: 'Confirm the payment' });
      await expect(dialog).toContainText(NEW_CHILD);
      await dialog.getByRole('button', { name: 'Confirm payment' }).click();
      await expect(coach.getByText('Payment confirmed')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(pending).toHaveCount(0);

      await page.goto('/payments');
      const row = page.getByRole('row').filter({ hasText: NEW_CHILD });
      await expect(row).toHaveCount(1);
      // Number and date, child and class, period, method, then the status.
      await expect(row.getByRole('cell').nth(4)).toHaveText('Validated');
      await expectNoSeriousAxeViolations(page);
    });

    test('an admin refunds half of the card payment and the parent sees (50%)', async () => {
      const admin = pages.admin;
      const [payment] = (await paymentsOf(contexts.parent.request, viktoria.id, 'paid')).filter(
        (item) => item.billingPeriod === current,
      );
      expect(payment, `${VIKTORIA}'s paid ${current}`).toBeDefined();
      const half = (payment?.amount ?? 0) / 2;

      await admin.goto('/admin?tab=billing');
      await expect(admin.getByRole('tab', { name: 'Payments', selected: true })).toBeVisible();
      await expect(admin.getByRole('list', { name: 'Payments' })).toBeVisible();
      await expectNoSeriousAxeViolations(admin);
      await admin.getByRole('searchbox', { name: 'Search' }).fill('Виктория');
      await admin.getByLabel('Status').selectOption('paid');
      await admin.getByLabel('Method').selectOption('card');
      await expect(admin).toHaveURL(/q=/);
      // The previous page stays on screen (busy) until the filtered one arrives.
      await expect(admin.getByRole('list', { name: 'Payments' })).not.toHaveAttribute('aria-busy', 'true');
      const row = admin
        .getByRole('list', { name: 'Payments' })
        .getByRole('listitem')
        .filter({ hasText: VIKTORIA })
        .filter({ hasText: monthLabel(current) });
      await expect(row).toHaveCount(1);
      await row.getByRole('button', { name: `Refund the payment of ${VIKTORIA}` }).click();

      const dialog = admin.getByRole('alertdialog', { name: 'Refund a payment' });
      await dialog.getByLabel('Amount to refund').fill((half / 100).toFixed(2));
      await expect(dialog).toContainText('50%');
      await dialog.getByLabel('Reason').selectOption({ label: 'Requested by the parent' });
      await expectNoSeriousAxeViolations(admin);
      await dialog.getByRole('button', { name: /^Refund / }).click();
      await expect(admin.getByText('Refund issued')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText('(50%)');

      const page = pages.parent;
      await page.goto(`/payments?status=paid&child=${viktoria.id}`);
      const refunded = page.getByRole('row').filter({ hasText: monthLabel(current) });
      await expect(refunded).toHaveCount(1);
      // The refunded column (the invoice action's column follows it).
      await expect(refunded.getByRole('cell').nth(6)).toContainText('(50%)');
    });

    test('an admin issues the kindergarten bills of the month and the parent sees the bill to pay', async () => {
      const parent2 = contexts.parent2.request;
      const niya = await findChild(parent2, NIYA);
      const classes = await getJson<ClassRecord[]>(parent2, '/api/classes');
      const niyasClass = classes.find((item) => niya.enrollments.some((e) => e.active && e.classId === item.id));
      expect(niyasClass?.location.type).toBe('kindergarten');

      const admin = pages.admin;
      await admin.goto('/admin?tab=billing');
      await admin.getByRole('tab', { name: 'Kindergarten billing' }).click();
      await admin.getByRole('combobox', { name: 'Month' }).selectOption(current);
      await admin.getByRole('combobox', { name: 'Kindergarten' }).selectOption(niyasClass?.location.id ?? '');
      const line = admin.getByRole('row').filter({ hasText: NIYA });
      await expect(line).toContainText('Not issued yet');
      await expectNoSeriousAxeViolations(admin);
      await admin.getByRole('button', { name: 'Issue bills' }).click();
      const dialog = admin.getByRole('alertdialog', { name: `Issue the bills for ${monthLabel(current)}?` });
      await dialog.getByRole('button', { name: /^Issue \d+ bills?$/ }).click();
      await expect(admin.getByText('Bills issued')).toBeVisible();
      await expect(admin.getByText(/^[1-9]\d* issued, \d+ already issued$/)).toBeVisible();
      await expect(line).toContainText('Issued, awaiting payment');

      const page = pages.parent2;
      await page.goto(`/child/${niya.id}/payment`);
      const bills = page.getByRole('region', { name: 'Bills to pay' });
      await expect(
        bills
          .getByRole('listitem')
          .filter({ hasText: monthLabel(current) })
          .getByRole('button', {
            name: new RegExp(`^Pay the bill for ${monthLabel(current)}`),
          }),
      ).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });

    test('the filtered history exports as a CSV with exactly the rows shown', async () => {
      const page = pages.parent;
      await page.goto('/payments');
      await page.getByLabel('Status').selectOption({ label: 'Paid' });
      await expect(page).toHaveURL(/status=paid/);
      const table = page.getByRole('table', { name: 'Payment history' });
      const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
      // The unfiltered page stays on screen (busy) until the filtered one arrives: wait for paid rows only.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(rows.filter({ hasNot: page.getByRole('cell', { name: 'Paid', exact: true }) })).toHaveCount(0);
      const total = page.getByText(/^\d+ payments?$/);
      await expect(total).toBeVisible();
      const count = Number((await total.textContent())?.match(/\d+/)?.[0]);
      await expect(rows).toHaveCount(count);
      // Read the cells by their column headings, so a new column does not shift what is compared.
      const headings = await table.getByRole('columnheader').allTextContents();
      // A heading may name two facts a column ("Child" over "Class"): its first line names it.
      const column = (name: string) => headings.findIndex((heading) => heading.trim().startsWith(name));
      const at = { child: column('Child'), status: column('Status'), amount: column('Amount') };
      expect(Object.values(at).every((index) => index >= 0)).toBe(true);
      const shown = await rows.evaluateAll(
        (trs, at) =>
          trs.map((tr) => {
            const tds = [...tr.querySelectorAll('td')];
            const cells = tds.map((td) => td.textContent?.trim() ?? '');
            return {
              // The child's name is the cell's first line (the class is under it).
              child: tds[at.child]?.querySelector('span')?.textContent?.trim() ?? '',
              amount: (cells[at.amount] ?? '').replace(/\D/g, ''),
              status: cells[at.status] ?? '',
            };
          }),
        at,
      );
      expect(shown.every((row) => row.status === 'Paid')).toBe(true);

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
      const bytes = await readFile(await download.path());
      expect(bytes.subarray(0, 3).equals(UTF8_BOM)).toBe(true);
      const records = csvRecords(parseCsv(bytes.subarray(3).toString('utf8')));
      expect(records).toHaveLength(count);
      expect(
        records.map((record) => ({
          child: record.Child,
          amount: record.Amount?.replace(/\D/g, ''),
          status: record.Status,
        })),
      ).toEqual(shown);
      expect(records.map((record) => record.Child)).toContain(VIKTORIA);
      await expect(page.getByText('Export ready')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      expect(errors.parent).toEqual([]);
    });
  });
