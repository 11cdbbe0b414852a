// The price of a period (ADR 0033) through the routes: a family of three children with the demo-like discounts, a
// child who starts in the middle of December, racing payments, a card refund and a subscription. Every expected
// amount is worked out by hand in the comments (December 2026 begins on a Tuesday), never by the code under test.
import { DEFAULT_CLUB_SETTINGS } from '@swim/shared/club';
import type { PricingSettings } from '@swim/shared/period-price';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { clubSettings, emailOutbox, enrollments, payments, subscriptions } from '../../db/schema/index.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { type TestDatabase, createTestDatabase } from '../../test/database.js';
import { TEST_CARDS, buildChild, buildClass, buildEnrollment, submitCheckout } from '../../test/factories.js';
import type { TestProvider } from './provider/test-provider.js';

// Wednesday 16 December 2026, noon in Sofia.
const NOW = new Date('2026-12-16T10:00:00Z');
let database: TestDatabase;
let app: FastifyInstance;
let parent: Caller;
let ids: Record<'a' | 'b' | 'c', string>;
let enr: Record<'aSwim' | 'aTuesday' | 'b' | 'c', string>;
let swimClass: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig({ rateLimitMax: 100_000 }), database, now: () => NOW });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});
afterEach(async () => {
  await (app.payments.provider as TestProvider).deliverPending();
});

/** The rules every figure below was worked out by hand with (written here, not read from the demo club's). */
const PRICING: PricingSettings = {
  firstPeriodProRata: true,
  discounts: {
    secondChild: { kind: 'percent', value: 10 },
    thirdChild: { kind: 'percent', value: 15 },
    secondClass: { kind: 'amount', value: 500 },
  },
};

beforeEach(async () => {
  await database.reset();
  const db = database.db;
  // Second child 10%, third and more 15%, a second class 5.00 off; the first month pro-rated.
  await db.insert(clubSettings).values({ id: 1, ...DEFAULT_CLUB_SETTINGS, pricing: PRICING });
  parent = await buildCaller(app, db, { name: 'Мария Петрова' });
  // Mondays and Wednesdays: 9 sessions in December. 15.00 a session, 190.00 unlimited.
  swimClass = (await buildClass(db, { pricePerClass: 1500, monthlyPrice: 19000 })).id;
  // Tuesdays only: 5 sessions in December (1, 8, 15, 22, 29). 80.00 unlimited.
  const tuesdays = await buildClass(db, {
    pricePerClass: 1000,
    monthlyPrice: 8000,
    sessions: [{ dayOfWeek: 1, startTime: '18:00' }],
  });
  ids = {
    a: (await buildChild(db, parent.user.id, { fullName: 'Ана', birthDate: '2016-05-01' })).id,
    b: (await buildChild(db, parent.user.id, { fullName: 'Борис', birthDate: '2015-03-01' })).id,
    c: (await buildChild(db, parent.user.id, { fullName: 'Вера', birthDate: '2018-07-01' })).id,
  };
  const enroll = async (childId: string, classId: string, planType: 'pool_8' | 'pool_monthly', startsOn: string) =>
    (await buildEnrollment(db, childId, classId, { planType, sessionsRemaining: null, startsOn })).id;
  enr = {
    // Ana joined first (September): the family's first child, full price in her first class.
    aSwim: await enroll(ids.a, swimClass, 'pool_8', '2026-09-01'),
    // ...and her second class since November: 5.00 off.
    aTuesday: await enroll(ids.a, tuesdays.id, 'pool_monthly', '2026-11-01'),
    // Boris joined in October, though older: the second child, 10% off.
    b: await enroll(ids.b, swimClass, 'pool_monthly', '2026-10-01'),
    // Vera starts today: the third child, 15% off, and only the 5 sessions left in December (16, 21, 23, 28, 30).
    c: await enroll(ids.c, swimClass, 'pool_8', '2026-12-16'),
  };
  // Every month before December is paid (issue 25: a month from the child's start on is owed until it is).
  const paidBefore: Array<[string, string, string[]]> = [
    [ids.a, enr.aSwim, ['2026-09', '2026-10', '2026-11']],
    [ids.a, enr.aTuesday, ['2026-11']],
    [ids.b, enr.b, ['2026-10', '2026-11']],
  ];
  for (const [childId, enrollmentId, months] of paidBefore) {
    for (const billingPeriod of months) {
      await db.insert(payments).values({
        parentId: parent.user.id,
        childId,
        enrollmentId,
        billingPeriod,
        amount: 12000,
        method: 'cash',
        status: 'validated',
        validatedAt: new Date(`${billingPeriod}-05T10:00:00Z`),
      });
    }
  }
});

