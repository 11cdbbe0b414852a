// A parent reaches only their own children's payments and subscriptions: anything else answers like an unknown id.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enrollments,
  kindergartenBills,
  payments,
  refunds,
  subscriptions,
  testProviderObjects,
} from '../../db/schema/index.js';
import { type TestApp, createTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import {
  TEST_CARDS,
  buildChild,
  buildClass,
  buildEnrollment,
  buildPayment,
  clubMonth,
  submitCheckout,
} from '../../test/factories.js';
import type { TestProvider } from './provider/test-provider.js';

let t: TestApp;
let owner: Caller;
let stranger: Caller;
let strangerChildId: string;
const ids = { child: '', enrollment: '', openEnrollment: '', paid: '', bill: '', subscription: '' };
const provider = () => t.app.payments.provider as TestProvider;

beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 100_000 });
  const db = t.database.db;
  owner = await buildCaller(t.app, db, { name: 'Собственик' });
  stranger = await buildCaller(t.app, db, { name: 'Чужд Родител' });
  const cls = await buildClass(db);
  const other = await buildClass(db);
  ids.child = (await buildChild(db, owner.user.id, { fullName: 'Тайно Дете' })).id;
  strangerChildId = (await buildChild(db, stranger.user.id)).id;
  ids.enrollment = (await buildEnrollment(db, ids.child, cls.id)).id;
  ids.openEnrollment = (await buildEnrollment(db, ids.child, other.id)).id;
  const pay = (enrollmentId: string, extra: object = {}) =>
    owner.inject({
      method: 'POST',
      url: `/api/children/${ids.child}/payments`,
      payload: { enrollmentId, billingPeriod: clubMonth(), method: 'card', ...extra },
    });
  // A subscription with its first payment paid, and a card checkout the owner has open right now.
  const recurring = (await pay(ids.enrollment, { recurring: true })).json();
  await submitCheckout(t.app, recurring.checkoutUrl, TEST_CARDS.success);
  ids.paid = recurring.payment.id;
  ids.subscription = String((await db.select().from(subscriptions))[0]?.id);
  expect((await pay(ids.openEnrollment)).statusCode).toBe(201);
  ids.bill = (
    await buildPayment(db, {
      parentId: owner.user.id,
      childId: ids.child,
      amount: 3600,
      method: null,
      kind: 'kindergarten',
      status: 'pending',
      paidAt: null,
    })
  ).id;
  await provider().deliverPending();
});
afterAll(async () => {
  await t?.close();
});

/** Every row a parent's request could change, including the provider's own books. */
async function snapshot() {
  const db = t.database.db;
  return {
    payments: await db.select().from(payments),
    subscriptions: await db.select().from(subscriptions),
    refunds: await db.select().from(refunds),
    bills: await db.select().from(kindergartenBills),
    enrollments: await db.select().from(enrollments),
    provider: (await db.select().from(testProviderObjects)).filter((o) => o.object !== 'event'),
  };
}

type Route = { method: 'GET' | 'POST'; url: string; payload?: object };
const childRoutes = (child: string, enrollmentId: string, billingPeriod = clubMonth()): Route[] => [
  { method: 'GET', url: `/api/children/${child}/payment-options` },
  { method: 'POST', url: `/api/children/${child}/payments`, payload: { enrollmentId, billingPeriod, method: 'card' } },
  { method: 'POST', url: `/api/children/${child}/payments`, payload: { enrollmentId, billingPeriod, method: 'cash' } },
];
const paymentRoutes = (payment: string, bill: string): Route[] => [
  { method: 'GET', url: `/api/payments/${payment}` },
  { method: 'GET', url: `/api/payments/${payment}/refunds` },
  { method: 'POST', url: `/api/payments/${payment}/sync` },
  { method: 'POST', url: `/api/payments/${bill}/pay`, payload: { method: 'card' } },
  { method: 'POST', url: `/api/payments/${bill}/pay`, payload: { method: 'cash' } },
];
const subscriptionRoutes = (id: string): Route[] => [
  { method: 'GET', url: `/api/subscriptions/${id}` },
  { method: 'POST', url: `/api/subscriptions/${id}/cancel` },
  { method: 'POST', url: `/api/subscriptions/${id}/resume` },
  { method: 'POST', url: `/api/subscriptions/${id}/plan`, payload: { plan: 'pool_12' } },
];

async function expectLikeUnknown(theirs: Route[], unknown: Route[], code: string) {
  for (let i = 0; i < theirs.length; i++) {
    const route = theirs[i] as Route;
    const a = await stranger.inject(route);
    const b = await stranger.inject(unknown[i] as Route);
    expect(a.statusCode, route.url).toBe(404);
    expect(a.json().error.code, route.url).toBe(code);
    expect(a.json(), route.url).toEqual(b.json());
  }
}

describe('another parent', () => {
  it('gets answers exactly like unknown ids on every payment and subscription route, and changes nothing', async () => {
    const before = await snapshot();
    await expectLikeUnknown(
      childRoutes(ids.child, ids.openEnrollment),
      childRoutes(randomUUID(), randomUUID()),
      'CHILD_NOT_FOUND',
    );
    await expectLikeUnknown(paymentRoutes(ids.paid, ids.bill), paymentRoutes(randomUUID(), randomUUID()), 'NOT_FOUND');
    await expectLikeUnknown(subscriptionRoutes(ids.subscription), subscriptionRoutes(randomUUID()), 'NOT_FOUND');
    await provider().deliverPending();
    expect(await snapshot()).toEqual(before);
  });

  it('cannot touch the family’s open checkout through their own child either', async () => {
    const next = clubMonth(new Date(), 1);
    const opened = await owner.inject({
      method: 'POST',
      url: `/api/children/${ids.child}/payments`,
      payload: { enrollmentId: ids.openEnrollment, billingPeriod: next, method: 'card' },
    });
    expect(opened.statusCode).toBe(201);
    const before = await snapshot();
    const mine = childRoutes(strangerChildId, ids.openEnrollment, next).slice(1);
    const unknown = childRoutes(strangerChildId, randomUUID(), next).slice(1);
    await expectLikeUnknown(mine, unknown, 'NOT_FOUND');
    await provider().deliverPending();
    expect(await snapshot()).toEqual(before);
  });

  it('sees none of the family’s payments or subscriptions in lists and exports', async () => {
    const list = (await stranger.inject({ url: `/api/payments?childId=${ids.child}` })).json();
    expect(list.items).toEqual([]);
    expect(list.total).toBe(0);
    expect((await stranger.inject({ url: '/api/payments' })).json().summary.paidThisMonth).toEqual({
      currency: 'EUR',
      amount: 0,
      converted: 0,
    });
    const csv = await stranger.inject({ url: '/api/payments/export.csv' });
    expect(csv.body).not.toContain('Тайно Дете');
    expect((await stranger.inject({ url: '/api/subscriptions' })).json()).toEqual([]);
    expect((await owner.inject({ url: '/api/subscriptions' })).json()).toHaveLength(1);
  });
});
