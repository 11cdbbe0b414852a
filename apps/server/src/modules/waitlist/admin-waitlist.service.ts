// The admin's side of waiting lists (issue 28 item 2, ADR 0044): a class's list with dates joined and open offers,
// reordering it, removing an entry, and offering a place by hand (beyond capacity when the admin says so); each
// audit-logged. And the figures analytics shows: families waiting per class, and how offers ended.
import type { AdminWaitlist, WaitlistAnalytics } from '@swim/shared/api/waitlist';
import { and, asc, count, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { waitlistEndedNotices } from '../enrollments/waitlist-offer-notice.js';
import type { Db } from '../../db/client.js';
import {
  children,
  classes,
  enrollments,
  locations,
  users,
  waitlistEntries,
  waitlistOffers,
} from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { personName } from '../../lib/person-name.js';
import { type Actor, findClassFor, findWaitlistEntryFor } from '../access/access-policy.js';
import { insertOffer, lockWaitlistClass, offerFreePlaces, offerNotices, placeContext } from './offer-places.js';
import type { WaitlistDeps } from './waitlist.service.js';

/** A class's live list in order, with each family's contacts and open offer. */
export async function readClassWaitlist(db: Db, actor: Actor, classId: string): Promise<AdminWaitlist> {
  const cls = await findClassFor(db, actor, classId);
  const rows = await db
    .select({
      entry: waitlistEntries,
      childName: children.fullName,
      birthDate: children.birthDate,
      parentName: personName(users),
      email: users.email,
      phone: users.phone,
    })
    .from(waitlistEntries)
    .innerJoin(children, eq(children.id, waitlistEntries.childId))
    .innerJoin(users, eq(users.id, children.parentId))
    .where(and(eq(waitlistEntries.classId, cls.id), isNull(waitlistEntries.endedAt)))
    .orderBy(asc(waitlistEntries.position), asc(waitlistEntries.joinedAt), asc(waitlistEntries.id));
  const open = await db
    .select()
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.classId, cls.id), eq(waitlistOffers.status, 'open')));
  const [enrolled] = await db
    .select({ n: count() })
    .from(enrollments)
    .where(and(eq(enrollments.classId, cls.id), eq(enrollments.active, true)));
  return {
    classId: cls.id,
    classTitle: cls.title,
    maxCapacity: cls.maxCapacity,
    enrolled: enrolled?.n ?? 0,
    held: open.length,
    entries: rows.map((r, i) => {
      const offer = open.find((o) => o.entryId === r.entry.id);
      return {
        id: r.entry.id,
        position: i + 1,
        childId: r.entry.childId,
        childName: r.childName,
        birthDate: r.birthDate,
        parent: { name: r.parentName, email: r.email, phone: r.phone ?? null },
        planType: r.entry.planType,
        joinedAt: r.entry.joinedAt.toISOString(),
        offer: offer
          ? {
              id: offer.id,
              offeredAt: offer.offeredAt.toISOString(),
              expiresAt: offer.expiresAt.toISOString(),
              byHand: offer.offeredBy !== null,
              overCapacity: offer.overCapacity,
            }
          : null,
      };
    }),
  };
}

const orderInvalid = () =>
  new AppError('VALIDATION_FAILED', 'Name every family on the list once', [
    { path: 'entryIds', message: 'orderInvalid' },
  ]);

/** Puts the live list in the given order (every live entry exactly once); the next free place follows it. */
export async function reorderWaitlist(
  db: Db,
  actor: Actor,
  { classId, entryIds }: { classId: string; entryIds: string[] },
): Promise<void> {
  const cls = await findClassFor(db, actor, classId);
  await db.transaction(async (tx) => {
    await lockWaitlistClass(tx, cls.id);
    const live = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.classId, cls.id), isNull(waitlistEntries.endedAt)))
      .orderBy(asc(waitlistEntries.position), asc(waitlistEntries.joinedAt), asc(waitlistEntries.id));
    const liveIds = new Set(live.map((e) => e.id));
    if (entryIds.length !== liveIds.size || new Set(entryIds).size !== entryIds.length) throw orderInvalid();
    if (!entryIds.every((id) => liveIds.has(id))) throw orderInvalid();
    for (const [i, id] of entryIds.entries()) {
      await tx
        .update(waitlistEntries)
        .set({ position: i + 1 })
        .where(eq(waitlistEntries.id, id));
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'waitlist.reordered',
      entityType: 'class',
      entityId: cls.id,
      details: { classId: cls.id, entryIds },
    });
  });
}

