// enrollment_confirmed and waitlist_offer (issue 27): a parent whose child is enrolled (the wizard, an existing child,
// a transfer) hears it once, in their language, with the class, days and times, place, first session and what to pay
// next; a kind turned off by mail sends nothing. The waitlist's offer and its lapse (issue 28 will raise them) are built
// and sent here.
import type { Language } from '@swim/shared/enums';
import { formatMoney } from '@swim/shared/money';
import { formatMonth } from '@swim/shared/month-names';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildLocation } from '../../test/factories.js';
import { expectWrittenIn, LANGUAGES, mailsTo, NAMES, speaks, turnOffMail } from '../../test/notice-events.js';
import { enrollmentConfirmedNotices } from '../enrollments/enrollment-notice.js';
import { waitlistOfferExpiredNotices, waitlistOfferNotices } from '../enrollments/waitlist-offer-notice.js';

const t = useTestApp({ rateLimitMax: 100_000 });
const db = () => t.database.db;

async function parentSpeaking(language: Language): Promise<Caller> {
  const parent = await buildCaller(t.app, db(), { name: NAMES[language].parent });
  await speaks(db(), parent.user.id, language);
  return parent;
}

/** Dolphins, Mondays and Wednesdays 17:00, at a pool named in the three languages. */
async function dolphins() {
  const location = await buildLocation(db(), {
    name: { bg: 'Басейн Приморски', en: 'Primorski Pool', ru: 'Бассейн Приморский' },
    address: { bg: 'ул. Морска 1', en: '1 Morska Street', ru: 'ул. Морская 1' },
  });
  return buildClass(db(), {
    title: { bg: 'Делфинчета', en: 'Dolphins', ru: 'Дельфинчики' },
    locationId: location.id,
    sessions: [
      { dayOfWeek: 0, startTime: '17:00' },
      { dayOfWeek: 2, startTime: '17:00' },
    ],
  });
}

const childInput = (language: Language) => ({
  fullName: NAMES[language].child,
  firstName: 'Viktoria',
  lastName: 'Petrova',
  birthDate: '2017-03-15',
  gender: 'female',
  skillLevel: 'beginner',
  emergencyContact: NAMES[language].parent,
  emergencyPhone: '+359 888 123 456',
});

/** The words each language writes for the enrollment of the child in Dolphins. */
const WORDS: Record<Language, string[]> = {
  bg: ['Записването е потвърдено', 'Делфинчета', 'понеделник 17:00, сряда 17:00', 'Басейн Приморски, ул. Морска 1'],
  en: ['Enrollment confirmed', 'Dolphins', 'Monday 17:00, Wednesday 17:00', 'Primorski Pool, 1 Morska Street'],
  ru: ['Запись подтверждена', 'Дельфинчики', 'понедельник 17:00, среда 17:00', 'Бассейн Приморский, ул. Морская 1'],
};
const FIRST: Record<Language, RegExp> = {
  bg: /Първо занятие: (понеделник|сряда), \d{1,2} \S+ \d{4} г\., 17:00/,
  en: /First session: (Monday|Wednesday), \d{1,2} \S+ \d{4}, 17:00/,
  ru: /Первое занятие: (понедельник|среда), \d{1,2} \S+ \d{4} г\., 17:00/,
};
const NEXT: Record<Language, (month: string, amount: string) => string> = {
  bg: (month, amount) => `Следващо плащане: за ${month} – ${amount}, до `,
  en: (month, amount) => `Next payment: ${month} – ${amount}, by `,
  ru: (month, amount) => `Следующий платёж: за ${month} – ${amount}, до `,
};

/** What the payment page offers first for the child (its own answer): the month and its price, written out. */
async function firstPayable(parent: Caller, childId: string, language: Language) {
  const options = (await parent.inject({ url: `/api/children/${childId}/payment-options` })).json();
  const [line] = options.enrollments;
  const period = line.periods.find((p: { covered: boolean }) => !p.covered);
  return NEXT[language](
    formatMonth(period.billingPeriod, language),
    formatMoney(period.price.amount, line.currency, language),
  );
}

