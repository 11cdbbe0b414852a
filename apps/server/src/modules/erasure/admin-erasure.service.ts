// The admin's side of erasure requests (issue 29 item 4): the pending ones, and refusing one with a reason. Confirming
// one runs it at once through run-erasure.ts, the same function the daily job calls.
import type { AdminErasureRequest, ErasureRequest } from '@swim/shared/api/erasure';
import { isUuid } from '@swim/shared/uuid';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { children, erasureRequests, users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { queueMailIn } from '../../lib/mail-outbox.js';
import { erasureRefusedMail, familyAddress } from './erasure-mail.js';
import { toView } from './erasure-requests.service.js';
import { erasureNotFound } from './run-erasure.js';

/** Every pending request, the soonest due first, with who asked and for whom. */
export async function listPendingErasureRequests(db: Db): Promise<AdminErasureRequest[]> {
  const child = alias(children, 'erased_child');
  const familyChildren = db
    .select({ parentId: children.parentId, n: count().as('n') })
    .from(children)
    .where(isNull(children.erasedAt))
    .groupBy(children.parentId)
    .as('family_children');
  const rows = await db
    .select({
      request: erasureRequests,
      parentName: users.name,
      parentEmail: users.email,
      childName: child.fullName,
      childCount: sql<number>`coalesce(${familyChildren.n}, 0)::int`,
    })
    .from(erasureRequests)
    .innerJoin(users, eq(users.id, erasureRequests.userId))
    .leftJoin(child, eq(child.id, erasureRequests.childId))
    .leftJoin(familyChildren, eq(familyChildren.parentId, erasureRequests.userId))
    .where(eq(erasureRequests.status, 'pending'))
    .orderBy(asc(erasureRequests.dueAt));
  return rows.map((r) => ({
    id: r.request.id,
    scope: r.request.scope,
    requestedAt: r.request.requestedAt.toISOString(),
    dueAt: r.request.dueAt.toISOString(),
    parent: { id: r.request.userId, name: r.parentName, email: r.parentEmail },
    child: r.request.childId && r.childName ? { id: r.request.childId, name: r.childName } : null,
    childCount: r.request.scope === 'child' ? 1 : r.childCount,
  }));
}

/** An admin turns a pending request down; the reason is kept with the request, shown and mailed to the family. */
export async function refuseErasureRequest(
  deps: { db: Db; now: () => Date; mailer: Pick<Mailer, 'deliverQueued'> },
  adminId: string,
  { requestId, reason }: { requestId: string; reason: string },
): Promise<ErasureRequest> {
  if (!isUuid(requestId)) throw erasureNotFound();
  const done = await deps.db.transaction(async (tx) => {
    const [found] = await tx.select().from(erasureRequests).where(eq(erasureRequests.id, requestId)).for('update');
    if (!found) throw erasureNotFound();
    if (found.status !== 'pending')
      throw new AppError('ERASURE_NOT_PENDING', 'This erasure request is no longer pending');
    const [refused] = await tx
      .update(erasureRequests)
      .set({ status: 'refused', cancelledBy: adminId, cancelledAt: deps.now(), refusalReason: reason })
      .where(and(eq(erasureRequests.id, found.id), eq(erasureRequests.status, 'pending')))
      .returning();
    if (!refused) throw erasureNotFound();
    await recordAudit(tx, {
      actorId: adminId,
      action: 'erasure.refused',
      entityType: 'erasure_request',
      entityId: found.id,
      details: { scope: found.scope, reason },
    });
    const family = await familyAddress(tx, found.userId);
    const [child] = found.childId
      ? await tx.select({ name: children.fullName }).from(children).where(eq(children.id, found.childId))
      : [];
    const mailId = family
      ? await queueMailIn(
          tx,
          erasureRefusedMail(family, {
            scope: found.scope,
            requestedAt: found.requestedAt,
            childName: child?.name ?? null,
            reason,
          }),
        )
      : null;
    return { view: toView(refused), mailId };
  });
  if (done.mailId) deps.mailer.deliverQueued([done.mailId]);
  return done.view;
}
