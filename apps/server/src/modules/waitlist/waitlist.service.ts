// A family's side of waiting lists (issue 28, ADR 0044): joining a full class's list (an existing child, or a new one
// from the wizard), the places in line, leaving, and answering an offer (signed in, or through the mail's link).
import type { FamilyWaitlistEntry, OfferAccepted, OfferByToken, WaitlistJoined } from '@swim/shared/api/waitlist';
import type { EnrollInput, RegistrationInput } from '@swim/shared/api/children';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { children, classes, enrollments, locations, waitlistEntries, waitlistOffers } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { type Actor, findChildFor, findWaitlistEntryFor, findWaitlistOfferFor } from '../access/access-policy.js';
import { insertChild } from '../children/children.service.js';
import { loadWeeklySessions } from '../enrollments/class-listing.js';
import { planOptions } from '../enrollments/class-options.service.js';
import { enrollmentConfirmedNotices } from '../enrollments/enrollment-notice.js';
import { enrollInTransaction, lockClass } from '../enrollments/enrollments.service.js';
import type { Notice, WrittenNotices } from '../notices/notice-service.js';
import type { NoticeSender } from '../notices/templates/site.js';
import { hashOfferToken, offerFreePlaces, type OfferContext, placeContext } from './offer-places.js';
import { markTrialConverted } from '../trials/trial-conversion.js';
import { heldTotal, loadHeldPlaces } from './places.js';

export type WaitlistDeps = NoticeSender & { db: Db; now?: () => Date };

export const classHasPlaces = () =>
  new AppError('CLASS_HAS_PLACES', 'This class has a free place: enrol the child instead');
const offerNotOpen = () => new AppError('OFFER_NOT_OPEN', 'This offer is no longer open');
const offerExpired = () => new AppError('OFFER_EXPIRED', 'This offer has expired');

/** Writes the notices in the transaction; the caller dispatches them once it has committed. */
const writeAll = (tx: Tx, deps: WaitlistDeps, notices: Notice[]) => deps.notices.write(tx, notices);

/**
 * Puts a child on a full class's list with the plan the family chose, at the end of the line. Refused when the class
 * has a free place (enrol instead), the plan is not offered, the child is enrolled or already waiting.
 */
