// Staff record money they received (issue 25): the class's coach or an admin, for a month of an enrollment, validated
// at once. The app's clock is held at 20 November 2026, noon in Sofia.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  auditLog,
  classes,
  emailOutbox,
  enrollments,
  kindergartenBills,
  payments,
  subscriptions,
  users,
} from '../../db/schema/index.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { useTestApp } from '../../test/app.js';
import { buildChild, buildClass, buildEnrollment, buildLocation, buildPayment } from '../../test/factories.js';
import type { TestProvider } from './provider/test-provider.js';

const clock = new Date('2026-11-20T10:00:00Z');
/** The children joined a season before the clock: their months are whole ones. */
const SINCE = '2025-09-01';
// The app with its clock held by the test (emptied before each test by useTestApp).
const t = useTestApp({ rateLimitMax: 100_000 }, { now: () => clock });
let parent: Caller;
let coach: Caller;
let childId: string;
let enrollmentId: string;
let otherClassId: string;

beforeEach(async () => {
  const db = t.database.db;
  parent = await buildCaller(t.app, db, { name: 'Мария Петрова' });
  await db.update(users).set({ preferredLanguage: 'en' }).where(eq(users.id, parent.user.id));
  coach = await buildCaller(t.app, db, { role: 'instructor', name: 'Иван Треньоров' });
  // Mondays and Wednesdays; 20.00 a class, so the 8-session plan is 160.00 a whole month.
  const cls = await buildClass(db, { instructorId: coach.user.id, pricePerClass: 2000 });
  otherClassId = (await buildClass(db, { pricePerClass: 1500 })).id;
  childId = (await buildChild(db, parent.user.id, { fullName: 'Виктория Петрова' })).id;
  enrollmentId = (
    await buildEnrollment(db, childId, cls.id, { planType: 'pool_8', sessionsRemaining: 0, startsOn: SINCE })
  ).id;
});
afterEach(async () => {
  await (t.app.payments.provider as TestProvider).deliverPending();
});

type Body = Record<string, unknown>;
const cash = (overrides: Body = {}): Body => ({
  enrollmentId,
  billingPeriod: '2026-11',
  method: 'cash',
  receivedOn: '2026-11-19',
  note: 'Дадени на басейна',
  ...overrides,
});
const record = (caller: Caller, payload: Body) =>
  caller.inject({ method: 'POST', url: '/api/payments/record', payload });
const options = (caller: Caller, id = enrollmentId) =>
  caller.inject({ url: `/api/payments/record-options?enrollmentId=${id}` });
const buildAdmin = () => buildCaller(t.app, t.database.db, { role: 'admin', name: 'Админ Админов' });
async function buildOtherCoach() {
  const other = await buildCaller(t.app, t.database.db, { role: 'instructor', name: 'Петя Друга' });
  await t.database.db.update(classes).set({ instructorId: other.user.id }).where(eq(classes.id, otherClassId));
  return other;
}
const allPayments = () => t.database.db.select().from(payments);
const paymentRow = async (id: string) => (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0];
const declare = (method: 'cash' | 'bank_transfer' | 'card', billingPeriod = '2026-11') =>
  parent.inject({
    method: 'POST',
    url: `/api/children/${childId}/payments`,
    payload: { enrollmentId, billingPeriod, method, parentNotes: method === 'card' ? undefined : 'Ще платя' },
  });

