// Guards found in review: no card payments without a provider that takes money, no second payment of a month a
// subscription pays, no card refund the provider cannot make.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { payments, refunds, subscriptions } from '../../db/schema/index.js';
import { buildCaller } from '../../test/auth.js';
import { type TestDatabase, createTestDatabase } from '../../test/database.js';
import { buildChild, buildClass, buildEnrollment, buildPayment, clubMonth } from '../../test/factories.js';

let database: TestDatabase;
let live: Awaited<ReturnType<typeof buildApp>>;
let noCards: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  database = await createTestDatabase();
  live = await buildApp({ config: testConfig({ rateLimitMax: 100_000 }), database });
  // Production without Stripe keys (and without TEST_PAYMENTS=true): cards are off.
  noCards = await buildApp({ config: testConfig({ rateLimitMax: 100_000, testPayments: false }), database });
  await live.ready();
  await noCards.ready();
});
afterAll(async () => {
  await noCards?.close();
  await live?.close();
  await database?.close();
});

async function family(app: typeof live) {
  const parent = await buildCaller(app, database.db);
  const cls = await buildClass(database.db, { pricePerClass: 2000 });
  const child = await buildChild(database.db, parent.user.id);
  const enrollment = await buildEnrollment(database.db, child.id, cls.id, { planType: 'pool_8' });
  return { parent, child, enrollment };
}

/** The family's parent pays this month of the child's enrollment by `method`. */
const pay = ({ parent, child, enrollment }: Awaited<ReturnType<typeof family>>, method: string) =>
  parent.inject({
    method: 'POST',
    url: `/api/children/${child.id}/payments`,
    payload: { enrollmentId: enrollment.id, billingPeriod: clubMonth(), method },
  });

describe('payment guards', () => {
  it('takes no card payment when no provider takes real money, and serves no test checkout', async () => {
    const kin = await family(noCards);
    const { child } = kin;
    const card = await pay(kin, 'card');
    expect(card.statusCode).toBe(502);
    expect(card.json().error.code).toBe('PROVIDER_ERROR');
    expect(await database.db.select().from(payments).where(eq(payments.childId, child.id))).toHaveLength(0);
    // No checkout route: the path falls to the web app's not-found page (or a 404 without a built app).
    const page = await noCards.inject('/test-checkout/cs_test_anything');
    expect(page.body).not.toContain('name="card"');
    // Cash still works.
    expect((await pay(kin, 'cash')).statusCode).toBe(201);
  });

  it('refuses to charge a month twice when a running subscription pays the class', async () => {
    const kin = await family(live);
    const { parent, child, enrollment } = kin;
    await database.db.insert(subscriptions).values({
      parentId: parent.user.id,
      childId: child.id,
      enrollmentId: enrollment.id,
      plan: 'pool_8',
      amount: 16000,
      status: 'active',
    });
    for (const method of ['cash', 'card', 'bank_transfer']) {
      const res = await pay(kin, method);
      expect(res.statusCode, method).toBe(409);
      expect(res.json().error.code).toBe('PERIOD_ALREADY_COVERED');
    }
    const options = (await parent.inject({ url: `/api/children/${child.id}/payment-options` })).json();
    expect(options.enrollments[0].periods.every((p: { covered: boolean }) => p.covered)).toBe(true);
  });

  it('refuses a card refund without the provider’s charge id and leaves the payment as it was', async () => {
    const admin = await buildCaller(live, database.db, { role: 'admin' });
    const { parent, child } = await family(live);
    const payment = await buildPayment(database.db, {
      parentId: parent.user.id,
      childId: child.id,
      amount: 16000,
      method: 'card',
      status: 'paid',
      providerPaymentId: null,
    });
    const res = await admin.inject({
      method: 'POST',
      url: `/api/payments/${payment.id}/refunds`,
      payload: { amount: 8000, reason: 'requested_by_customer' },
    });
    expect(res.statusCode).toBe(502);
    const [after] = await database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after).toMatchObject({ status: 'paid', refundedAmount: 0 });
    expect(await database.db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toHaveLength(0);
  });

  it('refuses to refund a card charge held by another provider and leaves the payment as it was', async () => {
    const admin = await buildCaller(live, database.db, { role: 'admin' });
    const { parent, child } = await family(live);
    // Taken through Stripe before the club switched to the test provider (or the other way round).
    const payment = await buildPayment(database.db, {
      parentId: parent.user.id,
      childId: child.id,
      amount: 16000,
      method: 'card',
      status: 'paid',
      provider: 'stripe',
      providerPaymentId: 'pi_held_elsewhere',
    });
    const res = await admin.inject({
      method: 'POST',
      url: `/api/payments/${payment.id}/refunds`,
      payload: { amount: 8000, reason: 'requested_by_customer' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toContain('stripe');
    const [after] = await database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after).toMatchObject({ status: 'paid', refundedAmount: 0 });
    expect(await database.db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toHaveLength(0);
  });

  it('answers a provider id of another kind on the checkout page with 404, not 500', async () => {
    for (const id of ['pi_test_nothing', 'evt_test_x', 'idem_checkout:x']) {
      expect((await live.inject(`/test-checkout/${encodeURIComponent(id)}`)).statusCode).toBe(404);
    }
  });
});
