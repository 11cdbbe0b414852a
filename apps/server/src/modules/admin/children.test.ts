// The admin console's children: refusals first, then the search and filters over six children made here, each
// answer written out by hand, one child read exactly as its parent reads it, and a class move by an admin, audited.
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, enrollments } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment, buildPayment, buildUser } from '../../test/factories.js';

const t = useTestApp({ rateLimitMax: 100_000 });
let admin: Caller;
beforeEach(async () => {
  admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
});

type Row = { id: string; fullName: string };

/** The children's names the console lists for a query string, all on one page. */
async function listed(query: string) {
  const res = await admin.inject({ url: `/api/admin/children?pageSize=100&${query}` });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { items: Row[]; total: number };
  expect(body.total).toBe(body.items.length);
  return body.items.map((r) => r.fullName);
}

/**
 * Three families, two classes: each child's Bulgarian name, Latin name, parent, level and enrollments, so that every
 * expected answer below can be read off this table. Where two names share a beginning (Александър, Алексия) they part
 * at plain letters (а before и), so any collation sorts them alike.
 */
async function buildFamilies() {
  const db = t.database.db;
  const petrova = await buildUser(db, { name: 'Мария Петрова', email: 'maria.petrova@example.bg' });
  const ivanov = await buildUser(db, { name: 'Georgi Ivanov', email: 'g.ivanov@example.bg' });
  const dimova = await buildUser(db, { name: 'Елена Димова', email: 'elena_d@example.bg' });
  const pool = await buildClass(db);
  const gym = await buildClass(db);
  const child = (
    parentId: string,
    fullName: string,
    latin: string,
    skillLevel: 'beginner' | 'intermediate' | 'advanced',
  ) => {
    const [firstName, lastName] = latin.split(' ') as [string, string];
    return buildChild(db, parentId, { fullName, firstName, lastName, skillLevel });
  };
  const alexander = await child(petrova.id, 'Александър Петров', 'Alexander Petrov', 'beginner');
  await child(petrova.id, 'Виктория Петрова', 'Viktoria Petrova', 'intermediate');
  const boris = await child(ivanov.id, 'Борис Иванов', 'Boris Ivanov', 'advanced');
  const denitsa = await child(ivanov.id, 'Деница Иванова', 'Denitsa Ivanova', 'beginner');
  const aleksia = await child(dimova.id, 'Алексия Димова', 'Aleksia Dimova', 'intermediate');
  const kalina = await child(dimova.id, 'Калина Димова', 'Kalina Dimova', 'beginner');
  await buildEnrollment(db, alexander.id, pool.id);
  await buildEnrollment(db, denitsa.id, pool.id, { active: false });
  await buildEnrollment(db, aleksia.id, pool.id);
  await buildEnrollment(db, aleksia.id, gym.id);
  await buildEnrollment(db, boris.id, gym.id);
  await buildEnrollment(db, kalina.id, gym.id);
  return { pool, gym };
}

