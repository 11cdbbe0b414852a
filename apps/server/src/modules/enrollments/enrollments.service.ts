// Enrolling, registering (child + enrollment in one transaction), unenrolling and transferring, within capacity.
import type { EnrollInput, RegistrationInput } from '@swim/shared/api/children';
import type { PlanType } from '@swim/shared/enums';
import { PLAN_SESSIONS } from '@swim/shared/pricing';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { monthPeriodOf, zonedDate } from '@swim/shared/dates';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  classes,
  closureRefunds,
  enrollments,
  locations,
  paymentWriteOffs,
  payments,
  subscriptions,
} from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { type Actor, type ChildAction, classNotFound, findChildFor } from '../access/access-policy.js';
import { insertChild } from '../children/children.service.js';
import type { NoticeSender } from '../notices/templates/site.js';
import { countActiveEnrollments, loadWeeklySessions } from './class-listing.js';
import { planOptions } from './class-options.service.js';
import { enrollmentConfirmedNotices } from './enrollment-notice.js';
import { lockWaitlistClass, lockWaitlistClasses, offerFreePlaces, placeContext } from '../waitlist/offer-places.js';
import { endWaitOnEnrollment } from '../waitlist/end-wait.js';
import { heldTotal, loadHeldPlaces } from '../waitlist/places.js';
import { markTrialConverted } from '../trials/trial-conversion.js';

const classFull = () => new AppError('CLASS_FULL', 'This class is full');

/** Locks a class row (so concurrent enrollments queue up) and returns it with its location type and weekly sessions. */
export async function lockClass(tx: Tx, classId: string) {
  const [cls] = await tx.select().from(classes).where(eq(classes.id, classId)).for('update');
  // Read once the lock is held, so a location or type changed meanwhile is seen as it is now.
  const [location] = cls
    ? await tx
        .select({ type: locations.type, active: locations.active })
        .from(locations)
        .where(eq(locations.id, cls.locationId))
    : [];
  if (!cls?.active || !location?.active) throw classNotFound();
  const weeklySessions = (await loadWeeklySessions(tx, [cls.id])).get(cls.id)?.length ?? 0;
  return { cls, locationType: location.type, locationActive: location.active, weeklySessions };
}

/**
 * The capacity rule: refuses when the class has no free place. Call with the class row locked (lockClass). Places held
 * by the waiting list count as taken (ADR 0044): an open offer's place is its family's, and a family waiting without
 * an offer yet keeps a free place for the list. The child's own offer or place in line is theirs to take. Accepting an
 * offer (`viaOffer`) takes the place it promised, whatever the count now (an admin may have lowered the capacity or
 * admitted one more meanwhile).
 */
export async function assertFreePlace(
  tx: Tx,
  cls: { id: string; maxCapacity: number },
  { childId, viaOffer }: { childId?: string; viaOffer?: boolean } = {},
): Promise<void> {
  if (viaOffer) return;
  const enrolled = (await countActiveEnrollments(tx, [cls.id])).get(cls.id) ?? 0;
  const held = (await loadHeldPlaces(tx, [cls.id], childId ? { exceptChildId: childId } : {})).get(cls.id);
  if (enrolled + heldTotal(held) >= cls.maxCapacity) throw classFull();
}

/** The plan period of a day: its calendar month in club time (ADR 0025). */
export function monthPeriod(day: string) {
  const { start, end } = monthPeriodOf(day);
  return { periodStart: start, periodEnd: end };
}

/** What a transfer carries over from the enrollment it replaces. */
type Carry = {
  sessionsRemaining: number | null;
  periodStart: string | null;
  periodEnd: string | null;
  /** The child's first day in the class it leaves: the new class's first period is not a new start. */
  startsOn: string;
};

/**
 * Enrolls a child in a class inside the caller's transaction: the class row is locked, its capacity checked,
 * the plan checked against the location, and the one-active-enrollment-per-class rule enforced.
 */