describe('recording money staff received', () => {
  it('asks for a session, a staff role and a valid body, and writes nothing otherwise', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/payments/record', payload: cash() });
    expect(anonymous.statusCode).toBe(401);
    const byParent = await record(parent, cash());
    expect(byParent.statusCode).toBe(403);
    expect(byParent.json().error.code).toBe('FORBIDDEN');
    for (const bad of [
      { amount: 0 },
      { amount: 12.5 },
      { amount: -100 },
      { method: 'card' },
      { receivedOn: undefined },
      { receivedOn: '2026-02-30' },
      { billingPeriod: '2026-13' },
      { note: 'x'.repeat(501) },
      { enrollmentId: 'nope' },
    ]) {
      const res = await record(coach, cash(bad));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await allPayments()).toEqual([]);
  });

  it('answers another class’s coach exactly like an unknown enrollment, and changes nothing', async () => {
    const other = await buildOtherCoach();
    const theirs = await record(other, cash());
    const unknown = await record(other, cash({ enrollmentId: randomUUID() }));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect((await options(other)).json()).toEqual((await options(other, randomUUID())).json());
    expect((await options(other)).statusCode).toBe(404);
    expect(await allPayments()).toEqual([]);
    expect(await t.database.db.select().from(auditLog)).toEqual([]);
  });

  it('lets the class’s coach record cash at the price: validated by them, audit-logged, receipt in the parent’s language', async () => {
    const res = await record(coach, cash());
    expect(res.statusCode).toBe(201);
    // pool_8 at 20.00 a class, a whole month: 8 × 20.00 = 160.00.
    expect(res.json()).toMatchObject({
      status: 'validated',
      method: 'cash',
      amount: 16000,
      billingPeriod: '2026-11',
      validatedByName: { bg: 'Иван Треньоров' },
    });
    const row = await paymentRow(res.json().id);
    expect(row).toMatchObject({
      status: 'validated',
      kind: 'plan',
      recordedBy: coach.user.id,
      validatedBy: coach.user.id,
      receivedOn: '2026-11-19',
      staffNote: 'Дадени на басейна',
      secondFor: null,
      parentId: parent.user.id,
      childId,
    });
    expect(row?.validatedAt).toEqual(clock);

    const audit = await t.database.db.select().from(auditLog);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'payment.recorded',
      actorId: coach.user.id,
      entityType: 'payment',
      entityId: row?.id,
      details: { amount: 16000, method: 'cash', month: '2026-11', date: '2026-11-19', note: 'Дадени на басейна' },
    });

    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'payment-receipt'));
    expect(mails.map((m) => m.to)).toEqual([parent.user.email]);
    expect(mails[0]?.subject).toMatch(/^Payment receipt – /);
    expect(mails[0]?.text).toContain('Period: November 2026');
    expect(mails[0]?.text).toMatch(/Amount: BGN\s160\.00/);
    expect(mails[0]?.text).toContain('Paid by: cash');
    expect(mails[0]?.text).not.toContain('2026-11');

    // This month's plan is renewed: the child may swim again.
    const [enrollment] = await t.database.db.select().from(enrollments).where(eq(enrollments.id, enrollmentId));
    expect(enrollment?.sessionsRemaining).toBe(8);
  });

  it('offers the payment page’s price by default and books the amount and day staff enter', async () => {
    const page = (await parent.inject({ url: `/api/children/${childId}/payment-options` })).json();
    const offered = (await options(coach)).json();
    expect(offered).toMatchObject({ today: '2026-11-20', childName: 'Виктория Петрова', canConfirmSecond: false });
    for (const period of ['2026-11', '2026-12']) {
      const parentPrice = page.enrollments[0].periods.find((p: Body) => p.billingPeriod === period).price.amount;
      expect(offered.periods.find((p: Body) => p.billingPeriod === period).amount, period).toBe(parentPrice);
    }
    const res = await record(coach, cash({ amount: 15000, receivedOn: '2026-11-03', method: 'bank_transfer' }));
    expect(res.statusCode).toBe(201);
    expect(await paymentRow(res.json().id)).toMatchObject({
      amount: 15000,
      method: 'bank_transfer',
      receivedOn: '2026-11-03',
      listAmount: null,
      priceLines: [],
    });
  });

  it('records any month from the enrollment’s first to next month, on a day from a month before it started', async () => {
    await t.database.db.update(enrollments).set({ startsOn: '2026-09-10' }).where(eq(enrollments.id, enrollmentId));
    const periods = (await options(coach)).json().periods.map((p: Body) => p.billingPeriod);
    expect(periods).toEqual(['2026-12', '2026-11', '2026-10', '2026-09']);
    for (const billingPeriod of ['2026-08', '2027-01']) {
      const res = await record(coach, cash({ billingPeriod }));
      expect(res.statusCode, billingPeriod).toBe(400);
      expect(res.json().error.details).toEqual([{ path: 'billingPeriod', message: 'periodInvalid' }]);
    }
    const future = await record(coach, cash({ receivedOn: '2026-11-21' }));
    expect(future.json().error.details).toEqual([{ path: 'receivedOn', message: 'dateInFuture' }]);
    // 31 days before 10 September is 10 August.
    const early = await record(coach, cash({ receivedOn: '2026-08-09' }));
    expect(early.json().error.details).toEqual([{ path: 'receivedOn', message: 'receivedTooEarly' }]);
    expect(await allPayments()).toEqual([]);

    const september = await record(coach, cash({ billingPeriod: '2026-09', receivedOn: '2026-08-10' }));
    expect(september.statusCode).toBe(201);
    const december = await record(coach, cash({ billingPeriod: '2026-12' }));
    expect(december.statusCode).toBe(201);
    expect((await allPayments()).map((p) => p.billingPeriod).sort()).toEqual(['2026-09', '2026-12']);
  });

  it('refuses a month already covered; only an admin records a second one, on purpose', async () => {
    const first = await record(coach, cash());
    expect(first.statusCode).toBe(201);
    const again = await record(coach, cash({ method: 'bank_transfer' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('PAYMENT_PERIOD_COVERED');
    const coachInsists = await record(coach, cash({ confirmSecond: true }));
    expect(coachInsists.statusCode).toBe(409);
    expect(coachInsists.json().error.code).toBe('PAYMENT_PERIOD_COVERED');

    const admin = await buildAdmin();
    const adminUnconfirmed = await record(admin, cash());
    expect(adminUnconfirmed.json().error.code).toBe('PAYMENT_PERIOD_COVERED');
    expect((await options(admin)).json().canConfirmSecond).toBe(true);
    const second = await record(admin, cash({ confirmSecond: true, amount: 4000, note: 'Доплащане' }));
    expect(second.statusCode).toBe(201);
    expect(await paymentRow(second.json().id)).toMatchObject({
      status: 'validated',
      secondFor: first.json().id,
      recordedBy: admin.user.id,
      amount: 4000,
    });
    expect(await paymentRow(first.json().id)).toMatchObject({ status: 'validated', amount: 16000 });
    expect(await allPayments()).toHaveLength(2);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'payment.recorded'))).toHaveLength(2);
  });

  it('refuses a month a card payment or a running card subscription pays', async () => {
    await buildPayment(t.database.db, {
      parentId: parent.user.id,
      childId,
      enrollmentId,
      billingPeriod: '2026-11',
      amount: 16000,
    });
    const paidByCard = await record(coach, cash());
    expect(paidByCard.json().error.code).toBe('PAYMENT_PERIOD_COVERED');
    await t.database.db.insert(subscriptions).values({
      parentId: parent.user.id,
      childId,
      enrollmentId,
      plan: 'pool_8',
      amount: 16000,
      status: 'active',
      createdAt: new Date('2026-10-05T10:00:00Z'),
    });
    const subscribed = await record(coach, cash({ billingPeriod: '2026-12' }));
    expect(subscribed.statusCode).toBe(409);
    expect(subscribed.json().error.code).toBe('PAYMENT_PERIOD_COVERED');
    const offered = (await options(coach)).json().periods;
    expect(offered.find((p: Body) => p.billingPeriod === '2026-12').subscription).toBe(true);
    expect(offered.find((p: Body) => p.billingPeriod === '2026-11').covering).toMatchObject({ status: 'paid' });
    expect(await allPayments()).toHaveLength(1);
  });

  it('confirms the parent’s pending declaration with what staff entered, so the family never has two', async () => {
    const declared = (await declare('bank_transfer')).json().payment;
    expect((await options(coach)).json().periods[1]).toMatchObject({
      billingPeriod: '2026-11',
      covering: null,
      declaration: { id: declared.id, method: 'bank_transfer', parentNotes: 'Ще платя' },
    });
    const res = await record(coach, cash({ amount: 15000, note: 'Донесоха ги в брой' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().id).toBe(declared.id);
    expect(await allPayments()).toHaveLength(1);
    expect(await paymentRow(declared.id)).toMatchObject({
      status: 'validated',
      method: 'cash',
      amount: 15000,
      parentNotes: 'Ще платя',
      staffNote: 'Донесоха ги в брой',
      recordedBy: coach.user.id,
      validatedBy: coach.user.id,
    });
  });

  it('supersedes an unfinished card payment and closes its checkout, so the family cannot pay twice', async () => {
    const started = await declare('card');
    expect(started.statusCode).toBe(201);
    const tryId = started.json().payment.id;
    const res = await record(coach, cash());
    expect(res.statusCode).toBe(201);
    expect(res.json().id).not.toBe(tryId);
    const attempt = await paymentRow(tryId);
    expect(attempt?.status).toBe('failed');
    const checkout = await t.app.payments.provider.getCheckout(attempt?.providerCheckoutId ?? '');
    expect(checkout.status).toBe('expired');
  });
});

