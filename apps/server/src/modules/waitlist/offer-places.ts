// Offering a class's free places to its waiting list (issue 28, ADR 0044), in the caller's transaction and under the
// class row's lock: offers past their deadline lapse first (their families are told, and leave the list), then each
// free place goes to the first family in line that holds no other offer, held for the club's offer period. Called
// wherever a place may come free (unenrolling, a transfer, a deactivation, a child deleted, a capacity raised, an offer
// declined or withdrawn) and by the expiry job every minute, which also catches up on anything missed.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { classes, enrollments, locations, waitlistEntries, waitlistOffers } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import type { Notice } from '../notices/notice-service.js';
import { readSessionRules } from '../sessions/dated-sessions.service.js';
import { loadWeeklySessions } from '../enrollments/class-listing.js';
import { planOptions } from '../enrollments/class-options.service.js';
import {
  waitlistEndedNotices,
  waitlistOfferExpiredNotices,
  waitlistOfferNotices,
} from '../enrollments/waitlist-offer-notice.js';

export type OfferContext = { now: Date; publicUrl: string };

/** What offering a freed place needs: the time now (the app's clock) and the address of the offer's links. */
export const placeContext = (deps: { publicUrl: string; now?: () => Date }): OfferContext => ({
  now: deps.now?.() ?? new Date(),
  publicUrl: deps.publicUrl,
});

/** The secret of an offer's links, and what is stored of it. */
export function newOfferToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOfferToken(token) };
}
export const hashOfferToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The mail's links: a page of the app that shows the offer and asks before anything changes. */
export function offerLinks(publicUrl: string, token: string) {
  const base = `${publicUrl.replace(/\/$/, '')}/waitlist/offer?token=${encodeURIComponent(token)}`;
  return { acceptUrl: `${base}&answer=accept`, declineUrl: `${base}&answer=decline` };
}

/** Locks the class row: offers, enrollments and the list's order change one caller at a time. */
export async function lockWaitlistClass(tx: Tx, classId: string) {
  const [row] = await tx
    .select({
      id: classes.id,
      maxCapacity: classes.maxCapacity,
      active: classes.active,
      locationId: classes.locationId,
      pricePerClass: classes.pricePerClass,
      monthlyPrice: classes.monthlyPrice,
      currency: classes.currency,
    })
    .from(classes)
    .where(eq(classes.id, classId))
    .for('update');
  return row;
}

/** Locks several classes' rows in one order (by id), so two callers locking the same pair cannot deadlock. */
export async function lockWaitlistClasses(tx: Tx, classIds: readonly string[]): Promise<void> {
  for (const id of [...new Set(classIds)].sort()) await lockWaitlistClass(tx, id);
}

/** Ends the class's offers whose deadline has passed; answers the notices of their end. */
async function lapseOffers(tx: Tx, classId: string, { now, publicUrl }: OfferContext): Promise<Notice[]> {
  const lapsed = await tx
    .update(waitlistOffers)
    .set({ status: 'expired', answeredAt: now })
    .where(
      and(eq(waitlistOffers.classId, classId), eq(waitlistOffers.status, 'open'), lte(waitlistOffers.expiresAt, now)),
    )
    .returning();
  const notices: Notice[] = [];
  for (const offer of lapsed) {
    await tx
      .update(waitlistEntries)
      .set({ endedAt: now, endReason: 'expired' })
      .where(and(eq(waitlistEntries.id, offer.entryId), isNull(waitlistEntries.endedAt)));
    await recordAudit(tx, {
      actorId: null,
      action: 'waitlist.offer_expired',
      entityType: 'waitlist_offer',
      entityId: offer.id,
      details: { childId: offer.childId, classId: offer.classId, expiresAt: offer.expiresAt.toISOString() },
    });
    const expiry = {
      offerId: offer.id,
      childId: offer.childId,
      classId: offer.classId,
      expiredAt: offer.expiresAt,
      stillWaiting: false,
    };
    notices.push(...(await waitlistOfferExpiredNotices(tx, { expiry, publicUrl })));
  }
  return notices;
}

/** Writes one offer for an entry (none when the child holds another offer meanwhile); answers its id and secret. */
export async function insertOffer(
  tx: Tx,
  entry: { id: string; classId: string; childId: string },
  { now, offeredBy, overCapacity }: { now: Date; offeredBy: string | null; overCapacity: boolean },
) {
  const hours = (await readSessionRules(tx)).waitlistOfferHours;
  const expiresAt = new Date(now.getTime() + hours * 3_600_000);
  const { token, hash } = newOfferToken();
  const [offer] = await tx
    .insert(waitlistOffers)
    .values({
      entryId: entry.id,
      classId: entry.classId,
      childId: entry.childId,
      offeredAt: now,
      expiresAt,
      offeredBy,
      overCapacity,
      tokenHash: hash,
    })
    // A child holds one offer at a time: another class's list may have offered it a place meanwhile.
    .onConflictDoNothing()
    .returning();
  if (!offer) return null;
  await recordAudit(tx, {
    actorId: offeredBy,
    action: 'waitlist.offered',
    entityType: 'waitlist_offer',
    entityId: offer.id,
    details: {
      childId: entry.childId,
      classId: entry.classId,
      expiresAt: expiresAt.toISOString(),
      ...(overCapacity ? { overCapacity: true } : {}),
    },
  });
  return { offer, token };
}

