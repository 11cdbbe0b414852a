// The signed-in user's own account as the profile page shows it.
import type { Profile } from '@swim/shared/api/profile';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

/** The user's name, email, phone, role, language and whether they have a password to change. */
export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      role: users.role,
      preferredLanguage: users.preferredLanguage,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound('Account not found');
  const [credential] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential'), isNotNull(accounts.password)))
    .limit(1);
  return { ...row, hasPassword: Boolean(credential) };
}