describe('admin children', () => {
  it('refuses anonymous callers (401) and non-admins (403) on every children route, changing nothing', async () => {
    const parentCaller = await buildCaller(t.app, t.database.db, { role: 'parent' });
    const child = await buildChild(t.database.db, parentCaller.user.id);
    const cls = await buildClass(t.database.db);
    const enrollment = await buildEnrollment(t.database.db, child.id, cls.id);
    const other = await buildClass(t.database.db);
    const requests = [
      { method: 'GET' as const, url: '/api/admin/children' },
      { method: 'GET' as const, url: `/api/admin/children/${child.id}` },
      { method: 'GET' as const, url: `/api/admin/children/${child.id}/activity` },
      {
        method: 'POST' as const,
        url: `/api/admin/children/${child.id}/enrollments/${enrollment.id}/transfer`,
        payload: { toClassId: other.id },
      },
    ];
    const instructor = await buildCaller(t.app, t.database.db, { role: 'instructor' });
    for (const request of requests) {
      expect((await t.app.inject(request)).statusCode).toBe(401);
      // Even the child's own parent goes through the family routes, not the console's.
      expect((await parentCaller.inject(request)).statusCode).toBe(403);
      expect((await instructor.inject(request)).statusCode).toBe(403);
    }
    expect(await t.database.db.select().from(enrollments)).toEqual([enrollment]);
    expect(await t.database.db.select().from(auditLog)).toEqual([]);
  });

  it('finds children by name or parent and filters by class, level and status', async () => {
    const { pool, gym } = await buildFamilies();

    expect(await listed('')).toEqual([
      'Александър Петров',
      'Алексия Димова',
      'Борис Иванов',
      'Виктория Петрова',
      'Деница Иванова',
      'Калина Димова',
    ]);
    // The parent's email, the parent's name, the child's Bulgarian or Latin name, any case.
    expect(await listed('search=maria.petrova%40example.bg')).toEqual(['Александър Петров', 'Виктория Петрова']);
    expect(await listed('search=georgi')).toEqual(['Борис Иванов', 'Деница Иванова']);
    expect(await listed(`search=${encodeURIComponent('петров')}`)).toEqual(['Александър Петров', 'Виктория Петрова']);
    expect(await listed('search=ALEX')).toEqual(['Александър Петров']);
    expect(await listed(`search=${encodeURIComponent('АЛЕКС')}`)).toEqual(['Александър Петров', 'Алексия Димова']);
    expect(await listed('search=ivanova')).toEqual(['Деница Иванова']);
    // '_' is a letter to look for, not a wildcard ('a_d' would otherwise also match Alexander's 'and').
    expect(await listed('search=a_d')).toEqual(['Алексия Димова', 'Калина Димова']);

    // An inactive enrollment does not count: Деница's in the pool class has ended.
    expect(await listed(`classId=${pool.id}`)).toEqual(['Александър Петров', 'Алексия Димова']);
    expect(await listed(`classId=${gym.id}`)).toEqual(['Алексия Димова', 'Борис Иванов', 'Калина Димова']);
    expect(await listed('classId=not-a-uuid')).toEqual([]);
    expect(await listed('level=beginner&status=enrolled')).toEqual(['Александър Петров', 'Калина Димова']);
    expect(await listed('level=intermediate&status=enrolled')).toEqual(['Алексия Димова']);
    expect(await listed('level=advanced&status=enrolled')).toEqual(['Борис Иванов']);
    expect(await listed('level=beginner')).toEqual(['Александър Петров', 'Деница Иванова', 'Калина Димова']);
    expect(await listed('status=notEnrolled')).toEqual(['Виктория Петрова', 'Деница Иванова']);
    expect(await listed('status=enrolled')).toEqual([
      'Александър Петров',
      'Алексия Димова',
      'Борис Иванов',
      'Калина Димова',
    ]);

    const secondPage = (
      await admin.inject({ url: '/api/admin/children?pageSize=2&page=2&sort=name&order=desc' })
    ).json() as { items: Row[]; total: number };
    expect(secondPage.total).toBe(6);
    expect(secondPage.items.map((r) => r.fullName)).toEqual(['Виктория Петрова', 'Борис Иванов']);
    expect((await admin.inject({ url: '/api/admin/children?status=maybe' })).statusCode).toBe(400);
  });

  it("reads any child exactly as its parent reads it, while a parent still never reaches another family's child", async () => {
    const parent = await buildCaller(t.app, t.database.db, { role: 'parent' });
    const stranger = await buildCaller(t.app, t.database.db, { role: 'parent' });
    const child = await buildChild(t.database.db, parent.user.id);
    const enrollment = await buildEnrollment(t.database.db, child.id, (await buildClass(t.database.db)).id);
    const payment = await buildPayment(t.database.db, {
      parentId: parent.user.id,
      childId: child.id,
      enrollmentId: enrollment.id,
    });

    const own = await parent.inject({ url: `/api/children/${child.id}` });
    const asAdmin = await admin.inject({ url: `/api/admin/children/${child.id}` });
    expect(asAdmin.statusCode).toBe(200);
    const { parent: contact, ...rest } = asAdmin.json();
    expect(rest).toEqual(own.json());
    expect(contact).toMatchObject({ id: parent.user.id, email: parent.user.email });
    const activity = (await admin.inject({ url: `/api/admin/children/${child.id}/activity` })).json();
    expect(activity).toEqual((await parent.inject({ url: `/api/children/${child.id}/activity` })).json());
    // Each payment carries the number people quote, as the ledger numbered it.
    expect(activity.payments).toEqual([expect.objectContaining({ id: payment.id, number: payment.number })]);
    expect(payment.number).toMatch(/^PM-\d{4}-\d{6}$/);

    const unknown = await stranger.inject({ url: `/api/children/${crypto.randomUUID()}` });
    for (const url of [`/api/children/${child.id}`, `/api/children/${child.id}/activity`]) {
      const res = await stranger.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
    for (const id of ['not-a-uuid', crypto.randomUUID()]) {
      expect((await admin.inject({ url: `/api/admin/children/${id}` })).json().error.code).toBe('CHILD_NOT_FOUND');
    }
  });

  it('moves a child to another class with the sessions left, audited as the admin; a full class is refused', async () => {
    const db = t.database.db;
    const parent = await buildCaller(t.app, db, { role: 'parent' });
    const child = await buildChild(db, parent.user.id);
    const from = await buildClass(db);
    const to = await buildClass(db, { maxCapacity: 1 });
    const enrollment = await buildEnrollment(db, child.id, from.id, { sessionsRemaining: 5 });
    const url = `/api/admin/children/${child.id}/enrollments/${enrollment.id}/transfer`;

    const moved = await admin.inject({ method: 'POST', url, payload: { toClassId: to.id } });
    expect(moved.statusCode).toBe(200);
    const rows = await db.select().from(enrollments);
    expect(rows.map((r) => [r.classId, r.active, r.sessionsRemaining]).sort()).toEqual(
      [
        [from.id, false, 5],
        [to.id, true, 5],
      ].sort(),
    );
    expect(await db.select().from(auditLog)).toMatchObject([
      { actorId: admin.user.id, action: 'enrollment.transferred', details: { fromClass: from.id, toClass: to.id } },
    ]);

    // Back into a class that is now full: refused, nothing changes.
    const other = await buildChild(db, parent.user.id, { fullName: 'Друго Дете' });
    const second = await buildEnrollment(db, other.id, from.id);
    const before = await db.select().from(enrollments).orderBy(enrollments.id);
    const full = await admin.inject({
      method: 'POST',
      url: `/api/admin/children/${other.id}/enrollments/${second.id}/transfer`,
      payload: { toClassId: to.id },
    });
    expect(full.json().error.code).toBe('CLASS_FULL');
    expect(await db.select().from(enrollments).orderBy(enrollments.id)).toEqual(before);
  });
});
