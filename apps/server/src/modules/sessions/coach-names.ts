// The coaches' names as families read them (their coach profile's name, else their account name), by instructor id.
import type { LocalizedText } from '@swim/shared/localized';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { personName } from '../../lib/person-name.js';

/** Names of the given instructors, by user id (unknown ids are left out). */
export async function coachNames(db: Db | Tx, ids: readonly (string | null)[]): Promise<Map<string, LocalizedText>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: personName(users) })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.flatMap((r) => (r.name ? [[r.id, r.name] as const] : [])));
}
