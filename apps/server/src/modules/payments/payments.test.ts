// Paying a plan period by card: the parent's browser goes through the test provider's hosted checkout and back.
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attendance, emailOutbox, enrollments, payments, users } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import {
  TEST_CARDS,
  authenticateCheckout,
  buildChild,
  buildClass,
  buildEnrollment,
  clubMonth,
  submitCheckout,
} from '../../test/factories.js';
import type { TestProvider } from './provider/test-provider.js';

const t = useTestApp({ rateLimitMax: 100_000 });
const PRICE_PER_CLASS = 2500;
let parent: Caller;
let childId: string;
let enrollmentId: string;
let classId: string;

beforeEach(async () => {
  const db = t.database.db;
  parent = await buildCaller(t.app, db, { name: 'Мария Петрова' });
  await db.update(users).set({ preferredLanguage: 'en' }).where(eq(users.id, parent.user.id));
  const cls = await buildClass(db, { pricePerClass: PRICE_PER_CLASS, monthlyPrice: 15000 });
  classId = cls.id;
  childId = (await buildChild(db, parent.user.id, { fullName: 'Виктория Петрова' })).id;
  enrollmentId = (await buildEnrollment(db, childId, cls.id, { planType: 'pool_8', sessionsRemaining: 1 })).id;
});
afterEach(async () => {
  // Let the provider finish sending what it scheduled before the next test empties the tables.
  await (t.app.payments.provider as TestProvider).deliverPending();
});

const start = (body: Record<string, unknown> = {}, caller: Caller = parent) =>
  caller.inject({
    method: 'POST',
    url: `/api/children/${childId}/payments`,
    payload: { enrollmentId, billingPeriod: clubMonth(), method: 'card', ...body },
  });
const getPayment = async (id: string) => (await parent.inject({ url: `/api/payments/${id}` })).json();
const enrollment = async () =>
  (await t.database.db.select().from(enrollments).where(eq(enrollments.id, enrollmentId)))[0];
const receipts = () => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'payment-receipt'));
const returnUrl = (outcome: 'success' | 'cancelled', paymentId: string) =>
  `http://localhost:3000/child/${childId}/payment?checkout=${outcome}&payment=${paymentId}`;

