// A monthly unlimited plan on a card subscription (ADR 0040): the subscription charges its fixed amount, so a closed
// month's share is refunded from the next charge, once, and recorded in closure_refunds.
// Calendar (club time): now is Mon 2026-12-07 10:00. The class meets Tuesdays and Thursdays at 17:00; December 2026
// has 10 sessions (Tue 1, 8, 15, 22, 29; Thu 3, 10, 17, 24, 31). The monthly price is 189.99; the child started on
// 1 December and the subscription was started for December (first charge 189.99, then 189.99 on the 1st of each month).
// Worked by hand: Mon 14 – Sun 20 Dec (7 days) closes Tue 15 and Thu 17, 2 of 10: 189.99 × 2/10 = 37.998 → 38.00,
// refunded from the January charge of 189.99 (151.99 kept). Nothing comes off February: December was given.
import { and, asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, closureRefunds, payments, refunds, testProviderObjects } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { TEST_CARDS, buildClass, submitCheckout } from '../../test/factories.js';
import { useSecondInstance } from '../../test/second-instance.js';
import { START, buildFamily, clock, setSessionRules, sofia } from '../sessions/sessions-test-kit.js';
import type { TestProvider } from './provider/test-provider.js';
import { syncInvoice } from './provider-sync.js';

const t = useTestApp({ rateLimitMax: 100_000 }, { now: () => clock.now });
const second = useSecondInstance(t, { rateLimitMax: 100_000 });
const db = () => t.database.db;
const provider = () => t.app.payments.provider as TestProvider;

const MONTHLY = 18999;
let admin: Caller;
let family: Awaited<ReturnType<typeof buildFamily>>;

beforeEach(async () => {
  clock.now = START;
  await setSessionRules(db());
  admin = await buildCaller(t.app, db(), { role: 'admin' });
  family = await buildFamily(t, {
    planType: 'pool_monthly',
    classOverrides: {
      monthlyPrice: MONTHLY,
      sessions: [
        { dayOfWeek: 1, startTime: '17:00' },
        { dayOfWeek: 3, startTime: '17:00' },
      ],
    },
  });
  const started = await family.parent.inject({
    method: 'POST',
    url: `/api/children/${family.child.id}/payments`,
    payload: { enrollmentId: family.enrollment.id, billingPeriod: '2026-12', method: 'card', recurring: true },
  });
  expect(started.statusCode).toBe(201);
  await submitCheckout(t.app, started.json().checkoutUrl, TEST_CARDS.success);
  await provider().deliverPending();
});