export async function enrollInTransaction(
  tx: Tx,
  { childId, input, carry, viaOffer }: { childId: string; input: EnrollInput; carry?: Carry; viaOffer?: boolean },
) {
  const { cls, locationType, weeklySessions } = await lockClass(tx, input.classId);
  const offered = planOptions({ cls, locationType, weeklySessions }).map((p) => p.planType);
  if (!offered.includes(input.planType))
    throw new AppError('VALIDATION_FAILED', 'This plan is not offered for this class', [
      { path: 'planType', message: 'planNotOffered' },
    ]);
  const [already] = await tx
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.childId, childId), eq(enrollments.classId, input.classId), eq(enrollments.active, true)));
  if (already) throw new AppError('ALREADY_ENROLLED', 'The child is already enrolled in this class');
  await assertFreePlace(tx, cls, { childId, ...(viaOffer ? { viaOffer } : {}) });
  const [row] = await tx
    .insert(enrollments)
    .values({
      childId,
      classId: input.classId,
      planType: input.planType,
      ...(carry ?? {
        sessionsRemaining: PLAN_SESSIONS[input.planType],
        ...monthPeriod(zonedDate(new Date(), CLUB_TIME_ZONE)),
        startsOn: zonedDate(new Date(), CLUB_TIME_ZONE),
      }),
    })
    .returning();
  if (!row) throw new Error('enrollment not created');
  await endWaitOnEnrollment(tx, { childId, classId: input.classId, enrollmentId: row.id, now: new Date() });
  return row;
}

/** Where enrollments are written, and how the family is told of them. */
export type EnrollDeps = NoticeSender & { db: Db; now?: () => Date };

/** Writes the notice of an enrollment just made in the transaction; dispatched by the caller once committed. */
async function tellEnrolled(tx: Tx, deps: EnrollDeps, enrollmentId: string, transfer: boolean) {
  const notices = await enrollmentConfirmedNotices(tx, {
    enrollmentId,
    transfer,
    now: new Date(),
    publicUrl: deps.publicUrl,
  });
  return deps.notices.write(tx, notices);
}

/** The wizard: creates a child of the actor's family and its enrollment together, or nothing at all. */
export async function registerChild(deps: EnrollDeps, actor: Actor, input: RegistrationInput) {
  const { value, written } = await deps.db.transaction(async (tx) => {
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
    const enrollment = await enrollInTransaction(tx, { childId: child.id, input });
    await markTrialConverted(tx, { enrollmentId: enrollment.id });
    const value = { childId: child.id, enrollmentId: enrollment.id };
    return { value, written: await tellEnrolled(tx, deps, enrollment.id, false) };
  });
  deps.notices.dispatch(written);
  return value;
}

/** Enrolls one of the actor's existing children. */
export async function enrollChild(
  deps: EnrollDeps,
  actor: Actor,
  { childId, input }: { childId: string; input: EnrollInput },
) {
  const { value, written } = await deps.db.transaction(async (tx) => {
    await findChildFor(tx, actor, childId, { action: 'family' });
    const enrollment = await enrollInTransaction(tx, { childId, input });
    await markTrialConverted(tx, { enrollmentId: enrollment.id });
    return { value: { enrollmentId: enrollment.id }, written: await tellEnrolled(tx, deps, enrollment.id, false) };
  });
  deps.notices.dispatch(written);
  return value;
}

/** An active enrollment of a child the actor reaches for the action, locked; CHILD_NOT_FOUND or NOT_FOUND otherwise. */
async function findActiveEnrollment(
  tx: Tx,
  actor: Actor,
  {
    childId,
    enrollmentId,
    action,
    lock = true,
  }: { childId: string; enrollmentId: string; action: ChildAction; lock?: boolean },
) {
  await findChildFor(tx, actor, childId, { action });
  const query = tx
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.id, enrollmentId), eq(enrollments.childId, childId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row?.active) throw new AppError('NOT_FOUND', 'Enrollment not found');
  return row;
}

export type UnenrollInput = {
  childId: string;
  enrollmentId: string;
  /** Runs once the enrollment is known to be the family's and before it ends (the card subscription is stopped). */
  beforeEnd?: (enrollmentId: string) => Promise<void>;
};

/**
 * Ends an active enrollment of one of the actor's children; the place is offered at once to the first family on the
 * class's waiting list (or is free when nobody waits).
 */
