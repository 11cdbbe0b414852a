// The children an admin tags in a gallery item, and whether each family lets the club publish them (issue 29).
import type { TaggedChild } from '@swim/shared/api/consents';
import { and, asc, eq, inArray, isNull, not, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { children, media, mediaChildren } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { childConsentGranted, photoConsentState } from './consents-in-force.js';

/** Each item's tagged children (by name), with their photo consent in force. */
export async function tagsOf(db: Db | Tx, mediaIds: string[]): Promise<Map<string, TaggedChild[]>> {
  const tags = new Map<string, TaggedChild[]>();
  if (mediaIds.length === 0) return tags;
  const rows = await db
    .select({
      mediaId: mediaChildren.mediaId,
      id: children.id,
      fullName: children.fullName,
      photoConsent: photoConsentState(sql`${children.id}`),
    })
    .from(mediaChildren)
    .innerJoin(children, eq(children.id, mediaChildren.childId))
    .where(inArray(mediaChildren.mediaId, mediaIds))
    .orderBy(asc(children.fullName));
  for (const { mediaId, id, fullName, photoConsent } of rows) {
    tags.set(mediaId, [...(tags.get(mediaId) ?? []), { id, fullName, photoConsent }]);
  }
  return tags;
}

/** Not public while any child tagged in it lacks the photo consent. */
export const isWithheld = (tagged: TaggedChild[]) => tagged.some((child) => child.photoConsent !== 'granted');

/**
 * Replaces an item's tags (the item is locked by the caller). Only children of the club's records who were not erased;
 * an unknown id is a validation error naming the field. Returns whether anything changed (the caller audits it).
 */
export async function replaceTags(
  tx: Tx,
  actorId: string,
  { mediaId, childIds }: { mediaId: string; childIds: string[] },
): Promise<boolean> {
  const wanted = [...new Set(childIds)];
  const known = wanted.length
    ? await tx
        .select({ id: children.id })
        .from(children)
        .where(and(inArray(children.id, wanted), isNull(children.erasedAt)))
    : [];
  if (known.length !== wanted.length)
    throw new AppError('VALIDATION_FAILED', 'A tagged child is not in the club’s records', [
      { path: 'childIds', message: 'childNotFound' },
    ]);
  const before = await tx
    .select({ childId: mediaChildren.childId })
    .from(mediaChildren)
    .where(eq(mediaChildren.mediaId, mediaId));
  const had = new Set(before.map((r) => r.childId));
  const added = wanted.filter((id) => !had.has(id));
  const removed = [...had].filter((id) => !wanted.includes(id));
  if (added.length === 0 && removed.length === 0) return false;
  if (removed.length)
    await tx
      .delete(mediaChildren)
      .where(and(eq(mediaChildren.mediaId, mediaId), inArray(mediaChildren.childId, removed)));
  if (added.length)
    await tx.insert(mediaChildren).values(added.map((childId) => ({ mediaId, childId, taggedBy: actorId })));
  return true;
}

/**
 * Before a child's row is deleted (its tags go with it): every item showing the child without their family's photo
 * consent is hidden, so that losing the tag never makes it public. Answers the items hidden, for the audit log.
 */
export async function hideWithheldItemsOf(tx: Tx, childId: string): Promise<{ id: string; title: string }[]> {
  return tx
    .update(media)
    .set({ hidden: true })
    .where(
      and(
        eq(media.hidden, false),
        sql`${media.id} in (select ${mediaChildren.mediaId} from ${mediaChildren} where ${mediaChildren.childId} = ${childId})`,
        not(childConsentGranted(sql`${childId}::uuid`, 'photos')),
      ),
    )
    .returning({ id: media.id, title: sql<string>`${media.title} ->> 'bg'` });
}
