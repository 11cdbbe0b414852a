// Who may read or change which class and which child: an instructor their own classes (classes.instructor_id) and
// the children with an enrollment, active or past, in them; an admin every class and child; a parent their own
// children and no class. Anything out of reach answers exactly like an unknown id.
import type { Role } from '@swim/shared/enums';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { children, classes, enrollments } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { childNotFound } from '../children/children.service.js';

export type Actor = { id: string; role: Role };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const classNotFound = () => new AppError('NOT_FOUND', 'Class not found');

/** The classes an actor may run, as a condition on `classes` (undefined = all). */
export function classScope(actor: Actor): SQL | undefined {
  if (actor.role === 'admin') return undefined;
  if (actor.role === 'instructor') return eq(classes.instructorId, actor.id);
  return sql`false`;
}

/** The children an actor may reach, as a condition on `children` (undefined = all). */
export function childScope(actor: Actor): SQL | undefined {
  if (actor.role === 'admin') return undefined;
  if (actor.role === 'parent') return eq(children.parentId, actor.id);
  if (actor.role === 'instructor') {
    return sql`exists (select 1 from ${enrollments} join ${classes} on ${classes.id} = ${enrollments.classId}
      where ${enrollments.childId} = ${children.id} and ${enrollments.active} and ${classes.instructorId} = ${actor.id})`;
  }
  return sql`false`;
}

/** A class the actor may run, or NOT_FOUND (the same answer for unknown ids and other instructors' classes). */
export async function findClassFor(db: Db | Tx, actor: Actor, classId: string) {
  if (!UUID.test(classId)) throw classNotFound();
  const [row] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.id, classId), classScope(actor)))
    .limit(1);
  if (!row) throw classNotFound();
  return row;
}

/** A child the actor may reach, or CHILD_NOT_FOUND (the same answer for unknown ids and children out of reach). */
export async function findChildFor(db: Db | Tx, actor: Actor, childId: string) {
  if (!UUID.test(childId)) throw childNotFound();
  const [row] = await db
    .select()
    .from(children)
    .where(and(eq(children.id, childId), childScope(actor)))
    .limit(1);
  if (!row) throw childNotFound();
  return row;
}