describe('enrollment confirmed', () => {
  it('tells each parent once, in their language: class, days and times, place, first session, what to pay', async () => {
    const cls = await dolphins();
    for (const language of LANGUAGES) {
      const parent = await parentSpeaking(language);
      const res = await parent.inject({
        method: 'POST',
        url: '/api/registrations',
        payload: { locationId: cls.locationId, classId: cls.id, planType: 'pool_8', child: childInput(language) },
      });
      expect(res.statusCode).toBe(201);
      const mails = await mailsTo(db(), parent.user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.kind).toBe('notice-enrollment_confirmed');
      const payable = await firstPayable(parent, res.json().childId, language);
      expectWrittenIn(mails[0], language, [...WORDS[language], NAMES[language].child, payable, '/dashboard']);
      expect(mails[0]?.text).toMatch(FIRST[language]);
    }
  });

  it('tells an existing child enrolled and a transfer, each once; the same enrollment raised again sends nothing more', async () => {
    const cls = await dolphins();
    const other = await buildClass(db(), {
      title: { bg: 'Акулки', en: 'Sharks', ru: 'Акулята' },
      sessions: [
        { dayOfWeek: 1, startTime: '18:30' },
        { dayOfWeek: 3, startTime: '18:30' },
      ],
    });
    for (const language of LANGUAGES) {
      const parent = await parentSpeaking(language);
      const child = await buildChild(db(), parent.user.id, { fullName: NAMES[language].child, gender: 'female' });
      const enrolled = await parent.inject({
        method: 'POST',
        url: `/api/children/${child.id}/enrollments`,
        payload: { classId: cls.id, planType: 'pool_8' },
      });
      expect(enrolled.statusCode).toBe(201);
      const again = await parent.inject({
        method: 'POST',
        url: `/api/children/${child.id}/enrollments`,
        payload: { classId: cls.id, planType: 'pool_8' },
      });
      expect(again.json().error.code).toBe('ALREADY_ENROLLED');
      // The same event raised once more (a retried job, a second call) finds it sent.
      const { enrollmentId } = enrolled.json();
      const repeat = await db().transaction((tx) =>
        enrollmentConfirmedNotices(tx, { enrollmentId, transfer: false, now: new Date(), publicUrl: 'http://x' }),
      );
      await t.app.notices.send(repeat);
      expect(await mailsTo(db(), parent.user.email)).toHaveLength(1);

      const moved = await parent.inject({
        method: 'POST',
        url: `/api/children/${child.id}/enrollments/${enrollmentId}/transfer`,
        payload: { toClassId: other.id },
      });
      expect(moved.statusCode).toBe(200);
      const mails = await mailsTo(db(), parent.user.email);
      expect(mails).toHaveLength(2);
      const words: Record<Language, string[]> = {
        bg: [
          'Детето е преместено в нова група',
          'Виктория Петрова е преместена в група „Акулки“',
          'вторник 18:30, четвъртък 18:30',
        ],
        en: ['Moved to a new class', 'Emily Smith has moved to Sharks', 'Tuesday 18:30, Thursday 18:30'],
        ru: [
          'Ребёнок переведён в новую группу',
          'Анна Иванова переведена в группу «Акулята»',
          'вторник 18:30, четверг 18:30',
        ],
      };
      expectWrittenIn(mails[1], language, words[language]);
    }
  });

  it('sends no mail to a parent who turned enrollment notices off, and still enrolls', async () => {
    const cls = await dolphins();
    const parent = await parentSpeaking('bg');
    await turnOffMail(db(), parent.user.id, 'enrollment_confirmed');
    const res = await parent.inject({
      method: 'POST',
      url: '/api/registrations',
      payload: { locationId: cls.locationId, classId: cls.id, planType: 'pool_8', child: childInput('bg') },
    });
    expect(res.statusCode).toBe(201);
    expect(await mailsTo(db(), parent.user.email)).toEqual([]);
  });

  it('says a kindergarten group pays for the days attended after each month', async () => {
    const kg = await buildLocation(db(), { type: 'kindergarten', name: { bg: 'ДГ Слънце' } });
    const cls = await buildClass(db(), { locationId: kg.id, sessions: [{ dayOfWeek: 1, startTime: '10:00' }] });
    const parent = await parentSpeaking('ru');
    await parent.inject({
      method: 'POST',
      url: '/api/registrations',
      payload: { locationId: kg.id, classId: cls.id, planType: 'kindergarten_monthly', child: childInput('ru') },
    });
    const [mail] = await mailsTo(db(), parent.user.email);
    expectWrittenIn(mail, 'ru', ['оплачиваются посещённые дни', 'ДГ Слънце']);
    expect(mail?.text).not.toContain('Следующий платёж');
  });
});

