// Assessments, achievements and race times recorded by a coach, and seen by the parent on the child's tabs.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRaceTime } from '@swim/shared/api/instructor';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import {
  achievements,
  assessmentScores,
  assessments,
  performanceRecords,
  progressMetrics,
} from '../../db/schema/index.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { type TestDatabase, createTestDatabase } from '../../test/database.js';
import { buildChild, buildClass, buildEnrollment } from '../../test/factories.js';

// Friday 20 March 2026, 00:30 in Sofia (still 19 March in UTC).
const clock = new Date('2026-03-19T22:30:00Z');
let database: TestDatabase;
let app: FastifyInstance;
let coach: Caller;
let parent: Caller;
let childId: string;
let classId: string;

/** The catalog as the club seeds it, written out here rather than read from the seed under test. */
const CATALOG = [
  ['speed', 'Скорост', 'Speed', 'Скорость'],
  ['power', 'Сила', 'Power', 'Сила'],
  ['endurance', 'Издръжливост', 'Endurance', 'Выносливость'],
  ['technique', 'Техника', 'Technique', 'Техника'],
  ['mentality', 'Манталитет', 'Mentality', 'Менталитет'],
  ['coordination', 'Координация', 'Coordination', 'Координация'],
  ['discipline', 'Дисциплина', 'Discipline', 'Дисциплина'],
] as const;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig({ rateLimitMax: 100_000 }), database, now: () => clock });
  await app.ready();
  await database.db
    .insert(progressMetrics)
    .values(CATALOG.map(([key, bg, en, ru], i) => ({ key, label: { bg, en, ru }, sortOrder: i + 1 })));
  coach = await buildCaller(app, database.db, { role: 'instructor', name: 'Иван Треньоров' });
  parent = await buildCaller(app, database.db, { name: 'Мария Петрова' });
  classId = (await buildClass(database.db, { instructorId: coach.user.id })).id;
  childId = (await buildChild(database.db, parent.user.id, { fullName: 'Анна Петрова' })).id;
  await buildEnrollment(database.db, childId, classId);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const post = (what: string, payload: object) =>
  coach.inject({ method: 'POST', url: `/api/instructor/children/${childId}/${what}`, payload });
const activity = async () => (await parent.inject({ url: `/api/children/${childId}/activity` })).json();
const counts = async () => ({
  assessments: (await database.db.select().from(assessments)).length,
  scores: (await database.db.select().from(assessmentScores)).length,
  achievements: (await database.db.select().from(achievements)).length,
  times: (await database.db.select().from(performanceRecords)).length,
});

