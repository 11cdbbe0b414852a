import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, classSessions, classes } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment, buildLocation, buildUser } from '../../test/factories.js';

const t = useTestApp();
let admin: Caller;
let instructorId: string;
let locationId: string;
beforeEach(async () => {
  admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
  instructorId = (await buildUser(t.database.db, { role: 'instructor', name: 'Иван Треньоров' })).id;
  locationId = (await buildLocation(t.database.db)).id;
});

const input = (overrides: Record<string, unknown> = {}) => ({
  title: { bg: 'Делфинчета', en: 'Little Dolphins', ru: '' },
  description: { bg: 'За най-малките', en: '', ru: '' },
  instructorId,
  locationId,
  level: 'beginner',
  lane: 'Коридор 2',
  durationMinutes: 45,
  pricePerClass: 2500,
  monthlyPrice: 26000,
  maxCapacity: 10,
  sessions: [
    { dayOfWeek: 1, startTime: '17:30' },
    { dayOfWeek: 3, startTime: '17:30' },
  ],
  active: true,
  ...overrides,
});

const snapshot = async () => ({
  classes: await t.database.db.select().from(classes).orderBy(classes.id),
  sessions: await t.database.db.select().from(classSessions).orderBy(classSessions.id),
  audit: await t.database.db.select().from(auditLog),
});
const issues = (body: { error: { details?: { path: string; message: string }[] } }) =>
  (body.error.details ?? []).map((d) => [d.path, d.message]);

