// Issue 25's leftovers (ADR 0037): what a parent pays for a month after a partial write-off or a part staff received,
// an ended enrollment's debt, a card charge that completes after staff recorded the bill, and a rejection's reason on
// the parent's screens. The clock is held at 20 November 2026, noon in Sofia; amounts are worked out by hand.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kindergartenBills, payments, reconciliationMismatches } from '../../db/schema/index.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { useTestApp } from '../../test/app.js';
import {
  TEST_CARDS,
  buildChild,
  buildClass,
  buildEnrollment,
  buildLocation,
  buildPayment,
  submitCheckout,
} from '../../test/factories.js';
import type { TestProvider } from './provider/test-provider.js';

const clock = new Date('2026-11-20T10:00:00Z');
const t = useTestApp({ rateLimitMax: 100_000 }, { now: () => clock });
const provider = () => t.app.payments.provider as TestProvider;
let parent: Caller;
let coach: Caller;
let admin: Caller;
let childId: string;
let enrollmentId: string;

beforeEach(async () => {
  const db = t.database.db;
  parent = await buildCaller(t.app, db);
  coach = await buildCaller(t.app, db, { role: 'instructor' });
  admin = await buildCaller(t.app, db, { role: 'admin' });
  // 20.00 a class: the 8-session plan is 160.00 a whole month; the child started on 1 November.
  const cls = await buildClass(db, { instructorId: coach.user.id, pricePerClass: 2000 });
  childId = (await buildChild(db, parent.user.id)).id;
  enrollmentId = (
    await buildEnrollment(db, childId, cls.id, { planType: 'pool_8', sessionsRemaining: 0, startsOn: '2026-11-01' })
  ).id;
});
afterEach(async () => {
  await provider().deliverPending();
});

type Period = { billingPeriod: string; covered: boolean; price: { amount: number }; deductions: unknown[] };
const november = async (): Promise<Period | undefined> => {
  const options = (await parent.inject({ url: `/api/children/${childId}/payment-options` })).json();
  return options.enrollments[0].periods.find((p: Period) => p.billingPeriod === '2026-11');
};
const dueItems = async () => (await parent.inject({ url: '/api/dashboard' })).json().payments.dueItems;
const start = (method: 'card' | 'cash') =>
  parent.inject({
    method: 'POST',
    url: `/api/children/${childId}/payments`,
    payload: { enrollmentId, billingPeriod: '2026-11', method },
  });
const row = async (id: string) => (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0];

describe('what a parent pays for a month partly settled', () => {
  it('is the balance after a partial write-off, with the write-off as a line', async () => {
    const written = await admin.inject({
      method: 'POST',
      url: `/api/admin/arrears/${parent.user.id}/write-offs`,
      payload: { enrollmentId, billingPeriod: '2026-11', amount: 1000, reason: 'Пропуснато занимание' },
    });
    expect(written.statusCode).toBe(201);
    // 160.00 − 10.00 written off = 150.00, everywhere the parent is asked.
    expect(await november()).toMatchObject({
      covered: false,
      price: { amount: 15000 },
      deductions: [{ kind: 'writtenOff', amount: -1000 }],
    });
    expect((await dueItems()).map((d: { amount: number }) => d.amount)).toEqual([15000]);
    // The coach recording it at the pool is offered the same 150.00, and takes it by default.
    const offered = await coach.inject({ url: `/api/payments/record-options?enrollmentId=${enrollmentId}` });
    expect(offered.statusCode, offered.body).toBe(200);
    const november2 = offered.json().periods.find((p: { billingPeriod: string }) => p.billingPeriod === '2026-11');
    expect(november2?.amount).toBe(15000);
    const started = await start('cash');
    expect(started.statusCode).toBe(201);
    const payment = await row(started.json().payment.id);
    expect(payment).toMatchObject({ amount: 15000, monthDue: 16000, secondFor: null });
    // Confirmed, the month is settled: 160.00 due − 150.00 paid − 10.00 written off.
    await t.database.db.update(payments).set({ status: 'validated' }).where(eq(payments.id, started.json().payment.id));
    expect(await dueItems()).toEqual([]);
    expect((await november())?.covered).toBe(true);
  });

  it('is what staff did not receive, paid beside their payment, and then the month is settled', async () => {
    const recorded = await coach.inject({
      method: 'POST',
      url: '/api/payments/record',
      payload: { enrollmentId, billingPeriod: '2026-11', method: 'cash', amount: 6000, receivedOn: '2026-11-19' },
    });
    expect(recorded.statusCode).toBe(201);
    expect(await november()).toMatchObject({
      covered: false,
      price: { amount: 10000 },
      deductions: [{ kind: 'received', amount: -6000 }],
    });
    const started = await start('card');
    expect(started.statusCode).toBe(201);
    await submitCheckout(t.app, started.json().checkoutUrl, TEST_CARDS.success);
    await provider().deliverPending();
    const rest = await row(started.json().payment.id);
    expect(rest).toMatchObject({
      status: 'paid',
      amount: 10000,
      monthDue: 16000,
      secondFor: recorded.json().id,
      duplicateOf: null,
    });
    expect(await dueItems()).toEqual([]);
    expect((await start('cash')).statusCode).toBe(409);
  });
});

