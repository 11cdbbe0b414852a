import type { Role } from '@swim/shared/enums';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/** The user's role, or null when there is no such user (the spec's get_user_role). */
export async function getUserRole(db: Db, userId: string): Promise<Role | null> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.role ?? null;
}
