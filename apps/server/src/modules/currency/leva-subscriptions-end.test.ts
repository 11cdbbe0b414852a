// Card subscriptions in leva at the changeover to the euro (ADR 0036): each is set to end after the month already
// paid, at the card provider (the built-in test provider stands in for Stripe) and in our database; each parent is
// mailed once, in their language, with the child, the class, the date and the payment page; a provider that is down
// leaves the subscription marked and a retry finishes it; a second run repeats nothing.
import { DEFAULT_CLUB_SETTINGS } from '@swim/shared/club';
import type { Language } from '@swim/shared/enums';
import { DEFAULT_PRICING } from '@swim/shared/period-price';
import { findLatinWords, findRawValues } from '@swim/shared/raw-values';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLog, clubSettings, emailOutbox, payments, subscriptions, users } from '../../db/schema/index.js';
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
import type { TestProvider } from '../payments/provider/test-provider.js';
import { finishSubscriptionEnds } from './end-leva-subscriptions.js';
import { subscriptionEndsMail } from './subscription-ends-mail.js';

const t = useTestApp({ rateLimitMax: 100_000 });
const provider = () => t.app.payments.provider as TestProvider;
let admin: Caller;

// How each language writes a day ('1 декабря 2026 г.') and a month alone ('декабрь 2026'), written out by hand.
const IN_DATE: Record<Language, string[]> = {
  bg: 'януари февруари март април май юни юли август септември октомври ноември декември'.split(' '),
  en: 'January February March April May June July August September October November December'.split(' '),
  ru: 'января февраля марта апреля мая июня июля августа сентября октября ноября декабря'.split(' '),
};
const ALONE: Record<Language, string[]> = {
  bg: IN_DATE.bg,
  en: IN_DATE.en,
  ru: 'январь февраль март апрель май июнь июль август сентябрь октябрь ноябрь декабрь'.split(' '),
};
const split = (period: string) => period.split('-').map(Number) as [number, number];
/** The 1st of a month as the language writes it. */
function firstOf(period: string, language: Language): string {
  const [y, m] = split(period);
  return `1 ${IN_DATE[language][m - 1]} ${y}${language === 'en' ? '' : ' г.'}`;
}
const monthAlone = (period: string, language: Language) =>
  `${ALONE[language][split(period)[1] - 1]} ${split(period)[0]}`;

/** The period the subscription pays now, and the month it would charge next (in leva): the 1st, 09:00 UTC. */
const PAID = clubMonth();
const NEXT = clubMonth(new Date(), 1);
const NEXT_CHARGE = new Date(`${NEXT}-01T09:00:00.000Z`);

type Family = { parent: Caller; childId: string; enrollmentId: string; sub: typeof subscriptions.$inferSelect };

/** A parent who subscribed by card, in leva, to a class priced in leva, through the provider's hosted checkout. */
async function subscribedFamily(input: { language: Language; childName: string; email: string }): Promise<Family> {
  const db = t.database.db;
  const parent = await buildCaller(t.app, db, { email: input.email });
  await db.update(users).set({ preferredLanguage: input.language }).where(eq(users.id, parent.user.id));
  const cls = await buildClass(db, {
    currency: 'BGN',
    pricePerClass: 2000,
    monthlyPrice: 18000,
    title: { bg: 'Делфинчета', en: 'Dolphins', ru: 'Дельфинчики' },
    sessions: [0, 2, 4].map((dayOfWeek) => ({ dayOfWeek, startTime: '17:00' })),
  });
  const child = await buildChild(db, parent.user.id, { fullName: input.childName });
  const enrollment = await buildEnrollment(db, child.id, cls.id, { planType: 'pool_8', sessionsRemaining: 0 });
  const started = await parent.inject({
    method: 'POST',
    url: `/api/children/${child.id}/payments`,
    payload: { enrollmentId: enrollment.id, billingPeriod: PAID, method: 'card', recurring: true },
  });
  expect(started.statusCode).toBe(201);
  expect((await submitCheckout(t.app, started.json().checkoutUrl, TEST_CARDS.success)).statusCode).toBe(303);
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.enrollmentId, enrollment.id));
  if (!sub) throw new Error('no subscription');
  expect(sub).toMatchObject({ currency: 'BGN', status: 'active', cancelAt: null });
  return { parent, childId: child.id, enrollmentId: enrollment.id, sub };
}

