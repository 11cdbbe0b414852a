// Dated sessions read from the database (issue 26, ADR 0039): classes' weekly sessions, single-session changes and
// closures, put together by the pure rule in packages/shared/src/dated-sessions.ts. Also the club's session rules and
// the one definition of a dated session's free places, used by make-up and trial booking.
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { type DatedSession, datedSessions, hhmm, takesPlace } from '@swim/shared/dated-sessions';
import { zonedTimeToUtc } from '@swim/shared/dates';
import type { LocalizedText } from '@swim/shared/localized';
import { DEFAULT_SESSION_RULES, type SessionRules } from '@swim/shared/session-rules';
import { isUuid } from '@swim/shared/uuid';
import type { LocationType, SkillLevel } from '@swim/shared/enums';
import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  absences,
  classSessions,
  classes,
  closures,
  clubSettings,
  enrollments,
  locations,
  makeupBookings,
  sessionChanges,
  trialBookings,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

export const sessionNotFound = () => new AppError('SESSION_NOT_FOUND', 'No such session');

/** The club's rules for absences and make-ups (the defaults without a settings row). */
export async function readSessionRules(db: Db | Tx): Promise<SessionRules> {
  const [row] = await db.select({ rules: clubSettings.sessionRules }).from(clubSettings).where(eq(clubSettings.id, 1));
  return { ...DEFAULT_SESSION_RULES, ...(row?.rules ?? {}) };
}

export type ClassFacts = {
  id: string;
  title: LocalizedText;
  level: SkillLevel;
  locationId: string;
  locationName: LocalizedText;
  locationType: LocationType;
  instructorId: string | null;
  durationMinutes: number;
  maxCapacity: number;
  active: boolean;
};

/** A dated session of a class, with when it starts as an instant. */
export type ClassSession = DatedSession & { cls: ClassFacts; startsAt: Date };

/** The instant a dated session starts (where and when it takes place, in the club's time zone). */
export const startsAtOf = (s: Pick<DatedSession, 'onDate' | 'atTime'>): Date =>
  zonedTimeToUtc(s.onDate, s.atTime, CLUB_TIME_ZONE);

/** The facts of the given classes (or of every active class), with their location's name and type. */
export async function loadClassFacts(db: Db | Tx, classIds?: readonly string[]): Promise<ClassFacts[]> {
  if (classIds && classIds.length === 0) return [];
  return db
    .select({
      id: classes.id,
      title: classes.title,
      level: classes.level,
      locationId: classes.locationId,
      locationName: locations.name,
      locationType: locations.type,
      instructorId: classes.instructorId,
      durationMinutes: classes.durationMinutes,
      maxCapacity: classes.maxCapacity,
      active: classes.active,
    })
    .from(classes)
    .innerJoin(locations, eq(locations.id, classes.locationId))
    .where(classIds ? inArray(classes.id, [...classIds]) : eq(classes.active, true));
}

/**
 * The dated sessions of the given classes (or every active class) whose key date lies between `from` and `to`,
 * in the order they take place.
 */
