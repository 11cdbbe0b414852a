// Kindergarten groups are billed after the month by attendance; admins review and issue, parents pay the bills.
import { DEFAULT_CLUB_SETTINGS } from '@swim/shared/club';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attendance, clubSettings, kindergartenBills, payments } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import {
  TEST_CARDS,
  buildChild,
  buildClass,
  buildEnrollment,
  buildLocation,
  buildUser,
  clubMonth,
  submitCheckout,
} from '../../test/factories.js';
import type { TestProvider } from './provider/test-provider.js';

const t = useTestApp({ rateLimitMax: 100_000 });
const PRICE_PER_CLASS = 1200;
const month = clubMonth(new Date(), -1);
let admin: Caller;
let parent: Caller;
let locationId: string;
let poolId: string;
let childId: string;
let enrollmentId: string;
const provider = () => t.app.payments.provider as TestProvider;

beforeEach(async () => {
  const db = t.database.db;
  admin = await buildCaller(t.app, db, { role: 'admin' });
  parent = await buildCaller(t.app, db, { name: 'Мария Петрова' });
  locationId = (await buildLocation(db, { type: 'kindergarten', name: { bg: 'ДГ Слънце' } })).id;
  poolId = (await buildLocation(db)).id;
  const cls = await buildClass(db, { locationId, pricePerClass: PRICE_PER_CLASS, monthlyPrice: null });
  childId = (await buildChild(db, parent.user.id, { fullName: 'Вики Петрова' })).id;
  const plan = { planType: 'kindergarten_monthly' as const, sessionsRemaining: null };
  enrollmentId = (await buildEnrollment(db, childId, cls.id, plan)).id;
  // A second child of another family in the same group, who attended nothing that month.
  const otherChild = await buildChild(db, (await buildUser(db)).id, { fullName: 'Боби Иванов' });
  await buildEnrollment(db, otherChild.id, cls.id, plan);
  await db.insert(attendance).values([
    { classId: cls.id, childId, date: `${month}-02`, status: 'present' },
    { classId: cls.id, childId, date: `${month}-05`, status: 'present' },
    { classId: cls.id, childId, date: `${month}-09`, status: 'absent' },
    { classId: cls.id, childId, date: `${month}-12`, status: 'present' },
    { classId: cls.id, childId, date: `${clubMonth(new Date(), -2)}-20`, status: 'present' },
  ]);
});
afterEach(async () => {
  await provider().deliverPending();
});

const review = (caller: Caller, query = `month=${month}&locationId=${locationId}`) =>
  caller.inject({ url: `/api/admin/billing/kindergarten?${query}` });
const issue = (caller: Caller, body: object = { month, locationId }) =>
  caller.inject({ method: 'POST', url: '/api/admin/billing/kindergarten', payload: body });
const counts = async () => ({
  bills: (await t.database.db.select().from(kindergartenBills)).length,
  payments: (await t.database.db.select().from(payments)).length,
});
async function issuedBill() {
  expect((await issue(admin)).json()).toEqual({ issued: 1, skipped: 1 });
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.childId, childId));
  if (!payment) throw new Error('no bill payment');
  return payment;
}
const billOf = async (paymentId: string) =>
  (await t.database.db.select().from(kindergartenBills).where(eq(kindergartenBills.paymentId, paymentId)))[0];

