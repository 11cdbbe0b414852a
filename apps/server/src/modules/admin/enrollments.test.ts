import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, enrollments } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment, buildUser } from '../../test/factories.js';

const t = useTestApp();
let admin: Caller;
beforeEach(async () => {
  admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
});

const snapshot = async () => ({
  enrollments: await t.database.db.select().from(enrollments).orderBy(enrollments.id),
  audit: await t.database.db.select().from(auditLog),
});
const setStatus = (id: string, payload: unknown) =>
  admin.inject({ method: 'PATCH', url: `/api/admin/enrollments/${id}/status`, payload: payload as object });
const freePlaces = async (classId: string) =>
  (await t.app.inject({ url: '/api/classes' })).json().find((c: { id: string }) => c.id === classId)?.freePlaces;

describe('admin enrollments', () => {
  it('refuses anonymous callers and non-admins, bad input with 400 and unknown ids with 404, changing nothing', async () => {
    const db = t.database.db;
    const cls = await buildClass(db);
    const enrollment = await buildEnrollment(db, (await buildChild(db, (await buildUser(db)).id)).id, cls.id);
    expect((await t.app.inject({ url: '/api/admin/enrollments' })).statusCode).toBe(401);
    const parent = await buildCaller(t.app, db, { role: 'parent' });
    expect((await parent.inject({ url: '/api/admin/enrollments' })).statusCode).toBe(403);
    const patch = { method: 'PATCH' as const, url: `/api/admin/enrollments/${enrollment.id}/status` };
    expect((await parent.inject({ ...patch, payload: { active: false } })).statusCode).toBe(403);
    const before = await snapshot();
    const bad = await setStatus(enrollment.id, { active: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    expect((await setStatus('not-a-uuid', { active: false })).statusCode).toBe(404);
    expect((await setStatus(crypto.randomUUID(), { active: false })).statusCode).toBe(404);
    expect((await admin.inject({ url: '/api/admin/enrollments?status=maybe' })).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('finds enrollments by child or parent name, class and status, paged on the server', async () => {
    const db = t.database.db;
    const sharks = await buildClass(db, { title: { bg: 'Акули' } });
    const dolphins = await buildClass(db, { title: { bg: 'Делфини' } });
    const maria = await buildUser(db, { name: 'Мария Петрова', email: 'maria@example.bg' });
    const georgi = await buildUser(db, { name: 'Георги Иванов' });
    const ana = await buildChild(db, maria.id, { fullName: 'Ана Петрова', firstName: 'Ana', lastName: 'Petrova' });
    const boris = await buildChild(db, georgi.id, { fullName: 'Борис Иванов' });
    await buildEnrollment(db, ana.id, sharks.id);
    await buildEnrollment(db, ana.id, dolphins.id, { active: false });
    await buildEnrollment(db, boris.id, sharks.id, { planType: 'pool_monthly', sessionsRemaining: null });

    const get = async (query: string) => (await admin.inject({ url: `/api/admin/enrollments?${query}` })).json();
    const byChild = await get('search=ana petrova');
    expect(byChild.total).toBe(2);
    const byParent = await get(`search=${encodeURIComponent('георги')}`);
    expect(byParent.items).toEqual([
      expect.objectContaining({
        child: { id: boris.id, fullName: 'Борис Иванов' },
        parent: expect.objectContaining({ name: 'Георги Иванов' }),
        class: expect.objectContaining({ id: sharks.id, title: { bg: 'Акули' } }),
        planType: 'pool_monthly',
        sessionsRemaining: null,
        active: true,
      }),
    ]);
    expect((await get('search=maria@example')).total).toBe(2);
    expect((await get(`classId=${sharks.id}`)).total).toBe(2);
    expect((await get('classId=nope')).total).toBe(0);
    expect((await get('status=inactive')).items.map((e: { class: { id: string } }) => e.class.id)).toEqual([
      dolphins.id,
    ]);
    const paged = await get('sort=child&order=asc&pageSize=2&page=2');
    expect(paged).toMatchObject({ total: 3, page: 2 });
    expect(paged.items.map((e: { child: { fullName: string } }) => e.child.fullName)).toEqual(['Борис Иванов']);
  });

  it('deactivates an enrollment (a place frees up) and reactivates it within capacity, audited', async () => {
    const db = t.database.db;
    const cls = await buildClass(db, { maxCapacity: 2 });
    const parent = await buildUser(db);
    const first = await buildEnrollment(db, (await buildChild(db, parent.id)).id, cls.id);
    expect(await freePlaces(cls.id)).toBe(1);

    const off = await setStatus(first.id, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: first.id, active: false });
    expect(await freePlaces(cls.id)).toBe(2);

    // Both places taken meanwhile: reactivation is refused by the capacity rule and nothing changes.
    await buildEnrollment(db, (await buildChild(db, parent.id)).id, cls.id);
    const third = await buildEnrollment(db, (await buildChild(db, parent.id)).id, cls.id);
    const before = await snapshot();
    const full = await setStatus(first.id, { active: true });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('CLASS_FULL');
    expect(await snapshot()).toEqual(before);

    await setStatus(third.id, { active: false });
    const on = await setStatus(first.id, { active: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().active).toBe(true);
    // Asking for the state it already has changes nothing.
    expect((await setStatus(first.id, { active: true })).statusCode).toBe(200);
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, first.id));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ['enrollment.deactivated', admin.user.id],
      ['enrollment.activated', admin.user.id],
    ]);
  });

  it('refuses to reactivate when the child is enrolled in the class again, or the class is inactive', async () => {
    const db = t.database.db;
    const cls = await buildClass(db);
    const child = await buildChild(db, (await buildUser(db)).id);
    const old = await buildEnrollment(db, child.id, cls.id, { active: false });
    await buildEnrollment(db, child.id, cls.id);
    const again = await setStatus(old.id, { active: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_ENROLLED');

    const closed = await buildClass(db, { active: false });
    const inClosed = await buildEnrollment(db, child.id, closed.id, { active: false });
    const refused = await setStatus(inClosed.id, { active: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('CLASS_INACTIVE');
  });
});
