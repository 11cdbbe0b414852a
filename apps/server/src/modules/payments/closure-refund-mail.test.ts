// The family's mail for a closed share refunded from their card subscription's charge (ADR 0040): queued once when the
// refund completes (at once, through the pending-refund job after a lost event, or through the webhook and the sweep),
// never while it is only reserved, never again on a repeated delivery; in the family's language, the closed month
// named, the amounts as the club's dual display shows them.
// Calendar as in closure-subscription-refund.test.ts: December 2026 has 10 sessions of the Tue/Thu class; the closure
// Mon 14 – Sun 20 Dec takes 2 of them: 189.99 × 2/10 = 37.998 → 38.00 лв. refunded from January's charge of 189.99.
// In euro at the fixed rate: 38.00 / 1.95583 = 19.429… → 19,43 €.
import { findLatinWords, findRawValues } from '@swim/shared/raw-values';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, refunds, testProviderObjects, users } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { TEST_CARDS, submitCheckout } from '../../test/factories.js';
import { useSecondInstance } from '../../test/second-instance.js';
import { START, buildFamily, clock, setSessionRules, sofia } from '../sessions/sessions-test-kit.js';
import type { TestProvider } from './provider/test-provider.js';
import { syncInvoice } from './provider-sync.js';
import { recheckPendingRefunds } from './recheck-pending-refunds.js';
import { sendMissedClosureRefundMails } from './send-closure-refund-mail.js';

const t = useTestApp({ rateLimitMax: 100_000 }, { now: () => clock.now });
const second = useSecondInstance(t, { rateLimitMax: 100_000 });
/** The second instance's services on the test's clock. */
const secondDeps = () => ({ ...second.app.payments, now: () => clock.now });
/**
 * The sweep of an instance on the real clock: refunds are stamped by the database's clock, which the test's clock runs
 * a month ahead of, and the sweep looks back a month from its own.
 */
const sweep = (app = t.app) => sendMissedClosureRefundMails({ ...app.payments, now: () => new Date() });
const db = () => t.database.db;
const provider = () => t.app.payments.provider as TestProvider;
const PENDING_REFUND_CARD = '4000 0000 0000 7726';
let admin: Caller;
let family: Awaited<ReturnType<typeof buildFamily>>;
/** While true, the provider's events are lost on the way. */
let losing = false;

beforeEach(async () => {
  clock.now = START;
  losing = false;
  provider().setDeliver(async (body, signature) => {
    if (losing) return true;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });
    return res.statusCode < 300;
  });
  await setSessionRules(db());
  admin = await buildCaller(t.app, db(), { role: 'admin' });
  family = await buildFamily(t, {
    parent: await buildCaller(t.app, db(), { name: 'Мария Петрова' }),
    planType: 'pool_monthly',
    childName: 'Виктория Петрова',
    classOverrides: {
      monthlyPrice: 18999,
      title: { bg: 'Начинаещи', en: 'Beginners', ru: 'Начинающие' },
      sessions: [
        { dayOfWeek: 1, startTime: '17:00' },
        { dayOfWeek: 3, startTime: '17:00' },
      ],
    },
  });
  const closed = await admin.inject({
    method: 'POST',
    url: '/api/admin/closures',
    payload: {
      startsOn: '2026-12-14',
      endsOn: '2026-12-20',
      locationId: family.cls.locationId,
      reason: 'public_holiday',
    },
  });
  expect(closed.statusCode).toBe(201);
});

async function subscribe(card: string, language: 'bg' | 'en') {
  await db().update(users).set({ preferredLanguage: language }).where(eq(users.id, family.parent.user.id));
  const started = await family.parent.inject({
    method: 'POST',
    url: `/api/children/${family.child.id}/payments`,
    payload: { enrollmentId: family.enrollment.id, billingPeriod: '2026-12', method: 'card', recurring: true },
  });
  expect(started.statusCode).toBe(201);
  await submitCheckout(t.app, started.json().checkoutUrl, card);
  await drainEvents();
}

