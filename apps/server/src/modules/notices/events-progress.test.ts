// assessment_published, level_changed and athlete_approved (issue 27): a coach's assessment and a new level reach the
// child's parent (and the approved athlete linked to the child's record) once, in each reader's language, with the
// metrics and levels in words; an athlete hears of their approval once, only when it goes from waiting to approved.
// A kind turned off by mail sends nothing.
import type { Language } from '@swim/shared/enums';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { athleteAccounts, progressMetrics } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment } from '../../test/factories.js';
import { expectWrittenIn, LANGUAGES, mailsTo, NAMES, speaks, turnOffMail } from '../../test/notice-events.js';

// Monday 7 December 2026, 10:00 in Sofia; a test in which time passes moves the clock on.
const START = new Date('2026-12-07T08:00:00.000Z');
let clock = START;
const t = useTestApp({ rateLimitMax: 100_000 }, { now: () => clock });
const db = () => t.database.db;

/** The catalog's first metrics as the club seeds them, written out here. */
beforeEach(async () => {
  clock = START;
  await db()
    .insert(progressMetrics)
    .values([
      { key: 'speed', label: { bg: 'Скорост', en: 'Speed', ru: 'Скорость' }, sortOrder: 1 },
      { key: 'technique', label: { bg: 'Техника', en: 'Technique', ru: 'Техника' }, sortOrder: 4 },
    ]);
});

async function caller(language: Language, options: Parameters<typeof buildCaller>[2] = {}): Promise<Caller> {
  const user = await buildCaller(t.app, db(), { name: NAMES[language].parent, ...options });
  await speaks(db(), user.user.id, language);
  return user;
}

/** A parent per language, each child in the coach's class. */
async function families(coach: Caller) {
  const cls = await buildClass(db(), { instructorId: coach.user.id });
  const out = new Map<Language, { parent: Caller; childId: string }>();
  for (const language of LANGUAGES) {
    const parent = await caller(language);
    const child = await buildChild(db(), parent.user.id, { fullName: NAMES[language].child });
    await buildEnrollment(db(), child.id, cls.id);
    out.set(language, { parent, childId: child.id });
  }
  return out;
}
const get = <T>(map: Map<Language, T>, language: Language) => map.get(language) as T;

describe('an assessment published', () => {
  const WORDS: Record<Language, string[]> = {
    bg: [
      'Нова оценка: Виктория Петрова',
      'Оценка от 5 декември 2026 г., треньор Иван Треньоров:\nСкорост: 7 от 10\nТехника: 8 от 10',
      'Бележка на треньора: Много по-добро дишане',
    ],
    en: [
      'New assessment: Emily Smith',
      'Assessment of 5 December 2026 by coach Иван Треньоров:\nSpeed: 7 out of 10\nTechnique: 8 out of 10',
    ],
    ru: [
      'Новая оценка: Анна Иванова',
      'Оценка от 5 декабря 2026 г., тренер Иван Треньоров:\nСкорость: 7 из 10\nТехника: 8 из 10',
      'Комментарий тренера: Много по-добро дишане',
    ],
  };
  const assess = (coach: Caller, childId: string) =>
    coach.inject({
      method: 'POST',
      url: `/api/instructor/children/${childId}/assessments`,
      payload: {
        date: '2026-12-05',
        notes: 'Много по-добро дишане',
        scores: [
          { metric: 'technique', score: 8 },
          { metric: 'speed', score: 7 },
        ],
      },
    });

  it('tells each parent once, in their language, and the approved athlete linked to the record', async () => {
    const coach = await buildCaller(t.app, db(), { role: 'instructor', name: 'Иван Треньоров' });
    const all = await families(coach);
    // The Russian child's record belongs to an athlete account too (approved); the English one's to one still waiting.
    const athlete = await caller('ru', { role: 'athlete', approved: true });
    await db()
      .update(athleteAccounts)
      .set({ childId: get(all, 'ru').childId })
      .where(eq(athleteAccounts.userId, athlete.user.id));
    const waiting = await caller('en', { role: 'athlete', approved: false });
    await db()
      .update(athleteAccounts)
      .set({ childId: get(all, 'en').childId })
      .where(eq(athleteAccounts.userId, waiting.user.id));

    for (const language of LANGUAGES) {
      const { parent, childId } = get(all, language);
      expect((await assess(coach, childId)).statusCode).toBe(201);
      const mails = await mailsTo(db(), parent.user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.kind).toBe('notice-assessment_published');
      expectWrittenIn(mails[0], language, [...WORDS[language], `/child/${childId}?tab=progress`]);
    }
    const [own] = await mailsTo(db(), athlete.user.email);
    expectWrittenIn(own, 'ru', ['Новая оценка от тренера', 'Скорость: 7 из 10', '/athlete/dashboard']);
    expect(await mailsTo(db(), athlete.user.email)).toHaveLength(1);
    expect(await mailsTo(db(), waiting.user.email)).toEqual([]);
  });

  it('is recorded but not mailed to a parent who turned assessment notices off', async () => {
    const coach = await buildCaller(t.app, db(), { role: 'instructor', name: 'Иван Треньоров' });
    const { parent, childId } = get(await families(coach), 'bg');
    await turnOffMail(db(), parent.user.id, 'assessment_published');
    expect((await assess(coach, childId)).statusCode).toBe(201);
    expect(await mailsTo(db(), parent.user.email)).toEqual([]);
  });
});