describe('the metric catalog', () => {
  it('lists the seven metrics with their labels in three languages, in order', async () => {
    const res = await coach.inject({ url: '/api/instructor/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(CATALOG.map(([key, bg, en, ru]) => ({ key, label: { bg, en, ru } })));
  });
});

describe('assessments', () => {
  it('are recorded with their scores and show on the parent’s progress tab', async () => {
    const res = await post('assessments', {
      date: '2026-03-20',
      notes: 'Много по-добро дишане',
      scores: [
        { metric: 'technique', score: 8 },
        { metric: 'speed', score: 6 },
        { metric: 'discipline', score: 10 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      date: '2026-03-20',
      notes: 'Много по-добро дишане',
      instructor: { bg: 'Иван Треньоров' },
      scores: { technique: 8, speed: 6, discipline: 10 },
    });
    const [row] = await database.db.select().from(assessments);
    expect(row).toMatchObject({ childId, classId, instructorId: coach.user.id });

    const progress = (await activity()).progress;
    expect(progress.assessments).toEqual([created]);
    const record = (await coach.inject({ url: `/api/instructor/children/${childId}` })).json();
    expect(record.assessments).toEqual([created]);
    expect(record.metrics).toHaveLength(7);
    expect(record.classes).toEqual([expect.objectContaining({ classId, active: true, sessionsRemaining: 8 })]);
  });

  it('refuse bad input with translated keys and store nothing', async () => {
    const before = await counts();
    const cases: [object, { path: string; message: string }][] = [
      [
        { date: '2026-03-20', scores: [] },
        { path: 'scores', message: 'scoresRequired' },
      ],
      [{ date: '2026-03-20' }, { path: 'scores', message: 'scoresRequired' }],
      [
        { date: '2026-03-20', scores: [{ metric: 'speed', score: 0 }] },
        { path: 'scores.0.score', message: 'scoreRange' },
      ],
      [
        { date: '2026-03-20', scores: [{ metric: 'speed', score: 11 }] },
        { path: 'scores.0.score', message: 'scoreRange' },
      ],
      [
        { date: '2026-03-20', scores: [{ metric: 'speed', score: 6.5 }] },
        { path: 'scores.0.score', message: 'scoreRange' },
      ],
      [
        { date: '2026-03-20', scores: [{ metric: 'luck', score: 5 }] },
        { path: 'scores.0.metric', message: 'metricUnknown' },
      ],
      [
        {
          date: '2026-03-20',
          scores: [
            { metric: 'speed', score: 5 },
            { metric: 'speed', score: 6 },
          ],
        },
        { path: 'scores.1.metric', message: 'metricDuplicate' },
      ],
      [
        { date: '2026-02-30', scores: [{ metric: 'speed', score: 5 }] },
        { path: 'date', message: 'dateInvalid' },
      ],
      // Tomorrow in Sofia; a coach assesses what happened, not what will.
      [
        { date: '2026-03-21', scores: [{ metric: 'speed', score: 5 }] },
        { path: 'date', message: 'dateInFuture' },
      ],
    ];
    for (const [payload, issue] of cases) {
      const res = await post('assessments', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.details, JSON.stringify(payload)).toContainEqual(issue);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuse a metric missing from the catalog', async () => {
    await database.db.delete(progressMetrics).where(eq(progressMetrics.key, 'power'));
    const res = await post('assessments', { date: '2026-03-19', scores: [{ metric: 'power', score: 5 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([{ path: 'scores.0.metric', message: 'metricUnknown' }]);
    await database.db.insert(progressMetrics).values({ key: 'power', label: { bg: 'Сила' }, sortOrder: 2 });
  });
});

describe('achievements', () => {
  it('are awarded with a Bulgarian title (other languages optional) and show on the parent’s tab', async () => {
    const res = await post('achievements', {
      title: { bg: 'Първите 25 метра', en: 'First 25 metres', ru: '' },
      kind: 'milestone',
      awardedAt: '2026-03-20',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      title: { bg: 'Първите 25 метра', en: 'First 25 metres' },
      kind: 'milestone',
      awardedAt: '2026-03-20',
    });
    expect(res.json().title).not.toHaveProperty('ru');
    expect((await activity()).achievements).toEqual([res.json()]);
  });

  it('refuse a missing title, an unknown kind and a future date', async () => {
    const before = await counts();
    const cases: [object, { path: string; message: string }][] = [
      [
        { title: { bg: ' ' }, kind: 'medal', awardedAt: '2026-03-20' },
        { path: 'title.bg', message: 'titleRequired' },
      ],
      [
        { kind: 'medal', awardedAt: '2026-03-20' },
        { path: 'title', message: 'titleRequired' },
      ],
      [
        { title: { bg: 'Медал' }, kind: 'trophy', awardedAt: '2026-03-20' },
        { path: 'kind', message: 'required' },
      ],
      [
        { title: { bg: 'Медал' }, kind: 'medal', awardedAt: '2026-03-21' },
        { path: 'awardedAt', message: 'dateInFuture' },
      ],
    ];
    for (const [payload, issue] of cases) {
      const res = await post('achievements', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.details, JSON.stringify(payload)).toContainEqual(issue);
    }
    expect(await counts()).toEqual(before);
  });
});

describe('race times', () => {
  it('read m:ss.hh, mm:ss.hh and ss.hh as hundredths of a second', () => {
    expect(parseRaceTime('0:32.45')).toBe(3245);
    expect(parseRaceTime('32.45')).toBe(3245);
    expect(parseRaceTime('1:05.30')).toBe(6530);
    expect(parseRaceTime('21:09.07')).toBe(126907);
    for (const bad of ['1:05.3', '1:65.00', '65.00', '1:05', '0:00.00', 'abc', '-1:00.00', '100:00.00']) {
      expect(parseRaceTime(bad), bad).toBeNull();
    }
  });

  it('are recorded and show on the parent’s performance tab', async () => {
    const res = await post('times', {
      distance: 50,
      stroke: 'freestyle',
      time: '0:41.27',
      date: '2026-03-14',
      event: 'Купа София',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      distance: 50,
      stroke: 'freestyle',
      timeCentiseconds: 4127,
      date: '2026-03-14',
      event: 'Купа София',
    });
    expect((await activity()).performance).toEqual([res.json()]);
    const noEvent = await post('times', { distance: 25, stroke: 'backstroke', time: '24.80', date: '2026-03-20' });
    expect(noEvent.json()).toMatchObject({ timeCentiseconds: 2480, event: null });
  });

  it('refuse an odd distance, a badly written time, an unknown stroke and a future date', async () => {
    const before = await counts();
    const good = { distance: 100, stroke: 'butterfly', time: '1:35.00', date: '2026-03-20' };
    const cases: [object, { path: string; message: string }][] = [
      [
        { ...good, distance: 60 },
        { path: 'distance', message: 'distanceInvalid' },
      ],
      [
        { ...good, distance: '100' },
        { path: 'distance', message: 'distanceInvalid' },
      ],
      [
        { ...good, time: '1:35' },
        { path: 'time', message: 'timeInvalid' },
      ],
      [
        { ...good, time: 9500 },
        { path: 'time', message: 'timeInvalid' },
      ],
      [
        { ...good, stroke: 'doggy' },
        { path: 'stroke', message: 'required' },
      ],
      [
        { ...good, date: '2026-03-21' },
        { path: 'date', message: 'dateInFuture' },
      ],
    ];
    for (const [payload, issue] of cases) {
      const res = await post('times', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.details, JSON.stringify(payload)).toContainEqual(issue);
    }
    expect(await counts()).toEqual(before);
  });
});
