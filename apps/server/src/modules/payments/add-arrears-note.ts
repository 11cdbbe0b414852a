// A staff note on a family's account in the arrears list (issue 25).
import { and, eq, exists } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { arrearsNotes, children, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { Actor } from '../access/access-policy.js';

/** A staff note on the family's account. */
export async function addArrearsNote(db: Db, actor: Actor, parentId: string, body: string) {
  // Any account with children in the club is a family (an athlete may also be a parent).
  const [parent] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, parentId), exists(db.select().from(children).where(eq(children.parentId, users.id)))));
  if (!parent) throw new AppError('NOT_FOUND', 'Family not found');
  const [row] = await db.insert(arrearsNotes).values({ parentId, body, authorId: actor.id }).returning();
  if (!row) throw new Error('note not saved');
  return { id: row.id, body: row.body, createdAt: row.createdAt.toISOString() };
}
