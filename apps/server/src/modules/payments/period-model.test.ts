// ADR 0025: one payment's period is the same calendar month on every screen, in the mail and in the exports.
// Enrolled mid-month, the child's period is the month; paid by a recurring card, the subscription pays that month
// and next charges on the 1st for the month after. The month names are written out here, not taken from the code.
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailOutbox, users } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { TEST_CARDS, buildChild, buildClass, clubMonth, submitCheckout } from '../../test/factories.js';
import type { TestProvider } from './provider/test-provider.js';

const t = useTestApp({ rateLimitMax: 100_000 });
const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const monthIndex = (period: string) => Number(period.slice(5, 7)) - 1;
const year = (period: string) => period.slice(0, 4);
const lastDay = (period: string) => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return `${period}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

let parent: Caller;
let childId: string;
let classId: string;

beforeEach(async () => {
  const db = t.database.db;
  parent = await buildCaller(t.app, db, { name: 'Мария Петрова' });
  await db.update(users).set({ preferredLanguage: 'en' }).where(eq(users.id, parent.user.id));
  classId = (await buildClass(db, { pricePerClass: 2000, monthlyPrice: 15000 })).id;
  childId = (await buildChild(db, parent.user.id, { fullName: 'Виктория Петрова' })).id;
});
afterEach(async () => {
  await (t.app.payments.provider as TestProvider).deliverPending();
});

describe('one period for one payment', () => {
  it('is the calendar month on the child, the dashboard, the payment, the subscription, the mail and the exports', async () => {
    const month = clubMonth();
    const next = clubMonth(new Date(), 1);

    // Enrolled on any day of the month: the period is the whole month.
    const enrolled = await parent.inject({
      method: 'POST',
      url: `/api/children/${childId}/enrollments`,
      payload: { classId, planType: 'pool_8' },
    });
    expect(enrolled.statusCode).toBe(201);
    const enrollmentId = String(enrolled.json().enrollmentId);
    const child = (await parent.inject({ url: `/api/children/${childId}` })).json();
    const active = child.enrollments.find((e: { id: string }) => e.id === enrollmentId);
    expect(active).toMatchObject({ periodStart: `${month}-01`, periodEnd: lastDay(month) });

    // Paid by a recurring card for this month.
    const started = await parent.inject({
      method: 'POST',
      url: `/api/children/${childId}/payments`,
      payload: { enrollmentId, billingPeriod: month, method: 'card', recurring: true, language: 'en' },
    });
    expect(started.statusCode).toBe(201);
    const { payment, checkoutUrl } = started.json();
    expect((await submitCheckout(t.app, checkoutUrl, TEST_CARDS.success)).statusCode).toBe(303);
    await vi.waitFor(async () =>
      expect((await parent.inject({ url: `/api/payments/${payment.id}` })).json().status).toBe('paid'),
    );

    // The payment, the child's enrollment and the dashboard name the same month.
    expect((await parent.inject({ url: `/api/payments/${payment.id}` })).json().billingPeriod).toBe(month);
    const after = (await parent.inject({ url: `/api/children/${childId}` })).json();
    expect(after.enrollments.find((e: { id: string }) => e.id === enrollmentId)).toMatchObject({
      periodStart: `${month}-01`,
      periodEnd: lastDay(month),
      sessionsRemaining: 8,
    });
    const dashboard = (await parent.inject({ url: '/api/dashboard' })).json();
    const card = dashboard.children.find((c: { id: string }) => c.id === childId);
    expect(card.classes[0]).toMatchObject({ enrollmentId, periodStart: `${month}-01`, sessionsRemaining: 8 });

    // The subscription paid this month and charges next on the 1st, for next month.
    const [subscription] = (await parent.inject({ url: '/api/subscriptions' })).json();
    expect(subscription).toMatchObject({ paidThrough: month, currentPeriodEnd: `${next}-01T09:00:00.000Z` });

    // The receipt names the month in the parent's language, never as YYYY-MM.
    const [receipt] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'payment-receipt'));
    expect(receipt?.text).toContain(`${MONTHS_EN[monthIndex(month)]} ${year(month)}`);
    expect(receipt?.text).not.toContain(month);

    // The Excel export holds the month as a date on its 1st, shown as the month's name.
    const xlsx = await parent.inject({ url: '/api/payments/export.xlsx?lang=bg' });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the workbook has no sheet');
    const headings = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1);
    const period = sheet.getRow(2).getCell(headings.indexOf('Период') + 1);
    expect((period.value as Date).toISOString().slice(0, 10)).toBe(`${month}-01`);
    expect(period.numFmt).toContain('mmmm yyyy');
  });
});
