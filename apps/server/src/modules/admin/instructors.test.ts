// The admin console's instructors: refusals first, then the list (classes and coach profile state), the role given
// through the users route, and reassigning a class (only to an instructor; otherwise nothing changes).
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, classes, coachProfiles } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildClass, buildUser } from '../../test/factories.js';

const t = useTestApp({ rateLimitMax: 100_000 });
let admin: Caller;
beforeEach(async () => {
  admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
});

const snapshot = async () => ({
  classes: await t.database.db.select().from(classes).orderBy(classes.id),
  audit: await t.database.db.select().from(auditLog),
});

describe('admin instructors', () => {
  it('refuses anonymous callers (401) and non-admins (403) on every instructor route, changing nothing', async () => {
    const instructor = await buildUser(t.database.db, { role: 'instructor' });
    const cls = await buildClass(t.database.db);
    const requests = [
      { method: 'GET' as const, url: '/api/admin/instructors' },
      {
        method: 'PUT' as const,
        url: `/api/admin/classes/${cls.id}/instructor`,
        payload: { instructorId: instructor.id },
      },
      { method: 'POST' as const, url: `/api/admin/instructors/${instructor.id}/coach-profile`, payload: {} },
    ];
    const before = await snapshot();
    for (const request of requests) {
      expect((await t.app.inject(request)).statusCode).toBe(401);
      for (const role of ['parent', 'instructor', 'athlete'] as const) {
        const caller = await buildCaller(t.app, t.database.db, { role, approved: true });
        expect((await caller.inject(request)).statusCode).toBe(403);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lists instructors with their classes count and coach profile state, searched and paged on the server', async () => {
    const db = t.database.db;
    const ana = await buildUser(db, { role: 'instructor', name: 'Ана Петрова', email: 'ana@club.test' });
    const boris = await buildUser(db, { role: 'instructor', name: 'Борис Колев', email: 'boris@club.test' });
    const vera = await buildUser(db, { role: 'instructor', name: 'Вера Иванова', email: 'vera@club.test' });
    await buildUser(db, { role: 'parent', name: 'Ана Родител' });
    await buildClass(db, { instructorId: boris.id });
    await buildClass(db, { instructorId: boris.id, active: false });
    await buildClass(db, { instructorId: ana.id });
    const [published] = await db
      .insert(coachProfiles)
      .values({ userId: ana.id, name: { bg: 'Ана' }, title: { bg: 'Треньор' }, bio: { bg: 'Био' } })
      .returning();
    await db.insert(coachProfiles).values({
      userId: boris.id,
      name: { bg: 'Борис' },
      title: { bg: 'Треньор' },
      bio: { bg: 'Био' },
      published: false,
    });

    const all = (await admin.inject({ url: '/api/admin/instructors' })).json();
    expect(all.total).toBe(3);
    // Named as everyone reads them (ADR 0026): by their coach profile, hidden or not, else by their account name.
    expect(
      all.items.map((i: { name: { bg: string }; classCount: number; coachProfile: { state: string } }) => [
        i.name,
        i.classCount,
        i.coachProfile.state,
      ]),
    ).toEqual([
      [{ bg: 'Ана' }, 1, 'published'],
      [{ bg: 'Борис' }, 2, 'hidden'],
      [{ bg: 'Вера Иванова' }, 0, 'none'],
    ]);
    expect(all.items[0].coachProfile.id).toBe(published?.id);

    const byClasses = (
      await admin.inject({ url: '/api/admin/instructors?sort=classes&order=desc&pageSize=1&page=1' })
    ).json();
    expect(byClasses).toMatchObject({ total: 3, page: 1, pageSize: 1 });
    expect(byClasses.items.map((i: { id: string }) => i.id)).toEqual([boris.id]);
    const found = (await admin.inject({ url: '/api/admin/instructors?search=VERA@' })).json();
    expect(found.items.map((i: { id: string }) => i.id)).toEqual([vera.id]);
    expect((await admin.inject({ url: '/api/admin/instructors?pageSize=500' })).statusCode).toBe(400);
  });

  it('an instructor given the role through the audited role change appears in the list', async () => {
    const user = await buildUser(t.database.db, { role: 'parent', name: 'Нов Треньор' });
    expect((await admin.inject({ url: '/api/admin/instructors' })).json().total).toBe(0);
    const changed = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}/role`,
      payload: { role: 'instructor' },
    });
    expect(changed.statusCode).toBe(200);
    const list = (await admin.inject({ url: '/api/admin/instructors' })).json();
    expect(list.items.map((i: { id: string }) => i.id)).toEqual([user.id]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.role_changed'));
    expect(audit).toMatchObject([{ entityId: user.id, details: { from: 'parent', to: 'instructor' } }]);
  });

  it('refuses to reassign a class to a user who is not an instructor (400) or to an unknown class (404), changing nothing', async () => {
    const db = t.database.db;
    const instructor = await buildUser(db, { role: 'instructor' });
    const cls = await buildClass(db, { instructorId: instructor.id });
    const parent = await buildUser(db, { role: 'parent' });
    const before = await snapshot();
    for (const instructorId of [parent.id, admin.user.id, 'nobody', '']) {
      const res = await admin.inject({
        method: 'PUT',
        url: `/api/admin/classes/${cls.id}/instructor`,
        payload: { instructorId },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toEqual([{ path: 'instructorId', message: 'instructorRequired' }]);
    }
    for (const id of ['not-a-uuid', crypto.randomUUID()]) {
      const res = await admin.inject({
        method: 'PUT',
        url: `/api/admin/classes/${id}/instructor`,
        payload: { instructorId: instructor.id },
      });
      expect(res.statusCode).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('reassigns a class to another instructor, audited as class.reassigned', async () => {
    const db = t.database.db;
    const from = await buildUser(db, { role: 'instructor' });
    const to = await buildUser(db, { role: 'instructor' });
    const cls = await buildClass(db, { instructorId: from.id });
    const res = await admin.inject({
      method: 'PUT',
      url: `/api/admin/classes/${cls.id}/instructor`,
      payload: { instructorId: to.id },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await db.select().from(classes).where(eq(classes.id, cls.id));
    expect(row?.instructorId).toBe(to.id);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'class.reassigned'));
    expect(audit).toMatchObject([
      {
        actorId: admin.user.id,
        entityType: 'class',
        entityId: cls.id,
        details: { instructor: { from: from.name, to: to.name } },
      },
    ]);
    // The instructor's classes are the classes list filtered by instructor.
    const theirs = (await admin.inject({ url: `/api/admin/classes?instructorId=${to.id}` })).json();
    expect(theirs.items.map((c: { id: string }) => c.id)).toEqual([cls.id]);
  });
});
