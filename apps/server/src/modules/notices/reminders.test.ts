// The daily reminders (issue 27 item 4): payment due in three days, overdue the day after and then weekly at most three
// times, a make-up credit about to expire, a card subscription about to renew. Each goes once per event to each family
// in its own language, whatever how often the job runs; what a family turned off is not sent.
// Club calendar (Europe/Sofia, UTC+2 in winter): the job runs at 09:00. Grace days are the default 10, so a month is
// due by its 11th. By hand: an 8-session plan at 20.00 € a session costs 160.00 € a month.
import { findRawValues } from '@swim/shared/raw-values';
import type { Language } from '@swim/shared/enums';
import { and, asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  emailOutbox,
  makeupCredits,
  noticePreferences,
  paymentReminders,
  subscriptions,
} from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildChild, buildClass, buildEnrollment, buildPayment, buildUser } from '../../test/factories.js';
import { runDailyReminders } from './reminders.js';

const t = useTestApp({ rateLimitMax: 100_000 });
const db = () => t.database.db;
const at = (day: string) => new Date(`${day}T09:00:00+02:00`);
const deps = () => ({ db: db(), notices: t.app.notices, publicUrl: 'https://club.example' });
const mailsTo = (email: string, kind: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), like(emailOutbox.kind, kind)))
    .orderBy(asc(emailOutbox.createdAt));

/** A family whose child started on 1 December 2026 in an 8-session plan and has paid nothing. */
async function family(language: Language, tag: string) {
  const parent = await buildUser(db(), {
    name: 'Иван Иванов',
    email: `${tag}@example.com`,
    preferredLanguage: language,
  });
  const cls = await buildClass(db(), {
    pricePerClass: 2000,
    currency: 'EUR',
    title: { bg: 'Делфини', en: 'Dolphins', ru: 'Дельфины' },
  });
  const child = await buildChild(db(), parent.id, { fullName: `Мария ${tag}` });
  const enrollment = await buildEnrollment(db(), child.id, cls.id, { startsOn: '2026-12-01' });
  return { parent, child, cls, enrollment };
}

const WORDS: Record<Language, { due: string; overdue: string; amount: RegExp }> = {
  bg: { due: 'Плащане до 11 декември 2026 г.', overdue: 'Напомняне за плащане', amount: /160,00\s€/ },
  en: { due: 'Payment due by 11 December 2026', overdue: 'Payment reminder', amount: /€160\.00/ },
  ru: { due: 'Оплата до 11 декабря 2026 г.', overdue: 'Напоминание об оплате', amount: /160,00\s€/ },
};

describe('payment reminders', () => {
  it('tells each family three days before the due day, once, in its language, with the amount owed', async () => {
    const families = await Promise.all((['bg', 'en', 'ru'] as const).map((l) => family(l, `due-${l}`)));
    // Too early: four days before.
    await runDailyReminders(deps(), at('2026-12-07'));
    for (const f of families) expect(await mailsTo(f.parent.email, 'notice-payment_due')).toHaveLength(0);
    await runDailyReminders(deps(), at('2026-12-08'));
    await runDailyReminders(deps(), at('2026-12-08'));
    await runDailyReminders(deps(), at('2026-12-09'));
    for (const f of families) {
      const language = f.parent.preferredLanguage;
      const mails = await mailsTo(f.parent.email, 'notice-payment_due');
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail?.subject.startsWith(WORDS[language].due)).toBe(true);
      expect(mail?.text).toContain(`Мария due-${language}`);
      expect(mail?.text).toMatch(WORDS[language].amount);
      expect(mail?.text).toContain('https://club.example/payments');
      if (language !== 'en') expect(findRawValues(mail?.text ?? '')).toEqual([]);
    }
    const reminders = await db()
      .select()
      .from(paymentReminders)
      .where(eq(paymentReminders.parentId, families[0]?.parent.id ?? ''));
    expect(reminders.map((r) => [r.kind, r.periods[0]?.billingPeriod, r.periods[0]?.amount])).toEqual([
      ['due_soon', '2026-12', 16000],
    ]);
  });

  it('sends nothing to a family that paid, or declared a payment the club has not confirmed yet', async () => {
    const paid = await family('bg', 'paid');
    const declared = await family('bg', 'declared');
    for (const [f, status] of [
      [paid, 'paid'],
      [declared, 'pending'],
    ] as const) {
      await buildPayment(db(), {
        parentId: f.parent.id,
        childId: f.child.id,
        enrollmentId: f.enrollment.id,
        billingPeriod: '2026-12',
        amount: 16000,
        currency: 'EUR',
        method: status === 'paid' ? 'card' : 'cash',
        status,
        // Declared on 5 December: the club's grace days after it (ADR 0037) run past the reminders below.
        createdAt: at('2026-12-05'),
      });
    }
    await runDailyReminders(deps(), at('2026-12-08'));
    await runDailyReminders(deps(), at('2026-12-12'));
    for (const f of [paid, declared]) expect(await mailsTo(f.parent.email, 'notice-payment%')).toHaveLength(0);
    expect(await mailsTo(declared.parent.email, 'payment-reminder')).toHaveLength(0);
  });

  it('reminds of an overdue month the day after, then weekly, three times in all', async () => {
    const f = await family('en', 'late');
    const days = ['2026-12-11', '2026-12-12', '2026-12-13', '2026-12-18', '2026-12-19', '2026-12-25', '2026-12-26'];
    const counts: number[] = [];
    for (const day of [...days, '2027-01-02', '2027-01-03']) {
      await runDailyReminders(deps(), at(day));
      await runDailyReminders(deps(), at(day));
      counts.push((await mailsTo(f.parent.email, 'payment-reminder')).length);
    }
    // Not on the due day itself; the 12th (day 1), the 19th (day 8), the 26th (day 15); nothing after the third.
    expect(counts).toEqual([0, 1, 1, 1, 2, 2, 3, 3, 3]);
    const [first] = await mailsTo(f.parent.email, 'payment-reminder');
    expect(first?.subject.startsWith(WORDS.en.overdue)).toBe(true);
    expect(first?.text).toContain('December 2026: €160.00');
  });

  it('reminds a family with two due days once a week, naming both months, three times in all', async () => {
    const f = await family('bg', 'two-due-days');
    const cls = await buildClass(db(), { pricePerClass: 2000, currency: 'EUR' });
    const second = await buildChild(db(), f.parent.id, { fullName: 'Петър two-due-days' });
    // A second child who started on the 3rd: due by the 13th, two days after the first.
    await buildEnrollment(db(), second.id, cls.id, { startsOn: '2026-12-03' });
    const sentOn: string[] = [];
    for (let day = 11; day <= 31; day++) {
      const date = `2026-12-${String(day).padStart(2, '0')}`;
      const before = (await mailsTo(f.parent.email, 'payment-reminder')).length;
      await runDailyReminders(deps(), at(date));
      if ((await mailsTo(f.parent.email, 'payment-reminder')).length > before) sentOn.push(date);
    }
    expect(sentOn).toEqual(['2026-12-12', '2026-12-19', '2026-12-26']);
    // The first comes before the second child's month is overdue; the next ones name both.
    const [first, next] = await mailsTo(f.parent.email, 'payment-reminder');
    expect(first?.text).toContain('Мария two-due-days');
    expect(first?.text).not.toContain('Петър two-due-days');
    expect(next?.text).toContain('Мария two-due-days');
    expect(next?.text).toContain('Петър two-due-days');
  });

  it('respects a family that turned off the due-soon mail, and still sends the overdue reminder', async () => {
    const f = await family('ru', 'quiet');
    await db()
      .insert(noticePreferences)
      .values({ userId: f.parent.id, kind: 'payment_due', channel: 'mail', enabled: false });
    await runDailyReminders(deps(), at('2026-12-08'));
    await runDailyReminders(deps(), at('2026-12-12'));
    expect(await mailsTo(f.parent.email, 'notice-payment_due')).toHaveLength(0);
    const overdue = await mailsTo(f.parent.email, 'payment-reminder');
    expect(overdue).toHaveLength(1);
    expect(overdue[0]?.subject.startsWith(WORDS.ru.overdue)).toBe(true);
    // What was not sent is not recorded as a reminder the family got.
    const kinds = await db()
      .select({ kind: paymentReminders.kind })
      .from(paymentReminders)
      .where(eq(paymentReminders.parentId, f.parent.id));
    expect(kinds).toEqual([{ kind: 'overdue' }]);
  });
});

