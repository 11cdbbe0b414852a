// The admin console's children: refusals first, then the search and filters compared with plain SQL over the
// seeded demo club, one child read exactly as its parent reads it, and a class move by an admin, audited.
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { auditLog, enrollments } from '../../db/schema/index.js';
import { seedDemoClub } from '../../db/seed/seed-demo-club.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment } from '../../test/factories.js';

const t = useTestApp({ rateLimitMax: 100_000 });
let admin: Caller;
beforeEach(async () => {
  admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
});

type Row = { id: string };
const ids = (rows: Row[]) => rows.map((r) => r.id);

/** Child ids straight from the tables, by name then id, for a condition written in plain SQL. */
async function childIdsWhere(condition: string, params: Record<string, string> = {}) {
  let text = condition;
  const chunks: ReturnType<typeof sql>[] = [];
  // Parameters are bound, never pasted: ":name" placeholders become SQL parameters.
  for (const name of Object.keys(params)) text = text.replaceAll(`:${name}`, `\u0000${name}\u0000`);
  for (const part of text.split('\u0000')) chunks.push(part in params ? sql`${params[part]}` : sql.raw(part));
  const rows = await queryRows<Row>(
    t.database.db,
    sql`select c.id from children c join users u on u.id = c.parent_id where ${sql.join(chunks, sql``)} order by c.full_name, c.id`,
  );
  return ids(rows);
}

async function listed(query: string) {
  const res = await admin.inject({ url: `/api/admin/children?pageSize=100&${query}` });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { items: Row[]; total: number };
  expect(body.total).toBe(body.items.length);
  return ids(body.items);
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

  it('finds children by name or parent and filters by class, level and status exactly as the tables say', async () => {
    await seedDemoClub(t.database.db);
    const [someClass] = await queryRows<Row>(
      t.database.db,
      sql`select class_id as id from enrollments where active group by class_id order by count(*) desc, class_id limit 1`,
    );
    expect(someClass).toBeDefined();
    const classId = someClass?.id ?? '';
    const active = 'exists (select 1 from enrollments e where e.child_id = c.id and e.active)';

    const all = await listed('');
    expect(all.length).toBeGreaterThan(5);
    expect(all).toEqual(await childIdsWhere('true'));
    expect(await listed('search=parent%40delfin-swim.bg')).toEqual(
      await childIdsWhere("lower(u.email) like '%parent@delfin-swim.bg%'"),
    );
    expect(await listed('search=parent@delfin-swim.bg').then((r) => r.length)).toBeGreaterThan(0);
    expect(await listed(`search=${encodeURIComponent('петров')}`)).toEqual(
      await childIdsWhere(
        "(c.full_name ilike '%петров%' or (c.first_name || ' ' || c.last_name) ilike '%петров%' or u.full_name ilike '%петров%' or u.email ilike '%петров%')",
      ),
    );
    expect(await listed('search=ALEX')).toEqual(
      await childIdsWhere(
        "((c.first_name || ' ' || c.last_name) ilike '%alex%' or c.full_name ilike '%alex%' or u.full_name ilike '%alex%' or u.email ilike '%alex%')",
      ),
    );
    expect(await listed(`classId=${classId}`)).toEqual(
      await childIdsWhere(
        'exists (select 1 from enrollments e where e.child_id = c.id and e.active and e.class_id = :cls)',
        {
          cls: classId,
        },
      ),
    );
    for (const level of ['beginner', 'intermediate', 'advanced']) {
      expect(await listed(`level=${level}&status=enrolled`)).toEqual(
        await childIdsWhere(`c.skill_level = :level and ${active}`, { level }),
      );
    }
    const none = await listed('status=notEnrolled');
    expect(none).toEqual(await childIdsWhere(`not ${active}`));
    expect((await listed('status=enrolled')).length + none.length).toBe(all.length);
    expect(await listed('classId=not-a-uuid')).toEqual([]);

    const firstPage = (
      await admin.inject({ url: '/api/admin/children?pageSize=2&page=2&sort=name&order=desc' })
    ).json();
    expect(firstPage.total).toBe(all.length);
    expect(ids(firstPage.items)).toEqual([...all].reverse().slice(2, 4));
    expect((await admin.inject({ url: '/api/admin/children?status=maybe' })).statusCode).toBe(400);
  });

  it("reads any child exactly as its parent reads it, while a parent still never reaches another family's child", async () => {
    const parent = await buildCaller(t.app, t.database.db, { role: 'parent' });
    const stranger = await buildCaller(t.app, t.database.db, { role: 'parent' });
    const child = await buildChild(t.database.db, parent.user.id);
    await buildEnrollment(t.database.db, child.id, (await buildClass(t.database.db)).id);

    const own = await parent.inject({ url: `/api/children/${child.id}` });
    const asAdmin = await admin.inject({ url: `/api/admin/children/${child.id}` });
    expect(asAdmin.statusCode).toBe(200);
    const { parent: contact, ...rest } = asAdmin.json();
    expect(rest).toEqual(own.json());
    expect(contact).toMatchObject({ id: parent.user.id, email: parent.user.email });
    expect((await admin.inject({ url: `/api/admin/children/${child.id}/activity` })).json()).toEqual(
      (await parent.inject({ url: `/api/children/${child.id}/activity` })).json(),
    );

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
