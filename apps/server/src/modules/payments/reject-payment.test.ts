// Staff mark a declared cash or transfer payment as never received (issue 25): it fails, the parent is told in their
// language, and the month is owed again. The app's clock is held at 20 November 2026, noon in Sofia.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, classes, emailOutbox, payments, users } from '../../db/schema/index.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { useTestApp } from '../../test/app.js';
import { buildChild, buildClass, buildEnrollment, buildPayment } from '../../test/factories.js';
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
  await db.update(users).set({ preferredLanguage: 'ru' }).where(eq(users.id, parent.user.id));
  coach = await buildCaller(t.app, db, { role: 'instructor', name: 'Иван Треньоров' });
  const cls = await buildClass(db, {
    instructorId: coach.user.id,
    pricePerClass: 2000,
    title: { bg: 'Начинаещи', ru: 'Начинающие' },
  });
  otherClassId = (await buildClass(db, { pricePerClass: 1500 })).id;
  childId = (await buildChild(db, parent.user.id, { fullName: 'Виктория Петрова' })).id;
  enrollmentId = (await buildEnrollment(db, childId, cls.id, { planType: 'pool_8', startsOn: SINCE })).id;
});
afterEach(async () => {
  await (t.app.payments.provider as TestProvider).deliverPending();
});

const declare = (method: 'cash' | 'bank_transfer' | 'card') =>
  parent.inject({
    method: 'POST',
    url: `/api/children/${childId}/payments`,
    payload: { enrollmentId, billingPeriod: '2026-11', method },
  });
const reject = (caller: Caller, id: string, payload: Record<string, unknown> = { reason: 'Няма го по сметката' }) =>
  caller.inject({ method: 'POST', url: `/api/payments/${id}/reject`, payload });
const paymentRow = async (id: string) => (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0];

describe('marking a declaration as not received', () => {
  it('asks for a session, a staff role and a reason, and changes nothing otherwise', async () => {
    const id = (await declare('bank_transfer')).json().payment.id;
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${id}/reject`,
      payload: { reason: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    const byParent = await reject(parent, id);
    expect(byParent.statusCode).toBe(403);
    for (const payload of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      expect((await reject(coach, id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await paymentRow(id)).toMatchObject({ status: 'pending', rejectedBy: null, rejectionReason: null });
  });

  it('answers another class’s coach exactly like an unknown payment, and changes nothing', async () => {
    const other = await buildCaller(t.app, t.database.db, { role: 'instructor', name: 'Петя Друга' });
    await t.database.db.update(classes).set({ instructorId: other.user.id }).where(eq(classes.id, otherClassId));
    const id = (await declare('cash')).json().payment.id;
    const theirs = await reject(other, id);
    const unknown = await reject(other, randomUUID());
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect(await paymentRow(id)).toMatchObject({ status: 'pending' });
    expect(await t.database.db.select().from(auditLog)).toEqual([]);
  });

  it('fails the declaration by whom and why, tells the parent in their language, and the month is owed again', async () => {
    const id = (await declare('bank_transfer')).json().payment.id;
    const res = await reject(coach, id, { reason: '  Преводът не е пристигнал  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'failed' });
    expect(await paymentRow(id)).toMatchObject({
      status: 'failed',
      rejectedBy: coach.user.id,
      rejectedAt: clock,
      rejectionReason: 'Преводът не е пристигнал',
      validatedBy: null,
    });
    const audit = await t.database.db.select().from(auditLog);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'payment.rejected',
      actorId: coach.user.id,
      entityId: id,
      details: { amount: 16000, method: 'bank_transfer', month: '2026-11', reason: 'Преводът не е пристигнал' },
    });

    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'payment-rejected'));
    expect(mails.map((m) => m.to)).toEqual([parent.user.email]);
    const mail = mails[0];
    expect(mail?.subject).toMatch(/^Платёж не получен – /);
    for (const line of [
      'Здравствуйте, Мария Петрова!',
      'Банковский перевод, который вы отметили, не поступил на счёт клуба.',
      'Ребёнок: Виктория Петрова',
      'Группа: Начинающие',
      'Период: ноябрь 2026',
      'Причина: Преводът не е пристигнал',
      `Оплатить снова: http://localhost:3000/child/${childId}/payment`,
    ]) {
      expect(mail?.text).toContain(line);
    }
    expect(mail?.text).toMatch(/Сумма: 160,00\sлв\./);
    expect(mail?.text).not.toContain('2026-11');

    // The month is open again on the parent's payment page, and can be declared or paid by card again.
    const page = (await parent.inject({ url: `/api/children/${childId}/payment-options` })).json();
    expect(
      page.enrollments[0].periods.find((p: { billingPeriod: string }) => p.billingPeriod === '2026-11'),
    ).toMatchObject({ covered: false });
    const again = await declare('cash');
    expect(again.statusCode).toBe(201);
    expect(await reject(coach, again.json().payment.id)).toMatchObject({ statusCode: 200 });
    const byCard = await declare('card');
    expect(byCard.statusCode).toBe(201);
    expect(byCard.json().checkoutUrl).toEqual(expect.any(String));
  });

  it('lets an admin reject too, and refuses a payment that is not a pending cash or transfer declaration', async () => {
    const admin = await buildCaller(t.app, t.database.db, { role: 'admin', name: 'Админ' });
    const declared = (await declare('cash')).json().payment.id;
    expect((await reject(admin, declared)).json()).toMatchObject({ status: 'failed' });

    const base = { parentId: parent.user.id, childId, enrollmentId };
    const others = {
      validated: await buildPayment(t.database.db, {
        ...base,
        method: 'cash',
        status: 'validated',
        billingPeriod: '2026-09',
      }),
      paid: await buildPayment(t.database.db, { ...base, method: 'card', status: 'paid', billingPeriod: '2026-10' }),
      failed: await buildPayment(t.database.db, { ...base, method: 'bank_transfer', status: 'failed' }),
      refunded: await buildPayment(t.database.db, {
        ...base,
        method: 'cash',
        status: 'refunded',
        refundedAmount: 16000,
      }),
      card: await buildPayment(t.database.db, { ...base, method: 'card', status: 'pending', billingPeriod: '2026-12' }),
    };
    for (const [name, payment] of Object.entries(others)) {
      for (const caller of [coach, admin]) {
        const res = await reject(caller, payment.id);
        expect(res.statusCode, name).toBe(409);
        expect(res.json().error.code, name).toBe('PAYMENT_NOT_REJECTABLE');
      }
      expect(await paymentRow(payment.id), name).toMatchObject({ status: payment.status, rejectedBy: null });
    }
    expect(await t.database.db.select().from(auditLog)).toHaveLength(1);
  });
});
