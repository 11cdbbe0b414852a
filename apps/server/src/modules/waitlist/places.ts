// The places a class's waiting list holds (issue 28, ADR 0044): an open offer holds a place until it is answered or
// lapses (the expiry job passes it on), and a family waiting without an offer keeps a free place for the list until the
// offer is made. Read by every count of a class's free places (the wizard, the public schedule, enrolling).
import { and, count, eq, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { waitlistEntries, waitlistOffers } from '../../db/schema/index.js';

export type HeldPlaces = {
  /** Places held by open offers (not an admin's offer beyond capacity: that place is one more, not one of these). */
  offers: number;
  /** Families waiting with no open offer for this class: a free place is theirs before anyone else's. */
  waiting: number;
};

/** Per class, the places its waiting list holds; a class without any maps to nothing. */
export async function loadHeldPlaces(
  db: Db | Tx,
  classIds: readonly string[],
  options: { exceptChildId?: string } = {},
): Promise<Map<string, HeldPlaces>> {
  const held = new Map<string, HeldPlaces>();
  if (classIds.length === 0) return held;
  const ids = [...classIds];
  const offers = await db
    .select({ classId: waitlistOffers.classId, n: count() })
    .from(waitlistOffers)
    .where(
      and(
        inArray(waitlistOffers.classId, ids),
        eq(waitlistOffers.status, 'open'),
        eq(waitlistOffers.overCapacity, false),
        options.exceptChildId ? ne(waitlistOffers.childId, options.exceptChildId) : undefined,
      ),
    )
    .groupBy(waitlistOffers.classId);
  const waiting = await db
    .select({ classId: waitlistEntries.classId, n: count() })
    .from(waitlistEntries)
    .where(
      and(
        inArray(waitlistEntries.classId, ids),
        isNull(waitlistEntries.endedAt),
        options.exceptChildId ? ne(waitlistEntries.childId, options.exceptChildId) : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(waitlistOffers)
            .where(and(eq(waitlistOffers.entryId, waitlistEntries.id), eq(waitlistOffers.status, 'open'))),
        ),
      ),
    )
    .groupBy(waitlistEntries.classId);
  for (const o of offers) held.set(o.classId, { offers: o.n, waiting: 0 });
  for (const w of waiting) held.set(w.classId, { offers: held.get(w.classId)?.offers ?? 0, waiting: w.n });
  return held;
}

/** All the places the list holds in a class (open offers and families waiting without one). */
export const heldTotal = (held: HeldPlaces | undefined): number => (held ? held.offers + held.waiting : 0);
