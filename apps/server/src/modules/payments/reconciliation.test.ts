// Reconciliation: the provider's charges and refunds against the ledger; each mismatch recorded once, then resolved.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, children, payments } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import {
  TEST_CARDS,
  buildChild,
  buildClass,
  buildEnrollment,
  clubMonth,
  submitCheckout,
} from '../../test/factories.js';
import type { TestProvider } from './provider/test-provider.js';
import { runReconciliation, storedMismatches } from '../../test/reconciliation.js';

const t = useTestApp({ rateLimitMax: 100_000 });
const AMOUNT = 8 * 2000;
let admin: Caller;
let parent: Caller;
let paymentId: string;
let intentId: string;

/** A card payment paid through the hosted checkout. */
beforeEach(async () => {
  const db = t.database.db;
  admin = await buildCaller(t.app, db, { role: 'admin', name: 'Счетоводител' });
  parent = await buildCaller(t.app, db);
  const cls = await buildClass(db, { pricePerClass: 2000 });
  const childId = (await buildChild(db, parent.user.id)).id;
  const enrollmentId = (await buildEnrollment(db, childId, cls.id, { planType: 'pool_8' })).id;
  const started = await parent.inject({
    method: 'POST',
    url: `/api/children/${childId}/payments`,
    payload: { enrollmentId, billingPeriod: clubMonth(), method: 'card' },
  });
  paymentId = started.json().payment.id;
  await submitCheckout(t.app, started.json().checkoutUrl, TEST_CARDS.success);
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  expect(row?.status).toBe('paid');
  intentId = String(row?.providerPaymentId);
});
afterEach(async () => {
  await (t.app.payments.provider as TestProvider).deliverPending();
});

const run = () => runReconciliation(admin);
const stored = () => storedMismatches(t.database.db);

describe('refusals', () => {
  it('is for admins only', async () => {
    const coach = await buildCaller(t.app, t.database.db, { role: 'instructor' });
    expect((await t.app.inject({ url: '/api/admin/billing/reconciliation' })).statusCode).toBe(401);
    for (const caller of [parent, coach]) {
      expect((await caller.inject({ url: '/api/admin/billing/reconciliation' })).statusCode).toBe(403);
      const ran = await caller.inject({ method: 'POST', url: '/api/admin/billing/reconciliation/run' });
      expect(ran.statusCode).toBe(403);
    }
    await t.database.db
      .update(payments)
      .set({ amount: AMOUNT + 100 })
      .where(eq(payments.id, paymentId));
    const [found] = (await run()).items;
    const resolve = await parent.inject({
      method: 'POST',
      url: `/api/admin/billing/reconciliation/${found?.id}/resolve`,
    });
    expect(resolve.statusCode).toBe(403);
    expect((await stored())[0]?.resolvedAt).toBeNull();
    const unknown = await admin.inject({
      method: 'POST',
      url: `/api/admin/billing/reconciliation/${randomUUID()}/resolve`,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('a run', () => {
  it('finds nothing when the ledger agrees with the provider, also after a partial refund', async () => {
    const empty = await run();
    expect(empty.items).toEqual([]);
    expect(empty.lastRunAt).not.toBeNull();
    const refund = await admin.inject({
      method: 'POST',
      url: `/api/payments/${paymentId}/refunds`,
      payload: { amount: 5000, reason: 'requested_by_customer' },
    });
    expect(refund.statusCode).toBe(200);
    await (t.app.payments.provider as TestProvider).deliverPending();
    expect((await run()).items).toEqual([]);
  });

  it('records a changed amount once, however often it runs, and resolves it', async () => {
    await t.database.db
      .update(payments)
      .set({ amount: AMOUNT + 500 })
      .where(eq(payments.id, paymentId));
    const first = await run();
    // Named as the admin knows the payment: its number and the child, never its id.
    const [known] = await t.database.db
      .select({ number: payments.number, child: children.fullName })
      .from(payments)
      .innerJoin(children, eq(children.id, payments.childId))
      .where(eq(payments.id, paymentId));
    expect(first.items).toEqual([
      expect.objectContaining({
        kind: 'amount_differs',
        paymentId,
        providerObjectId: intentId,
        ledgerAmount: AMOUNT + 500,
        providerAmount: AMOUNT,
        currency: 'BGN',
        resolvedAt: null,
        record: { kind: 'payment', number: known?.number, name: known?.child },
      }),
    ]);
    expect(known?.number).toMatch(/^PM-\d{4}-\d{6}$/);
    await run();
    expect(await stored()).toHaveLength(1);

    const id = String(first.items[0]?.id);
    const resolved = await admin.inject({ method: 'POST', url: `/api/admin/billing/reconciliation/${id}/resolve` });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ id, resolvedByName: 'Счетоводител' });
    expect(resolved.json().resolvedAt).not.toBeNull();
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit).toMatchObject({ action: 'reconciliation.resolved', actorId: admin.user.id });
    // Resolved stays resolved: the next run does not report it again as new.
    const later = await run();
    expect(later.items).toHaveLength(1);
    expect(later.items[0]?.resolvedAt).not.toBeNull();
  });

  it('reports a charge the ledger does not know', async () => {
    await t.database.db.update(payments).set({ providerPaymentId: null }).where(eq(payments.id, paymentId));
    const { items } = await run();
    expect(items).toEqual([
      expect.objectContaining({ kind: 'missing_in_ledger', providerObjectId: intentId, providerAmount: AMOUNT }),
    ]);
    await run();
    expect(await stored()).toHaveLength(1);
  });

  it('reports a ledger payment the provider does not know', async () => {
    await t.database.db
      .update(payments)
      .set({ providerPaymentId: 'pi_test_unknown' })
      .where(eq(payments.id, paymentId));
    const { items } = await run();
    const kinds = items.map((m) => [m.kind, m.providerObjectId, m.paymentId]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['missing_at_provider', 'pi_test_unknown', paymentId],
        ['missing_in_ledger', intentId, null],
      ]),
    );
    expect(items).toHaveLength(2);
    await run();
    expect(await stored()).toHaveLength(2);
  });
});