describe('a level changed', () => {
  const WORDS: Record<Language, string[]> = {
    bg: ['Ново ниво: Виктория Петрова', 'Виктория Петрова вече е на средно ниво (досега: начално ниво).'],
    en: ['New level: Emily Smith', 'Emily Smith is now intermediate (was beginner).'],
    ru: ['Новый уровень: Анна Иванова', 'Анна Иванова: теперь средний уровень (был начальный уровень).'],
  };
  const change = (parent: Caller, childId: string, level: string) =>
    parent.inject({ method: 'PATCH', url: `/api/children/${childId}/skill-level`, payload: { level } });

  it('tells each parent once per real change, in their language, with the levels in words', async () => {
    for (const language of LANGUAGES) {
      const parent = await caller(language);
      const child = await buildChild(db(), parent.user.id, { fullName: NAMES[language].child });
      expect((await change(parent, child.id, 'intermediate')).statusCode).toBe(200);
      // The same level again is refused and tells nothing.
      expect((await change(parent, child.id, 'intermediate')).statusCode).toBe(400);
      const mails = await mailsTo(db(), parent.user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.kind).toBe('notice-level_changed');
      expectWrittenIn(mails[0], language, [...WORDS[language], `/child/${child.id}`]);
    }
  });

  it('is not mailed once the parent turned level changes off, and the level still changes', async () => {
    const parent = await caller('ru');
    const child = await buildChild(db(), parent.user.id);
    await turnOffMail(db(), parent.user.id, 'level_changed');
    expect((await change(parent, child.id, 'advanced')).json()).toEqual({ skillLevel: 'advanced' });
    expect(await mailsTo(db(), parent.user.email)).toEqual([]);
  });
});

describe('an athlete approved', () => {
  const WORDS: Record<Language, string[]> = {
    bg: ['Профилът ви на състезател е одобрен', 'Клубът одобри профила ви на състезател'],
    en: ['Your athlete account is approved', 'The club has approved your athlete account'],
    ru: ['Ваш профиль спортсмена одобрен', 'Клуб одобрил ваш профиль спортсмена'],
  };

  it('tells each athlete once when approved, not on a repeated approval; again after a withdrawal', async () => {
    const admin = await buildCaller(t.app, db(), { role: 'admin', name: 'Админ' });
    const decide = (userId: string, approved: boolean) =>
      admin.inject({ method: 'POST', url: `/api/admin/athletes/${userId}/decision`, payload: { approved } });
    for (const language of LANGUAGES) {
      const athlete = await caller(language, { role: 'athlete', approved: false });
      expect((await decide(athlete.user.id, true)).statusCode).toBe(204);
      expect((await decide(athlete.user.id, true)).statusCode).toBe(204);
      const mails = await mailsTo(db(), athlete.user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.kind).toBe('notice-athlete_approved');
      expectWrittenIn(mails[0], language, [...WORDS[language], NAMES[language].parent, '/athlete/dashboard']);
    }
    const athlete = await caller('bg', { role: 'athlete', approved: false });
    await decide(athlete.user.id, true);
    await decide(athlete.user.id, false);
    expect(await mailsTo(db(), athlete.user.email)).toHaveLength(1);
    clock = new Date(START.getTime() + 60 * 60_000); // approved again an hour later
    await decide(athlete.user.id, true);
    expect(await mailsTo(db(), athlete.user.email)).toHaveLength(2);
  });

  it('is not mailed to an athlete who turned it off', async () => {
    const admin = await buildCaller(t.app, db(), { role: 'admin', name: 'Админ' });
    const athlete = await caller('en', { role: 'athlete', approved: false });
    await turnOffMail(db(), athlete.user.id, 'athlete_approved');
    await admin.inject({
      method: 'POST',
      url: `/api/admin/athletes/${athlete.user.id}/decision`,
      payload: { approved: true },
    });
    expect(await mailsTo(db(), athlete.user.email)).toEqual([]);
  });
});