describe('admin classes', () => {
  it('refuses anonymous callers and non-admins', async () => {
    expect((await t.app.inject({ url: '/api/admin/classes' })).statusCode).toBe(401);
    for (const role of ['parent', 'instructor'] as const) {
      const caller = await buildCaller(t.app, t.database.db, { role });
      expect((await caller.inject({ url: '/api/admin/classes' })).statusCode).toBe(403);
      expect((await caller.inject({ method: 'POST', url: '/api/admin/classes', payload: input() })).statusCode).toBe(
        403,
      );
    }
    expect(await t.database.db.select().from(classes)).toEqual([]);
  });

  it('refuses sessions without a day or time, duplicates and none at all, changing nothing', async () => {
    const before = await snapshot();
    const post = (payload: object) => admin.inject({ method: 'POST', url: '/api/admin/classes', payload });
    const none = await post(input({ sessions: [] }));
    expect(none.statusCode).toBe(400);
    expect(issues(none.json())).toEqual([['sessions', 'sessionsRequired']]);
    const duplicate = await post(
      input({
        sessions: [
          { dayOfWeek: 1, startTime: '17:30' },
          { dayOfWeek: 1, startTime: '17:30' },
        ],
      }),
    );
    expect(issues(duplicate.json())).toEqual([['sessions.1.startTime', 'sessionDuplicate']]);
    const incomplete = await post(input({ sessions: [{ dayOfWeek: 1, startTime: '' }, { startTime: '18:00' }] }));
    expect(issues(incomplete.json())).toEqual([
      ['sessions.0.startTime', 'sessionTimeRequired'],
      ['sessions.1.dayOfWeek', 'sessionDayRequired'],
    ]);
    expect((await post(input({ sessions: 'monday' }))).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses other bad input with field issues, and a malformed or unknown id with 404', async () => {
    const parent = await buildUser(t.database.db, { role: 'parent' });
    const bad = await admin.inject({
      method: 'POST',
      url: '/api/admin/classes',
      payload: input({ title: { bg: '' }, maxCapacity: 0, pricePerClass: -1, durationMinutes: 1.5, level: 'pro' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(issues(bad.json())).toEqual(
      expect.arrayContaining([
        ['title.bg', 'titleRequired'],
        ['maxCapacity', 'capacityInvalid'],
        ['pricePerClass', 'priceInvalid'],
        ['durationMinutes', 'durationInvalid'],
        ['level', 'levelRequired'],
      ]),
    );
    const wrongPeople = await admin.inject({
      method: 'POST',
      url: '/api/admin/classes',
      payload: input({ instructorId: parent.id, locationId: 'nowhere' }),
    });
    expect(wrongPeople.statusCode).toBe(400);
    expect(issues(wrongPeople.json())).toEqual([
      ['instructorId', 'instructorRequired'],
      ['locationId', 'locationRequired'],
    ]);
    for (const id of ['not-a-uuid', crypto.randomUUID()]) {
      expect(
        (await admin.inject({ method: 'PUT', url: `/api/admin/classes/${id}`, payload: input() })).statusCode,
      ).toBe(404);
      expect((await admin.inject({ method: 'DELETE', url: `/api/admin/classes/${id}` })).statusCode).toBe(404);
    }
    expect(await t.database.db.select().from(classes)).toEqual([]);
  });

  it('creates a class that the public schedule and the registration wizard show at once', async () => {
    const res = await admin.inject({ method: 'POST', url: '/api/admin/classes', payload: input() });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      title: { bg: 'Делфинчета', en: 'Little Dolphins' },
      description: { bg: 'За най-малките' },
      instructor: { id: instructorId, name: { bg: 'Иван Треньоров' } },
      location: { id: locationId },
      currency: t.app.config.currency,
      enrolled: 0,
      sessions: [
        { dayOfWeek: 1, startTime: '17:30' },
        { dayOfWeek: 3, startTime: '17:30' },
      ],
    });
    const schedule = (await t.app.inject({ url: '/api/schedule' })).json();
    expect(schedule.filter((e: { classId: string }) => e.classId === created.id)).toHaveLength(2);
    const wizard = (await t.app.inject({ url: `/api/classes?locationId=${locationId}` })).json();
    expect(wizard.map((c: { id: string; freePlaces: number }) => [c.id, c.freePlaces])).toEqual([[created.id, 10]]);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(audit).toMatchObject({ actorId: admin.user.id, action: 'class.created' });
  });

  it('refuses ages that are not whole years from 0 to 99 or whose lowest is above the highest, changing nothing', async () => {
    const before = await snapshot();
    const post = (payload: object) => admin.inject({ method: 'POST', url: '/api/admin/classes', payload });
    const cases: [Record<string, unknown>, string[][]][] = [
      [{ minAge: 7, maxAge: 5 }, [['maxAge', 'ageRangeInvalid']]],
      [
        { minAge: -1, maxAge: 100 },
        [
          ['minAge', 'ageInvalid'],
          ['maxAge', 'ageInvalid'],
        ],
      ],
      [{ minAge: 3.5 }, [['minAge', 'ageInvalid']]],
      [{ maxAge: '10' }, [['maxAge', 'ageInvalid']]],
    ];
    for (const [ages, expected] of cases) {
      const res = await post(input(ages));
      expect(res.statusCode).toBe(400);
      expect(issues(res.json())).toEqual(expected);
    }
    expect(await snapshot()).toEqual(before);

    // The edit runs the same rules, and the class keeps its ages.
    const cls = await buildClass(t.database.db, { locationId, instructorId, minAge: 5, maxAge: 7 });
    const reversed = await admin.inject({
      method: 'PUT',
      url: `/api/admin/classes/${cls.id}`,
      payload: input({ minAge: 9, maxAge: 8 }),
    });
    expect(reversed.statusCode).toBe(400);
    expect(issues(reversed.json())).toEqual([['maxAge', 'ageRangeInvalid']]);
    const [kept] = await t.database.db.select().from(classes).where(eq(classes.id, cls.id));
    expect([kept?.minAge, kept?.maxAge]).toEqual([5, 7]);
  });

  it('keeps the ages a class is for, open at either end, and shows them where classes are read', async () => {
    const created = await admin.inject({
      method: 'POST',
      url: '/api/admin/classes',
      payload: input({ minAge: 3, maxAge: 4 }),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({ minAge: 3, maxAge: 4 });

    const edited = await admin.inject({
      method: 'PUT',
      url: `/api/admin/classes/${id}`,
      payload: input({ minAge: 10, maxAge: null }),
    });
    expect(edited.json()).toMatchObject({ minAge: 10, maxAge: null });
    const [row] = await t.database.db.select().from(classes).where(eq(classes.id, id));
    expect([row?.minAge, row?.maxAge]).toEqual([10, null]);
    const list = (await admin.inject({ url: '/api/admin/classes' })).json();
    expect(list.items.map((c: { minAge: number; maxAge: number }) => [c.minAge, c.maxAge])).toEqual([[10, null]]);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'class.updated'));
    expect(audit?.details).toMatchObject({ minAge: { from: 3, to: 10 }, maxAge: { from: 4, to: null } });

    // A caller that leaves the ages out (an older form) sends no bound.
    const open = await admin.inject({ method: 'PUT', url: `/api/admin/classes/${id}`, payload: input() });
    expect(open.json()).toMatchObject({ minAge: null, maxAge: null });
  });

  it('edits sessions and capacity, refusing a capacity below the children enrolled, and deactivates', async () => {
    const db = t.database.db;
    const cls = await buildClass(db, { locationId, instructorId, maxCapacity: 5 });
    const parent = await buildUser(db);
    for (const name of ['Ана', 'Борис', 'Вера']) {
      await buildEnrollment(db, (await buildChild(db, parent.id, { fullName: name })).id, cls.id);
    }
    const put = (payload: object) => admin.inject({ method: 'PUT', url: `/api/admin/classes/${cls.id}`, payload });
    const before = await snapshot();
    const tooSmall = await put(input({ maxCapacity: 2 }));
    expect(tooSmall.statusCode).toBe(400);
    expect(issues(tooSmall.json())).toEqual([['maxCapacity', 'capacityBelowEnrolled']]);
    expect(await snapshot()).toEqual(before);

    const edited = await put(input({ maxCapacity: 3, sessions: [{ dayOfWeek: 5, startTime: '09:00' }] }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      maxCapacity: 3,
      enrolled: 3,
      sessions: [{ dayOfWeek: 5, startTime: '09:00' }],
    });
    const schedule = (await t.app.inject({ url: '/api/schedule' })).json();
    expect(schedule.map((e: { dayOfWeek: number; freePlaces: number }) => [e.dayOfWeek, e.freePlaces])).toEqual([
      [5, 0],
    ]);

    expect((await put(input({ maxCapacity: 3, active: false }))).json().active).toBe(false);
    expect((await t.app.inject({ url: '/api/schedule' })).json()).toEqual([]);
    expect((await t.app.inject({ url: '/api/classes' })).json()).toEqual([]);
    const actions = await db.select().from(auditLog).where(eq(auditLog.entityId, cls.id));
    expect(actions.map((a) => a.action).sort()).toEqual(['class.deactivated', 'class.updated']);
  });

  it('deletes a class that never had enrollments and refuses one that had, changing nothing', async () => {
    const db = t.database.db;
    const used = await buildClass(db, { locationId });
    const parent = await buildUser(db);
    await buildEnrollment(db, (await buildChild(db, parent.id)).id, used.id, { active: false });
    const unused = await buildClass(db, { locationId });
    const before = await snapshot();
    const refused = await admin.inject({ method: 'DELETE', url: `/api/admin/classes/${used.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('CLASS_IN_USE');
    expect(await snapshot()).toEqual(before);
    expect((await admin.inject({ method: 'DELETE', url: `/api/admin/classes/${unused.id}` })).statusCode).toBe(204);
    expect((await db.select().from(classes)).map((c) => c.id)).toEqual([used.id]);
  });

  it('searches, filters by location, instructor, level and status, and pages on the server', async () => {
    const db = t.database.db;
    const other = await buildLocation(db, { name: { bg: 'Друг басейн' } });
    await buildClass(db, { locationId, instructorId, title: { bg: 'Акули', en: 'Sharks' }, level: 'advanced' });
    await buildClass(db, { locationId: other.id, title: { bg: 'Морски кончета' }, level: 'beginner' });
    await buildClass(db, { locationId, title: { bg: 'Стара група' }, active: false });
    const get = async (query: string) => (await admin.inject({ url: `/api/admin/classes?${query}` })).json();
    expect((await get('search=sharks')).items.map((c: { title: { bg: string } }) => c.title.bg)).toEqual(['Акули']);
    expect((await get(`locationId=${other.id}`)).total).toBe(1);
    expect((await get('locationId=bad')).total).toBe(0);
    expect((await get(`instructorId=${instructorId}`)).total).toBe(1);
    expect((await get('level=advanced')).total).toBe(1);
    expect((await get('status=inactive')).items.map((c: { title: { bg: string } }) => c.title.bg)).toEqual([
      'Стара група',
    ]);
    const paged = await get('sort=title&order=asc&pageSize=2&page=2');
    expect(paged).toMatchObject({ total: 3, page: 2 });
    expect(paged.items.map((c: { title: { bg: string } }) => c.title.bg)).toEqual(['Стара група']);
  });
});