type Period = {
  billingPeriod: string;
  price: { listAmount: number; amount: number; lines: { kind: string; amount: number }[] };
};

async function prices(childId: string) {
  const res = await parent.inject({ url: `/api/children/${childId}/payment-options` });
  expect(res.statusCode).toBe(200);
  return Object.fromEntries(
    (res.json().enrollments as { enrollmentId: string; periods: Period[] }[]).map((e) => [
      e.enrollmentId,
      e.periods.map((p) => [p.billingPeriod, p.price.amount, p.price.lines.map((l) => [l.kind, l.amount])]),
    ]),
  );
}

const pay = (childId: string, enrollmentId: string, method: 'cash' | 'card', extra: Record<string, unknown> = {}) =>
  parent.inject({
    method: 'POST',
    url: `/api/children/${childId}/payments`,
    payload: { enrollmentId, billingPeriod: '2026-12', method, ...extra },
  });

describe('the pay page prices each period', () => {
  it('with the family discount, the second-class discount and the first month of a child who starts today', async () => {
    expect(await prices(ids.a)).toEqual({
      // 8 × 15.00, full price.
      [enr.aSwim]: [
        ['2026-12', 12000, []],
        ['2027-01', 12000, []],
      ],
      // 80.00 less 5.00.
      [enr.aTuesday]: [
        ['2026-12', 7500, [['secondClass', -500]]],
        ['2027-01', 7500, [['secondClass', -500]]],
      ],
    });
    // 190.00 less 10% (19.00).
    expect(await prices(ids.b)).toEqual({
      [enr.b]: [
        ['2026-12', 17100, [['secondChild', -1900]]],
        ['2027-01', 17100, [['secondChild', -1900]]],
      ],
    });
    // December: 5 × 15.00 = 75.00, less 15% (11.25) = 63.75. January: 120.00 less 18.00.
    expect(await prices(ids.c)).toEqual({
      [enr.c]: [
        [
          '2026-12',
          6375,
          [
            ['firstPeriod', -4500],
            ['thirdChild', -1125],
          ],
        ],
        ['2027-01', 10200, [['thirdChild', -1800]]],
      ],
    });
  });

  it('the dashboard owes the same: 120.00 + 75.00 + 171.00 + 63.75 = 429.75 for December', async () => {
    const res = await parent.inject({ url: '/api/dashboard' });
    const due = res.json().payments as { due: { amount: number }[]; dueItems: { amount: number }[] };
    expect(due.dueItems.map((d) => d.amount).sort((x, y) => x - y)).toEqual([6375, 7500, 12000, 17100]);
    expect(due.due).toEqual([{ currency: 'BGN', amount: 42975 }]);
  });
});

describe('the club changing its prices', () => {
  it('reaches a dashboard already shown: without discounts December is 120.00 + 80.00 + 190.00 + 75.00', async () => {
    expect((await parent.inject({ url: '/api/dashboard' })).json().payments.due).toEqual([
      { currency: 'BGN', amount: 42975 },
    ]);
    const admin = await buildCaller(app, database.db, { role: 'admin' });
    const { updatedAt: _at, updatedBy: _by, ...current } = (await admin.inject({ url: '/api/admin/settings' })).json();
    const none = { secondChild: null, thirdChild: null, secondClass: null };
    const saved = await admin.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { ...current, pricing: { firstPeriodProRata: true, discounts: none } },
    });
    expect(saved.statusCode).toBe(200);
    expect((await parent.inject({ url: '/api/dashboard' })).json().payments.due).toEqual([
      { currency: 'BGN', amount: 46500 },
    ]);
  });
});