async function createClosure(startsOn: string, endsOn: string): Promise<string> {
  const res = await admin.inject({
    method: 'POST',
    url: '/api/admin/closures',
    payload: { startsOn, endsOn, locationId: family.cls.locationId, reason: 'public_holiday' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

/** The provider's monthly job on the 1st, after its 09:00 UTC charge time. */
async function chargeMonth(period: string): Promise<void> {
  clock.now = sofia(`${period}-01`, '12:00');
  await provider().renewDueSubscriptions(new Date(`${period}-01T09:01:00Z`));
  await provider().deliverPending();
}

/** One month's charge of the enrollment as the ledger holds it, with the refunds of it. */
async function charged(period: string) {
  const [row] = await db()
    .select()
    .from(payments)
    .where(and(eq(payments.enrollmentId, family.enrollment.id), eq(payments.billingPeriod, period)));
  if (!row) throw new Error(`no charge for ${period}`);
  const given = await db()
    .select({ amount: refunds.amount, status: refunds.status })
    .from(refunds)
    .where(eq(refunds.paymentId, row.id));
  const atProvider = (await t.app.payments.provider.getPaymentIntent(String(row.providerPaymentId))).refunds;
  return {
    kind: row.kind,
    status: row.status,
    amount: row.amount,
    refundedAmount: row.refundedAmount,
    refunds: given,
    atProvider: atProvider.map((r) => [r.amount, r.status]),
  };
}
const closureRefundRows = () =>
  db()
    .select({ period: closureRefunds.closedPeriod, amount: closureRefunds.amount, paymentId: closureRefunds.paymentId })
    .from(closureRefunds)
    .orderBy(asc(closureRefunds.createdAt));
const audited = () =>
  db()
    .select({ entityId: auditLog.entityId, actorId: auditLog.actorId, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.action, 'payment.closure_refunded'));
/** The provider's invoice of a month's renewal charge. */
async function invoiceOf(period: string): Promise<string> {
  const rows = await db().select().from(testProviderObjects).where(eq(testProviderObjects.object, 'invoice'));
  const start = Math.floor(new Date(`${period}-01T09:00:00Z`).getTime() / 1000);
  const found = rows.find((r) => (r.data as { period_start: number }).period_start === start);
  if (!found) throw new Error(`no invoice for ${period}`);
  return found.id;
}

const JANUARY_REFUNDED = {
  kind: 'subscription',
  status: 'paid',
  amount: MONTHLY,
  refundedAmount: 3800,
  refunds: [{ amount: 3800, status: 'completed' }],
  atProvider: [[3800, 'succeeded']],
};

describe('a closed share of a card subscription’s month', () => {
  it('is refunded from the next charge once, and stays given when the closure is deleted', async () => {
    const closureId = await createClosure('2026-12-14', '2026-12-20');
    await chargeMonth('2027-01');
    expect(await charged('2027-01')).toEqual(JANUARY_REFUNDED);
    const [january] = await db()
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.billingPeriod, '2027-01'));
    expect(await closureRefundRows()).toEqual([{ period: '2026-12', amount: 3800, paymentId: january?.id }]);
    expect(await audited()).toEqual([
      { entityId: january?.id, actorId: null, details: { month: '2026-12', amount: 3800, currency: 'BGN' } },
    ]);

    // The admin's refunds of the payment and the payment itself name the closed month.
    const listed = await admin.inject({ url: `/api/payments/${january?.id}/refunds` });
    expect(listed.json()).toEqual([
      expect.objectContaining({ amount: 3800, reason: 'requested_by_customer', closedPeriods: ['2026-12'] }),
    ]);
    const mine = (await family.parent.inject({ url: '/api/payments' })).json();
    expect(JSON.stringify(mine)).toContain('"closureRefunded":["2026-12"]');

    // The invoice delivered again (the event's own dedupe bypassed) refunds nothing more.
    await syncInvoice(t.app.payments, await invoiceOf('2027-01'));
    await provider().deliverPending();
    expect(await charged('2027-01')).toEqual(JANUARY_REFUNDED);

    // The closure deleted: what was given stays given, and February is charged whole with nothing refunded.
    expect((await admin.inject({ method: 'DELETE', url: `/api/admin/closures/${closureId}` })).statusCode).toBe(204);
    await chargeMonth('2027-02');
    expect(await charged('2027-01')).toEqual(JANUARY_REFUNDED);
    expect(await charged('2027-02')).toMatchObject({ amount: MONTHLY, refundedAmount: 0, refunds: [] });
    expect(await closureRefundRows()).toHaveLength(1);
    expect(await audited()).toHaveLength(1);
  });

  it('is not refunded twice from a later charge', async () => {
    await createClosure('2026-12-14', '2026-12-20');
    await chargeMonth('2027-01');
    await chargeMonth('2027-02');
    expect(await charged('2027-01')).toEqual(JANUARY_REFUNDED);
    expect(await charged('2027-02')).toMatchObject({ amount: MONTHLY, refundedAmount: 0, refunds: [] });
  });

  it('stays given when the child moves to another class before the next charge', async () => {
    await createClosure('2026-12-14', '2026-12-20');
    await chargeMonth('2027-01');
    const other = await buildClass(db(), {
      monthlyPrice: MONTHLY,
      locationId: family.cls.locationId,
      sessions: [{ dayOfWeek: 2, startTime: '17:00' }],
    });
    const moved = await admin.inject({
      method: 'POST',
      url: `/api/admin/children/${family.child.id}/enrollments/${family.enrollment.id}/transfer`,
      payload: { toClassId: other.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await chargeMonth('2027-02');
    expect(await closureRefundRows()).toHaveLength(1);
    const february = await db()
      .select({ amount: refunds.amount })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(payments.billingPeriod, '2027-02'));
    expect(february).toEqual([]);
  });

  it('is refunded once when two instances book the charge at the same time', async () => {
    await createClosure('2026-12-14', '2026-12-20');
    clock.now = sofia('2027-01-01', '12:00');
    await provider().renewDueSubscriptions(new Date('2027-01-01T09:01:00Z'));
    const invoiceId = await invoiceOf('2027-01');
    await Promise.all([
      syncInvoice(t.app.payments, invoiceId),
      syncInvoice(second.app.payments, invoiceId),
      syncInvoice(t.app.payments, invoiceId),
    ]);
    await provider().deliverPending();
    expect(await charged('2027-01')).toEqual(JANUARY_REFUNDED);
    expect(await closureRefundRows()).toHaveLength(1);
    expect(await audited()).toHaveLength(1);
  });

  it('refunds nothing when the club does not give closures back', async () => {
    await createClosure('2026-12-14', '2026-12-20');
    await setSessionRules(db(), { unlimitedClosureRefund: false });
    await chargeMonth('2027-01');
    expect(await charged('2027-01')).toMatchObject({ amount: MONTHLY, refundedAmount: 0, refunds: [], atProvider: [] });
    expect(await closureRefundRows()).toEqual([]);
    expect(await audited()).toEqual([]);
  });
});