describe('recording what is left of a month part of which was received', () => {
  /** The receipts the parent was sent, newest last, with the spaces a reader sees. */
  const receipts = async () =>
    (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'payment-receipt')))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((m) => m.text.replace(/[\u00a0\u202f]/g, ' '));

  it('lets the class’s coach record the rest, offered as the amount, and then the month needs an admin', async () => {
    // 60.00 of November's 160.00 taken at the pool.
    const part = await record(coach, cash({ amount: 6000, receivedOn: '2026-11-05' }));
    expect(part.statusCode).toBe(201);
    const november = (await options(coach)).json().periods.find((p: Body) => p.billingPeriod === '2026-11');
    expect(november).toMatchObject({
      amount: 10000,
      covering: null,
      left: { due: 16000, received: 6000, writtenOff: 0, payments: [{ id: part.json().id, amount: 6000 }] },
    });

    // Another class's coach is answered as for an unknown enrollment; bad input is refused, translated; nothing moves.
    const other = await buildOtherCoach();
    const theirs = await record(other, cash());
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual((await record(other, cash({ enrollmentId: randomUUID() }))).json());
    const bad = await record(coach, cash({ amount: -1 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([{ path: 'amount', message: 'amountInvalid' }]);
    expect(await allPayments()).toHaveLength(1);

    // The coach records the rest without typing an amount: 160.00 − 60.00 = 100.00, beside the first payment.
    const rest = await record(coach, cash({ note: 'Останалото' }));
    expect(rest.statusCode, rest.body).toBe(201);
    expect(await paymentRow(rest.json().id)).toMatchObject({
      status: 'validated',
      amount: 10000,
      monthDue: 16000,
      secondFor: part.json().id,
      recordedBy: coach.user.id,
      listAmount: null,
      priceLines: [],
    });
    // The parent's receipt (in English) says it pays the rest of November, of the month's 160.00.
    const [, restReceipt] = await receipts();
    expect(restReceipt).toContain('Rest of November 2026: BGN 100.00, of BGN 160.00 due');
    expect(restReceipt).not.toContain('2026-11');

    // Settled now: recording November again is a second payment, an admin's decision.
    const again = await record(coach, cash({ amount: 1000 }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('PAYMENT_PERIOD_COVERED');
    const settled = (await options(coach)).json().periods.find((p: Body) => p.billingPeriod === '2026-11');
    expect(settled).toMatchObject({ covering: { id: part.json().id }, left: null });
    expect(await allPayments()).toHaveLength(2);
    const admin = await buildAdmin();
    expect((await record(admin, cash({ amount: 1000 }))).statusCode).toBe(409);
    expect((await record(admin, cash({ amount: 1000, confirmSecond: true }))).statusCode).toBe(201);
  });

  it('confirms the parent’s declaration of the rest, so the month never has two', async () => {
    const part = await record(coach, cash({ amount: 6000, receivedOn: '2026-11-05' }));
    const declared = (await declare('bank_transfer')).json().payment;
    expect(declared).toMatchObject({ amount: 10000, monthDue: 16000 });
    const november = (await options(coach)).json().periods.find((p: Body) => p.billingPeriod === '2026-11');
    expect(november).toMatchObject({ amount: 10000, covering: null, declaration: { id: declared.id } });
    const res = await record(coach, cash());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().id).toBe(declared.id);
    expect(await paymentRow(declared.id)).toMatchObject({
      status: 'validated',
      method: 'cash',
      amount: 10000,
      monthDue: 16000,
      secondFor: part.json().id,
      recordedBy: coach.user.id,
    });
    expect(await allPayments()).toHaveLength(2);
  });

  it('books another amount typed in as one more part, without the month’s due', async () => {
    const part = await record(coach, cash({ amount: 6000, receivedOn: '2026-11-05' }));
    const more = await record(coach, cash({ amount: 4000 }));
    expect(more.statusCode).toBe(201);
    expect(await paymentRow(more.json().id)).toMatchObject({ amount: 4000, monthDue: null, secondFor: part.json().id });
    const [, receipt] = await receipts();
    expect(receipt).not.toContain('Rest of');
    // 160.00 − 60.00 − 40.00: 60.00 still left, offered, with both parts listed.
    const november = (await options(coach)).json().periods.find((p: Body) => p.billingPeriod === '2026-11');
    expect(november).toMatchObject({ amount: 6000, left: { received: 10000 } });
    expect(november.left.payments.map((p: Body) => p.amount)).toEqual([6000, 4000]);
  });
});

describe('recording a kindergarten bill', () => {
  let kgEnrollmentId: string;
  let billPaymentId: string;

  beforeEach(async () => {
    const db = t.database.db;
    const location = await buildLocation(db, { type: 'kindergarten', name: { bg: 'ДГ Слънце' } });
    const cls = await buildClass(db, { instructorId: coach.user.id, locationId: location.id, pricePerClass: 1500 });
    kgEnrollmentId = (
      await buildEnrollment(db, childId, cls.id, {
        planType: 'kindergarten_monthly',
        sessionsRemaining: null,
        startsOn: SINCE,
      })
    ).id;
    // October's bill: 8 classes × 15.00 = 120.00.
    const bill = await buildPayment(db, {
      parentId: parent.user.id,
      childId,
      enrollmentId: kgEnrollmentId,
      kind: 'kindergarten',
      method: null,
      status: 'pending',
      amount: 12000,
      billingPeriod: '2026-10',
      paidAt: null,
    });
    billPaymentId = bill.id;
    await db.insert(kindergartenBills).values({
      childId,
      enrollmentId: kgEnrollmentId,
      month: '2026-10-01',
      classesAttended: 8,
      amount: 12000,
      paymentId: bill.id,
    });
  });

  const kg = (overrides: Body = {}) =>
    cash({ enrollmentId: kgEnrollmentId, billingPeriod: '2026-10', method: 'bank_transfer', ...overrides });

  it('settles the issued bill with the staff’s method at the bill’s amount; a month without a bill has nothing', async () => {
    const offered = (await options(coach, kgEnrollmentId)).json();
    expect(offered).toMatchObject({ kindergarten: true, canConfirmSecond: false });
    expect(offered.periods).toEqual([
      expect.objectContaining({ billingPeriod: '2026-10', amount: 12000, price: null, covering: null }),
    ]);

    const noBill = await record(coach, kg({ billingPeriod: '2026-11' }));
    expect(noBill.json().error.details).toEqual([{ path: 'billingPeriod', message: 'noBillIssued' }]);
    const otherAmount = await record(coach, kg({ amount: 10000 }));
    expect(otherAmount.json().error.details).toEqual([{ path: 'amount', message: 'billAmountFixed' }]);

    const res = await record(coach, kg());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: billPaymentId,
      status: 'validated',
      method: 'bank_transfer',
      amount: 12000,
    });
    const [bill] = await t.database.db
      .select()
      .from(kindergartenBills)
      .where(and(eq(kindergartenBills.paymentId, billPaymentId)));
    expect(bill?.status).toBe('paid');
    const again = await record(coach, kg());
    expect(again.json().error.code).toBe('PAYMENT_PERIOD_COVERED');
  });
});
