import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { athleteAccounts, auditLog, users } from '../../db/schema/index.js';
import { type TestApp, createTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildUser } from '../../test/factories.js';

let t: TestApp;
let admin: Caller;
// The app's clock; a test that needs a known moment sets it.
let clock = new Date();
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  clock = new Date();
  await t.database.reset();
  admin = await buildCaller(t.app, t.database.db, { role: 'admin', name: 'Елена Админ' });
});

describe('admin users', () => {
  it('searches by name or email, filters by role and pages', async () => {
    const db = t.database.db;
    await buildUser(db, { name: 'Мария Петрова', email: 'maria@example.bg' });
    await buildUser(db, { name: 'Георги Иванов', email: 'coach@example.bg', role: 'instructor' });
    for (let i = 0; i < 5; i++) await buildUser(db, { name: `Родител ${i}` });

    const byName = (await admin.inject({ url: '/api/admin/users?search=петрова' })).json();
    expect(byName.items.map((u: { email: string }) => u.email)).toEqual(['maria@example.bg']);
    const instructors = (await admin.inject({ url: '/api/admin/users?role=instructor' })).json();
    expect(instructors.total).toBe(1);
    const page = (await admin.inject({ url: '/api/admin/users?page=2&pageSize=3' })).json();
    expect(page).toMatchObject({ total: 8, page: 2, pageSize: 3 });
    expect(page.items).toHaveLength(3);
    const literal = (await admin.inject({ url: '/api/admin/users?search=%25' })).json();
    expect(literal.total).toBe(0);
  });

  it('changes a role and writes it to the audit log', async () => {
    const user = await buildUser(t.database.db, { name: 'Бъдещ Треньор' });
    const res = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}/role`,
      payload: { role: 'instructor' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('instructor');
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      action: 'user.role_changed',
      details: { from: 'parent', to: 'instructor' },
    });
  });

  it('refuses an unknown role, an unknown user and a change of one’s own role, changing nothing', async () => {
    const user = await buildUser(t.database.db);
    expect(
      (await admin.inject({ method: 'PATCH', url: `/api/admin/users/${user.id}/role`, payload: { role: 'king' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await admin.inject({ method: 'PATCH', url: '/api/admin/users/nobody/role', payload: { role: 'admin' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await admin.inject({
          method: 'PATCH',
          url: `/api/admin/users/${admin.user.id}/role`,
          payload: { role: 'parent' },
        })
      ).statusCode,
    ).toBe(403);
    const [self] = await t.database.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(self?.role).toBe('admin');
    expect(await t.database.db.select().from(auditLog)).toHaveLength(0);
  });

  it('makes a user promoted to athlete await approval, and drops demoted athletes from the lists', async () => {
    const user = await buildUser(t.database.db, { name: 'Бъдещ Състезател' });
    await admin.inject({ method: 'PATCH', url: `/api/admin/users/${user.id}/role`, payload: { role: 'athlete' } });
    const pending = (await admin.inject({ url: '/api/admin/athletes' })).json();
    expect(pending.map((a: { userId: string }) => a.userId)).toEqual([user.id]);
    const approve = await admin.inject({
      method: 'POST',
      url: `/api/admin/athletes/${user.id}/decision`,
      payload: { approved: true },
    });
    expect(approve.statusCode).toBe(204);
    await admin.inject({ method: 'PATCH', url: `/api/admin/users/${user.id}/role`, payload: { role: 'parent' } });
    expect((await admin.inject({ url: '/api/admin/athletes?status=all' })).json()).toEqual([]);
    const decideDemoted = await admin.inject({
      method: 'POST',
      url: `/api/admin/athletes/${user.id}/decision`,
      payload: { approved: true },
    });
    expect(decideDemoted.statusCode).toBe(404);

    await admin.inject({ method: 'PATCH', url: `/api/admin/users/${user.id}/role`, payload: { role: 'athlete' } });
    const again = (await admin.inject({ url: '/api/admin/athletes' })).json();
    expect(again.map((a: { userId: string; approved: boolean }) => [a.userId, a.approved])).toEqual([[user.id, false]]);
  });

  it('lists pending athletes and approves them as of the app’s clock, with an audit entry', async () => {
    clock = new Date('2026-03-14T08:30:00.000Z');
    const athlete = await buildCaller(t.app, t.database.db, { role: 'athlete', approved: false, name: 'Чакащ Плувец' });
    const pending = (await admin.inject({ url: '/api/admin/athletes' })).json();
    expect(pending.map((a: { name: string }) => a.name)).toEqual(['Чакащ Плувец']);

    const res = await admin.inject({
      method: 'POST',
      url: `/api/admin/athletes/${athlete.user.id}/decision`,
      payload: { approved: true },
    });
    expect(res.statusCode).toBe(204);
    const [row] = await t.database.db.select().from(athleteAccounts).where(eq(athleteAccounts.userId, athlete.user.id));
    expect(row).toMatchObject({ approved: true, approvedBy: admin.user.id });
    expect(row?.approvedAt?.toISOString()).toBe('2026-03-14T08:30:00.000Z');
    const approved = (await admin.inject({ url: '/api/admin/athletes?status=approved' })).json();
    expect(approved.map((a: { approvedAt: string }) => a.approvedAt)).toEqual(['2026-03-14T08:30:00.000Z']);
    expect((await athlete.inject({ url: '/api/athlete/status' })).json()).toEqual({ approved: true });
    expect((await admin.inject({ url: '/api/admin/athletes' })).json()).toEqual([]);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'athlete.approved'));
    expect(audits).toHaveLength(1);
  });
});