describe('starting a payment: refusals', () => {
  it('asks for a session, a parent or admin, and a valid body, and stores nothing', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/children/${childId}/payments`,
      payload: { enrollmentId, billingPeriod: clubMonth(), method: 'card' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');

    const instructor = await buildCaller(t.app, t.database.db, { role: 'instructor' });
    const forbidden = await start({}, instructor);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.code).toBe('FORBIDDEN');

    const noPeriod = await start({ billingPeriod: undefined });
    expect(noPeriod.statusCode).toBe(400);
    expect(noPeriod.json().error.code).toBe('VALIDATION_FAILED');
    const recurringCash = await start({ method: 'cash', recurring: true });
    expect(recurringCash.statusCode).toBe(400);
    expect(JSON.stringify(recurringCash.json().error.details)).toContain('recurringCardOnly');
    const badMethod = await start({ method: 'bitcoin' });
    expect(badMethod.statusCode).toBe(400);
    const pastMonth = await start({ billingPeriod: clubMonth(new Date(), -2) });
    expect(pastMonth.statusCode).toBe(400);
    expect(pastMonth.json().error.code).toBe('VALIDATION_FAILED');

    expect(await t.database.db.select().from(payments)).toEqual([]);
  });
});

describe('card 4242: paid', () => {
  it('marks the payment paid, renews the sessions less those attended, mails a receipt and clears the due list', async () => {
    const month = clubMonth();
    const db = t.database.db;
    // Two classes already attended this month, one missed: paying now grants 8 - 2 sessions.
    await db.insert(attendance).values([
      { classId, childId, date: `${month}-01`, status: 'present' },
      { classId, childId, date: `${month}-02`, status: 'present' },
      { classId, childId, date: `${month}-03`, status: 'absent' },
    ]);
    const dueBefore = (await parent.inject({ url: '/api/dashboard' })).json().payments.dueItems;
    expect(dueBefore.map((d: { enrollmentId: string }) => d.enrollmentId)).toEqual([enrollmentId]);

    // An amount sent by the client is ignored: the server prices the plan from the class.
    const started = await start({ amount: 1, language: 'en' });
    expect(started.statusCode).toBe(201);
    const { payment, checkoutUrl } = started.json();
    // The checkout page speaks the parent's language.
    expect(checkoutUrl).toMatch(/^http:\/\/localhost:3000\/test-checkout\/cs_test_\w+\?lang=en$/);
    expect(payment).toMatchObject({ status: 'pending', method: 'card', amount: 8 * PRICE_PER_CLASS, currency: 'BGN' });

    const page = await t.app.inject({ url: new URL(checkoutUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form');

    const paid = await submitCheckout(t.app, checkoutUrl, TEST_CARDS.success);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(returnUrl('success', payment.id));
    await vi.waitFor(async () => expect((await getPayment(payment.id)).status).toBe('paid'));
    expect((await getPayment(payment.id)).paidAt).not.toBeNull();

    const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({
      provider: 'test',
      providerCheckoutId: new URL(checkoutUrl).pathname.split('/').pop(),
      amount: 8 * PRICE_PER_CLASS,
    });
    expect(row?.providerPaymentId).toMatch(/^pi_test_/);

    const [y, m] = month.split('-').map(Number) as [number, number];
    const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
    expect(await enrollment()).toMatchObject({
      sessionsRemaining: 6,
      periodStart: `${month}-01`,
      periodEnd: `${month}-${lastDay}`,
    });

    const mails = await receipts();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(parent.user.email);
    expect(mails[0]?.subject).toMatch(/^Payment receipt/);
    expect(mails[0]?.text).toContain('Виктория Петрова');
    // The payment's number as a person reads it, never its id.
    expect(mails[0]?.text).toContain(row?.number);
    expect(mails[0]?.text).toMatch(/PM-\d{4}-\d{6}/);
    expect(mails[0]?.text).not.toContain(payment.id);

    const dueAfter = (await parent.inject({ url: '/api/dashboard' })).json().payments.dueItems;
    expect(dueAfter).toEqual([]);

    // Coming back to the club re-reads the checkout and changes nothing more.
    const synced = await parent.inject({ method: 'POST', url: `/api/payments/${payment.id}/sync` });
    expect(synced.statusCode).toBe(200);
    expect(synced.json().status).toBe('paid');
    expect(await receipts()).toHaveLength(1);
    expect((await enrollment())?.sessionsRemaining).toBe(6);
  });
});

describe('card 4000 0000 0000 0002: declined', () => {
  it('fails the payment, changes nothing else, and lets the parent try again for the same month', async () => {
    const first = (await start()).json();
    const declined = await submitCheckout(t.app, first.checkoutUrl, TEST_CARDS.declined);
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(returnUrl('cancelled', first.payment.id));
    await vi.waitFor(async () => expect((await getPayment(first.payment.id)).status).toBe('failed'));
    expect(await enrollment()).toMatchObject({ sessionsRemaining: 1, periodStart: null });
    expect(await receipts()).toEqual([]);
    const synced = await parent.inject({ method: 'POST', url: `/api/payments/${first.payment.id}/sync` });
    expect(synced.json().status).toBe('failed');

    const again = await start();
    expect(again.statusCode).toBe(201);
    const second = again.json();
    expect(second.payment.id).not.toBe(first.payment.id);
    expect((await submitCheckout(t.app, second.checkoutUrl, TEST_CARDS.success)).statusCode).toBe(303);
    await vi.waitFor(async () => expect((await getPayment(second.payment.id)).status).toBe('paid'));
    const rows = await t.database.db.select().from(payments).where(eq(payments.enrollmentId, enrollmentId));
    expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'paid']);
    expect((await enrollment())?.sessionsRemaining).toBe(8);
  });
});

describe('card 4000 0025 0000 3155: the bank asks for authentication', () => {
  for (const [outcome, status, back] of [
    ['complete', 'paid', 'success'],
    ['fail', 'failed', 'cancelled'],
  ] as const) {
    it(`stays pending until authenticated, then ${status} on ${outcome}`, async () => {
      const { payment, checkoutUrl } = (await start()).json();
      const asked = await submitCheckout(t.app, checkoutUrl, TEST_CARDS.authenticate);
      expect(asked.statusCode).toBe(303);
      const pageUrl = String(asked.headers.location);
      expect(pageUrl).toMatch(/^\/test-checkout\/cs_test_\w+\?lang=\w+$/);
      expect((await getPayment(payment.id)).status).toBe('pending');

      const done = await authenticateCheckout(t.app, pageUrl, outcome);
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toBe(returnUrl(back, payment.id));
      await vi.waitFor(async () => expect((await getPayment(payment.id)).status).toBe(status));
      expect((await enrollment())?.sessionsRemaining).toBe(outcome === 'complete' ? 8 : 1);
    });
  }
});

/** A browser that kept an old checkout page open and submits it now. */
async function submitStalePage(checkoutUrl: string) {
  const path = new URL(checkoutUrl).pathname;
  const page = await t.app.inject({ url: path });
  const post = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      email: 'a@example.test',
      card: TEST_CARDS.success,
      expiry: '12/39',
      cvc: '123',
      name: 'М',
    }).toString(),
  });
  return { page, post };
}

describe('an abandoned checkout', () => {
  it('is closed when the parent comes back without paying, and the payment is failed', async () => {
    const { payment, checkoutUrl } = (await start()).json();
    const synced = await parent.inject({ method: 'POST', url: `/api/payments/${payment.id}/sync` });
    expect(synced.statusCode).toBe(200);
    expect(synced.json().status).toBe('failed');
    const stale = await submitStalePage(checkoutUrl);
    expect(stale.page.body).not.toContain('<form');
    expect(stale.post.statusCode).toBe(409);
    expect((await getPayment(payment.id)).status).toBe('failed');
    expect(await t.database.db.select().from(payments).where(eq(payments.status, 'paid'))).toEqual([]);
  });

  it('is replaced by a new try for the same month, and the old page can no longer charge', async () => {
    const first = (await start()).json();
    const second = await start();
    expect(second.statusCode).toBe(201);
    expect((await submitStalePage(first.checkoutUrl)).post.statusCode).toBe(409);
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.enrollmentId, enrollmentId), eq(payments.status, 'pending')));
    expect(rows.map((r) => r.id)).toEqual([second.json().payment.id]);
    expect((await getPayment(first.payment.id)).status).toBe('failed');
  });
});

describe('two starts at once for the same month (a double click)', () => {
  it('answers without an error and leaves exactly one payment that can still be paid', async () => {
    const answers = await Promise.all([start(), start(), start()]);
    expect(answers.map((a) => a.statusCode).every((s) => s === 201 || s === 409)).toBe(true);
    await (t.app.payments.provider as TestProvider).deliverPending();
    const live = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.enrollmentId, enrollmentId), eq(payments.status, 'pending')));
    expect(live).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode === 201)) {
      const { payment, checkoutUrl } = answer.json();
      const checkout = await t.app.payments.provider.getCheckout(
        String(new URL(checkoutUrl).pathname.split('/').pop()),
      );
      // Only the payment still pending may keep a checkout the parent can pay.
      expect(checkout.status, payment.id).toBe(payment.id === live[0]?.id ? 'open' : 'expired');
    }
  });
});
