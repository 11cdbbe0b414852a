// The consent in force is the newest answer per subject and kind (the table is append-only; ADR 0045).
import type { ConsentKind } from '@swim/shared/privacy';
import { type SQL, and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { athleteAccounts, athleteProfiles, consents, media, mediaChildren, users } from '../../db/schema/index.js';

export type ConsentRow = typeof consents.$inferSelect & { givenByName: string | null };

/** Newest first within a subject and kind: the first row of each is the one in force. */
const newestFirst = [desc(consents.givenAt), desc(consents.id)] as const;

/**
 * Every answer about some children and/or athlete accounts, newest first, with the name of who answered. An athlete
 * whose swimmer record the club linked is one person under two subjects: their answers are read from both.
 */
export async function consentHistory(
  db: Db | Tx,
  subject: { childIds?: string[]; athleteIds?: string[] },
): Promise<ConsentRow[]> {
  const { childIds = [], athleteIds = [] } = subject;
  const conditions = [
    childIds.length ? inArray(consents.childId, childIds) : undefined,
    athleteIds.length ? inArray(consents.athleteId, athleteIds) : undefined,
  ].filter((c) => c !== undefined);
  if (conditions.length === 0) return [];
  const rows = await db
    .select({ consent: consents, givenByName: users.name })
    .from(consents)
    .leftJoin(users, eq(users.id, consents.givenBy))
    .where(or(...conditions))
    .orderBy(...newestFirst);
  return rows.map(({ consent, givenByName }) => ({ ...consent, givenByName }));
}

/** The answer in force per kind for one person, from their newest-first history. */
export function inForceByKind(history: ConsentRow[]): Map<ConsentKind, ConsentRow> {
  const current = new Map<ConsentKind, ConsentRow>();
  for (const row of history) if (!current.has(row.kind)) current.set(row.kind, row);
  return current;
}

/** SQL: whether a child's family lets the club do `kind` now (never answered counts as no). */
export function childConsentGranted(childId: SQL, kind: ConsentKind): SQL<boolean> {
  return sql<boolean>`coalesce((select ${consents.granted} from ${consents}
    where ${consents.childId} = ${childId} and ${consents.kind} = ${kind}
    order by ${consents.givenAt} desc, ${consents.id} desc limit 1), false)`;
}

/** SQL: a child's photo consent as the console names it: 'granted', 'refused' (said no or withdrew) or 'unanswered'. */
export function photoConsentState(childId: SQL): SQL<'granted' | 'refused' | 'unanswered'> {
  return sql<
    'granted' | 'refused' | 'unanswered'
  >`coalesce((select case when ${consents.granted} then 'granted' else 'refused' end
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

/**
 * The upload folders of gallery items the public may not see: hidden by the admin, or showing a child whose family does
 * not consent to photos. Their files are served to admins only (http/static.ts), so a withdrawn photo's address stops
 * working for everyone else as soon as the consent is withdrawn.
 */
export async function privateMediaKeys(db: Db): Promise<string[]> {
  const rows = await db
    .select({ key: media.storageKey })
    .from(media)
    .where(and(sql`${media.storageKey} is not null`, or(eq(media.hidden, true), withheldMedia)));
  return rows.map((row) => String(row.key));
}