describe('a waitlist offer', () => {
  const offerFor = (childId: string, classId: string, n: number) => ({
    offerId: `00000000-0000-4000-8000-00000000000${n}`,
    childId,
    classId,
    // 17 December 2026, 18:00 in Sofia.
    expiresAt: new Date('2026-12-17T16:00:00.000Z'),
    acceptUrl: `https://club.example/waitlist/accept?t=token${n}`,
    declineUrl: `https://club.example/waitlist/decline?t=token${n}`,
  });
  const WORDS_OFFER: Record<Language, string[]> = {
    bg: [
      'Освободи се място: Делфинчета',
      'Мястото е запазено за вас до 17 декември 2026 г., 18:00.',
      'Приемам мястото: https://club.example/waitlist/accept?t=token',
      'Отказвам се: https://club.example/waitlist/decline?t=token',
    ],
    en: [
      'A place has come free: Dolphins',
      'The place is held for you until 17 December 2026, 18:00.',
      'Take the place: https://club.example/waitlist/accept?t=token',
      'Give it up: https://club.example/waitlist/decline?t=token',
    ],
    ru: [
      'Освободилось место: Дельфинчики',
      'Место закреплено за вами до 17 декабря 2026 г., 18:00.',
      'Принять место: https://club.example/waitlist/accept?t=token',
      'Отказаться: https://club.example/waitlist/decline?t=token',
    ],
  };

  it('tells each parent once, in their language, until when the place is held and how to answer', async () => {
    const cls = await dolphins();
    let n = 0;
    for (const language of LANGUAGES) {
      n += 1;
      const parent = await parentSpeaking(language);
      const child = await buildChild(db(), parent.user.id, { fullName: NAMES[language].child });
      const offer = offerFor(child.id, cls.id, n);
      const notices = await waitlistOfferNotices(db(), { offer, publicUrl: 'https://club.example' });
      await t.app.notices.send(notices);
      await t.app.notices.send(await waitlistOfferNotices(db(), { offer, publicUrl: 'https://club.example' }));
      const mails = await mailsTo(db(), parent.user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.kind).toBe('notice-waitlist_offer');
      expectWrittenIn(mails[0], language, [...WORDS_OFFER[language], NAMES[language].child]);
    }
  });

  it('is mailed even to a parent who turned waitlist offers off (a lapse would take the child off the list)', async () => {
    const cls = await dolphins();
    const parent = await parentSpeaking('en');
    const child = await buildChild(db(), parent.user.id);
    await turnOffMail(db(), parent.user.id, 'waitlist_offer');
    const offer = offerFor(child.id, cls.id, 9);
    await t.app.notices.send(await waitlistOfferNotices(db(), { offer, publicUrl: 'https://club.example' }));
    expect((await mailsTo(db(), parent.user.email)).map((m) => m.kind)).toEqual(['notice-waitlist_offer']);
  });
});