/** The notice of a new offer, with the links its secret opens. */
export function offerNotices(
  tx: Tx,
  made: { offer: typeof waitlistOffers.$inferSelect; token: string },
  publicUrl: string,
): Promise<Notice[]> {
  const { offer, token } = made;
  return waitlistOfferNotices(tx, {
    offer: {
      offerId: offer.id,
      childId: offer.childId,
      classId: offer.classId,
      expiresAt: offer.expiresAt,
      ...offerLinks(publicUrl, token),
    },
    publicUrl,
  });
}

/**
 * Lapses the class's overdue offers and offers its free places to the families first in line. Takes the class row's
 * lock (callers that lock several classes lock them first, in id order). Answers the notices to write.
 */
export async function offerFreePlaces(tx: Tx, classId: string, context: OfferContext): Promise<Notice[]> {
  const cls = await lockWaitlistClass(tx, classId);
  if (!cls) return [];
  const notices = await lapseOffers(tx, classId, context);
  const [location] = await tx
    .select({ active: locations.active, type: locations.type })
    .from(locations)
    .where(eq(locations.id, cls.locationId));
  if (!cls.active || !location?.active) {
    // The class (or its place) no longer runs: no place can be taken, so open offers are withdrawn rather than left to
    // lapse; the families keep their places in line should it open again.
    const withdrawn = await tx
      .update(waitlistOffers)
      .set({ status: 'withdrawn', answeredAt: context.now })
      .where(and(eq(waitlistOffers.classId, classId), eq(waitlistOffers.status, 'open')))
      .returning({ id: waitlistOffers.id, childId: waitlistOffers.childId });
    for (const offer of withdrawn) {
      const end = { key: offer.id, childId: offer.childId, classId, cause: 'class_closed' as const };
      notices.push(...(await waitlistEndedNotices(tx, { end, publicUrl: context.publicUrl })));
    }
    return notices;
  }

  const [active] = await tx
    .select({ n: count() })
    .from(enrollments)
    .where(and(eq(enrollments.classId, classId), eq(enrollments.active, true)));
  const [open] = await tx
    .select({ n: count() })
    .from(waitlistOffers)
    .where(
      and(
        eq(waitlistOffers.classId, classId),
        eq(waitlistOffers.status, 'open'),
        // An admin's offer beyond capacity is one place more, not one of the class's places.
        eq(waitlistOffers.overCapacity, false),
      ),
    );
  let free = cls.maxCapacity - (active?.n ?? 0) - (open?.n ?? 0);
  if (free <= 0) return notices;
  // The plans the class offers now: an entry waiting for one it no longer offers cannot be enrolled by an offer.
  const weeklySessions = (await loadWeeklySessions(tx, [classId])).get(classId)?.length ?? 0;
  const offered = new Set(
    planOptions({ cls, locationType: location.type, weeklySessions }).map((plan) => plan.planType),
  );

  const line = await tx
    .select({
      id: waitlistEntries.id,
      classId: waitlistEntries.classId,
      childId: waitlistEntries.childId,
      planType: waitlistEntries.planType,
    })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.classId, classId),
        isNull(waitlistEntries.endedAt),
        // A child holding an offer (here or in another class) waits for its answer before being offered another.
        notExists(
          tx
            .select({ one: sql`1` })
            .from(waitlistOffers)
            .where(and(eq(waitlistOffers.childId, waitlistEntries.childId), eq(waitlistOffers.status, 'open'))),
        ),
      ),
    )
    .orderBy(asc(waitlistEntries.position), asc(waitlistEntries.joinedAt), asc(waitlistEntries.id));
  const enrolledAlready = new Set(
    line.length === 0
      ? []
      : (
          await tx
            .select({ childId: enrollments.childId })
            .from(enrollments)
            .where(
              and(
                eq(enrollments.classId, classId),
                eq(enrollments.active, true),
                inArray(
                  enrollments.childId,
                  line.map((e) => e.childId),
                ),
              ),
            )
        ).map((r) => r.childId),
  );
  for (const entry of line) {
    if (free <= 0) break;
    if (enrolledAlready.has(entry.childId)) {
      // Enrolled meanwhile (an admin's reactivation): the wait is over.
      await tx
        .update(waitlistEntries)
        .set({ endedAt: context.now, endReason: 'enrolled' })
        .where(eq(waitlistEntries.id, entry.id));
      continue;
    }
    // Waiting for a plan the class no longer offers: left in line for the admin to settle with the family.
    if (!offered.has(entry.planType)) continue;
    const made = await insertOffer(tx, entry, { now: context.now, offeredBy: null, overCapacity: false });
    if (!made) continue;
    notices.push(...(await offerNotices(tx, made, context.publicUrl)));
    free--;
  }
  return notices;
}