describe('an enrollment that ended', () => {
  it('still owes the months before it ended, on the arrears list and the dashboard', async () => {
    const db = t.database.db;
    const cls = await buildClass(db, { pricePerClass: 1500 });
    const other = (
      await buildEnrollment(db, childId, cls.id, { planType: 'pool_8', sessionsRemaining: 0, startsOn: '2026-09-01' })
    ).id;
    // September and October unpaid (120.00 each); November paid. The family leaves on 20 November.
    await buildPayment(db, {
      parentId: parent.user.id,
      childId,
      enrollmentId: other,
      billingPeriod: '2026-11',
      amount: 12000,
    });
    const ended = await parent.inject({ method: 'DELETE', url: `/api/children/${childId}/enrollments/${other}` });
    expect(ended.statusCode).toBeLessThan(300);
    const family = (await admin.inject({ url: '/api/admin/arrears' })).json().families[0];
    const owed = family.periods.filter((p: { enrollmentId: string }) => p.enrollmentId === other);
    expect(owed.map((p: { billingPeriod: string; balance: number }) => [p.billingPeriod, p.balance])).toEqual([
      ['2026-09', 12000],
      ['2026-10', 12000],
    ]);
    const mine = (await dueItems()).filter((d: { enrollmentId: string }) => d.enrollmentId === other);
    expect(mine.map((d: { billingPeriod: string }) => d.billingPeriod)).toEqual(['2026-09', '2026-10']);

    // The dashboard's "Pay" leads to a page that offers exactly those months, and paying one of them is taken.
    const options = (await parent.inject({ url: `/api/children/${childId}/payment-options` })).json();
    const line = options.enrollments.find((e: { enrollmentId?: string; id?: string }) =>
      [e.enrollmentId, e.id].includes(other),
    );
    expect(line?.periods.map((p: { billingPeriod: string }) => p.billingPeriod)).toEqual(['2026-09', '2026-10']);
    const pay = (billingPeriod: string, recurring = false) =>
      parent.inject({
        method: 'POST',
        url: `/api/children/${childId}/payments`,
        payload: { enrollmentId: other, billingPeriod, method: 'cash', ...(recurring ? { recurring } : {}) },
      });
    // Not a month after it ended, and never by subscription.
    expect((await pay('2026-12')).statusCode).toBe(400);
    const paid = await pay('2026-09');
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().payment?.amount ?? paid.json().amount).toBe(12000);
  });
});

describe('a card charge that completes after staff recorded the bill', () => {
  it('is booked as a second payment of the month and reported for a refund', async () => {
    const db = t.database.db;
    const location = await buildLocation(db, { type: 'kindergarten' });
    const group = await buildClass(db, { instructorId: coach.user.id, locationId: location.id, pricePerClass: 1500 });
    const kg = (
      await buildEnrollment(db, childId, group.id, {
        planType: 'kindergarten_monthly',
        sessionsRemaining: null,
        startsOn: '2026-10-01',
      })
    ).id;
    const bill = await buildPayment(db, {
      parentId: parent.user.id,
      childId,
      enrollmentId: kg,
      kind: 'kindergarten',
      method: null,
      status: 'pending',
      amount: 12000,
      billingPeriod: '2026-10',
      paidAt: null,
    });
    await db.insert(kindergartenBills).values({
      childId,
      enrollmentId: kg,
      month: '2026-10-01',
      classesAttended: 8,
      amount: 12000,
      paymentId: bill.id,
    });
    const paying = await parent.inject({
      method: 'POST',
      url: `/api/payments/${bill.id}/pay`,
      payload: { method: 'card' },
    });
    expect(paying.statusCode).toBe(200);
    // The recording that ran while the checkout was open (after the open ones were looked at): cash, validated; the
    // parent pays the checkout after it.
    await db
      .update(payments)
      .set({ status: 'validated', method: 'cash', recordedBy: coach.user.id, validatedAt: clock, paidAt: clock })
      .where(eq(payments.id, bill.id));
    await submitCheckout(t.app, paying.json().checkoutUrl, TEST_CARDS.success);
    await provider().deliverPending();
    const rows = await db.select().from(payments).where(eq(payments.enrollmentId, kg));
    expect(rows).toHaveLength(2);
    const late = rows.find((r) => r.id !== bill.id);
    expect(late).toMatchObject({ status: 'paid', method: 'card', amount: 12000, duplicateOf: bill.id });
    const mismatches = await db.select().from(reconciliationMismatches);
    expect(mismatches).toEqual([expect.objectContaining({ kind: 'duplicate', paymentId: late?.id })]);
    // Delivered again, nothing more is booked.
    await provider().deliverPending();
    expect(await db.select().from(payments).where(eq(payments.enrollmentId, kg))).toHaveLength(2);
  });
});

describe('a rejected declaration', () => {
  it('shows the staff’s reason on the parent’s payments and on the month owed again', async () => {
    const declared = await start('bank_transfer' as 'cash');
    expect(declared.statusCode).toBe(201);
    const id = declared.json().payment.id;
    const rejected = await coach.inject({
      method: 'POST',
      url: `/api/payments/${id}/reject`,
      payload: { reason: 'Няма превод по сметката' },
    });
    expect(rejected.statusCode).toBe(200);
    const list = (await parent.inject({ url: '/api/payments' })).json();
    const shown = list.items.find((p: { id: string }) => p.id === id);
    expect(shown.rejection).toMatchObject({ reason: 'Няма превод по сметката' });
    expect(await dueItems()).toEqual([
      expect.objectContaining({
        billingPeriod: '2026-11',
        rejection: expect.objectContaining({ reason: 'Няма превод по сметката' }),
      }),
    ]);
  });
});
