// A family's erasure requests (issue 29 item 4): asking for the account or one child, withdrawing while pending, and
// reading their own. Only the admin's confirmation or the daily job carries one out (run-erasure.ts).
import type { ErasureRequest } from '@swim/shared/api/erasure';
import { ERASURE_GRACE_DAYS } from '@swim/shared/privacy';
import { isUuid } from '@swim/shared/uuid';
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { children, erasureRequests, users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { type Actor, childNotFound, findChildFor } from '../access/access-policy.js';
import { erasureNotFound } from './run-erasure.js';

type Request = typeof erasureRequests.$inferSelect;
type Clock = { db: Db; now: () => Date };

const pending = () => new AppError('ERASURE_PENDING', 'An erasure request is already waiting');

/** Locks the family's account row: a family's requests are made and withdrawn one at a time. */
async function lockFamily(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The family's pending request for the account, or for the child (or, for any child, the account's). */
async function findPending(tx: Tx, userId: string, childId: string | null) {
  const [row] = await tx
    .select({ id: erasureRequests.id })
    .from(erasureRequests)
    .where(
      and(
        eq(erasureRequests.userId, userId),
        eq(erasureRequests.status, 'pending'),
        childId
          ? or(eq(erasureRequests.scope, 'account'), eq(erasureRequests.childId, childId))
          : eq(erasureRequests.scope, 'account'),
      ),
    )
    .limit(1);
  return row;
}

async function insertRequest(tx: Tx, deps: Clock, actor: Actor, childId: string | null): Promise<Request> {
  const now = deps.now();
  const [row] = await tx
    .insert(erasureRequests)
    .values({
      scope: childId ? 'child' : 'account',
      userId: actor.id,
      childId,
      requestedAt: now,
      dueAt: new Date(now.getTime() + ERASURE_GRACE_DAYS * 86_400_000),
    })
    .returning();
  if (!row) throw new Error('erasure request not written');
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'erasure.requested',
    entityType: 'erasure_request',
    entityId: row.id,
    details: { scope: row.scope, ...(childId ? { childId } : {}) },
  });
  return row;
}

/** A parent asks to erase their account and every child of it; refused (ERASURE_PENDING) while one waits. */
export async function requestAccountErasure(deps: Clock, actor: Actor): Promise<ErasureRequest> {
  const row = await deps.db.transaction(async (tx) => {
    await lockFamily(tx, actor.id);
    if (await findPending(tx, actor.id, null)) throw pending();
    return insertRequest(tx, deps, actor, null);
  });
  return toView(row);
}

/** A parent asks to erase one of their children; another family's child is answered like an unknown one. */
export async function requestChildErasure(deps: Clock, actor: Actor, childId: string): Promise<ErasureRequest> {
  const row = await deps.db.transaction(async (tx) => {
    await lockFamily(tx, actor.id);
    const child = await findChildFor(tx, actor, childId, { action: 'family' });
    if (child.erasedAt) throw childNotFound();
    if (await findPending(tx, actor.id, child.id)) throw pending();
    return insertRequest(tx, deps, actor, child.id);
  });
  return toView(row);
}

/** The family withdraws its own pending request; another family's request is answered like an unknown one. */
export async function cancelErasureRequest(deps: Clock, actor: Actor, requestId: string): Promise<ErasureRequest> {
  if (!isUuid(requestId)) throw erasureNotFound();
  const row = await deps.db.transaction(async (tx) => {
    await lockFamily(tx, actor.id);
    const [found] = await tx
      .select()
      .from(erasureRequests)
      .where(and(eq(erasureRequests.id, requestId), eq(erasureRequests.userId, actor.id)))
      .for('update');
    if (!found) throw erasureNotFound();
    if (found.status !== 'pending')
      throw new AppError('ERASURE_NOT_PENDING', 'This erasure request is no longer pending');
    const [cancelled] = await tx
      .update(erasureRequests)
      .set({ status: 'cancelled', cancelledBy: actor.id, cancelledAt: deps.now() })
      .where(eq(erasureRequests.id, found.id))
      .returning();
    if (!cancelled) throw erasureNotFound();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'erasure.cancelled',
      entityType: 'erasure_request',
      entityId: found.id,
      details: { scope: found.scope },
    });
    return cancelled;
  });
  return toView(row);
}

/** The caller's own requests, newest first, with an admin's reason on a refused one. */
export async function listOwnErasureRequests(db: Db, actor: Actor): Promise<ErasureRequest[]> {
  const rows = await db
    .select()
    .from(erasureRequests)
    .leftJoin(children, eq(children.id, erasureRequests.childId))
    .where(and(eq(erasureRequests.userId, actor.id), or(isNull(erasureRequests.childId), isNull(children.erasedAt))))
    .orderBy(desc(erasureRequests.requestedAt))
    .limit(20);
  return rows.map((r) => toView(r.erasure_requests));
}

export function toView(r: Request): ErasureRequest {
  const refused = r.status === 'refused';
  return {
    id: r.id,
    scope: r.scope,
    state: r.status,
    childId: r.childId,
    requestedAt: r.requestedAt.toISOString(),
    dueAt: r.dueAt.toISOString(),
    closedAt: (r.completedAt ?? r.cancelledAt)?.toISOString() ?? null,
    refusalReason: refused ? (r.refusalReason ?? '') : null,
  };
}

/**
 * The spec's "delete child" (the parent types the name) removes the child's rows at once: a pending erasure request
 * for that child is thereby carried out, and is closed as completed before the row goes (ADR 0049).
 */
export async function closeChildErasureRequests(tx: Tx, { childId, actorId }: { childId: string; actorId: string }) {
  const closed = await tx
    .update(erasureRequests)
    .set({ status: 'completed', completedAt: new Date(), confirmedBy: actorId })
    .where(and(eq(erasureRequests.childId, childId), eq(erasureRequests.status, 'pending')))
    .returning({ id: erasureRequests.id });
  for (const { id } of closed) {
    await recordAudit(tx, {
      actorId,
      action: 'erasure.completed',
      entityType: 'erasure_request',
      entityId: id,
      details: { scope: 'child', step: 'child_deleted' },
    });
  }
}
