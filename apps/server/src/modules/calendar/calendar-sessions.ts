// Which dated sessions a feed holds. A swimmer's: the sessions of each active enrollment's class from the child's
// first day in it (an ended enrollment has none), and the make-ups booked for them. A coach's: the sessions of the
// active classes they coach; an admin's: those of every active class. Cancelled and closed sessions stay in, marked.
// The sessions themselves come from the one weekly-pattern rule (loadDatedSessions), never computed here.
import { hhmm } from '@swim/shared/dated-sessions';
import { and, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classes, enrollments, makeupBookings, trialBookings } from '../../db/schema/index.js';
import { type OrderViewer, trialScope } from '../access/access-policy.js';
import {
  type ClassSession,
  loadClassFacts,
  loadDatedSessions,
  startsAtOf,
} from '../sessions/dated-sessions.service.js';

/** A swimmer whose sessions a feed lists: a parent's child, or an athlete's own swimmer record. */
export type Swimmer = { id: string; firstName: string };

/** What brings a swimmer to a session: their class, a make-up credit, or a trial lesson the family booked. */
export type Attendance = 'regular' | 'makeup' | 'trial';

export type SwimmerSession = { swimmer: Swimmer; session: ClassSession; as: Attendance };

type Range = { from: string; to: string };

const keyOf = (classId: string, date: string, time: string) => `${classId} ${date} ${hhmm(time)}`;

/** The swimmers' regular sessions and booked make-ups with key dates in the range, in the order they take place. */
export async function swimmerSessions(
  db: Db,
  { swimmers, from, to }: Range & { swimmers: readonly Swimmer[] },
): Promise<SwimmerSession[]> {
  if (swimmers.length === 0) return [];
  const swimmerOf = new Map(swimmers.map((s) => [s.id, s]));
  const ids = [...swimmerOf.keys()];
  const enrolled = await db
    .select({ childId: enrollments.childId, classId: enrollments.classId, startsOn: enrollments.startsOn })
    .from(enrollments)
    .where(and(inArray(enrollments.childId, ids), eq(enrollments.active, true)));
  const booked = await db
    .select({
      childId: makeupBookings.childId,
      classId: makeupBookings.classId,
      date: makeupBookings.date,
      startTime: makeupBookings.startTime,
    })
    .from(makeupBookings)
    .where(
      and(
        inArray(makeupBookings.childId, ids),
        isNull(makeupBookings.cancelledAt),
        gte(makeupBookings.date, from),
        lte(makeupBookings.date, to),
      ),
    );
  const sessions = await loadDatedSessions(db, {
    classIds: [...new Set([...enrolled.map((e) => e.classId), ...booked.map((b) => b.classId)])],
    from,
    to,
  });
  const byKey = new Map(sessions.map((s) => [keyOf(s.cls.id, s.date, s.startTime), s]));
  const out: SwimmerSession[] = [];
  for (const e of enrolled) {
    const swimmer = swimmerOf.get(e.childId) as Swimmer;
    for (const session of sessions) {
      if (session.cls.id === e.classId && session.cls.active && session.date >= e.startsOn) {
        out.push({ swimmer, session, as: 'regular' });
      }
    }
  }
  // A booking whose weekly session its class no longer has (the class's days changed since) is listed at its key's
  // day and time, as the family's own screen lists it: the family still holds it until they cancel it.
  const orphans = booked.filter((b) => !byKey.has(keyOf(b.classId, b.date, b.startTime)));
  const factsOf = new Map(
    (await loadClassFacts(db, [...new Set(orphans.map((b) => b.classId))])).map((c) => [c.id, c]),
  );
  for (const b of booked) {
    const swimmer = swimmerOf.get(b.childId) as Swimmer;
    const session = byKey.get(keyOf(b.classId, b.date, b.startTime)) ?? storedSession(b, factsOf.get(b.classId));
    if (session) out.push({ swimmer, session, as: 'makeup' });
  }
  return out.sort((a, b) => a.session.startsAt.getTime() - b.session.startsAt.getTime());
}

/**
 * The trial lessons the family booked (the account's own trials, as its dashboard lists them), not cancelled, with key
 * dates in the range. A trial names a child only by first name (the child has no record yet), so the booking stands in
 * for the swimmer. A session the club called off stays in, marked, like any other.
 */
export async function trialSessions(db: Db, { viewer, from, to }: Range & { viewer: OrderViewer }) {
  const booked = await db
    .select({
      id: trialBookings.id,
      classId: trialBookings.classId,
      date: trialBookings.date,
      startTime: trialBookings.startTime,
      childFirstName: trialBookings.childFirstName,
    })
    .from(trialBookings)
    .where(
      and(
        trialScope(viewer),
        isNull(trialBookings.cancelledAt),
        gte(trialBookings.date, from),
        lte(trialBookings.date, to),
      ),
    );
  if (booked.length === 0) return [];
  const classIds = [...new Set(booked.map((b) => b.classId))];
  const sessions = await loadDatedSessions(db, { classIds, from, to });
  const byKey = new Map(sessions.map((s) => [keyOf(s.cls.id, s.date, s.startTime), s]));
  const factsOf = new Map((await loadClassFacts(db, classIds)).map((c) => [c.id, c]));
  const out: SwimmerSession[] = [];
  for (const b of booked) {
    const session = byKey.get(keyOf(b.classId, b.date, b.startTime)) ?? storedSession(b, factsOf.get(b.classId));
    if (session) out.push({ swimmer: { id: b.id, firstName: b.childFirstName }, session, as: 'trial' });
  }
  return out;
}

function storedSession(
  booking: { date: string; startTime: string },
  cls: ClassSession['cls'] | undefined,
): ClassSession | null {
  if (!cls) return null;
  const at = { onDate: booking.date, atTime: hhmm(booking.startTime) };
  return {
    date: booking.date,
    startTime: at.atTime,
    ...at,
    status: 'scheduled',
    closureId: null,
    cls,
    startsAt: startsAtOf(at),
  };
}

/** The sessions of the active classes a coach coaches (or of every active class), key dates in the range. */
export async function classSessionsOf(
  db: Db,
  { coachId, from, to }: Range & { coachId: string | 'everyone' },
): Promise<ClassSession[]> {
  if (coachId === 'everyone') return loadDatedSessions(db, { from, to });
  const coached = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.instructorId, coachId), eq(classes.active, true)));
  return loadDatedSessions(db, { classIds: coached.map((c) => c.id), from, to });
}
