// Role changes from the users area, and their undo: the undo puts back exactly what the change replaced, the
// athlete's approval included. Both are audited in the transaction that makes them.
import type { RoleChangeResult } from '@swim/shared/api/admin-users';
import type { Role } from '@swim/shared/enums';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { athleteAccounts, auditLog, users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError, notFound } from '../../lib/errors.js';
import { readPersonName } from '../../lib/person-name.js';
import { assertUuid } from '../../lib/list-queries.js';
import { toAdminUser } from './users.service.js';

/** The athlete approval a change to the athlete role replaced; null when the user had no athlete account. */
type ApprovalSnapshot = { approved: boolean; approvedBy: string | null; approvedAt: string | null } | null;

type RoleChangeDetails = { from: Role; to: Role; athleteBefore?: ApprovalSnapshot };

const ownRole = () => new AppError('FORBIDDEN', 'You cannot change your own role');

async function lockUser(tx: Tx, userId: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw notFound('User not found');
  return row;
}

async function loadAthleteApproval(tx: Tx, userId: string) {
  const [athlete] = await tx.select().from(athleteAccounts).where(eq(athleteAccounts.userId, userId));
  return athlete ?? null;
}

/** Changes a user's role; an admin cannot change their own (so the club never loses its last admin by accident). */
export async function changeUserRole(
  db: Db,
  options: { actorId: string; userId: string; role: Role },
): Promise<RoleChangeResult> {
  const { actorId, userId, role } = options;
  if (actorId === userId) throw ownRole();
  return db.transaction(async (tx) => {
    const before = await lockUser(tx, userId);
    const [after] = await tx.update(users).set({ role }).where(eq(users.id, userId)).returning();
    if (!after) throw notFound('User not found');
    const details: RoleChangeDetails = { from: before.role, to: role };
    // Becoming an athlete always starts a fresh approval, even for someone approved before; the approval it
    // replaces is kept in the audit entry so that an undo can put it back.
    if (role === 'athlete' && before.role !== 'athlete') {
      const previous = await loadAthleteApproval(tx, userId);
      details.athleteBefore = previous
        ? {
            approved: previous.approved,
            approvedBy: previous.approvedBy,
            approvedAt: previous.approvedAt?.toISOString() ?? null,
          }
        : null;
      await tx
        .insert(athleteAccounts)
        .values({ userId, approved: false })
        .onConflictDoUpdate({
          target: athleteAccounts.userId,
          set: { approved: false, approvedBy: null, approvedAt: null },
        });
    }
    const [entry] = await tx
      .insert(auditLog)
      .values({ actorId, action: 'user.role_changed', entityType: 'user', entityId: userId, details })
      .returning({ id: auditLog.id });
    if (!entry) throw new Error('audit entry not written');
    const athlete = await loadAthleteApproval(tx, userId);
    const name = await readPersonName(tx, userId);
    return { ...toAdminUser(after, { name, approved: athlete?.approved ?? null }), changeId: entry.id };
  });
}

/** The newest audit entry about a user: an undo is only offered for the change nothing else has followed. */
async function latestUserEntry(tx: Tx, userId: string) {
  const [latest] = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, userId)))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return latest?.id ?? null;
}

async function restoreApproval(tx: Tx, userId: string, snapshot: ApprovalSnapshot): Promise<void> {
  if (snapshot === null) {
    // The change made the athlete account; nothing was there before it.
    await tx.delete(athleteAccounts).where(eq(athleteAccounts.userId, userId));
    return;
  }
  await tx
    .update(athleteAccounts)
    .set({
      approved: snapshot.approved,
      approvedBy: snapshot.approvedBy,
      approvedAt: snapshot.approvedAt ? new Date(snapshot.approvedAt) : null,
    })
    .where(eq(athleteAccounts.userId, userId));
}

/**
 * Undoes a role change: the previous role comes back and, for a change to athlete, the approval it replaced.
 * Refused (CONFLICT) once anything else has happened to the user since, so an undo never overwrites a later decision.
 */
export async function undoRoleChange(
  db: Db,
  options: { actorId: string; userId: string; changeId: string },
): Promise<RoleChangeResult> {
  const { actorId, userId, changeId } = options;
  if (actorId === userId) throw ownRole();
  assertUuid(changeId, 'Role change');
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    const [change] = await tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.id, changeId), eq(auditLog.action, 'user.role_changed'), eq(auditLog.entityId, userId)));
    if (!change) throw notFound('Role change not found');
    // Retention may have cleared an old entry's details (issue 29): what it changed can no longer be undone from it.
    const details = change.details as RoleChangeDetails | null;
    if (!details || user.role !== details.to || (await latestUserEntry(tx, userId)) !== change.id) {
      throw new AppError('CONFLICT', 'The user has changed since; change the role again instead');
    }
    const [after] = await tx.update(users).set({ role: details.from }).where(eq(users.id, userId)).returning();
    if (!after) throw notFound('User not found');
    if (details.athleteBefore !== undefined) await restoreApproval(tx, userId, details.athleteBefore);
    await recordAudit(tx, {
      actorId,
      action: 'user.role_change_undone',
      entityType: 'user',
      entityId: userId,
      details: { from: details.to, to: details.from },
    });
    const athlete = await loadAthleteApproval(tx, userId);
    const name = await readPersonName(tx, userId);
    return { ...toAdminUser(after, { name, approved: athlete?.approved ?? null }), changeId: change.id };
  });
}
