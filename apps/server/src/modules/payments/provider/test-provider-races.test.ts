// The built-in provider on two app instances sharing one database: the same card form sent to both at once charges
// once, and its idempotency keys and refund guard hold when the calls race. The charges and refunds are counted in
// the provider's own books with direct SQL, not through the provider's code.
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import { payments } from '../../../db/schema/index.js';
import { useTestApp } from '../../../test/app.js';
import { type Caller, buildCaller } from '../../../test/auth.js';
import {
  TEST_CARDS,
  buildChild,
  buildClass,
  buildEnrollment,
  clubMonth,
  openCheckoutForm,
  payCheckoutForm,
  submitCheckout,
} from '../../../test/factories.js';
import { useSecondInstance } from '../../../test/second-instance.js';
import type { TestProvider } from './test-provider.js';

const t = useTestApp({ rateLimitMax: 100_000 });
const second = useSecondInstance(t, { rateLimitMax: 100_000 });
const PRICE = 2000;
let parent: Caller;
const providers = () => [t.app.payments.provider, second.app.payments.provider] as [TestProvider, TestProvider];

beforeEach(async () => {
  parent = await buildCaller(t.app, t.database.db);
});
afterEach(async () => {
  await Promise.all(providers().map((p) => p.deliverPending()));
});

/** A parent's card payment for one month of a pool_8 plan, with its hosted checkout open. */
async function startCardPayment() {
  const db = t.database.db;
  const cls = await buildClass(db, { pricePerClass: PRICE });
  const childId = (await buildChild(db, parent.user.id)).id;
  const enrollmentId = (await buildEnrollment(db, childId, cls.id, { planType: 'pool_8' })).id;
  const started = await parent.inject({
    method: 'POST',
    url: `/api/children/${childId}/payments`,
    payload: { enrollmentId, billingPeriod: clubMonth(), method: 'card' },
  });
  expect(started.statusCode, started.body).toBe(201);
  return started.json() as { payment: { id: string; amount: number }; checkoutUrl: string };
}

/** Successful charges in the provider's books for one ledger payment. */
const chargesFor = (paymentId: string) =>
  queryRows<{ id: string; amount: number }>(
    t.database.db,
    sql`select id, (data->>'amount_received')::int as amount from test_provider_objects
         where object = 'payment_intent' and data->>'status' = 'succeeded'
           and data->'metadata'->>'paymentId' = ${paymentId}`,
  );
const refundObjects = (intentId: string) =>
  queryRows<{ id: string; amount: number }>(
    t.database.db,
    sql`select id, (data->>'amount')::int as amount from test_provider_objects
         where object = 'refund' and data->>'payment_intent' = ${intentId}`,
  );

describe('the same card form sent to two instances at once', () => {
  it('charges once; every submission lands on the paid result or the page of an ended checkout', async () => {
    const { payment, checkoutUrl } = await startCardPayment();
    const [a, b] = [t.app, second.app];
    // Four browsers (two on each instance) have the card form open, then all submit it at once.
    const browsers = [a, b, a, b];
    const actions = await Promise.all(browsers.map((app) => openCheckoutForm(app, checkoutUrl)));
    const answers = await Promise.all(
      browsers.map((app, i) => payCheckoutForm(app, actions[i] ?? '', TEST_CARDS.success)),
    );
    // Each browser is sent back to the club's success page, or (a submission that arrives once the checkout is paid)
    // shown the page saying that this checkout has ended.
    const outcomes = answers.map((r) =>
      r.statusCode === 303 && String(r.headers.location).includes('checkout=success') ? 'paid' : String(r.statusCode),
    );
    expect(outcomes.filter((o) => o !== 'paid' && o !== '409')).toEqual([]);
    expect(outcomes).toContain('paid');
    const charges = await chargesFor(payment.id);
    expect(charges).toEqual([{ id: expect.any(String), amount: 8 * PRICE }]);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: 'paid', providerPaymentId: charges[0]?.id });
  });
});

describe('idempotency keys and the refund guard across instances', () => {
  it('opens one checkout for one key however many instances ask at once', async () => {
    const request = {
      mode: 'payment' as const,
      amount: 1234,
      currency: 'EUR' as const,
      description: 'Race',
      customerEmail: 'race@example.test',
      metadata: { kind: 'race' },
      successUrl: 'http://localhost:3000/ok',
      cancelUrl: 'http://localhost:3000/no',
      idempotencyKey: `race-${crypto.randomUUID()}`,
    };
    const [a, b] = providers();
    const made = await Promise.all([a, b, a, b].map((p) => p.createCheckout(request)));
    expect(new Set(made.map((c) => c.id)).size).toBe(1);
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from test_provider_objects
           where object = 'checkout.session' and data->'metadata'->>'kind' = 'race'`,
    );
    expect(row?.n).toBe(1);
  });

  it('gives one refund for one key, and never more than the charge to different keys', async () => {
    const { payment, checkoutUrl } = await startCardPayment();
    await submitCheckout(t.app, checkoutUrl, TEST_CARDS.success);
    const [charge] = await chargesFor(payment.id);
    const intentId = charge?.id ?? '';
    const [a, b] = providers();
    const refund = (p: TestProvider, key: string, amount: number) =>
      p.refund({ paymentIntentId: intentId, amount, reason: 'duplicate', metadata: {}, idempotencyKey: key });

    const same = await Promise.all([a, b, a, b].map((p) => refund(p, 'race-refund-1', 5000)));
    expect(new Set(same.map((r) => r.id)).size).toBe(1);
    expect(await refundObjects(intentId)).toHaveLength(1);

    // 11,000 of 16,000 are left: two refunds of 6,000 under different keys cannot both pass.
    const settled = await Promise.allSettled([refund(a, 'race-refund-2', 6000), refund(b, 'race-refund-3', 6000)]);
    expect(settled.map((s) => s.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refunded = await refundObjects(intentId);
    expect(refunded.map((r) => r.amount).sort()).toEqual([5000, 6000]);
  });
});
