// Who may reach which child, decided in one place: a family reaches only its own children (another family's child
// is answered exactly like an unknown id), the admin console reaches every child.
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { children } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

export type ChildAccess = { kind: 'family'; parentId: string } | { kind: 'admin' };

/** A parent (or staff acting as a parent of their own children): their own children only. */
export const familyAccess = (parentId: string): ChildAccess => ({ kind: 'family', parentId });
/** The admin console: any child. Only admin-only routes may hand this in. */
export const adminAccess: ChildAccess = { kind: 'admin' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const childNotFound = () => new AppError('CHILD_NOT_FOUND', 'Child not found');

/** The child row the access reaches, or CHILD_NOT_FOUND (the same answer for unknown ids and unreachable ones). */
export async function findChild(db: Db | Tx, access: ChildAccess, childId: string) {
  if (!UUID.test(childId)) throw childNotFound();
  const [row] = await db
    .select()
    .from(children)
    .where(and(eq(children.id, childId), access.kind === 'family' ? eq(children.parentId, access.parentId) : undefined))
    .limit(1);
  if (!row) throw childNotFound();
  return row;
}