describe('a payment', () => {
  it('keeps the price it was made at: the amount, the list price and the lines', async () => {
    const res = await pay(ids.c, enr.c, 'cash');
    expect(res.statusCode).toBe(201);
    expect(res.json().payment).toMatchObject({
      amount: 6375,
      listAmount: 12000,
      priceLines: [
        { kind: 'firstPeriod', amount: -4500, startsOn: '2026-12-16', sessionsLeft: 5, sessionsInPeriod: 9 },
        { kind: 'thirdChild', amount: -1125, rule: { kind: 'percent', value: 15 } },
      ],
    });
    // A payment at the full price carries no lines.
    const full = await pay(ids.a, enr.aSwim, 'cash');
    expect(full.json().payment).toMatchObject({ amount: 12000, listAmount: null, priceLines: [] });
  });

  it('racing for two children and twice for one, each period is priced once and its discount applied once', async () => {
    const answers = await Promise.all([
      pay(ids.b, enr.b, 'cash'),
      pay(ids.c, enr.c, 'cash'),
      pay(ids.c, enr.c, 'cash'),
      pay(ids.b, enr.b, 'cash'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 409, 409]);
    const { rows } = (await database.db.execute(
      sql`select enrollment_id, amount, price_lines from payments where billing_period = '2026-12' order by amount`,
    )) as unknown as { rows: { enrollment_id: string; amount: number; price_lines: { kind: string }[] }[] };
    expect(rows.map((r) => [r.enrollment_id, r.amount, r.price_lines.map((l) => l.kind)])).toEqual([
      [enr.c, 6375, ['firstPeriod', 'thirdChild']],
      [enr.b, 17100, ['secondChild']],
    ]);
  });

  it('paid by card and refunded in full gives back what was paid, never the list price', async () => {
    const started = await pay(ids.c, enr.c, 'card');
    expect(started.statusCode).toBe(201);
    const { payment, checkoutUrl } = started.json() as { payment: { id: string }; checkoutUrl: string };
    await submitCheckout(app, checkoutUrl, TEST_CARDS.success);
    const [paid] = await database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(paid).toMatchObject({ status: 'paid', amount: 6375 });
    const intent = await app.payments.provider.getPaymentIntent(String(paid?.providerPaymentId));
    expect(intent.amountReceived).toBe(6375);

    const admin = await buildCaller(app, database.db, { role: 'admin' });
    const refund = (amount: number) =>
      admin.inject({
        method: 'POST',
        url: `/api/payments/${payment.id}/refunds`,
        payload: { amount, reason: 'requested_by_customer' },
      });
    expect((await refund(12000)).json().error.code).toBe('REFUND_TOO_LARGE');
    expect((await refund(6375)).statusCode).toBe(200);
    const [after] = await database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after).toMatchObject({ status: 'refunded', refundedAmount: 6375 });
    const back = (await app.payments.provider.getPaymentIntent(String(paid?.providerPaymentId))).refunds;
    expect(back.map((r) => r.amount)).toEqual([6375]);
  });

  it('as a subscription charges the first month as priced, then the whole month with the discount', async () => {
    const started = await pay(ids.c, enr.c, 'card', { recurring: true });
    expect(started.statusCode).toBe(201);
    await submitCheckout(app, started.json().checkoutUrl, TEST_CARDS.success);
    await (app.payments.provider as TestProvider).deliverPending();
    const [first] = await database.db.select().from(payments).where(eq(payments.enrollmentId, enr.c));
    expect(first).toMatchObject({ status: 'paid', amount: 6375 });
    const [sub] = await database.db.select().from(subscriptions).where(eq(subscriptions.enrollmentId, enr.c));
    // From January: 120.00 less 15% = 102.00 a month.
    expect(sub?.amount).toBe(10200);

    // The card is charged on 1 January: the month's payment, and its receipt, say how 102.00 is made up.
    const provider = app.payments.provider as TestProvider;
    await provider.renewDueSubscriptions(new Date('2027-01-01T09:01:00Z'));
    await provider.deliverPending();
    const [january] = await database.db
      .select()
      .from(payments)
      .where(and(eq(payments.enrollmentId, enr.c), eq(payments.billingPeriod, '2027-01')));
    expect(january).toMatchObject({
      kind: 'subscription',
      status: 'paid',
      amount: 10200,
      listAmount: 12000,
      priceLines: [{ kind: 'thirdChild', amount: -1800, rule: { kind: 'percent', value: 15 } }],
    });
    const receipts = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'payment-receipt'));
    const januaryReceipt = receipts.find((mail) => mail.text.includes('януари 2027'));
    expect(januaryReceipt?.text).toMatch(
      /Цена на плана: 120,00\sлв\.\nОтстъпка за трето и следващо дете \(15%\): -18,00\sлв\.\nСума: 102,00\sлв\./,
    );
  });
});