async function joinInTransaction(tx: Tx, actor: Actor, childId: string, input: EnrollInput, now: Date) {
  const { cls, locationType, weeklySessions } = await lockClass(tx, input.classId);
  if (!planOptions({ cls, locationType, weeklySessions }).some((p) => p.planType === input.planType)) {
    throw new AppError('VALIDATION_FAILED', 'This plan is not offered for this class', [
      { path: 'planType', message: 'planNotOffered' },
    ]);
  }
  const [enrolled] = await tx
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.childId, childId), eq(enrollments.classId, cls.id), eq(enrollments.active, true)));
  if (enrolled) throw new AppError('ALREADY_ENROLLED', 'The child is already enrolled in this class');
  const [waiting] = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(eq(waitlistEntries.childId, childId), eq(waitlistEntries.classId, cls.id), isNull(waitlistEntries.endedAt)),
    );
  if (waiting) throw new AppError('ALREADY_WAITING', 'The child is already on this waiting list');
  const [taken] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(enrollments)
    .where(and(eq(enrollments.classId, cls.id), eq(enrollments.active, true)));
  const held = heldTotal((await loadHeldPlaces(tx, [cls.id])).get(cls.id));
  if ((taken?.n ?? 0) + held < cls.maxCapacity) throw classHasPlaces();
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${waitlistEntries.position}), 0)::int` })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.classId, cls.id), isNull(waitlistEntries.endedAt)));
  const [entry] = await tx
    .insert(waitlistEntries)
    .values({
      classId: cls.id,
      childId,
      planType: input.planType,
      position: (last?.position ?? 0) + 1,
      joinedAt: now,
      joinedBy: actor.id,
    })
    .returning();
  if (!entry) throw new Error('waiting list entry not written');
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'waitlist.joined',
    entityType: 'waitlist_entry',
    entityId: entry.id,
    details: { childId, classId: cls.id, planType: input.planType },
  });
  return { childId, entryId: entry.id, position: await positionOf(tx, entry) };
}

/** A live entry's place in line, from 1. */
async function positionOf(tx: Db | Tx, entry: { id: string; classId: string; position: number; joinedAt: Date }) {
  const [ahead] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.classId, entry.classId),
        isNull(waitlistEntries.endedAt),
        or(
          lt(waitlistEntries.position, entry.position),
          and(eq(waitlistEntries.position, entry.position), lt(waitlistEntries.joinedAt, entry.joinedAt)),
        ),
      ),
    );
  return (ahead?.n ?? 0) + 1;
}

/** One of the actor's children joins a full class's list. */
export async function joinWaitlist(
  deps: WaitlistDeps,
  actor: Actor,
  { childId, input }: { childId: string; input: EnrollInput },
): Promise<WaitlistJoined> {
  const { now } = placeContext(deps);
  return deps.db.transaction(async (tx) => {
    await findChildFor(tx, actor, childId, { action: 'family' });
    return joinInTransaction(tx, actor, childId, input, now);
  });
}

/** The wizard's last step for a full class: the new child and its place in line, or nothing at all. */
export async function registerOnWaitlist(
  deps: WaitlistDeps,
  actor: Actor,
  input: RegistrationInput,
): Promise<WaitlistJoined> {
  const { now } = placeContext(deps);
  return deps.db.transaction(async (tx) => {
    const [cls] = await tx
      .select({ locationId: classes.locationId })
      .from(classes)
      .where(eq(classes.id, input.classId));
    if (!cls || cls.locationId !== input.locationId) {
      throw new AppError('VALIDATION_FAILED', 'The class is not at the chosen location', [
        { path: 'classId', message: 'selectClass' },
      ]);
    }
    const child = await insertChild(tx, actor, input.child);
    return joinInTransaction(tx, actor, child.id, input, now);
  });
}

/** The family's children on waiting lists, with their places in line and open offers. */
export async function listFamilyWaitlist(db: Db, actor: Actor): Promise<FamilyWaitlistEntry[]> {
  const rows = await db
    .select({
      entry: waitlistEntries,
      childName: children.fullName,
      classTitle: classes.title,
      locationName: locations.name,
    })
    .from(waitlistEntries)
    .innerJoin(children, eq(children.id, waitlistEntries.childId))
    .innerJoin(classes, eq(classes.id, waitlistEntries.classId))
    .innerJoin(locations, eq(locations.id, classes.locationId))
    .where(and(eq(children.parentId, actor.id), isNull(waitlistEntries.endedAt)))
    .orderBy(asc(waitlistEntries.joinedAt));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.entry.id);
  const offers = await db
    .select()
    .from(waitlistOffers)
    .where(and(inArray(waitlistOffers.entryId, ids), eq(waitlistOffers.status, 'open')));
  const sessions = await loadWeeklySessions(db, [...new Set(rows.map((r) => r.entry.classId))]);
  const result: FamilyWaitlistEntry[] = [];
  for (const { entry, childName, classTitle, locationName } of rows) {
    const offer = offers.find((o) => o.entryId === entry.id);
    result.push({
      id: entry.id,
      childId: entry.childId,
      childName,
      classId: entry.classId,
      classTitle,
      locationName,
      sessions: sessions.get(entry.classId) ?? [],
      planType: entry.planType,
      position: await positionOf(db, entry),
      joinedAt: entry.joinedAt.toISOString(),
      offer: offer
        ? { id: offer.id, offeredAt: offer.offeredAt.toISOString(), expiresAt: offer.expiresAt.toISOString() }
        : null,
    });
  }
  return result;
}

/** Ends a live entry (and its open offer, whose place passes to the next family); answers the notices to write. */
async function endEntry(
  tx: Tx,
  entry: typeof waitlistEntries.$inferSelect,
  { reason, actorId, context }: { reason: 'left' | 'removed'; actorId: string; context: OfferContext },
) {
  await tx
    .update(waitlistOffers)
    .set({ status: 'withdrawn', answeredAt: context.now })
    .where(and(eq(waitlistOffers.entryId, entry.id), eq(waitlistOffers.status, 'open')));
  await tx
    .update(waitlistEntries)
    .set({ endedAt: context.now, endReason: reason, endedBy: actorId })
    .where(eq(waitlistEntries.id, entry.id));
  return offerFreePlaces(tx, entry.classId, context);
}

/** The family takes a child off a list; a place held for the child goes to the next family. */
export async function leaveWaitlist(
  deps: WaitlistDeps,
  actor: Actor,
  { childId, entryId }: { childId: string; entryId: string },
): Promise<void> {
  const context = placeContext(deps);
  const written = await deps.db.transaction(async (tx) => {
    await findChildFor(tx, actor, childId, { action: 'family' });
    const seen = await findWaitlistEntryFor(tx, actor, entryId, { action: 'family' });
    if (seen.childId !== childId) throw new AppError('NOT_FOUND', 'Waiting list entry not found');
    await lockClassRow(tx, seen.classId);
    const entry = await findWaitlistEntryFor(tx, actor, entryId, { action: 'family' });
    if (entry.endedAt) throw new AppError('NOT_FOUND', 'Waiting list entry not found');
    const notices = await endEntry(tx, entry, { reason: 'left', actorId: actor.id, context });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'waitlist.left',
      entityType: 'waitlist_entry',
      entityId: entry.id,
      details: { childId: entry.childId, classId: entry.classId },
    });
    return writeAll(tx, deps, notices);
  });
  deps.notices.dispatch(written);
}

/** Locks a class's row without asking whether it is active (a list of an inactive class can still be left). */
async function lockClassRow(tx: Tx, classId: string) {
  await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, classId)).for('update');
}

type OfferRow = typeof waitlistOffers.$inferSelect;

/**
 * Locks the offer's class, then the offer, and answers it if it is still open and within its deadline. An offer whose
 * deadline has passed is refused (the expiry job passes its place on); one answered meanwhile is refused too.
 */
async function lockOpenOffer(tx: Tx, offerId: string, now: Date): Promise<OfferRow> {
  const [seen] = await tx
    .select({ classId: waitlistOffers.classId })
    .from(waitlistOffers)
    .where(eq(waitlistOffers.id, offerId));
  if (!seen) throw new AppError('NOT_FOUND', 'Offer not found');
  await lockClassRow(tx, seen.classId);
  const [offer] = await tx.select().from(waitlistOffers).where(eq(waitlistOffers.id, offerId)).for('update');
  if (!offer) throw new AppError('NOT_FOUND', 'Offer not found');
  if (offer.status === 'expired' || (offer.status === 'open' && offer.expiresAt <= now)) throw offerExpired();
  if (offer.status !== 'open') throw offerNotOpen();
  return offer;
}

/** Takes the held place: the child is enrolled with the plan chosen on joining, and the family is told. */
async function acceptInTransaction(tx: Tx, deps: WaitlistDeps, offer: OfferRow, actorId: string | null, now: Date) {
  const [entry] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, offer.entryId));
  if (!entry) throw new AppError('NOT_FOUND', 'Offer not found');
  const [open] = await tx
    .select({ active: classes.active, locationActive: locations.active })
    .from(classes)
    .innerJoin(locations, eq(locations.id, classes.locationId))
    .where(eq(classes.id, offer.classId));
  if (!open?.active || !open.locationActive) {
    throw new AppError('CLASS_INACTIVE', 'The class or its location is inactive; activate it first');
  }
  await tx.update(waitlistOffers).set({ status: 'accepted', answeredAt: now }).where(eq(waitlistOffers.id, offer.id));
  const enrollment = await enrollInTransaction(tx, {
    childId: offer.childId,
    input: { classId: offer.classId, planType: entry.planType },
    viaOffer: true,
  });
  await tx.update(waitlistOffers).set({ enrollmentId: enrollment.id }).where(eq(waitlistOffers.id, offer.id));
  // A family who came for a trial first and now takes a place: the trial converted.
  await markTrialConverted(tx, { enrollmentId: enrollment.id });
  await recordAudit(tx, {
    actorId,
    action: 'waitlist.offer_accepted',
    entityType: 'waitlist_offer',
    entityId: offer.id,
    details: { childId: offer.childId, classId: offer.classId, enrollmentId: enrollment.id },
  });
  const notices = await enrollmentConfirmedNotices(tx, {
    enrollmentId: enrollment.id,
    transfer: false,
    now,
    publicUrl: deps.publicUrl,
  });
  const value: OfferAccepted = { childId: offer.childId, enrollmentId: enrollment.id, classId: offer.classId };
  return { value, written: await writeAll(tx, deps, notices) };
}

/** Gives the held place up: the child leaves the list and the place goes to the next family. */
async function declineInTransaction(tx: Tx, deps: WaitlistDeps, offer: OfferRow, actorId: string | null, now: Date) {
  await tx.update(waitlistOffers).set({ status: 'declined', answeredAt: now }).where(eq(waitlistOffers.id, offer.id));
  await tx
    .update(waitlistEntries)
    .set({ endedAt: now, endReason: 'declined', endedBy: actorId })
    .where(and(eq(waitlistEntries.id, offer.entryId), isNull(waitlistEntries.endedAt)));
  await recordAudit(tx, {
    actorId,
    action: 'waitlist.offer_declined',
    entityType: 'waitlist_offer',
    entityId: offer.id,
    details: { childId: offer.childId, classId: offer.classId },
  });
  return writeAll(tx, deps, await offerFreePlaces(tx, offer.classId, { now, publicUrl: deps.publicUrl }));
}

/** The family accepts an offer to one of its children (from the dashboard). */
export async function acceptOffer(deps: WaitlistDeps, actor: Actor, offerId: string): Promise<OfferAccepted> {
  const { now } = placeContext(deps);
  const { value, written } = await deps.db.transaction(async (tx) => {
    await findWaitlistOfferFor(tx, actor, offerId);
    return acceptInTransaction(tx, deps, await lockOpenOffer(tx, offerId, now), actor.id, now);
  });
  deps.notices.dispatch(written);
  return value;
}

/** The family declines an offer to one of its children (from the dashboard). */
export async function declineOffer(deps: WaitlistDeps, actor: Actor, offerId: string): Promise<void> {
  const { now } = placeContext(deps);
  const written = await deps.db.transaction(async (tx) => {
    await findWaitlistOfferFor(tx, actor, offerId);
    return declineInTransaction(tx, deps, await lockOpenOffer(tx, offerId, now), actor.id, now);
  });
  deps.notices.dispatch(written);
}

const invalidLink = () => new AppError('INVALID_TOKEN', 'This link is not valid');

/** The offer a mail's link names (its secret is the family's key to it), or INVALID_TOKEN. */
async function offerIdOfToken(db: Db | Tx, token: string): Promise<string> {
  const [row] = await db
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .where(eq(waitlistOffers.tokenHash, hashOfferToken(token)));
  if (!row) throw invalidLink();
  return row.id;
}

/** What the mail's link shows before the family answers. */
export async function readOfferByToken(db: Db, token: string, now: Date): Promise<OfferByToken> {
  const [row] = await db
    .select({
      offer: waitlistOffers,
      planType: waitlistEntries.planType,
      childFirstName: children.firstName,
      childFullName: children.fullName,
      classTitle: classes.title,
      locationName: locations.name,
    })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .innerJoin(children, eq(children.id, waitlistOffers.childId))
    .innerJoin(classes, eq(classes.id, waitlistOffers.classId))
    .innerJoin(locations, eq(locations.id, classes.locationId))
    .where(eq(waitlistOffers.tokenHash, hashOfferToken(token)));
  if (!row) throw invalidLink();
  const lapsed = row.offer.status === 'open' && row.offer.expiresAt <= now;
  return {
    status: lapsed ? 'expired' : row.offer.status,
    // The first word of the name the family wrote (the Latin first name is for competition entries).
    childFirstName: row.childFullName.trim().split(/\s+/)[0] ?? row.childFirstName,
    classTitle: row.classTitle,
    locationName: row.locationName,
    sessions: (await loadWeeklySessions(db, [row.offer.classId])).get(row.offer.classId) ?? [],
    planType: row.planType,
    expiresAt: row.offer.expiresAt.toISOString(),
  };
}

/** Accepts through the mail's link: the link's secret stands for the family (no sign-in needed on the phone). */
export async function acceptOfferByToken(deps: WaitlistDeps, token: string): Promise<OfferAccepted> {
  const { now } = placeContext(deps);
  const { value, written } = await deps.db.transaction(async (tx) => {
    const offer = await lockOpenOffer(tx, await offerIdOfToken(tx, token), now);
    const [child] = await tx
      .select({ parentId: children.parentId })
      .from(children)
      .where(eq(children.id, offer.childId));
    return acceptInTransaction(tx, deps, offer, child?.parentId ?? null, now);
  });
  deps.notices.dispatch(written);
  return value;
}

/** Declines through the mail's link. */
export async function declineOfferByToken(deps: WaitlistDeps, token: string): Promise<void> {
  const { now } = placeContext(deps);
  const written: WrittenNotices = await deps.db.transaction(async (tx) => {
    const offer = await lockOpenOffer(tx, await offerIdOfToken(tx, token), now);
    const [child] = await tx
      .select({ parentId: children.parentId })
      .from(children)
      .where(eq(children.id, offer.childId));
    return declineInTransaction(tx, deps, offer, child?.parentId ?? null, now);
  });
  deps.notices.dispatch(written);
}
