// Who reaches the instructor's workspace: instructors their own classes and those classes' children, admins all.
// Parents and athletes are refused; another instructor's class or child answers exactly like an unknown id.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import {
  achievements,
  assessments,
  attendance,
  auditLog,
  enrollments,
  performanceRecords,
  sessionChanges,
  progressMetrics,
} from '../../db/schema/index.js';
import { METRICS } from '../../db/seed/club-data.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { type TestDatabase, createTestDatabase } from '../../test/database.js';
import { buildChild, buildClass, buildEnrollment, buildPayment } from '../../test/factories.js';
import { findChildFor, findClassFor } from '../access/access-policy.js';

// Friday 20 March 2026, 10:00 in Sofia.
const clock = new Date('2026-03-20T08:00:00Z');
let database: TestDatabase;
let app: FastifyInstance;
let coach: Caller;
let otherCoach: Caller;
let admin: Caller;
let parent: Caller;
let athlete: Caller;
let pendingAthlete: Caller;
let mine: { classId: string; childId: string; enrollmentId: string };
let theirs: { classId: string; childId: string; enrollmentId: string };
let pastChildId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig({ rateLimitMax: 100_000 }), database, now: () => clock });
  await app.ready();
  const db = database.db;
  await db.insert(progressMetrics).values(METRICS.map((m, i) => ({ ...m, sortOrder: i + 1 })));
  coach = await buildCaller(app, db, { role: 'instructor', name: 'Иван Треньоров' });
  otherCoach = await buildCaller(app, db, { role: 'instructor', name: 'Петя Друга' });
  admin = await buildCaller(app, db, { role: 'admin', name: 'Админ' });
  parent = await buildCaller(app, db, { name: 'Мария Петрова' });
  athlete = await buildCaller(app, db, { role: 'athlete', approved: true });
  pendingAthlete = await buildCaller(app, db, { role: 'athlete', approved: false });
  const place = async (instructorId: string, fullName: string) => {
    const classId = (await buildClass(db, { instructorId, sessions: [{ dayOfWeek: 4, startTime: '17:00' }] })).id;
    const childId = (await buildChild(db, parent.user.id, { fullName })).id;
    const enrollmentId = (await buildEnrollment(db, childId, classId)).id;
    return { classId, childId, enrollmentId };
  };
  mine = await place(coach.user.id, 'Моето Дете');
  theirs = await place(otherCoach.user.id, 'Чуждо Дете');
  // A child who left the coach's class: out of the coach's reach (medical notes, contacts).
  pastChildId = (await buildChild(db, parent.user.id, { fullName: 'Бивш Ученик' })).id;
  await buildEnrollment(db, pastChildId, mine.classId, { active: false });
  await buildPayment(db, {
    parentId: parent.user.id,
    childId: mine.childId,
    enrollmentId: mine.enrollmentId,
    method: 'cash',
    status: 'pending',
    billingPeriod: '2026-03',
  });
  await buildPayment(db, {
    parentId: parent.user.id,
    childId: theirs.childId,
    enrollmentId: theirs.enrollmentId,
    method: 'bank_transfer',
    status: 'pending',
    billingPeriod: '2026-03',
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Every instructor route, about one class and one child (the class's roster is not checked here). */
const routes = (classId: string, childId: string): InjectOptions[] => [
  { method: 'GET', url: '/api/instructor/dashboard' },
  { method: 'GET', url: '/api/instructor/metrics' },
  { method: 'GET', url: `/api/instructor/classes/${classId}` },
  { method: 'GET', url: `/api/instructor/classes/${classId}/sessions?weeks=2` },
  { method: 'GET', url: `/api/instructor/classes/${classId}/payments?month=2026-03` },
  { method: 'GET', url: `/api/instructor/classes/${classId}/attendance?date=2026-03-20` },
  {
    method: 'PUT',
    url: `/api/instructor/classes/${classId}/attendance`,
    payload: { date: '2026-03-20', childId, status: 'present' },
  },
  {
    method: 'POST',
    url: `/api/instructor/classes/${classId}/guests/00000000-0000-4000-8000-000000000001/attendance`,
    payload: { status: 'present' },
  },
  {
    method: 'POST',
    url: `/api/instructor/classes/${classId}/trials/00000000-0000-4000-8000-000000000002/attendance`,
    payload: { status: 'present' },
  },
  { method: 'GET', url: `/api/instructor/classes/${classId}/dated-sessions?weeks=2` },
  {
    method: 'POST',
    url: `/api/instructor/classes/${classId}/dated-sessions/cancel`,
    payload: { date: '2026-03-20', startTime: '17:00' },
  },
  {
    method: 'POST',
    url: `/api/instructor/classes/${classId}/dated-sessions/move`,
    payload: { date: '2026-03-20', startTime: '17:00', toDate: '2026-03-19', toTime: '18:00' },
  },
  {
    method: 'POST',
    url: `/api/instructor/classes/${classId}/dated-sessions/restore`,
    payload: { date: '2026-03-20', startTime: '17:00' },
  },
  { method: 'GET', url: `/api/instructor/children/${childId}` },
  {
    method: 'POST',
    url: `/api/instructor/children/${childId}/assessments`,
    payload: { date: '2026-03-20', notes: 'Добре', scores: [{ metric: 'speed', score: 7 }] },
  },
  {
    method: 'POST',
    url: `/api/instructor/children/${childId}/achievements`,
    payload: { title: { bg: 'Първи 25 м' }, kind: 'milestone', awardedAt: '2026-03-20' },
  },
  {
    method: 'POST',
    url: `/api/instructor/children/${childId}/times`,
    payload: { distance: 50, stroke: 'freestyle', time: '0:45.10', date: '2026-03-20', event: 'Тест' },
  },
];

const written = async () => ({
  attendance: (await database.db.select().from(attendance)).length,
  assessments: (await database.db.select().from(assessments)).length,
  achievements: (await database.db.select().from(achievements)).length,
  times: (await database.db.select().from(performanceRecords)).length,
  audit: (await database.db.select().from(auditLog)).length,
  sessionChanges: (await database.db.select().from(sessionChanges)).length,
  sessions: (await database.db.select().from(enrollments)).map((e) => [e.id, e.sessionsRemaining]),
});

describe('callers without the instructor or admin role', () => {
  it('covers every instructor route the server registers', () => {
    const registered = app.routeTable.filter((r) => r.url.startsWith('/api/instructor/'));
    expect(registered).toHaveLength(routes(mine.classId, mine.childId).length);
    for (const r of registered) expect(r.access).toEqual(['instructor', 'admin']);
  });

  it('are refused on every route (401 signed out, 403 parent and athletes) and change nothing', async () => {
    const before = await written();
    for (const route of routes(mine.classId, mine.childId)) {
      expect((await app.inject(route)).statusCode, `${route.url} anonymous`).toBe(401);
      for (const [who, caller] of [
        ['parent', parent],
        ['approved athlete', athlete],
        ['unapproved athlete', pendingAthlete],
      ] as const) {
        const res = await caller.inject(route);
        expect(res.statusCode, `${route.method} ${route.url} as ${who}`).toBe(403);
        expect(res.json().error.code).toBe('FORBIDDEN');
      }
    }
    expect(await written()).toEqual(before);
  });
});

describe('another instructor’s class and children', () => {
  it('answer exactly like unknown ids, on every route, and nothing changes', async () => {
    const before = await written();
    const foreign = routes(theirs.classId, theirs.childId);
    const unknown = routes(randomUUID(), randomUUID());
    const malformed = routes('not-an-id', 'not-an-id');
    for (let i = 2; i < foreign.length; i++) {
      const a = await coach.inject(foreign[i] as InjectOptions);
      const b = await coach.inject(unknown[i] as InjectOptions);
      const c = await coach.inject(malformed[i] as InjectOptions);
      expect(a.statusCode, foreign[i]?.url as string).toBe(404);
      expect(a.json(), foreign[i]?.url as string).toEqual(b.json());
      expect(c.json(), malformed[i]?.url as string).toEqual(b.json());
    }
    expect(await written()).toEqual(before);
  });

  it('marking a child of another class in one’s own class answers like an unknown child', async () => {
    const before = await written();
    const mark = (childId: string) =>
      coach.inject({
        method: 'PUT',
        url: `/api/instructor/classes/${mine.classId}/attendance`,
        payload: { date: '2026-03-20', childId, status: 'present' },
      });
    const foreign = await mark(theirs.childId);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details).toEqual([{ path: 'childId', message: 'childNotEnrolled' }]);
    expect(foreign.json()).toEqual((await mark(randomUUID())).json());
    expect(foreign.json()).toEqual((await mark('not-an-id')).json());
    expect(await written()).toEqual(before);
  });

  it('stay off the dashboard, and their payments are not counted', async () => {
    const dash = (await coach.inject({ url: '/api/instructor/dashboard' })).json();
    expect(dash.classes.map((c: { id: string }) => c.id)).toEqual([mine.classId]);
    expect(dash.today.map((s: { classId: string }) => s.classId)).toEqual([mine.classId]);
    expect(dash.pendingPayments).toBe(1);
  });
});

describe('reach', () => {
  it('no longer reaches a child whose enrollment in the coach’s class has ended (medical notes, contacts)', async () => {
    const res = await coach.inject({ url: `/api/instructor/children/${pastChildId}` });
    const unknown = await coach.inject({ url: '/api/instructor/children/00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(unknown.json());
    // Only active enrollments are on the roster.
    const roster = (await coach.inject({ url: `/api/instructor/classes/${mine.classId}` })).json().roster;
    expect(roster.map((r: { childId: string }) => r.childId)).toEqual([mine.childId]);
  });

  it('lets an admin act on any class and child', async () => {
    const dash = (await admin.inject({ url: '/api/instructor/dashboard' })).json();
    expect(dash.classes.map((c: { id: string }) => c.id).sort()).toEqual([mine.classId, theirs.classId].sort());
    expect(dash.pendingPayments).toBe(2);
    expect((await admin.inject({ url: `/api/instructor/classes/${theirs.classId}` })).statusCode).toBe(200);
    const mark = await admin.inject({
      method: 'PUT',
      url: `/api/instructor/classes/${theirs.classId}/attendance`,
      payload: { date: '2026-03-19', childId: theirs.childId, status: 'excused' },
    });
    expect(mark.statusCode).toBe(200);
    const time = await admin.inject({
      method: 'POST',
      url: `/api/instructor/children/${theirs.childId}/times`,
      payload: { distance: 25, stroke: 'backstroke', time: '24.80', date: '2026-03-19' },
    });
    expect(time.statusCode).toBe(201);
    await database.db.delete(attendance).where(eq(attendance.childId, theirs.childId));
    await database.db.delete(performanceRecords).where(eq(performanceRecords.childId, theirs.childId));
    await database.db.delete(auditLog);
  });

  it('is decided by one policy: a parent reaches their own children and no class', async () => {
    const asParent = { id: parent.user.id, role: 'parent' as const };
    expect((await findChildFor(database.db, asParent, mine.childId, { action: 'coach' })).id).toBe(mine.childId);
    await expect(
      findChildFor(database.db, { id: otherCoach.user.id, role: 'parent' }, mine.childId, { action: 'coach' }),
    ).rejects.toThrow('Child not found');
    await expect(findClassFor(database.db, asParent, mine.classId)).rejects.toThrow('Class not found');
    const asAthlete = { id: athlete.user.id, role: 'athlete' as const };
    await expect(findChildFor(database.db, asAthlete, mine.childId, { action: 'coach' })).rejects.toThrow(
      'Child not found',
    );
  });
});