describe('what a plan would cost before enrolling', () => {
  const preview = (caller: Caller, query: string) => caller.inject({ url: `/api/enrollment-prices?${query}` });

  it('for a fourth child: 15% off, and the first month from today', async () => {
    const res = await preview(parent, `classId=${swimClass}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ firstPeriod: '2026-12', nextPeriod: '2027-01', firstPeriodProRata: true });
    const pool8 = body.plans.find((p: { planType: string }) => p.planType === 'pool_8');
    // December: 5 × 15.00 = 75.00 less 11.25; January: 120.00 less 18.00.
    expect([pool8.first.amount, pool8.next.amount]).toEqual([6375, 10200]);
    const unlimited = body.plans.find((p: { planType: string }) => p.planType === 'pool_monthly');
    // December: 190.00 × 5/9 = 105.56, less 15% (15.83) = 89.73; January: 190.00 less 28.50.
    expect([unlimited.first.amount, unlimited.next.amount]).toEqual([8973, 16150]);
  });

  it('for a child already in two classes: the second-class discount, and only for the caller’s own children', async () => {
    const other = await buildClass(database.db, { pricePerClass: 1200, monthlyPrice: 15000 });
    const res = await preview(parent, `classId=${other.id}&childId=${ids.a}`);
    const unlimited = res.json().plans.find((p: { planType: string }) => p.planType === 'pool_monthly');
    // Ana is the first child: 150.00 less 5.00 for her third class.
    expect(unlimited.next).toMatchObject({ amount: 14500, lines: [{ kind: 'secondClass', amount: -500 }] });

    const stranger = await buildCaller(app, database.db);
    expect((await preview(stranger, `classId=${swimClass}&childId=${ids.a}`)).statusCode).toBe(404);
    const coach = await buildCaller(app, database.db, { role: 'instructor' });
    expect((await preview(coach, `classId=${swimClass}`)).statusCode).toBe(403);
    expect((await preview(parent, 'classId=nope')).statusCode).toBe(400);
  });
});

describe('a transfer', () => {
  it('is not a new start: the child keeps its first day and its price', async () => {
    const to = await buildClass(database.db, { pricePerClass: 1500, monthlyPrice: 19000 });
    const res = await parent.inject({
      method: 'POST',
      url: `/api/children/${ids.b}/enrollments/${enr.b}/transfer`,
      payload: { toClassId: to.id },
    });
    expect(res.statusCode).toBe(200);
    const [moved] = await database.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.id, res.json().enrollmentId as string));
    expect(moved?.startsOn).toBe('2026-10-01');
    expect(Object.values(await prices(ids.b))).toEqual([
      [
        ['2026-12', 17100, [['secondChild', -1900]]],
        ['2027-01', 17100, [['secondChild', -1900]]],
      ],
    ]);
  });
});
