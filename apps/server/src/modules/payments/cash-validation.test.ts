// Cash and bank transfers: the parent declares, the class's instructor (or an admin) confirms.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, classes, emailOutbox, enrollments, payments } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment, clubMonth } from '../../test/factories.js';
import type { TestProvider } from './provider/test-provider.js';

const t = useTestApp({ rateLimitMax: 100_000 });
let parent: Caller;
let coach: Caller;
let childId: string;
let enrollmentId: string;
let otherEnrollmentId: string;
let otherClassId: string;

beforeEach(async () => {
  const db = t.database.db;
  parent = await buildCaller(t.app, db, { name: 'Мария Петрова' });
  coach = await buildCaller(t.app, db, { role: 'instructor', name: 'Иван Треньоров' });
  const cls = await buildClass(db, { instructorId: coach.user.id, pricePerClass: 2000 });
  const otherCls = await buildClass(db, { pricePerClass: 1500 });
  otherClassId = otherCls.id;
  childId = (await buildChild(db, parent.user.id)).id;
  enrollmentId = (await buildEnrollment(db, childId, cls.id, { planType: 'pool_12', sessionsRemaining: 0 })).id;
  otherEnrollmentId = (await buildEnrollment(db, childId, otherCls.id, { planType: 'pool_8' })).id;
});
afterEach(async () => {
  await (t.app.payments.provider as TestProvider).deliverPending();
});

const declare = (method: 'cash' | 'bank_transfer' | 'card', enrollment = enrollmentId, parentNotes?: string) =>
  parent.inject({
    method: 'POST',
    url: `/api/children/${childId}/payments`,
    payload: { enrollmentId: enrollment, billingPeriod: clubMonth(), method, parentNotes },
  });
const validate = (caller: Caller, id: string) =>
  caller.inject({ method: 'POST', url: `/api/payments/${id}/validate`, payload: {} });
// Sign-ins are rate limited per address: the other callers are made only in the tests that need them.
const buildAdmin = () => buildCaller(t.app, t.database.db, { role: 'admin', name: 'Админ' });
async function buildOtherCoach() {
  const other = await buildCaller(t.app, t.database.db, { role: 'instructor', name: 'Петя Друга' });
  await t.database.db.update(classes).set({ instructorId: other.user.id }).where(eq(classes.id, otherClassId));
  return other;
}
const paymentRow = async (id: string) => (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0];

describe('declaring cash or a bank transfer', () => {
  it('creates a pending payment with the parent’s notes and no checkout', async () => {
    const cash = await declare('cash', enrollmentId, 'Ще платя в понеделник');
    expect(cash.statusCode).toBe(201);
    expect(cash.json().checkoutUrl).toBeNull();
    expect(cash.json().payment).toMatchObject({
      status: 'pending',
      method: 'cash',
      amount: 12 * 2000,
      parentNotes: 'Ще платя в понеделник',
      validatedAt: null,
    });
    const bank = await declare('bank_transfer', otherEnrollmentId, 'Преведено от ДСК');
    expect(bank.statusCode).toBe(201);
    expect(bank.json().payment).toMatchObject({ status: 'pending', method: 'bank_transfer', amount: 8 * 1500 });
    expect(await paymentRow(bank.json().payment.id)).toMatchObject({ provider: null, providerCheckoutId: null });
  });

  it('refuses a second declaration or a card payment for a month already declared', async () => {
    const first = await declare('cash');
    for (const method of ['cash', 'bank_transfer', 'card'] as const) {
      const again = await declare(method);
      expect(again.statusCode, method).toBe(409);
      expect(again.json().error.code).toBe('PERIOD_ALREADY_COVERED');
    }
    const rows = await t.database.db.select().from(payments);
    expect(rows.map((r) => r.id)).toEqual([first.json().payment.id]);
  });
});

describe('validating', () => {
  it('asks for a session, a staff role and a valid body', async () => {
    const id = (await declare('cash')).json().payment.id;
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/payments/${id}/validate`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const byParent = await validate(parent, id);
    expect(byParent.statusCode).toBe(403);
    expect(byParent.json().error.code).toBe('FORBIDDEN');
    const longNote = await coach.inject({
      method: 'POST',
      url: `/api/payments/${id}/validate`,
      payload: { note: 'x'.repeat(501) },
    });
    expect(longNote.statusCode).toBe(400);
    expect((await paymentRow(id))?.status).toBe('pending');
  });

  it('answers another class’s instructor exactly like an unknown payment and changes nothing', async () => {
    const otherCoach = await buildOtherCoach();
    const id = (await declare('cash')).json().payment.id;
    const theirs = await validate(otherCoach, id);
    const unknown = await validate(otherCoach, randomUUID());
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect(theirs.json().error.code).toBe('NOT_FOUND');
    expect((await otherCoach.inject({ url: `/api/payments/${id}` })).json()).toEqual(unknown.json());
    expect(await paymentRow(id)).toMatchObject({ status: 'pending', validatedBy: null, validatedAt: null });
    expect(await t.database.db.select().from(auditLog)).toEqual([]);
  });

  it('lets the class’s instructor confirm: validated, by whom, audit-logged, receipt sent, sessions renewed', async () => {
    const id = (await declare('cash', enrollmentId, 'В брой')).json().payment.id;
    const res = await validate(coach, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'validated', validatedByName: { bg: 'Иван Треньоров' } });
    expect(res.json().validatedAt).not.toBeNull();
    expect(await paymentRow(id)).toMatchObject({ status: 'validated', validatedBy: coach.user.id });

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'payment.validated', actorId: coach.user.id, entityType: 'payment' });
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'payment-receipt'));
    expect(mails.map((m) => m.to)).toEqual([parent.user.email]);
    const [enrollment] = await t.database.db.select().from(enrollments).where(eq(enrollments.id, enrollmentId));
    expect(enrollment?.sessionsRemaining).toBe(12);

    const twice = await validate(coach, id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('PAYMENT_NOT_VALIDATABLE');
    expect(await t.database.db.select().from(auditLog)).toHaveLength(1);
  });

  it('lets an admin confirm a bank transfer, and never a card payment', async () => {
    const admin = await buildAdmin();
    const bank = (await declare('bank_transfer')).json().payment.id;
    expect((await validate(admin, bank)).json()).toMatchObject({
      status: 'validated',
      validatedByName: { bg: 'Админ' },
    });
    const card = (await declare('card', otherEnrollmentId)).json().payment.id;
    const refused = await validate(admin, card);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('PAYMENT_NOT_VALIDATABLE');
    expect((await paymentRow(card))?.status).toBe('pending');
  });
});

describe('the pending-validation list', () => {
  it('shows each instructor the declared payments of their own classes, oldest first; admins all', async () => {
    const [otherCoach, admin] = [await buildOtherCoach(), await buildAdmin()];
    const mine = (await declare('cash')).json().payment.id;
    const theirs = (await declare('bank_transfer', otherEnrollmentId)).json().payment.id;
    const ids = async (caller: Caller) =>
      (await caller.inject({ url: '/api/payments/pending-validation' })).json().map((p: { id: string }) => p.id);
    expect(await ids(coach)).toEqual([mine]);
    expect(await ids(otherCoach)).toEqual([theirs]);
    expect(await ids(admin)).toEqual([mine, theirs]);
    expect((await parent.inject({ url: '/api/payments/pending-validation' })).statusCode).toBe(403);

    await validate(coach, mine);
    expect(await ids(coach)).toEqual([]);
    expect(await ids(admin)).toEqual([theirs]);
  });
});