export async function unenroll(deps: EnrollDeps, actor: Actor, input: UnenrollInput): Promise<void> {
  const { childId, enrollmentId, beforeEnd } = input;
  const find = (tx: Tx) => findActiveEnrollment(tx, actor, { childId, enrollmentId, action: 'family' });
  const owned = await deps.db.transaction((tx) =>
    findActiveEnrollment(tx, actor, { childId, enrollmentId, action: 'family', lock: false }),
  );
  if (beforeEnd) await beforeEnd(owned.id);
  const written = await deps.db.transaction(async (tx) => {
    // The class first, then the enrollment: the order every writer of a class's places takes.
    await lockWaitlistClass(tx, owned.classId);
    const row = await find(tx);
    // The day it ended: what was owed up to then stays owed (ADR 0037).
    const endedOn = zonedDate(placeContext(deps).now, CLUB_TIME_ZONE);
    await tx.update(enrollments).set({ active: false, endedOn }).where(eq(enrollments.id, row.id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'enrollment.unenrolled',
      entityType: 'enrollment',
      entityId: row.id,
    });
    return deps.notices.write(tx, await offerFreePlaces(tx, row.classId, placeContext(deps)));
  });
  deps.notices.dispatch(written);
}

export type TransferInput = {
  /** Whose children the actor reaches: 'family' (their own) or 'administer' (the admin console: any). */
  action: ChildAction;
  childId: string;
  enrollmentId: string;
  toClassId: string;
};

/**
 * A transfer keeps the plan (and what was paid for it): a class that does not offer it, or whose weekly sessions
 * cannot fill it, is refused. A club moves a child from a pool plan to kindergarten billing (or back) by ending the
 * enrollment and enrolling anew.
 */
async function assertTargetOffersPlan(tx: Tx, classId: string, planType: PlanType): Promise<void> {
  const { cls, locationType, weeklySessions } = await lockClass(tx, classId);
  if (planOptions({ cls, locationType, weeklySessions }).some((p) => p.planType === planType)) return;
  throw new AppError('PLAN_NOT_OFFERED', "The chosen class does not offer this enrollment's plan", [
    { path: 'toClassId', message: 'planNotOffered' },
  ]);
}

/**
 * Moves an enrollment to another class with the same plan and the sessions left, if the target has room; the family is
 * told of the new class.
 */
export async function transfer(deps: EnrollDeps, actor: Actor, input: TransferInput) {
  const { action, childId, enrollmentId, toClassId } = input;
  const { value, written } = await deps.db.transaction(async (tx) => {
    const current = await findActiveEnrollment(tx, actor, { childId, enrollmentId, action, lock: false });
    // Both classes' rows, in id order, before the enrollment's: the order every writer of places takes.
    await lockWaitlistClasses(tx, [current.classId, toClassId]);
    const from = await findActiveEnrollment(tx, actor, { childId, enrollmentId, action });
    if (from.classId === toClassId) {
      throw new AppError('VALIDATION_FAILED', 'Choose another class', [{ path: 'toClassId', message: 'selectClass' }]);
    }
    await assertTargetOffersPlan(tx, toClassId, from.planType);
    await tx.update(enrollments).set({ active: false }).where(eq(enrollments.id, from.id));
    const to = await enrollInTransaction(tx, {
      childId,
      input: { classId: toClassId, planType: from.planType },
      carry: {
        sessionsRemaining: from.sessionsRemaining,
        periodStart: from.periodStart,
        periodEnd: from.periodEnd,
        startsOn: from.startsOn,
      },
    });
    // What was paid for the old class keeps covering the same period in the new one, and a card subscription
    // goes on paying the new class (it would otherwise keep renewing an enrollment that has ended).
    await tx.update(payments).set({ enrollmentId: to.id }).where(eq(payments.enrollmentId, from.id));
    await tx.update(subscriptions).set({ enrollmentId: to.id }).where(eq(subscriptions.enrollmentId, from.id));
    // What the club wrote off stays written off in the new class (issue 25).
    await tx.update(paymentWriteOffs).set({ enrollmentId: to.id }).where(eq(paymentWriteOffs.enrollmentId, from.id));
    // And a closed month's share given back stays given: the new class's ledger must not give it again (ADR 0040).
    await tx.update(closureRefunds).set({ enrollmentId: to.id }).where(eq(closureRefunds.enrollmentId, from.id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'enrollment.transferred',
      entityType: 'enrollment',
      entityId: to.id,
      details: { fromEnrollment: from.id, fromClass: from.classId, toClass: toClassId },
    });
    const freed = await offerFreePlaces(tx, from.classId, placeContext(deps));
    const told = await tellEnrolled(tx, deps, to.id, true);
    return { value: { enrollmentId: to.id }, written: [told, await deps.notices.write(tx, freed)] };
  });
  for (const w of written) deps.notices.dispatch(w);
  return value;
}