async function turnDualDisplay(on: boolean) {
  const current = (await admin.inject({ url: '/api/admin/settings' })).json();
  const res = await admin.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    payload: { ...current, dualDisplay: on },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The provider charges January on the 1st after 09:00 UTC and delivers (or loses) its events. */
async function chargeJanuary(): Promise<void> {
  clock.now = sofia('2027-01-01', '12:00');
  await provider().renewDueSubscriptions(new Date('2027-01-01T09:01:00Z'));
  await drainEvents();
}
/**
 * Delivers every event, also those the deliveries themselves caused (the refund asked while the charge was booked):
 * a sync still running would read the provider's state as it is after the test's next step.
 */
async function drainEvents(): Promise<void> {
  await provider().deliverPending();
  await provider().deliverPending();
}
const mails = () => db().select().from(emailOutbox).where(eq(emailOutbox.kind, 'closure-refund'));
/** A mail's text with the no-break spaces money is written with read as plain spaces. */
const textOf = (mail: { text: string } | undefined) => String(mail?.text).replace(/[\u00a0\u202f]/g, ' ');
const januaryRefund = async () => {
  const rows = await db().select().from(refunds);
  expect(rows).toHaveLength(1);
  return rows[0];
};
/** The provider's invoice of January's charge, to deliver it again. */
async function januaryInvoice(): Promise<string> {
  const rows = await db().select().from(testProviderObjects).where(eq(testProviderObjects.object, 'invoice'));
  const start = Math.floor(new Date('2027-01-01T09:00:00Z').getTime() / 1000);
  const found = rows.find((r) => (r.data as { period_start: number }).period_start === start);
  if (!found) throw new Error('no January invoice');
  return found.id;
}

describe('the mail of a closed share refunded from a card subscription', () => {
  it('is queued once when the refund completes at once, and reads right in Bulgarian with both currencies', async () => {
    await turnDualDisplay(true);
    await subscribe(TEST_CARDS.success, 'bg');
    await chargeJanuary();
    expect(await januaryRefund()).toMatchObject({ amount: 3800, status: 'completed' });
    const [mail, ...more] = await mails();
    expect(more).toEqual([]);
    expect(mail?.to).toBe(family.parent.user.email);
    expect(mail?.subject).toMatch(/^Върнахме ви сума за затворен басейн – /);
    const text = textOf(mail);
    expect(text).toContain(
      'Част от заниманията, платени с месечния ви абонамент, не се състояха, защото басейнът беше затворен.',
    );
    expect(text).toContain('За декември 2026: 38,00 лв. / 19,43 €');
    expect(text).toMatch(/^Здравейте, Мария Петрова!/);
    expect(text).toContain('Дете: Виктория Петрова');
    expect(text).toContain('Група: Начинаещи');
    expect(text).toMatch(/Върнато от плащането за януари 2027 \(PM-\d{4}-\d{6}\)/);
    expect(text).toContain('/payments');
    // No code, month as 'YYYY-MM', UUID or English word reaches the family.
    expect(findRawValues(text.replace(/https?:\/\/\S+/g, ''))).toEqual([]);
    expect(findLatinWords(text.replace(/https?:\/\/\S+/g, '').replace(/PM-\d{4}-\d{6}/g, ''))).toEqual([]);

    // The invoice delivered again, the sweep and the job: nothing more.
    await syncInvoice(t.app.payments, await januaryInvoice());
    await provider().deliverPending();
    expect(await sweep()).toBe(0);
    await recheckPendingRefunds(t.app.payments);
    expect(await mails()).toHaveLength(1);
  });

  it('is not sent while the refund is pending, and once in English after the job completes it (event lost)', async () => {
    await subscribe(PENDING_REFUND_CARD, 'en');
    await chargeJanuary();
    // Reserved and sent to the provider, which has not settled it: no mail yet, also from the sweep.
    expect(await januaryRefund()).toMatchObject({ amount: 3800, status: 'pending' });
    expect(await sweep()).toBe(0);
    expect(await mails()).toEqual([]);

    // The provider settles it and its event is lost; two instances run the job at once.
    losing = true;
    expect(await provider().settleRefunds(new Date(Date.now() + 120_000))).toBe(1);
    await provider().deliverPending();
    losing = false;
    expect((await januaryRefund())?.status).toBe('pending');
    const runs = await Promise.all([recheckPendingRefunds(t.app.payments), recheckPendingRefunds(secondDeps())]);
    expect(runs.reduce((n, r) => n + r.completed, 0)).toBeGreaterThanOrEqual(1);
    expect(await januaryRefund()).toMatchObject({ status: 'completed' });
    const [mail, ...more] = await mails();
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/^Refund for sessions not held – /);
    const text = textOf(mail);
    expect(text).toMatch(/^Hello Мария Петрова,/);
    expect(text).toContain(
      'Some of the sessions your monthly subscription paid for did not take place because the pool was closed.',
    );
    expect(text).toContain('For December 2026: BGN 38.00');
    expect(text).not.toContain('€');
    expect(text).toContain('Class: Beginners');
    expect(text).toMatch(/Refunded from the charge for January 2027 \(PM-\d{4}-\d{6}\)/);
    expect(text).not.toMatch(/\b\d{4}-(0[1-9]|1[0-2])\b/);

    // The job again, the invoice again, the sweep: still one mail.
    await recheckPendingRefunds(t.app.payments);
    await syncInvoice(t.app.payments, await januaryInvoice());
    await provider().deliverPending();
    expect(await sweep()).toBe(0);
    expect(await mails()).toHaveLength(1);
  });

  it('is sent by the sweep, once, when the webhook completed the refund', async () => {
    await subscribe(PENDING_REFUND_CARD, 'bg');
    await chargeJanuary();
    expect(await januaryRefund()).toMatchObject({ status: 'pending' });
    await provider().settleRefunds(new Date(Date.now() + 120_000));
    await provider().deliverPending();
    expect(await januaryRefund()).toMatchObject({ status: 'completed' });
    expect(await mails()).toEqual([]);
    const sweeps = await Promise.all([sweep(), sweep(second.app)]);
    expect(sweeps.some((n) => n === 1)).toBe(true);
    expect(await mails()).toHaveLength(1);
    expect(textOf((await mails())[0])).toContain('За декември 2026: 38,00 лв.');
    expect(await sweep()).toBe(0);
    expect(await mails()).toHaveLength(1);
  });
});