const changeover = (method: 'GET' | 'POST' = 'POST') => admin.inject({ method, url: '/api/admin/currency-changeover' });
const subRow = async (id: string) =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
const mailsTo = (email: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(emailOutbox.createdAt);
const endMails = async (email: string) => (await mailsTo(email)).filter((m) => m.kind === 'subscription-ends-euro');

let maria: Family;
let james: Family;

beforeEach(async () => {
  const db = t.database.db;
  await db
    .insert(clubSettings)
    .values({ id: 1, ...DEFAULT_CLUB_SETTINGS, pricing: DEFAULT_PRICING, currency: 'BGN' })
    .onConflictDoUpdate({ target: clubSettings.id, set: { currency: 'BGN' } });
  admin = await buildCaller(t.app, db, { role: 'admin' });
  maria = await subscribedFamily({ language: 'ru', childName: 'Виктория Петрова', email: 'maria@example.test' });
  james = await subscribedFamily({ language: 'en', childName: 'Oliver Smith', email: 'james@example.test' });
  await provider().deliverPending();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await provider().deliverPending();
});

describe('the changeover and card subscriptions in leva', () => {
  it('counts them in the preview, then sets each to end after the paid month at the provider and here', async () => {
    const preview = (await changeover('GET')).json();
    expect(preview).toMatchObject({ currency: 'BGN', counts: { subscriptions: 2 }, subscriptionsWaiting: 0 });

    const res = await changeover();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ changed: true, counts: { subscriptions: 2 }, subscriptionsWaiting: 0 });
    for (const family of [maria, james]) {
      // At the provider: cancel at the period's end, which is the first charge it would have made in leva.
      const remote = await provider().getSubscription(String(family.sub.providerSubscriptionId));
      expect(remote).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, cancelAt: NEXT_CHARGE });
      // Here, as the parent's own cancellation leaves it: still running, ending on that date, still in leva.
      expect(await subRow(family.sub.id)).toMatchObject({ status: 'active', cancelAt: NEXT_CHARGE, currency: 'BGN' });
      const seen = (await family.parent.inject({ url: `/api/subscriptions/${family.sub.id}` })).json();
      expect(seen).toMatchObject({ status: 'active', cancelAt: NEXT_CHARGE.toISOString() });
    }

    // The changeover's audit entry says how many; each subscription has its own entry with the reason.
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.currency_changed'));
    expect(entry?.details).toMatchObject({ subscriptions: 2 });
    const scheduled = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'subscription.cancel_scheduled'));
    expect(scheduled.map((e) => [e.entityId, e.details, e.actorId]).sort()).toEqual(
      [maria.sub.id, james.sub.id].sort().map((id) => [id, { reason: 'currency_changeover' }, admin.user.id]),
    );
  });

  it('mails each parent once, in their language, naming the child, the class, the month paid and the end', async () => {
    await changeover();
    const [ru] = await endMails('maria@example.test');
    expect(await endMails('maria@example.test')).toHaveLength(1);
    expect(ru?.subject).toContain('Клуб теперь берёт оплату в евро');
    expect(ru?.text).toContain('Ребёнок: Виктория Петрова');
    expect(ru?.text).toContain('Группа: Дельфинчики');
    expect(ru?.text).toContain(`Последний оплаченный месяц: ${monthAlone(PAID, 'ru')}`);
    expect(ru?.text).toContain(`Подписка завершится: ${firstOf(NEXT, 'ru')}`);
    expect(ru?.text).toContain(
      `http://localhost:3000/child/${maria.childId}/payment?enrollment=${maria.enrollmentId}&period=${NEXT}`,
    );

    const [en] = await endMails('james@example.test');
    expect(en?.subject).toContain('The club now charges in euro');
    expect(en?.text).toContain('Child: Oliver Smith');
    expect(en?.text).toContain('Class: Dolphins');
    expect(en?.text).toContain(`The subscription ends on: ${firstOf(NEXT, 'en')}`);
    expect(en?.text).toContain(`From ${firstOf(NEXT, 'en')} you can subscribe again, in euro, on the payment page:`);
    expect(en?.text).toContain(`/child/${james.childId}/payment?enrollment=${james.enrollmentId}&period=${NEXT}`);
  });

  it('run again, calls the provider for nothing and mails nobody twice', async () => {
    await changeover();
    await provider().deliverPending();
    const calls = vi.spyOn(provider(), 'updateSubscription');
    const outbox = await t.database.db.select().from(emailOutbox);

    const again = await changeover();
    expect(again.json()).toMatchObject({ changed: false, counts: { subscriptions: 0 }, subscriptionsWaiting: 0 });
    expect(await finishSubscriptionEnds(t.app.payments)).toEqual({ marked: 0, waiting: 0 });
    expect(calls).not.toHaveBeenCalled();
    expect(await t.database.db.select().from(emailOutbox)).toEqual(outbox);
    expect(
      await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.currency_changed')),
    ).toHaveLength(1);
  });

  it('with the provider down, stays marked here, waits, and a retry ends it there and mails the parent', async () => {
    const update = provider().updateSubscription.bind(provider());
    const calls = vi
      .spyOn(provider(), 'updateSubscription')
      .mockImplementation(async (id, change) =>
        id === maria.sub.providerSubscriptionId
          ? Promise.reject(new Error('provider unreachable'))
          : update(id, change),
      );
    const res = await changeover();
    expect(res.json()).toMatchObject({ changed: true, counts: { subscriptions: 2 }, subscriptionsWaiting: 1 });
    // Marked here: ending on its date for every screen, the provider not yet told, no mail promised yet.
    expect(await subRow(maria.sub.id)).toMatchObject({ cancelAt: NEXT_CHARGE, euroChangeoverSyncedAt: null });
    const remote = await provider().getSubscription(String(maria.sub.providerSubscriptionId));
    expect(remote.cancelAtPeriodEnd).toBe(false);
    expect(await endMails('maria@example.test')).toEqual([]);
    expect(await endMails('james@example.test')).toHaveLength(1);
    expect((await changeover('GET')).json()).toMatchObject({ currency: 'EUR', subscriptionsWaiting: 1 });

    // The provider is back: the retry (the job's work) finishes the one that waited, and only that one.
    calls.mockRestore();
    const retried = vi.spyOn(provider(), 'updateSubscription');
    expect(await finishSubscriptionEnds(t.app.payments)).toEqual({ marked: 0, waiting: 0 });
    expect(retried.mock.calls.map(([id]) => id)).toEqual([maria.sub.providerSubscriptionId]);
    const ended = await provider().getSubscription(String(maria.sub.providerSubscriptionId));
    expect(ended).toMatchObject({ cancelAtPeriodEnd: true, cancelAt: NEXT_CHARGE });
    expect(await subRow(maria.sub.id)).toMatchObject({ cancelAt: NEXT_CHARGE });
    expect(await endMails('maria@example.test')).toHaveLength(1);
    expect(await endMails('james@example.test')).toHaveLength(1);
    expect((await changeover('GET')).json()).toMatchObject({ subscriptionsWaiting: 0 });
  });

  it('a second changeover run is a retry too', async () => {
    vi.spyOn(provider(), 'updateSubscription').mockRejectedValue(new Error('provider unreachable'));
    expect((await changeover()).json()).toMatchObject({ subscriptionsWaiting: 2 });
    vi.restoreAllMocks();
    const again = await changeover();
    expect(again.json()).toMatchObject({ changed: false, subscriptionsWaiting: 0 });
    for (const family of [maria, james]) {
      const remote = await provider().getSubscription(String(family.sub.providerSubscriptionId));
      expect(remote.cancelAtPeriodEnd).toBe(true);
    }
    expect(await endMails('maria@example.test')).toHaveLength(1);
    expect(await endMails('james@example.test')).toHaveLength(1);
  });

  it('ends when its paid month is over, without another charge in leva', async () => {
    await changeover();
    await provider().renewDueSubscriptions(new Date(NEXT_CHARGE.getTime() + 60_000));
    await provider().deliverPending();
    expect(await subRow(maria.sub.id)).toMatchObject({ status: 'canceled' });
    const charged = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.subscriptionId, maria.sub.id), eq(payments.billingPeriod, NEXT)));
    expect(charged).toEqual([]);
  });

  it('cannot be resumed by the parent: it would charge the card in leva again', async () => {
    await changeover();
    const resumed = await maria.parent.inject({ method: 'POST', url: `/api/subscriptions/${maria.sub.id}/resume` });
    expect(resumed.statusCode).toBe(409);
    expect(resumed.json().error.code).toBe('SUBSCRIPTION_NOT_ACTIVE');
    const remote = await provider().getSubscription(String(maria.sub.providerSubscriptionId));
    expect(remote.cancelAtPeriodEnd).toBe(true);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two changeovers at once on PostgreSQL', () => {
  it('set each subscription to end once and mail each parent once', async () => {
    const answers = await Promise.all([changeover(), changeover()]);
    expect(answers.map((a) => a.json().counts.subscriptions).sort()).toEqual([0, 2]);
    for (const family of [maria, james]) {
      const remote = await provider().getSubscription(String(family.sub.providerSubscriptionId));
      expect(remote.cancelAtPeriodEnd).toBe(true);
    }
    expect(await endMails('maria@example.test')).toHaveLength(1);
    expect(await endMails('james@example.test')).toHaveLength(1);
    const scheduled = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'subscription.cancel_scheduled'));
    expect(scheduled).toHaveLength(2);
  });
});

describe('the mail', () => {
  it.each(['bg', 'ru'] as const)('in %s shows no code, UUID, YYYY-MM month or English beyond its link', (language) => {
    const mail = subscriptionEndsMail({
      to: 'maria@example.test',
      language,
      parentName: 'Мария Петрова',
      childName: 'Виктория Петрова',
      classTitle: { bg: 'Делфинчета', ru: 'Дельфинчики' },
      paidThrough: '2026-11',
      endsAt: new Date('2026-12-01T09:00:00.000Z'),
      clubName: 'Делфин',
      paymentUrl: 'http://localhost:3000/child/33333333-3333-4333-8333-333333333333/payment?period=2026-12',
    });
    const text = `${mail.subject}\n${mail.text}`;
    expect(findRawValues(text)).toEqual([]);
    expect(findLatinWords(text)).toEqual([]);
    expect(mail.text).toContain(
      language === 'bg' ? 'приключва на: 1 декември 2026 г.' : 'завершится: 1 декабря 2026 г.',
    );
  });
});