export async function loadDatedSessions(
  db: Db | Tx,
  { classIds, from, to }: { classIds?: readonly string[]; from: string; to: string },
): Promise<ClassSession[]> {
  if (classIds && classIds.length === 0) return [];
  const classRows = await loadClassFacts(db, classIds);
  if (classRows.length === 0) return [];
  const ids = classRows.map((c) => c.id);
  // One query after another: inside a transaction a connection runs one query at a time anyway (pg warns otherwise).
  const slots = await db.select().from(classSessions).where(inArray(classSessions.classId, ids));
  const changes = await db
    .select()
    .from(sessionChanges)
    .where(and(inArray(sessionChanges.classId, ids), gte(sessionChanges.date, from), lte(sessionChanges.date, to)));
  // A session moved within its week (up to six days either way) can land in a closure outside [from, to].
  const spans = await db
    .select()
    .from(closures)
    .where(
      and(
        lte(closures.startsOn, sql`(${to}::date + 7)`),
        gte(closures.endsOn, sql`(${from}::date - 7)`),
        or(isNull(closures.locationId), inArray(closures.locationId, [...new Set(classRows.map((c) => c.locationId))])),
      ),
    );
  const out: ClassSession[] = [];
  for (const cls of classRows) {
    const sessions = datedSessions(
      {
        slots: slots.filter((s) => s.classId === cls.id),
        locationId: cls.locationId,
        changes: changes.filter((c) => c.classId === cls.id),
        closures: spans,
      },
      from,
      to,
    );
    for (const s of sessions) out.push({ ...s, cls, startsAt: startsAtOf(s) });
  }
  return out.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** One dated session by its key, or SESSION_NOT_FOUND (an unknown class, or no weekly session then). */
export async function findDatedSession(
  db: Db | Tx,
  key: { classId: string; date: string; startTime: string },
): Promise<ClassSession> {
  if (!isUuid(key.classId)) throw sessionNotFound();
  const [found] = (await loadDatedSessions(db, { classIds: [key.classId], from: key.date, to: key.date })).filter(
    (s) => s.startTime === hhmm(key.startTime),
  );
  if (!found) throw sessionNotFound();
  return found;
}

/** Refuses a session that does not take place (cancelled or closed). */
export function assertTakesPlace(session: ClassSession): void {
  if (!takesPlace(session)) throw new AppError('SESSION_CANCELLED', 'This session is cancelled');
}

type PlaceSession = Pick<ClassSession, 'date' | 'startTime'> & { cls: Pick<ClassFacts, 'id' | 'maxCapacity'> };

/** What takes or frees places in a range of dated sessions, read by `takenPlaces` and applied by `freePlacesIn`. */
export type TakenPlaces = {
  /** Per class, its active enrollments by first day (a regular counts from that day on). */
  regularsFrom: Map<string, { startsOn: string; n: number }[]>;
  /** Per 'classId date HH:MM': absences of regulars still counted (reported, not taken back). */
  away: Map<string, number>;
  /** Per 'classId date HH:MM': live make-up bookings. */
  guests: Map<string, number>;
  /** Per 'classId date HH:MM': live trial bookings (issue 28). */
  trials: Map<string, number>;
};

const keyOf = (classId: string, date: string, startTime: string) => `${classId} ${date} ${hhmm(startTime)}`;

/**
 * The counts behind free places for every dated session of `classIds` with key dates from `from` to `to`, in four
 * grouped queries whatever the number of sessions (one after another: a transaction's connection runs one at a time).
 */
export async function takenPlaces(
  db: Db | Tx,
  { classIds, from, to }: { classIds: readonly string[]; from: string; to: string },
): Promise<TakenPlaces> {
  const taken: TakenPlaces = { regularsFrom: new Map(), away: new Map(), guests: new Map(), trials: new Map() };
  if (classIds.length === 0) return taken;
  const ids = [...classIds];
  const regulars = await db
    .select({ classId: enrollments.classId, startsOn: enrollments.startsOn, n: sql<number>`count(*)::int` })
    .from(enrollments)
    .where(and(inArray(enrollments.classId, ids), eq(enrollments.active, true), lte(enrollments.startsOn, to)))
    .groupBy(enrollments.classId, enrollments.startsOn);
  // Only regulars still counted above free a place by being away (an absence left behind by a child who has since
  // left the class frees nothing: their place is already free).
  const away = await db
    .select({
      classId: absences.classId,
      date: absences.date,
      startTime: absences.startTime,
      n: sql<number>`count(*)::int`,
    })
    .from(absences)
    .innerJoin(enrollments, eq(enrollments.id, absences.enrollmentId))
    .where(
      and(
        inArray(absences.classId, ids),
        gte(absences.date, from),
        lte(absences.date, to),
        isNull(absences.withdrawnAt),
        eq(enrollments.active, true),
        lte(enrollments.startsOn, absences.date),
      ),
    )
    .groupBy(absences.classId, absences.date, absences.startTime);
  const guests = await db
    .select({
      classId: makeupBookings.classId,
      date: makeupBookings.date,
      startTime: makeupBookings.startTime,
      n: sql<number>`count(*)::int`,
    })
    .from(makeupBookings)
    .where(
      and(
        inArray(makeupBookings.classId, ids),
        gte(makeupBookings.date, from),
        lte(makeupBookings.date, to),
        isNull(makeupBookings.cancelledAt),
      ),
    )
    .groupBy(makeupBookings.classId, makeupBookings.date, makeupBookings.startTime);
  const trials = await db
    .select({
      classId: trialBookings.classId,
      date: trialBookings.date,
      startTime: trialBookings.startTime,
      n: sql<number>`count(*)::int`,
    })
    .from(trialBookings)
    .where(
      and(
        inArray(trialBookings.classId, ids),
        gte(trialBookings.date, from),
        lte(trialBookings.date, to),
        isNull(trialBookings.cancelledAt),
      ),
    )
    .groupBy(trialBookings.classId, trialBookings.date, trialBookings.startTime);
  for (const r of regulars) taken.regularsFrom.set(r.classId, [...(taken.regularsFrom.get(r.classId) ?? []), r]);
  for (const a of away) taken.away.set(keyOf(a.classId, a.date, a.startTime), a.n);
  for (const g of guests) taken.guests.set(keyOf(g.classId, g.date, g.startTime), g.n);
  for (const g of trials) taken.trials.set(keyOf(g.classId, g.date, g.startTime), g.n);
  return taken;
}

/**
 * Free places of a dated session (ADR 0039): capacity − active enrollments of children started by then − trials
 * booked + absences reported for it − make-ups booked for it. Never below zero. The one formula, applied to counts
 * read by `takenPlaces` for a range holding the session.
 */
export function freePlacesIn(taken: TakenPlaces, session: PlaceSession): number {
  const regulars = (taken.regularsFrom.get(session.cls.id) ?? [])
    .filter((r) => r.startsOn <= session.date)
    .reduce((sum, r) => sum + r.n, 0);
  const key = keyOf(session.cls.id, session.date, session.startTime);
  const away = taken.away.get(key) ?? 0;
  const guests = taken.guests.get(key) ?? 0;
  const trials = taken.trials.get(key) ?? 0;
  return Math.max(0, session.cls.maxCapacity - regulars - trials + away - guests);
}

/**
 * Free places of one dated session (freePlacesIn over that day). Callers that then take a place hold the class row's
 * lock (lockClass) so two of them cannot both see the last place.
 */
export async function freePlaces(db: Db | Tx, session: PlaceSession): Promise<number> {
  const taken = await takenPlaces(db, { classIds: [session.cls.id], from: session.date, to: session.date });
  return freePlacesIn(taken, session);
}

/** Locks a class row for the rest of the transaction: places in its dated sessions are taken one caller at a time. */
export async function lockClass(tx: Tx, classId: string): Promise<void> {
  await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, classId)).for('update');
}