describe('make-up credit and subscription reminders', () => {
  it('tells the family once that a credit ends within seven days, never about a used one', async () => {
    const f = await family('bg', 'credit');
    await buildPayment(db(), {
      parentId: f.parent.id,
      childId: f.child.id,
      enrollmentId: f.enrollment.id,
      billingPeriod: '2026-12',
      amount: 16000,
      currency: 'EUR',
    });
    const credit = (expiresOn: string, status: 'available' | 'used') => ({
      childId: f.child.id,
      source: 'manual' as const,
      sessionDate: '2026-12-02',
      expiresOn,
      status,
      reason: 'test',
    });
    await db()
      .insert(makeupCredits)
      .values([credit('2026-12-15', 'available'), credit('2026-12-20', 'available'), credit('2026-12-14', 'used')]);
    await runDailyReminders(deps(), at('2026-12-07'));
    expect(await mailsTo(f.parent.email, 'notice-credit_expiring')).toHaveLength(0);
    await runDailyReminders(deps(), at('2026-12-08'));
    await runDailyReminders(deps(), at('2026-12-09'));
    const mails = await mailsTo(f.parent.email, 'notice-credit_expiring');
    expect(mails.map((m) => m.subject)).toEqual([
      'Кредитът за наваксване на Мария credit изтича на 15 декември 2026 г. – Плувен клуб „Делфин“',
    ]);
    expect(mails[0]?.text).toContain('сряда, 2 декември 2026 г.');
    expect(mails[0]?.text).toContain(`https://club.example/child/${f.child.id}`);
  });

  it('tells a subscriber three days before the card is charged again, not when it is set to end', async () => {
    const renewing = await family('en', 'sub');
    const ending = await family('en', 'sub-ending');
    const charge = new Date('2027-01-01T09:00:00Z');
    for (const [f, cancelAt] of [
      [renewing, null],
      [ending, charge],
    ] as const) {
      await db()
        .insert(subscriptions)
        .values({
          parentId: f.parent.id,
          childId: f.child.id,
          enrollmentId: f.enrollment.id,
          plan: 'pool_8',
          amount: 16000,
          currency: 'EUR',
          status: 'active',
          currentPeriodStart: new Date('2026-12-01T09:00:00Z'),
          currentPeriodEnd: charge,
          cancelAt,
        });
    }
    await runDailyReminders(deps(), at('2026-12-28'));
    expect(await mailsTo(renewing.parent.email, 'notice-subscription_renewing')).toHaveLength(0);
    await runDailyReminders(deps(), at('2026-12-29'));
    await runDailyReminders(deps(), at('2026-12-30'));
    const mails = await mailsTo(renewing.parent.email, 'notice-subscription_renewing');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('On 1 January 2027 we will charge €160.00 to your card for Мария sub – Dolphins.');
    expect(await mailsTo(ending.parent.email, 'notice-subscription_renewing')).toHaveLength(0);
  });
});
