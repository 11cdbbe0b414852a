import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { athleteAccounts, auditLog, users } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildUser } from '../../test/factories.js';

const t = useTestApp();
let admin: Caller;

beforeEach(async () => {
  admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
});

const changeRole = (userId: string, role: string) =>
  admin.inject({ method: 'PATCH', url: `/api/admin/users/${userId}/role`, payload: { role } });
const undo = (userId: string, changeId: string, caller: Caller = admin) =>
  caller.inject({ method: 'POST', url: `/api/admin/users/${userId}/role/undo`, payload: { changeId } });

async function stateOf(userId: string) {
  const [user] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  const [athlete] = await t.database.db.select().from(athleteAccounts).where(eq(athleteAccounts.userId, userId));
  return { role: user?.role, athlete: athlete ?? null };
}

describe('undoing a role change', () => {
  it('gives an approved athlete made parent their role back with the approval they had', async () => {
    const athlete = await buildCaller(t.app, t.database.db, { role: 'athlete', approved: true });
    const approvedAt = new Date('2026-01-15T10:00:00Z');
    await t.database.db
      .update(athleteAccounts)
      .set({ approvedBy: admin.user.id, approvedAt })
      .where(eq(athleteAccounts.userId, athlete.user.id));
    const before = await stateOf(athlete.user.id);

    const changed = await changeRole(athlete.user.id, 'parent');
    expect(changed.statusCode).toBe(200);
    const res = await undo(athlete.user.id, changed.json().changeId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'athlete', athleteApproved: true });
    expect(await stateOf(athlete.user.id)).toEqual(before);
    // Still approved: the athlete's own area answers, not the pending page.
    expect((await athlete.inject({ url: '/api/athlete/status' })).json()).toEqual({ approved: true });
  });

  it('puts back the approval a change to athlete reset, and removes the account a change to athlete made', async () => {
    const formerAthlete = await buildCaller(t.app, t.database.db, { role: 'athlete', approved: true });
    await changeRole(formerAthlete.user.id, 'parent');
    const before = await stateOf(formerAthlete.user.id);
    const toAthlete = await changeRole(formerAthlete.user.id, 'athlete');
    expect(toAthlete.json().athleteApproved).toBe(false);
    expect((await undo(formerAthlete.user.id, toAthlete.json().changeId)).statusCode).toBe(200);
    expect(await stateOf(formerAthlete.user.id)).toEqual(before);
    expect(before.athlete?.approved).toBe(true);

    const parent = await buildUser(t.database.db);
    const made = await changeRole(parent.id, 'athlete');
    expect((await stateOf(parent.id)).athlete).not.toBeNull();
    expect((await undo(parent.id, made.json().changeId)).statusCode).toBe(200);
    expect(await stateOf(parent.id)).toEqual({ role: 'parent', athlete: null });
  });

  it('refuses to undo a change whose details the retention job has cleared, changing nothing', async () => {
    const user = await buildUser(t.database.db);
    const changed = await changeRole(user.id, 'instructor');
    await t.database.db.update(auditLog).set({ details: null }).where(eq(auditLog.id, changed.json().changeId));
    const res = await undo(user.id, changed.json().changeId);
    expect(res.statusCode).toBe(409);
    expect((await stateOf(user.id)).role).toBe('instructor');
  });

  it('writes the undo to the audit log in the same step', async () => {
    const user = await buildUser(t.database.db);
    const changed = await changeRole(user.id, 'instructor');
    await undo(user.id, changed.json().changeId);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(entries.map((e) => [e.action, e.details])).toEqual(
      expect.arrayContaining([
        ['user.role_changed', { from: 'parent', to: 'instructor' }],
        ['user.role_change_undone', { from: 'instructor', to: 'parent' }],
      ]),
    );
  });

  it('refuses an undo once anything else happened to the user, a second undo and a stranger’s, changing nothing', async () => {
    const user = await buildUser(t.database.db);
    const toAthlete = await changeRole(user.id, 'athlete');
    const approve = await admin.inject({
      method: 'POST',
      url: `/api/admin/athletes/${user.id}/decision`,
      payload: { approved: true },
    });
    expect(approve.statusCode).toBe(204);
    const approved = await stateOf(user.id);
    expect((await undo(user.id, toAthlete.json().changeId)).statusCode).toBe(409);
    expect(await stateOf(user.id)).toEqual(approved);

    const other = await buildUser(t.database.db);
    const changed = await changeRole(other.id, 'instructor');
    const changeId = changed.json().changeId;
    expect((await undo(user.id, changeId)).statusCode).toBe(404);
    expect((await undo(other.id, 'not-an-id')).statusCode).toBe(404);
    const instructor = await buildCaller(t.app, t.database.db, { role: 'instructor' });
    expect((await undo(other.id, changeId, instructor)).statusCode).toBe(403);
    expect((await undo(other.id, changeId)).statusCode).toBe(200);
    expect((await undo(other.id, changeId)).statusCode).toBe(409);
    expect((await stateOf(other.id)).role).toBe('parent');
    const undone = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.role_change_undone'));
    expect(undone).toHaveLength(1);
  });
});
