// session_changed and makeup_booked (issue 27): a session cancelled or closed is told to every family in it once per
// change, in each parent's language; a make-up booked, or moved to a new session, is told once per booking. A kind
// turned off by mail sends nothing. The calendar is sessions-test-kit.ts's: now is Monday 7 December 2026, 10:00 Sofia.
import type { Language } from '@swim/shared/enums';
import { DEFAULT_SESSION_RULES } from '@swim/shared/session-rules';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { children, makeupBookings, makeupCredits } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildClass, buildUser } from '../../test/factories.js';
import { expectWrittenIn, LANGUAGES, mailsTo, NAMES, speaks, turnOffMail } from '../../test/notice-events.js';
import { findDatedSession } from '../sessions/dated-sessions.service.js';
import { makeupBookedNotices } from '../sessions/makeup-notice.js';
import { buildFamily, clock, type Family, START, setSessionRules } from '../sessions/sessions-test-kit.js';

const t = useTestApp({ rateLimitMax: 100_000 }, { now: () => clock.now });
const db = () => t.database.db;

beforeEach(async () => {
  clock.now = START;
  await setSessionRules(db());
});

const TITLE = { bg: 'Делфинчета', en: 'Dolphins', ru: 'Дельфинчики' };

/** A family per language, all in one Monday/Wednesday 17:00 class coached by Иван Треньор. */
async function threeFamilies() {
  const coach = await buildCaller(t.app, db(), { role: 'instructor', name: 'Иван Треньор' });
  const cls = await buildClass(db(), { title: TITLE, instructorId: coach.user.id });
  const families = new Map<Language, Family>();
  for (const language of LANGUAGES) {
    const parent = await buildCaller(t.app, db(), { name: NAMES[language].parent });
    await speaks(db(), parent.user.id, language);
    families.set(language, await buildFamily(t, { parent, inClass: cls, childName: NAMES[language].child }));
  }
  return { coach, cls, families };
}
const familyOf = (families: Map<Language, Family>, language: Language) => families.get(language) as Family;

describe('a session changed', () => {
  const CANCELLED: Record<Language, string[]> = {
    bg: ['Отменено занятие', 'сряда, 9 декември 2026 г., 17:00', 'Отменено от клуба', 'Треньорът е болен'],
    en: ['Session cancelled', 'Wednesday, 9 December 2026, 17:00', 'Cancelled by the club', 'The coach is ill'],
    ru: ['Занятие отменено', 'среда, 9 декабря 2026 г., 17:00', 'Отменено клубом', 'Тренер заболел'],
  };

  it('tells each family in the session once, in their language; the same cancellation again tells nothing', async () => {
    const { coach, cls, families } = await threeFamilies();
    const cancel = () =>
      coach.inject({
        method: 'POST',
        url: `/api/instructor/classes/${cls.id}/dated-sessions/cancel`,
        payload: {
          date: '2026-12-09',
          startTime: '17:00',
          note: { bg: 'Треньорът е болен', en: 'The coach is ill', ru: 'Тренер заболел' },
        },
      });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(200);
    for (const language of LANGUAGES) {
      const { parent } = familyOf(families, language);
      const mails = await mailsTo(db(), parent.user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.kind).toBe('session-notice');
      expectWrittenIn(mails[0], language, [...CANCELLED[language], NAMES[language].child, TITLE[language]]);
    }
  });

  it('tells a closure, and nothing to a parent who turned session notices off', async () => {
    const { families } = await threeFamilies();
    const quiet = familyOf(families, 'ru').parent;
    await turnOffMail(db(), quiet.user.id, 'session_changed');
    const admin = await buildCaller(t.app, db(), { role: 'admin' });
    const res = await admin.inject({
      method: 'POST',
      url: '/api/admin/closures',
      payload: { startsOn: '2026-12-14', endsOn: '2026-12-14', locationId: null, reason: 'public_holiday' },
    });
    expect(res.statusCode).toBe(201);
    const [bulgarian] = await mailsTo(db(), familyOf(families, 'bg').parent.user.email);
    expectWrittenIn(bulgarian, 'bg', ['Затваряне: отменени занятия', 'понеделник, 14 декември 2026 г., 17:00']);
    expect(await mailsTo(db(), familyOf(families, 'en').parent.user.email)).toHaveLength(1);
    expect(await mailsTo(db(), quiet.user.email)).toEqual([]);
  });
});