describe('a waitlist offer that lapsed unanswered', () => {
  const expiryFor = (
    childId: string,
    classId: string,
    n: number,
    waiting: { stillWaiting: boolean; position?: number },
  ) => ({
    offerId: `00000000-0000-4000-8000-00000000001${n}`,
    childId,
    classId,
    // 17 December 2026, 18:00 in Sofia.
    expiredAt: new Date('2026-12-17T16:00:00.000Z'),
    ...waiting,
  });
  const STILL_WAITING: Record<Language, string[]> = {
    bg: [
      'Предложението за място изтече: Делфинчета',
      'не беше прието до 17 декември 2026 г., 18:00. Предложихме го на следващото семейство от списъка на чакащите.',
      'остава в списъка на чакащите под номер 2.',
      'Таблото ви: https://club.example/dashboard',
    ],
    en: [
      'The place offer has lapsed: Dolphins',
      'was not taken by 17 December 2026, 18:00, so it has gone to the next family on the waiting list.',
      'stays on the waiting list as number 2.',
      'Your dashboard: https://club.example/dashboard',
    ],
    ru: [
      'Предложение места истекло: Дельфинчики',
      'не было принято до 17 декабря 2026 г., 18:00, поэтому мы предложили его следующей семье из листа ожидания.',
      'остаётся в листе ожидания под номером 2.',
      'Ваша панель: https://club.example/dashboard',
    ],
  };
  const OFF_THE_LIST: Record<Language, string[]> = {
    bg: ['вече не е в списъка на чакащите за тази група.', 'Изберете група: https://club.example/enroll-child/'],
    en: ['is no longer on the waiting list for this class.', 'Choose a class: https://club.example/enroll-child/'],
    ru: ['больше не стоит в листе ожидания этой группы.', 'Выбрать группу: https://club.example/enroll-child/'],
  };

  it('tells each parent once, in their language, that the place went on and that the child still waits', async () => {
    const cls = await dolphins();
    let n = 0;
    for (const language of LANGUAGES) {
      n += 1;
      const parent = await parentSpeaking(language);
      const child = await buildChild(db(), parent.user.id, { fullName: NAMES[language].child });
      const expiry = expiryFor(child.id, cls.id, n, { stillWaiting: true, position: 2 });
      await t.app.notices.send(await waitlistOfferExpiredNotices(db(), { expiry, publicUrl: 'https://club.example' }));
      await t.app.notices.send(await waitlistOfferExpiredNotices(db(), { expiry, publicUrl: 'https://club.example' }));
      const mails = await mailsTo(db(), parent.user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.kind).toBe('notice-waitlist_offer');
      expectWrittenIn(mails[0], language, [...STILL_WAITING[language], NAMES[language].child]);
      expect(mails[0]?.text).not.toMatch(/(?:Приемам мястото|Take the place|Принять место)/);
    }
  });

  it('tells a parent whose child left the list where to choose a class again, in their language', async () => {
    const cls = await dolphins();
    let n = 3;
    for (const language of LANGUAGES) {
      n += 1;
      const parent = await parentSpeaking(language);
      const child = await buildChild(db(), parent.user.id, { fullName: NAMES[language].child });
      const expiry = expiryFor(child.id, cls.id, n, { stillWaiting: false });
      await t.app.notices.send(await waitlistOfferExpiredNotices(db(), { expiry, publicUrl: 'https://club.example' }));
      const mails = await mailsTo(db(), parent.user.email);
      expect(mails).toHaveLength(1);
      expectWrittenIn(mails[0], language, [...OFF_THE_LIST[language], NAMES[language].child]);
      expect(mails[0]?.text).toContain(`https://club.example/enroll-child/${child.id}`);
      expect(mails[0]?.text).not.toContain(STILL_WAITING[language][2]);
    }
  });

  it('comes after the offer as a second notice, not swallowed as a repeat of it', async () => {
    const cls = await dolphins();
    const parent = await parentSpeaking('en');
    const child = await buildChild(db(), parent.user.id);
    const offer = {
      offerId: '00000000-0000-4000-8000-000000000020',
      childId: child.id,
      classId: cls.id,
      expiresAt: new Date('2026-12-17T16:00:00.000Z'),
      acceptUrl: 'https://club.example/waitlist/accept?t=a',
      declineUrl: 'https://club.example/waitlist/decline?t=d',
    };
    await t.app.notices.send(await waitlistOfferNotices(db(), { offer, publicUrl: 'https://club.example' }));
    const expiry = { ...expiryFor(child.id, cls.id, 0, { stillWaiting: true }), offerId: offer.offerId };
    await t.app.notices.send(await waitlistOfferExpiredNotices(db(), { expiry, publicUrl: 'https://club.example' }));
    const mails = await mailsTo(db(), parent.user.email);
    expect(mails.map((m) => m.subject.split(' – ')[0])).toEqual([
      'A place has come free: Dolphins',
      'The place offer has lapsed: Dolphins',
    ]);
    expect(mails[1]?.text).toContain('stays on the waiting list. We will write again when a place comes free.');
  });

  it('is mailed even to a parent who turned waitlist offers off (it tells them the child left the list)', async () => {
    const cls = await dolphins();
    const parent = await parentSpeaking('en');
    const child = await buildChild(db(), parent.user.id);
    await turnOffMail(db(), parent.user.id, 'waitlist_offer');
    const expiry = expiryFor(child.id, cls.id, 9, { stillWaiting: false });
    await t.app.notices.send(await waitlistOfferExpiredNotices(db(), { expiry, publicUrl: 'https://club.example' }));
    expect((await mailsTo(db(), parent.user.email)).map((m) => m.kind)).toEqual(['notice-waitlist_offer']);
  });
});
