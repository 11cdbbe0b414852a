// receipt, subscription_failed and subscription_cancelled (issue 27): a confirmed payment's receipt reaches the parent
// once, in their language, as the outbox's 'payment-receipt' even when they turned receipts off; a card subscription
// whose renewal failed or that ended is told once, on the change itself, never on a replayed event.
import type { Language } from '@swim/shared/enums';
import { formatMoney } from '@swim/shared/money';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment, buildPayment, clubMonth } from '../../test/factories.js';
import { expectWrittenIn, LANGUAGES, mailsTo, NAMES, speaks, turnOffMail } from '../../test/notice-events.js';
import type { PaymentsDeps } from '../payments/payments-deps.js';
import type { SubscriptionView } from '../payments/provider/payment-provider.js';
import type { TestProvider } from '../payments/provider/test-provider.js';
import { syncSubscription } from '../payments/provider-sync.js';
import { sendMissedReceipts, sendReceipt } from '../payments/settle-payment.js';

const t = useTestApp({ rateLimitMax: 100_000 });
const db = () => t.database.db;

afterEach(async () => {
  await (t.app.payments.provider as TestProvider).deliverPending();
});

/** An amount in euro as the language writes it (Intl puts a no-break space before the sign in bg and ru). */
const eur = (amount: number, language: Language) => formatMoney(amount, 'EUR', language);
const DOLPHINS = { bg: 'Делфинчета', en: 'Dolphins', ru: 'Дельфинчики' };

/** A parent speaking the language, with a child in Dolphins on the 8-session plan. */
async function family(language: Language) {
  const parent = await buildCaller(t.app, db(), { name: NAMES[language].parent });
  await speaks(db(), parent.user.id, language);
  const cls = await buildClass(db(), { title: DOLPHINS, pricePerClass: 2000 });
  const child = await buildChild(db(), parent.user.id, { fullName: NAMES[language].child });
  const enrollment = await buildEnrollment(db(), child.id, cls.id, { planType: 'pool_8', sessionsRemaining: 0 });
  return { parent, child, enrollment };
}

