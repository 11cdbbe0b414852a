// Enrolling, registering (child + enrollment in one transaction), unenrolling and transferring, within capacity.
import type { EnrollInput, RegistrationInput } from '@swim/shared/api/children';
import type { PlanType } from '@swim/shared/enums';
import { PLAN_SESSIONS } from '@swim/shared/pricing';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { classes, enrollments, locations, payments, subscriptions } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { type ChildAccess, familyAccess, findChild } from '../children/child-access.js';
import { findOwnChild, insertChild } from '../children/children.service.js';
import { planOptions } from './class-options.service.js';

const classFull = () => new AppError('CLASS_FULL', 'This class is full');

/** Locks a class row (so concurrent enrollments queue up) and returns it with its location type. */
export async function lockClass(tx: Tx, classId: string) {
  const [cls] = await tx.select().from(classes).where(eq(classes.id, classId)).for('update');
  // Read once the lock is held, so a location or type changed meanwhile is seen as it is now.
  const [location] = cls
    ? await tx
        .select({ type: locations.type, active: locations.active })
        .from(locations)
        .where(eq(locations.id, cls.locationId))
    : [];
  if (!cls?.active || !location?.active) throw new AppError('NOT_FOUND', 'Class not found');
  return { cls, locationType: location.type, locationActive: location.active };
}

async function activeCount(tx: Tx, classId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(enrollments)
    .where(and(eq(enrollments.classId, classId), eq(enrollments.active, true)));
  return Number(row?.n ?? 0);
}

/** The capacity rule: refuses when the class has no free place. Call with the class row locked (lockClass). */
export async function assertFreePlace(tx: Tx, cls: { id: string; maxCapacity: number }): Promise<void> {
  if ((await activeCount(tx, cls.id)) >= cls.maxCapacity) throw classFull();
}

/** A month from `start`: to the day before the same date next month, or the next month's last day if it is shorter. */
export function monthPeriod(start: string) {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const lastOfNext = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const end = d > lastOfNext ? new Date(Date.UTC(y, m, lastOfNext)) : new Date(Date.UTC(y, m, d - 1));
  return { periodStart: start, periodEnd: end.toISOString().slice(0, 10) };
}

/** What a transfer carries over from the enrollment it replaces. */
type Carry = { sessionsRemaining: number | null; periodStart: string | null; periodEnd: string | null };

/**
 * Enrolls a child in a class inside the caller's transaction: the class row is locked, its capacity checked,
 * the plan checked against the location, and the one-active-enrollment-per-class rule enforced.
 */
export async function enrollInTransaction(tx: Tx, childId: string, input: EnrollInput, carry?: Carry) {
  const { cls, locationType } = await lockClass(tx, input.classId);
  const offered = planOptions(cls, locationType).map((p) => p.planType);
  if (!offered.includes(input.planType))
    throw new AppError('VALIDATION_FAILED', 'This plan is not offered for this class', [
      { path: 'planType', message: 'planNotOffered' },
    ]);
  const [already] = await tx
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.childId, childId), eq(enrollments.classId, input.classId), eq(enrollments.active, true)));
  if (already) throw new AppError('ALREADY_ENROLLED', 'The child is already enrolled in this class');
  await assertFreePlace(tx, cls);
  const [row] = await tx
    .insert(enrollments)
    .values({
      childId,
      classId: input.classId,
      planType: input.planType,
      ...(carry ?? {
        sessionsRemaining: PLAN_SESSIONS[input.planType],
        ...monthPeriod(zonedDate(new Date(), CLUB_TIME_ZONE)),
      }),
    })
    .returning();
  if (!row) throw new Error('enrollment not created');
  return row;
}

/** The wizard: creates the child and the enrollment together, or nothing at all. */
export async function registerChild(db: Db, parentId: string, input: RegistrationInput) {
  return db.transaction(async (tx) => {
    const [cls] = await tx
      .select({ locationId: classes.locationId })
      .from(classes)
      .where(eq(classes.id, input.classId));
    if (!cls || cls.locationId !== input.locationId) {
      throw new AppError('VALIDATION_FAILED', 'The class is not at the chosen location', [
        { path: 'classId', message: 'selectClass' },
      ]);
    }
    const child = await insertChild(tx, parentId, input.child);
    const enrollment = await enrollInTransaction(tx, child.id, input);
    return { childId: child.id, enrollmentId: enrollment.id };
  });
}