/** Takes an entry off its list (with the admin's reason); a place held for it goes to the next family. */
export async function removeWaitlistEntry(
  deps: WaitlistDeps,
  actor: Actor,
  { entryId, reason }: { entryId: string; reason?: string | undefined },
): Promise<void> {
  const context = placeContext(deps);
  const written = await deps.db.transaction(async (tx) => {
    const seen = await findWaitlistEntryFor(tx, actor, entryId, { action: 'administer' });
    await lockWaitlistClass(tx, seen.classId);
    const [entry] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, seen.id)).for('update');
    if (!entry || entry.endedAt) throw new AppError('NOT_FOUND', 'Waiting list entry not found');
    await tx
      .update(waitlistOffers)
      .set({ status: 'withdrawn', answeredAt: context.now })
      .where(and(eq(waitlistOffers.entryId, entry.id), eq(waitlistOffers.status, 'open')));
    await tx
      .update(waitlistEntries)
      .set({ endedAt: context.now, endReason: 'removed', endedBy: actor.id })
      .where(eq(waitlistEntries.id, entry.id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'waitlist.removed',
      entityType: 'waitlist_entry',
      entityId: entry.id,
      details: { childId: entry.childId, classId: entry.classId, ...(reason ? { reason } : {}) },
    });
    // The family is told (the admin's reason stays in the audit log, as the form says).
    const end = { key: entry.id, childId: entry.childId, classId: entry.classId, cause: 'removed' as const };
    const told = await waitlistEndedNotices(tx, { end, publicUrl: context.publicUrl });
    return deps.notices.write(tx, [...told, ...(await offerFreePlaces(tx, entry.classId, context))]);
  });
  deps.notices.dispatch(written);
}

/**
 * Offers a place to one family out of turn. Without a free place the admin must say the child comes in beyond the
 * class's capacity (`overCapacity`); a child already holding an offer is refused (one at a time).
 */
export async function offerPlaceByHand(
  deps: WaitlistDeps,
  actor: Actor,
  { entryId, overCapacity }: { entryId: string; overCapacity: boolean },
): Promise<void> {
  const context = placeContext(deps);
  const written = await deps.db.transaction(async (tx) => {
    const seen = await findWaitlistEntryFor(tx, actor, entryId, { action: 'administer' });
    const cls = await lockWaitlistClass(tx, seen.classId);
    const [location] = cls
      ? await tx.select({ active: locations.active }).from(locations).where(eq(locations.id, cls.locationId))
      : [];
    if (!cls?.active || !location?.active) {
      throw new AppError('CLASS_INACTIVE', 'The class or its location is inactive; activate it first');
    }
    const [entry] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, seen.id)).for('update');
    if (!entry || entry.endedAt) throw new AppError('NOT_FOUND', 'Waiting list entry not found');
    const [enrolled] = await tx
      .select({ n: count() })
      .from(enrollments)
      .where(and(eq(enrollments.classId, cls.id), eq(enrollments.active, true)));
    const [held] = await tx
      .select({ n: count() })
      .from(waitlistOffers)
      .where(
        and(
          eq(waitlistOffers.classId, cls.id),
          eq(waitlistOffers.status, 'open'),
          eq(waitlistOffers.overCapacity, false),
        ),
      );
    const full = (enrolled?.n ?? 0) + (held?.n ?? 0) >= cls.maxCapacity;
    if (full && !overCapacity) throw new AppError('CLASS_FULL', 'This class is full');
    const made = await insertOffer(tx, entry, { now: context.now, offeredBy: actor.id, overCapacity: full });
    if (!made) throw new AppError('OFFER_HELD', 'The child already holds an offer of a place');
    return deps.notices.write(tx, await offerNotices(tx, made, context.publicUrl));
  });
  deps.notices.dispatch(written);
}

/** Families waiting per class now, and how the offers made from `from` to `to` (club days' instants) ended. */
export async function waitlistAnalytics(db: Db, { from, to }: { from: Date; to: Date }): Promise<WaitlistAnalytics> {
  const waiting = await db
    .select({ classId: classes.id, classTitle: classes.title, waiting: sql<number>`count(${waitlistEntries.id})::int` })
    .from(waitlistEntries)
    .innerJoin(classes, eq(classes.id, waitlistEntries.classId))
    .where(isNull(waitlistEntries.endedAt))
    .groupBy(classes.id, classes.title)
    .orderBy(sql`count(${waitlistEntries.id}) desc`, asc(classes.id));
  const ids = waiting.map((w) => w.classId);
  const held =
    ids.length === 0
      ? []
      : await db
          .select({ classId: waitlistOffers.classId, n: sql<number>`count(*)::int` })
          .from(waitlistOffers)
          .where(and(inArray(waitlistOffers.classId, ids), eq(waitlistOffers.status, 'open')))
          .groupBy(waitlistOffers.classId);
  const outcomes = await db
    .select({ status: waitlistOffers.status, n: sql<number>`count(*)::int` })
    .from(waitlistOffers)
    .where(and(gte(waitlistOffers.offeredAt, from), lt(waitlistOffers.offeredAt, to)))
    .groupBy(waitlistOffers.status);
  const of = (status: string) => outcomes.find((o) => o.status === status)?.n ?? 0;
  return {
    classes: waiting.map((w) => ({
      classId: w.classId,
      classTitle: w.classTitle,
      waiting: w.waiting,
      held: held.find((h) => h.classId === w.classId)?.n ?? 0,
    })),
    offers: {
      made: outcomes.reduce((sum, o) => sum + o.n, 0),
      accepted: of('accepted'),
      declined: of('declined'),
      expired: of('expired'),
      withdrawn: of('withdrawn'),
      open: of('open'),
    },
  };
}