describe('a receipt lost between the settlement and its mail', () => {
  it('is sent by the sweep once, five minutes after the payment was settled, and only within a week', async () => {
    const { parent, child, enrollment } = await family('bg');
    const now = new Date();
    // Three months of the same enrollment, settled at different times.
    const settled = (minutesAgo: number, offset: number) =>
      buildPayment(db(), {
        parentId: parent.user.id,
        childId: child.id,
        enrollmentId: enrollment.id,
        method: 'cash',
        status: 'validated',
        billingPeriod: clubMonth(now, offset),
        paidAt: new Date(now.getTime() - minutesAgo * 60_000),
      });
    // Settled, its receipt never written (the process stopped after the settling transaction committed).
    const lost = await settled(10, 0);
    const fresh = await settled(1, -1);
    const old = await settled(8 * 24 * 60, -2);
    const deps: PaymentsDeps = { ...t.app.payments, now: () => now };
    expect(await sendMissedReceipts(deps)).toBe(1);
    const receipts = (await mailsTo(db(), parent.user.email)).filter((m) => m.kind === 'payment-receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain(lost.number ?? '');
    // Sent: a second sweep, and the settling request's own late send, add nothing.
    expect(await sendMissedReceipts(deps)).toBe(0);
    await sendReceipt(deps, lost.id);
    expect((await mailsTo(db(), parent.user.email)).filter((m) => m.kind === 'payment-receipt')).toHaveLength(1);
    void fresh;
    void old;
  });
});

describe('a receipt', () => {
  const WORDS: Record<Language, string[]> = {
    bg: ['Разписка за плащане', 'Получихме вашето плащане', 'Начин на плащане: в брой', 'Делфинчета'],
    en: ['Payment receipt', 'We have received your payment', 'Paid by: cash', 'Dolphins'],
    ru: ['Квитанция об оплате', 'Мы получили ваш платёж', 'Способ оплаты: наличные', 'Дельфинчики'],
  };

  it('reaches each parent once, in their language, even with receipts turned off', async () => {
    const admin: Caller = await buildCaller(t.app, db(), { role: 'admin', name: 'Админ' });
    for (const language of LANGUAGES) {
      const { parent, child, enrollment } = await family(language);
      // A parent cannot stop receipts: a preference stored anyway (an older client, a hand-made row) is not obeyed.
      await turnOffMail(db(), parent.user.id, 'receipt');
      const declared = await parent.inject({
        method: 'POST',
        url: `/api/children/${child.id}/payments`,
        payload: { enrollmentId: enrollment.id, billingPeriod: clubMonth(), method: 'cash' },
      });
      const id = declared.json().payment.id as string;
      const validated = await admin.inject({ method: 'POST', url: `/api/payments/${id}/validate`, payload: {} });
      expect(validated.statusCode).toBe(200);
      // The same receipt raised again (a late webhook, a retried call) is not mailed twice.
      await sendReceipt(t.app.payments, id);
      const mails = await mailsTo(db(), parent.user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.kind).toBe('payment-receipt');
      expectWrittenIn(mails[0], language, [...WORDS[language], NAMES[language].child, NAMES[language].parent]);
      // A receipt is a document the family keeps: no unsubscribe link.
      expect(mails[0]?.headers).toBeNull();
    }
  });
});

describe('a card subscription', () => {
  const PERIOD_START = new Date('2026-12-01T09:00:00.000Z');
  /** The provider answers the subscription in this state (what a webhook makes the server read). */
  const withProvider = (view: SubscriptionView): PaymentsDeps => ({
    ...t.app.payments,
    provider: { ...t.app.payments.provider, getSubscription: async () => view },
  });
  const viewOf = (id: string, status: SubscriptionView['status'], start = PERIOD_START): SubscriptionView => ({
    id,
    status,
    customerId: 'cus_test',
    amount: 6400,
    currency: 'EUR',
    currentPeriodStart: start,
    currentPeriodEnd: new Date(start.getTime() + 31 * 86_400_000),
    cancelAtPeriodEnd: false,
    cancelAt: null,
    canceledAt: status === 'canceled' ? new Date('2026-12-20T10:00:00.000Z') : null,
    metadata: {},
  });
  async function subscribed(language: Language) {
    const f = await family(language);
    const providerId = `sub_${f.parent.user.id.slice(0, 8)}`;
    await db().insert(subscriptions).values({
      parentId: f.parent.user.id,
      childId: f.child.id,
      enrollmentId: f.enrollment.id,
      plan: 'pool_8',
      amount: 6400,
      currency: 'EUR',
      status: 'active',
      provider: 'test',
      providerSubscriptionId: providerId,
      currentPeriodStart: PERIOD_START,
    });
    return { ...f, providerId };
  }
  const FAILED: Record<Language, string[]> = {
    bg: ['Месечното плащане с карта не премина', `Виктория Петрова – Делфинчета (${eur(6400, 'bg')})`, 'картата си'],
    en: ['The monthly card payment did not go through', `Emily Smith – Dolphins (${eur(6400, 'en')})`, 'your card'],
    ru: [
      'Ежемесячный платёж картой не прошёл',
      `(Анна Иванова – Дельфинчики, ${eur(6400, 'ru')}) не прошёл`,
      'проверьте карту',
    ],
  };
  const ENDED: Record<Language, string[]> = {
    bg: ['Месечният абонамент приключи', 'от картата няма да се теглят повече суми'],
    en: ['Your monthly card subscription has ended', 'your card will not be charged again'],
    ru: ['Ежемесячная подписка завершена', 'больше списаний с карты не будет'],
  };

  it('tells a failed renewal and the end once each, in the parent’s language, however often the events come', async () => {
    for (const language of LANGUAGES) {
      const { parent, providerId } = await subscribed(language);
      // Renewed as usual: nothing to tell.
      await syncSubscription(withProvider(viewOf(providerId, 'active')), providerId);
      expect(await mailsTo(db(), parent.user.email)).toEqual([]);

      const pastDue = withProvider(viewOf(providerId, 'past_due'));
      await syncSubscription(pastDue, providerId);
      await syncSubscription(pastDue, providerId);
      const failed = await mailsTo(db(), parent.user.email);
      expect(failed).toHaveLength(1);
      expect(failed[0]?.kind).toBe('notice-subscription_failed');
      expectWrittenIn(failed[0], language, [...FAILED[language], '/payments']);

      const canceled = withProvider(viewOf(providerId, 'canceled'));
      await syncSubscription(canceled, providerId);
      await syncSubscription(canceled, providerId);
      const all = await mailsTo(db(), parent.user.email);
      expect(all).toHaveLength(2);
      expect(all[1]?.kind).toBe('notice-subscription_cancelled');
      expectWrittenIn(all[1], language, [...ENDED[language], NAMES[language].child]);
      const [row] = await db().select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerId));
      expect(row?.status).toBe('canceled');
    }
  });

  it('tells nothing of a subscription first heard of already ended, and nothing to a parent who turned it off', async () => {
    const { parent, providerId } = await subscribed('bg');
    const unknown = { ...viewOf('sub_unknown', 'canceled'), metadata: { parentId: parent.user.id, plan: 'pool_8' } };
    await syncSubscription(withProvider(unknown), unknown.id);
    expect(
      await db().select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, unknown.id)),
    ).toHaveLength(1);
    expect(await mailsTo(db(), parent.user.email)).toEqual([]);
    await turnOffMail(db(), parent.user.id, 'subscription_failed');
    await syncSubscription(withProvider(viewOf(providerId, 'past_due')), providerId);
    expect(await mailsTo(db(), parent.user.email)).toEqual([]);
    // A failure in a later period is another event: still off.
    await syncSubscription(withProvider(viewOf(providerId, 'active', new Date('2027-01-01T09:00:00Z'))), providerId);
    await syncSubscription(withProvider(viewOf(providerId, 'past_due', new Date('2027-01-01T09:00:00Z'))), providerId);
    expect(await mailsTo(db(), parent.user.email)).toEqual([]);
    // The end is its own kind: still told.
    await syncSubscription(withProvider(viewOf(providerId, 'canceled')), providerId);
    expect((await mailsTo(db(), parent.user.email)).map((m) => m.kind)).toEqual(['notice-subscription_cancelled']);
  });
});