/** Enrolls one of the parent's existing children. */
export async function enrollChild(db: Db, parentId: string, childId: string, input: EnrollInput) {
  return db.transaction(async (tx) => {
    await findOwnChild(tx, parentId, childId);
    const enrollment = await enrollInTransaction(tx, childId, input);
    return { enrollmentId: enrollment.id };
  });
}

async function findActiveEnrollment(tx: Tx, access: ChildAccess, childId: string, enrollmentId: string) {
  await findChild(tx, access, childId);
  const [row] = await tx
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.id, enrollmentId), eq(enrollments.childId, childId)))
    .for('update');
  if (!row?.active) throw new AppError('NOT_FOUND', 'Enrollment not found');
  return row;
}

export type UnenrollInput = {
  parentId: string;
  childId: string;
  enrollmentId: string;
  /** Runs once the enrollment is known to be the parent's and before it ends (the card subscription is stopped). */
  beforeEnd?: (enrollmentId: string) => Promise<void>;
};

/** Ends an active enrollment; the place becomes free at once. */
export async function unenroll(db: Db, input: UnenrollInput): Promise<void> {
  const { parentId, childId, enrollmentId, beforeEnd } = input;
  if (beforeEnd) {
    const owned = await db.transaction((tx) => findActiveEnrollment(tx, familyAccess(parentId), childId, enrollmentId));
    await beforeEnd(owned.id);
  }
  await db.transaction(async (tx) => {
    const row = await findActiveEnrollment(tx, familyAccess(parentId), childId, enrollmentId);
    await tx.update(enrollments).set({ active: false }).where(eq(enrollments.id, row.id));
    await recordAudit(tx, {
      actorId: parentId,
      action: 'enrollment.unenrolled',
      entityType: 'enrollment',
      entityId: row.id,
    });
  });
}

export type TransferInput = {
  /** Who moves it (audited): the parent, or an admin. */
  actorId: string;
  /** Whose children the caller reaches (a parent: their own; the admin console: any). */
  access: ChildAccess;
  childId: string;
  enrollmentId: string;
  toClassId: string;
};

/**
 * A transfer keeps the plan (and what was paid for it): a class that does not offer it is refused. A club moves a
 * child from a pool plan to kindergarten billing (or back) by ending the enrollment and enrolling anew.
 */
async function assertTargetOffersPlan(tx: Tx, classId: string, planType: PlanType): Promise<void> {
  const { cls, locationType } = await lockClass(tx, classId);
  if (planOptions(cls, locationType).some((p) => p.planType === planType)) return;
  throw new AppError('PLAN_NOT_OFFERED', "The chosen class does not offer this enrollment's plan", [
    { path: 'toClassId', message: 'planNotOffered' },
  ]);
}

/** Moves an enrollment to another class with the same plan and the sessions left, if the target has room. */
export async function transfer(db: Db, input: TransferInput) {
  const { actorId, access, childId, enrollmentId, toClassId } = input;
  return db.transaction(async (tx) => {
    const from = await findActiveEnrollment(tx, access, childId, enrollmentId);
    if (from.classId === toClassId) {
      throw new AppError('VALIDATION_FAILED', 'Choose another class', [{ path: 'toClassId', message: 'selectClass' }]);
    }
    await assertTargetOffersPlan(tx, toClassId, from.planType);
    await tx.update(enrollments).set({ active: false }).where(eq(enrollments.id, from.id));
    const to = await enrollInTransaction(
      tx,
      childId,
      { classId: toClassId, planType: from.planType },
      { sessionsRemaining: from.sessionsRemaining, periodStart: from.periodStart, periodEnd: from.periodEnd },
    );
    // What was paid for the old class keeps covering the same period in the new one, and a card subscription
    // goes on paying the new class (it would otherwise keep renewing an enrollment that has ended).
    await tx.update(payments).set({ enrollmentId: to.id }).where(eq(payments.enrollmentId, from.id));
    await tx.update(subscriptions).set({ enrollmentId: to.id }).where(eq(subscriptions.enrollmentId, from.id));
    await recordAudit(tx, {
      actorId,
      action: 'enrollment.transferred',
      entityType: 'enrollment',
      entityId: to.id,
      details: { fromEnrollment: from.id, fromClass: from.classId, toClass: toClassId },
    });
    return { enrollmentId: to.id };
  });
}
