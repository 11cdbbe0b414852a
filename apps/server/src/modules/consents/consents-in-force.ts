// The consent in force is the newest answer per subject and kind (the table is append-only; ADR 0045).
import type { ConsentKind } from '@swim/shared/privacy';
import { type SQL, and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { athleteAccounts, athleteProfiles, consents, media, mediaChildren, users } from '../../db/schema/index.js';

export type ConsentRow = typeof consents.$inferSelect & { givenByName: string | null };

/** Newest first within a subject and kind: the first row of each is the one in force. */
const newestFirst = [desc(consents.givenAt), desc(consents.id)] as const;

/** Every answer about some children or one athlete account, newest first, with the name of who answered. */
export async function consentHistory(
  db: Db | Tx,
  subject: { childIds: string[] } | { athleteId: string },
): Promise<ConsentRow[]> {
  const where =
    'athleteId' in subject
      ? eq(consents.athleteId, subject.athleteId)
      : subject.childIds.length
        ? inArray(consents.childId, subject.childIds)
        : sql`false`;
  const rows = await db
    .select({ consent: consents, givenByName: users.name })
    .from(consents)
    .leftJoin(users, eq(users.id, consents.givenBy))
    .where(where)
    .orderBy(...newestFirst);
  return rows.map(({ consent, givenByName }) => ({ ...consent, givenByName }));
}

/** The answer in force per subject and kind, from a newest-first history. */
export function inForce(history: ConsentRow[]): Map<string, ConsentRow> {
  const current = new Map<string, ConsentRow>();
  for (const row of history) {
    const key = `${row.childId ?? row.athleteId}:${row.kind}`;
    if (!current.has(key)) current.set(key, row);
  }
  return current;
}

export const inForceKey = (subjectId: string, kind: ConsentKind) => `${subjectId}:${kind}`;

/** SQL: whether a child's family lets the club do `kind` now (never answered counts as no). */
export function childConsentGranted(childId: SQL, kind: ConsentKind): SQL<boolean> {
  return sql<boolean>`coalesce((select ${consents.granted} from ${consents}
    where ${consents.childId} = ${childId} and ${consents.kind} = ${kind}
    order by ${consents.givenAt} desc, ${consents.id} desc limit 1), false)`;
}

/** SQL: a child's photo consent as the console names it: 'granted', 'refused' (said no or withdrew) or 'unanswered'. */
export function photoConsentState(childId: SQL): SQL<'granted' | 'refused' | 'unanswered'> {
  return sql<'granted' | 'refused' | 'unanswered'>`coalesce((select case when ${consents.granted} then 'granted' else 'refused' end
    from ${consents} where ${consents.childId} = ${childId} and ${consents.kind} = 'photos'
    order by ${consents.givenAt} desc, ${consents.id} desc limit 1), 'unanswered')`;
}

/** SQL on `media`: the item shows a child whose family does not let the club publish photos of them. */
export const withheldMedia: SQL<boolean> = sql<boolean>`exists (select 1 from ${mediaChildren}
  where ${mediaChildren.mediaId} = ${media.id}
  and not ${childConsentGranted(sql`${mediaChildren.childId}`, 'photos')})`;

/**
 * SQL on `athlete_profiles`: a profile linked to an athlete account is public only with that athlete's consent to the
 * public page (given on their own account, or on the swimmer record the club linked to it). A profile the club keeps
 * without an account rests on the consent the club holds on paper.
 */
export const publicProfileAllowed: SQL<boolean> = sql<boolean>`(${athleteProfiles.userId} is null or coalesce((
  select ${consents.granted} from ${consents}
  where ${consents.kind} = 'public_profile' and (${consents.athleteId} = ${athleteProfiles.userId}
    or ${consents.childId} = (select ${athleteAccounts.childId} from ${athleteAccounts}
      where ${athleteAccounts.userId} = ${athleteProfiles.userId}))
  order by ${consents.givenAt} desc, ${consents.id} desc limit 1), false))`;

/** Whether a child's medical consent is in force now (inside the transaction that writes the notes). */
export async function medicalConsentGranted(tx: Db | Tx, childId: string): Promise<boolean> {
  const [row] = await tx
    .select({ granted: consents.granted })
    .from(consents)
    .where(and(eq(consents.childId, childId), eq(consents.kind, 'medical')))
    .orderBy(...newestFirst)
    .limit(1);
  return row?.granted ?? false;
}
