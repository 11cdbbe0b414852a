// Where a make-up credit can be spent (ADR 0039): a dated session of an active class of the same level as the class
// the credit was earned in, at a location of the same type, never one of the child's own classes, not already booked
// by the child, within the credit's last day and the search window. One definition for the options list and booking.
import { MAKEUP_SEARCH_DAYS } from '@swim/shared/api/sessions';
import { addDays } from '@swim/shared/dates';
import type { LocationType, SkillLevel } from '@swim/shared/enums';
import { isUuid } from '@swim/shared/uuid';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { classes, enrollments, locations, makeupBookings, makeupCredits } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { ClassSession } from './dated-sessions.service.js';
import { sessionKeyOf } from './session-view.js';

export const creditNotFound = () => new AppError('NOT_FOUND', 'Credit not found');
export const creditNotUsable = () =>
  new AppError('CREDIT_NOT_USABLE', 'This credit is used, expired or revoked, or ends before that session');

export type MakeupCreditRow = typeof makeupCredits.$inferSelect;

/** The child's credit, or NOT_FOUND (unknown ids and other children's credits alike); `lock` locks it for update. */
export async function findChildCredit(
  db: Db | Tx,
  input: { childId: string; creditId: string; lock?: boolean },
): Promise<MakeupCreditRow> {
  if (!isUuid(input.creditId)) throw creditNotFound();
  const query = db
    .select()
    .from(makeupCredits)
    .where(and(eq(makeupCredits.id, input.creditId), eq(makeupCredits.childId, input.childId)));
  const [credit] = input.lock ? await query.for('update') : await query;
  if (!credit) throw creditNotFound();
  return credit;
}

/** Refuses a credit that cannot be booked today: not available, or past its last day. */
export function assertCreditUsable(credit: MakeupCreditRow, today: string): void {
  if (credit.status !== 'available' || credit.expiresOn < today) throw creditNotUsable();
}

/** What a make-up must match, and what it must not be. */
export type MakeupTarget = {
  level: SkillLevel;
  locationType: LocationType;
  /** The child's active classes (a make-up is never in one of them). */
  ownClassIds: Set<string>;
  /** 'classId date HH:MM' of the child's live make-ups. */
  bookedKeys: Set<string>;
  /** The first day a make-up can take place: the missed or cancelled session's day (a grant: the day granted). */
  firstDate: string;
  /** The last key date offered: the credit's last day or the end of the search window, whichever comes first. */
  lastDate: string;
};

/**
 * The credit's level and location type (the class it was earned in; for a credit without one, the child's skill level
 * at a pool), with the child's own classes and make-ups, as of `today`.
 */
export async function makeupTargetOf(
  db: Db | Tx,
  input: { credit: MakeupCreditRow; childSkillLevel: SkillLevel; today: string },
): Promise<MakeupTarget> {
  const { credit } = input;
  const [home] = credit.enrollmentId
    ? await db
        .select({ level: classes.level, locationType: locations.type })
        .from(enrollments)
        .innerJoin(classes, eq(classes.id, enrollments.classId))
        .innerJoin(locations, eq(locations.id, classes.locationId))
        .where(eq(enrollments.id, credit.enrollmentId))
    : [];
  // One after the other: inside a transaction the queries share one connection.
  const own = await db
    .select({ classId: enrollments.classId })
    .from(enrollments)
    .where(and(eq(enrollments.childId, credit.childId), eq(enrollments.active, true)));
  const booked = await db
    .select({ classId: makeupBookings.classId, date: makeupBookings.date, startTime: makeupBookings.startTime })
    .from(makeupBookings)
    .where(and(eq(makeupBookings.childId, credit.childId), isNull(makeupBookings.cancelledAt)));
  const windowEnd = addDays(input.today, MAKEUP_SEARCH_DAYS);
  return {
    level: home?.level ?? input.childSkillLevel,
    locationType: home?.locationType ?? 'pool',
    ownClassIds: new Set(own.map((e) => e.classId)),
    bookedKeys: new Set(booked.map((b) => sessionKeyOf(b.classId, b.date, b.startTime))),
    firstDate: credit.sessionDate,
    lastDate: credit.expiresOn < windowEnd ? credit.expiresOn : windowEnd,
  };
}

/** Whether the credit may be spent on this session (its place and notice are checked apart). */
export function isMakeupEligible(session: ClassSession, target: MakeupTarget): boolean {
  return (
    session.cls.active &&
    session.cls.level === target.level &&
    session.cls.locationType === target.locationType &&
    !target.ownClassIds.has(session.cls.id) &&
    !target.bookedKeys.has(sessionKeyOf(session.cls.id, session.date, session.startTime)) &&
    // Never before the session it replaces: a family could otherwise swim the make-up and then the session too.
    session.onDate >= target.firstDate &&
    session.onDate <= target.lastDate
  );
}
