// How a person is named to others (ADR 0026): someone with a coach profile by the profile's name, which the club writes
// in each language; anyone else by their account name as they wrote it. The reader's language is picked from the
// result with `pickText` (falling back to Bulgarian), on the web or in a server-written text.
import { ERASED_ACCOUNT_WORDS } from '@swim/shared/erased-name';
import type { LocalizedText } from '@swim/shared/localized';
import { type AnyColumn, type SQL, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { coachProfiles, users } from '../db/schema/index.js';

/** A users row as a query sees it: the table itself or an alias of it. */
type PersonColumns = { id: AnyColumn; name: AnyColumn };

/**
 * The expression wrapped once more, on purpose: a select from a single table writes the columns at the top level of its
 * fields unqualified, and inside the subquery an unqualified "id" would be the profile's own. Nested, the columns keep
 * their table ("users"."id", or an alias's). The subquery's "coach_profiles" is its own FROM (the innermost scope), also
 * in a query that joins coach_profiles itself.
 */
const qualified = <T>(expression: SQL): SQL<T> => sql<T>`${expression}`;

/**
 * The person's name as translatable text: their coach profile's name, else `{ bg: account name }`. Null when the row
 * is missing (a left join that found no user).
 */
export function personName(user: PersonColumns): SQL<LocalizedText | null> {
  return qualified(sql`(case when ${user.id} is null then null else coalesce(
    (select ${coachProfiles.name} from ${coachProfiles} where ${coachProfiles.userId} = ${user.id}),
    ${erasedName(user.name)},
    jsonb_build_object('bg', ${user.name})
  ) end)`);
}

/**
 * An erased account's pseudonym ("Erased account 1a2b", stored language-neutral by the erasure, ADR 0049) in each
 * language; null for any other name.
 */
function erasedName(name: AnyColumn): SQL {
  const words = ERASED_ACCOUNT_WORDS;
  return sql`(case when ${name} ~ '^Erased account [0-9a-f]{4}$' then jsonb_build_object(
    'bg', ${`${words.bg} `}::text || right(${name}, 4),
    'en', ${`${words.en} `}::text || right(${name}, 4),
    'ru', ${`${words.ru} `}::text || right(${name}, 4)) end)`;
}

/** SQL matching an ILIKE pattern in any way the person is named: the account name or the profile's name in any language. */
export function personNameMatches(user: PersonColumns, pattern: string): SQL {
  const name = coachProfiles.name;
  return qualified(sql`(${user.name} ilike ${pattern} or exists (
    select 1 from ${coachProfiles} where ${coachProfiles.userId} = ${user.id}
      and (${name} ->> 'bg' ilike ${pattern} or ${name} ->> 'en' ilike ${pattern} or ${name} ->> 'ru' ilike ${pattern})
  ))`);
}

/** The Bulgarian form of the person's name, for sorting and for texts written in Bulgarian (the audit log). */
export function bulgarianPersonName(user: PersonColumns): SQL<string | null> {
  return qualified(sql`(${personName(user)} ->> 'bg')`);
}

/** One user's name as others read it; null for an unknown user. */
export async function readPersonName(db: Db | Tx, userId: string): Promise<LocalizedText | null> {
  const [row] = await db
    .select({ name: personName(users) })
    .from(users)
    .where(eq(users.id, userId));
  return row?.name ?? null;
}