describe('a make-up booked', () => {
  /** Beginners on Tuesdays and Thursdays 18:00 at another pool, where the credit is spent. */
  const TUE_THU = { bg: 'Вторник и четвъртък', en: 'Tuesday and Thursday', ru: 'Вторник и четверг' };

  /** The family's child misses Wednesday 9 December and gets a credit usable from this week on. */
  async function creditOf(f: Family): Promise<string> {
    const rep = await f.parent.inject({
      method: 'POST',
      url: `/api/children/${f.child.id}/absences`,
      payload: { classId: f.cls.id, date: '2026-12-09', startTime: '17:00' },
    });
    const creditId = rep.json().credit.id as string;
    await db().update(makeupCredits).set({ sessionDate: '2026-12-02' }).where(eq(makeupCredits.id, creditId));
    return creditId;
  }
  const BOOKED: Record<Language, string[]> = {
    bg: [
      'Наваксването е записано',
      'Наваксване за Виктория Петрова в група „Вторник и четвъртък“:',
      'вторник, 8 декември 2026 г., 18:00',
      'Треньор: Иван Треньор',
      'Можете да го отмените или преместите до 8 декември 2026 г., 16:00.',
    ],
    en: [
      'Make-up booked',
      'A make-up session for Emily Smith in Tuesday and Thursday:',
      'Tuesday, 8 December 2026, 18:00',
      'You can cancel or move it until 8 December 2026, 16:00.',
    ],
    ru: [
      'Отработка записана',
      'Отработка: Анна Иванова, группа «Вторник и четверг»:',
      'вторник, 8 декабря 2026 г., 18:00',
      'Тренер: Иван Треньор',
      'Отменить или перенести её можно до 8 декабря 2026 г., 16:00.',
    ],
  };
  const MOVED: Record<Language, string[]> = {
    bg: ['Наваксването е преместено', 'четвъртък, 10 декември 2026 г., 18:00'],
    en: ['Make-up moved', 'Thursday, 10 December 2026, 18:00'],
    ru: ['Отработка перенесена', 'четверг, 10 декабря 2026 г., 18:00'],
  };

  it('tells each parent once per booking, in their language, and a moved one with its new session', async () => {
    const { families } = await threeFamilies();
    const coach = await buildUser(db(), { role: 'instructor', name: 'Иван Треньор' });
    const tueThu = await buildClass(db(), {
      title: TUE_THU,
      instructorId: coach.id,
      sessions: [
        { dayOfWeek: 1, startTime: '18:00' },
        { dayOfWeek: 3, startTime: '18:00' },
      ],
    });
    for (const language of LANGUAGES) {
      const f = familyOf(families, language);
      const creditId = await creditOf(f);
      const book = (parent: Caller) =>
        parent.inject({
          method: 'POST',
          url: `/api/children/${f.child.id}/makeups`,
          payload: { creditId, classId: tueThu.id, date: '2026-12-08', startTime: '18:00' },
        });
      const booked = await book(f.parent);
      expect(booked.statusCode).toBe(201);
      // The credit is spent: a second try books nothing and tells nothing.
      expect((await book(f.parent)).statusCode).not.toBe(201);
      // The same booking raised again (a retried call) is not told twice.
      const [booking] = await db().select().from(makeupBookings).where(eq(makeupBookings.id, booked.json().id));
      const [child] = await db().select().from(children).where(eq(children.id, f.child.id));
      await t.app.notices.send(
        await db().transaction(async (tx) =>
          makeupBookedNotices(tx, {
            child: child as typeof children.$inferSelect,
            booked: {
              booking: booking as typeof makeupBookings.$inferSelect,
              session: await findDatedSession(tx, { classId: tueThu.id, date: '2026-12-08', startTime: '18:00' }),
            },
            rules: DEFAULT_SESSION_RULES,
            moved: false,
            publicUrl: 'http://x',
          }),
        ),
      );
      const mails = await mailsTo(db(), f.parent.user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.kind).toBe('notice-makeup_booked');
      expectWrittenIn(mails[0], language, [...BOOKED[language], `/child/${f.child.id}`]);

      const moved = await f.parent.inject({
        method: 'POST',
        url: `/api/children/${f.child.id}/makeups/${booked.json().id}/move`,
        payload: { classId: tueThu.id, date: '2026-12-10', startTime: '18:00' },
      });
      expect(moved.statusCode).toBe(200);
      const after = await mailsTo(db(), f.parent.user.email);
      expect(after).toHaveLength(2);
      expectWrittenIn(after[1], language, MOVED[language]);
    }
  });

  it('is not mailed to a parent who turned make-up notices off, and the booking stands', async () => {
    const { families } = await threeFamilies();
    const f = familyOf(families, 'en');
    const other = await buildClass(db(), { title: TUE_THU, sessions: [{ dayOfWeek: 1, startTime: '18:00' }] });
    await turnOffMail(db(), f.parent.user.id, 'makeup_booked');
    const creditId = await creditOf(f);
    const res = await f.parent.inject({
      method: 'POST',
      url: `/api/children/${f.child.id}/makeups`,
      payload: { creditId, classId: other.id, date: '2026-12-08', startTime: '18:00' },
    });
    expect(res.statusCode).toBe(201);
    const live = await db()
      .select()
      .from(makeupBookings)
      .where(and(eq(makeupBookings.creditId, creditId), isNull(makeupBookings.cancelledAt)));
    expect(live).toHaveLength(1);
    expect(await mailsTo(db(), f.parent.user.email)).toEqual([]);
  });
});