describe('refusals', () => {
  it('is for admins only, with a month and a kindergarten location, and issues nothing otherwise', async () => {
    expect(
      (await t.app.inject({ url: `/api/admin/billing/kindergarten?month=${month}&locationId=${locationId}` }))
        .statusCode,
    ).toBe(401);
    const coach = await buildCaller(t.app, t.database.db, { role: 'instructor' });
    for (const caller of [parent, coach]) {
      expect((await review(caller)).statusCode).toBe(403);
      expect((await issue(caller)).statusCode).toBe(403);
    }
    for (const query of [`month=2026-13&locationId=${locationId}`, `month=${month}`, `month=${month}&locationId=x`]) {
      expect((await review(admin, query)).statusCode, query).toBe(400);
    }
    const pool = await issue(admin, { month, locationId: poolId });
    expect(pool.statusCode).toBe(400);
    expect(pool.json().error.code).toBe('VALIDATION_FAILED');
    expect(await counts()).toEqual({ bills: 0, payments: 0 });
  });

  it('refuses a month whose class is priced in another currency than the club’s (a changeover in between)', async () => {
    // The group's class is in leva; the club runs in euro.
    await t.database.db.insert(clubSettings).values({ id: 1, ...DEFAULT_CLUB_SETTINGS, currency: 'EUR' });
    const res = await issue(admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PRICE_CHANGED');
    expect(await counts()).toEqual({ bills: 0, payments: 0 });
  });
});

describe('reviewing and issuing a month', () => {
  it('lists each child’s classes attended x the price per class', async () => {
    const res = await review(admin);
    expect(res.statusCode).toBe(200);
    const lines = res.json().lines;
    expect(
      lines.map((l: { childName: string; classesAttended: number; amount: number }) => [
        l.childName,
        l.classesAttended,
        l.amount,
      ]),
    ).toEqual([
      ['Боби Иванов', 0, 0],
      ['Вики Петрова', 3, 3 * PRICE_PER_CLASS],
    ]);
    expect(lines[1]).toMatchObject({ pricePerClass: PRICE_PER_CLASS, currency: 'BGN', billId: null, status: null });
    // A euro club whose group is still priced in leva: the total in euro, the line converted (3600 / 1.95583 = 1840.65).
    expect(res.json().total).toEqual({ currency: 'EUR', amount: 1841, converted: 1 });
  });

  it('issues bills with pending payments once; issuing again adds nothing', async () => {
    const payment = await issuedBill();
    expect(payment).toMatchObject({
      parentId: parent.user.id,
      enrollmentId,
      amount: 3 * PRICE_PER_CLASS,
      method: null,
      kind: 'kindergarten',
      status: 'pending',
      billingPeriod: month,
    });
    expect(await billOf(payment.id)).toMatchObject({
      childId,
      enrollmentId,
      month: `${month}-01`,
      classesAttended: 3,
      amount: 3 * PRICE_PER_CLASS,
      status: 'pending',
    });
    expect(await counts()).toEqual({ bills: 1, payments: 1 });

    expect((await issue(admin)).json()).toEqual({ issued: 0, skipped: 2 });
    expect(await counts()).toEqual({ bills: 1, payments: 1 });
    const line = (await review(admin)).json().lines.find((l: { childId: string }) => l.childId === childId);
    expect(line).toMatchObject({ billId: (await billOf(payment.id))?.id, status: 'pending' });
  });

  it('issues once when two admins issue the same month at the same moment', async () => {
    const answers = await Promise.all([issue(admin), issue(admin)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().issued).sort()).toEqual([0, 1]);
    expect(await counts()).toEqual({ bills: 1, payments: 1 });
  });

  it('never holds two bills for a child and month, also without an enrollment', async () => {
    const bill = { childId, enrollmentId: null, month: `${month}-01`, classesAttended: 2, amount: 2400 };
    await t.database.db.insert(kindergartenBills).values(bill);
    await expect(t.database.db.insert(kindergartenBills).values(bill)).rejects.toThrow();
    const rows = await t.database.db
      .select()
      .from(kindergartenBills)
      .where(and(eq(kindergartenBills.childId, childId), eq(kindergartenBills.month, `${month}-01`)));
    expect(rows).toHaveLength(1);
  });
});

describe('paying a bill', () => {
  it('shows it to the parent as an open bill, paid by card on the hosted page, which closes the bill', async () => {
    const payment = await issuedBill();
    const options = (await parent.inject({ url: `/api/children/${childId}/payment-options` })).json();
    expect(options.enrollments).toEqual([]);
    expect(options.openBills).toEqual([
      expect.objectContaining({ id: payment.id, amount: 3 * PRICE_PER_CLASS, kind: 'kindergarten', method: null }),
    ]);

    const started = await parent.inject({
      method: 'POST',
      url: `/api/payments/${payment.id}/pay`,
      payload: { method: 'card' },
    });
    expect(started.statusCode).toBe(200);
    expect(started.json().checkoutUrl).toMatch(/\/test-checkout\/cs_test_/);
    expect((await submitCheckout(t.app, started.json().checkoutUrl, TEST_CARDS.success)).statusCode).toBe(303);

    expect((await parent.inject({ url: `/api/payments/${payment.id}` })).json()).toMatchObject({
      status: 'paid',
      method: 'card',
    });
    expect((await billOf(payment.id))?.status).toBe('paid');
    const after = (await parent.inject({ url: `/api/children/${childId}/payment-options` })).json();
    expect(after.openBills).toEqual([]);
    const again = await parent.inject({
      method: 'POST',
      url: `/api/payments/${payment.id}/pay`,
      payload: { method: 'cash' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('PAYMENT_NOT_PAYABLE');
  });

  it('keeps the bill pending on a new checkout when the parent left an earlier one unpaid', async () => {
    const payment = await issuedBill();
    const pay = () =>
      parent.inject({ method: 'POST', url: `/api/payments/${payment.id}/pay`, payload: { method: 'card' } });
    await pay();
    const second = await pay();
    expect(second.statusCode).toBe(200);
    // The first checkout is closed; hearing of that must not fail the bill the second checkout is paying.
    await provider().deliverPending();
    expect((await parent.inject({ url: `/api/payments/${payment.id}` })).json().status).toBe('pending');
    expect((await submitCheckout(t.app, second.json().checkoutUrl, TEST_CARDS.success)).statusCode).toBe(303);
    expect((await billOf(payment.id))?.status).toBe('paid');
  });

  it('keeps a cash declaration made after an abandoned card checkout pending for staff', async () => {
    const payment = await issuedBill();
    const pay = (body: object) =>
      parent.inject({ method: 'POST', url: `/api/payments/${payment.id}/pay`, payload: body });
    expect((await pay({ method: 'card' })).statusCode).toBe(200);
    expect((await pay({ method: 'cash', parentNotes: 'Ще донеса в брой' })).statusCode).toBe(200);
    await provider().deliverPending();
    expect((await parent.inject({ url: `/api/payments/${payment.id}` })).json()).toMatchObject({
      status: 'pending',
      method: 'cash',
    });
    const waiting = (await admin.inject({ url: '/api/payments/pending-validation' })).json();
    expect(waiting.map((p: { id: string }) => p.id)).toEqual([payment.id]);
    const validated = await admin.inject({ method: 'POST', url: `/api/payments/${payment.id}/validate`, payload: {} });
    expect(validated.statusCode).toBe(200);
    expect((await billOf(payment.id))?.status).toBe('paid');
  });

  it('can be declared as cash and is closed when staff confirm it', async () => {
    const payment = await issuedBill();
    const declared = await parent.inject({
      method: 'POST',
      url: `/api/payments/${payment.id}/pay`,
      payload: { method: 'cash', parentNotes: 'В плик при учителката' },
    });
    expect(declared.json()).toMatchObject({ checkoutUrl: null, payment: { status: 'pending', method: 'cash' } });
    const validated = await admin.inject({ method: 'POST', url: `/api/payments/${payment.id}/validate`, payload: {} });
    expect(validated.json().status).toBe('validated');
    expect((await billOf(payment.id))?.status).toBe('paid');
  });
});
