// What a family sees of a child's sessions (issue 26 items 2-4): the next regular sessions of each active class with
// the absence reported for each and what can still be done, the make-up credits, and the make-ups booked.
import {
  type ChildSessions,
  type MakeupBooking,
  type MakeupCredit,
  UPCOMING_SESSION_DAYS,
  type UpcomingSession,
} from '@swim/shared/api/sessions';
import { hhmm, takesPlace } from '@swim/shared/dated-sessions';
import { addDays } from '@swim/shared/dates';
import type { SessionRules } from '@swim/shared/session-rules';
import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { absences, classes, enrollments, makeupBookings, makeupCredits } from '../../db/schema/index.js';
import { type Actor, findChildFor } from '../access/access-policy.js';
import { coachNames } from './coach-names.js';
import {
  type ClassFacts,
  type ClassSession,
  loadClassFacts,
  loadDatedSessions,
  readSessionRules,
  startsAtOf,
} from './dated-sessions.service.js';
import { toMakeupBooking } from './makeup-booking-view.js';
import { beforeNotice, changeByOf, clubToday, sessionFields, sessionKeyOf } from './session-view.js';

/** Ended credits (used, revoked, expired) stay listed this long. */
const ENDED_CREDITS_DAYS = 60;
/** Make-ups already past stay listed this long. */
const PAST_MAKEUPS_DAYS = 14;
const DAY_MS = 86_400_000;

type Context = { childId: string; rules: SessionRules; now: Date; today: string };

/** The next sessions of the child's active classes (from their first day in each), with absences and deadlines. */
async function upcomingSessions(db: Db, ctx: Context): Promise<UpcomingSession[]> {
  const active = await db
    .select({ id: enrollments.id, classId: enrollments.classId, startsOn: enrollments.startsOn })
    .from(enrollments)
    .where(and(eq(enrollments.childId, ctx.childId), eq(enrollments.active, true)));
  if (active.length === 0) return [];
  const to = addDays(ctx.today, UPCOMING_SESSION_DAYS - 1);
  // A session moves within its week: one whose own date is up to six days before today may take place from today on,
  // and one up to six days after `to` may have moved into the window. Both are listed on the day they take place.
  const keysFrom = addDays(ctx.today, -6);
  const keysTo = addDays(to, 6);
  const classIds = active.map((e) => e.classId);
  const [sessions, reported] = await Promise.all([
    loadDatedSessions(db, { classIds, from: keysFrom, to: keysTo }),
    db
      .select({
        id: absences.id,
        classId: absences.classId,
        date: absences.date,
        startTime: absences.startTime,
        reportedAt: absences.reportedAt,
        creditWithheld: absences.creditWithheld,
        creditId: makeupCredits.id,
        creditStatus: makeupCredits.status,
      })
      .from(absences)
      .leftJoin(makeupCredits, eq(makeupCredits.absenceId, absences.id))
      .where(
        and(
          eq(absences.childId, ctx.childId),
          inArray(absences.classId, classIds),
          gte(absences.date, keysFrom),
          lte(absences.date, keysTo),
          isNull(absences.withdrawnAt),
        ),
      ),
  ]);
  const absenceOf = new Map(reported.map((a) => [sessionKeyOf(a.classId, a.date, a.startTime), a]));
  const enrollmentOf = new Map(active.map((e) => [e.classId, e]));
  return sessions.flatMap((s) => {
    const enrollment = enrollmentOf.get(s.cls.id);
    if (!enrollment || s.date < enrollment.startsOn || s.startsAt <= ctx.now || s.onDate > to) return [];
    const absence = absenceOf.get(sessionKeyOf(s.cls.id, s.date, s.startTime));
    const open = beforeNotice(s.startsAt, ctx.rules, ctx.now);
    const creditInUse = absence?.creditStatus === 'booked' || absence?.creditStatus === 'used';
    return [
      {
        ...sessionFields(s),
        enrollmentId: enrollment.id,
        absence: absence
          ? {
              id: absence.id,
              reportedAt: absence.reportedAt.toISOString(),
              creditId: absence.creditId,
              creditWithheld: absence.creditWithheld,
            }
          : null,
        changeBy: changeByOf(s.startsAt, ctx.rules).toISOString(),
        canReport: takesPlace(s) && open && !absence,
        canWithdraw: Boolean(absence) && takesPlace(s) && open && !creditInUse,
      },
    ];
  });
}

/**
 * How a credit reads today: an available one past its last day is expired, and a booked one whose make-up day is past
 * is used (the session took place for the guest, marked or not: the coach's mark is not what spends it). The one
 * reading: the admin's make-up summary (makeup-summary.ts) counts with it too.
 */
export function creditStatusOn(
  credit: { status: MakeupCredit['status']; expiresOn: string },
  makeupDay: string | null,
  today: string,
): MakeupCredit['status'] {
  if (credit.status === 'available' && credit.expiresOn < today) return 'expired';
  if (credit.status === 'booked' && makeupDay !== null && makeupDay < today) return 'used';
  return credit.status;
}

/**
 * Credits available or booked, and those that ended (used, revoked, expired, or booked for a make-up now past)
 * within the last 60 days. `makeupDays` gives the day each listed make-up takes place on (a move counts).
 */
async function childCredits(db: Db, ctx: Context, makeupDays: Map<string, string>): Promise<MakeupCredit[]> {
  const endedSince = new Date(ctx.now.getTime() - ENDED_CREDITS_DAYS * DAY_MS);
  const expiredSince = addDays(ctx.today, -ENDED_CREDITS_DAYS);
  const rows = await db
    .select({
      credit: makeupCredits,
      classTitle: classes.title,
      bookingId: makeupBookings.id,
      bookingDate: makeupBookings.date,
    })
    .from(makeupCredits)
    .leftJoin(enrollments, eq(enrollments.id, makeupCredits.enrollmentId))
    .leftJoin(classes, eq(classes.id, enrollments.classId))
    .leftJoin(makeupBookings, and(eq(makeupBookings.creditId, makeupCredits.id), isNull(makeupBookings.cancelledAt)))
    .where(
      and(
        eq(makeupCredits.childId, ctx.childId),
        or(
          and(
            eq(makeupCredits.status, 'booked'),
            or(isNull(makeupBookings.date), gte(makeupBookings.date, expiredSince)),
          ),
          and(eq(makeupCredits.status, 'available'), gte(makeupCredits.expiresOn, expiredSince)),
          and(
            inArray(makeupCredits.status, ['used', 'revoked']),
            gte(sql`coalesce(${makeupCredits.revokedAt}, ${makeupCredits.updatedAt})`, endedSince),
          ),
        ),
      ),
    )
    .orderBy(asc(makeupCredits.expiresOn), asc(makeupCredits.createdAt));
  return rows.map(({ credit, classTitle, bookingId, bookingDate }) => ({
    id: credit.id,
    source: credit.source,
    sessionDate: credit.sessionDate,
    classTitle: classTitle ?? null,
    expiresOn: credit.expiresOn,
    // A booking older than the make-ups listed is past whatever its move (a move stays within the week).
    status: creditStatusOn(credit, (bookingId && makeupDays.get(bookingId)) ?? bookingDate ?? null, ctx.today),
    bookingId: bookingId ?? null,
  }));
}

/**
 * A booking whose weekly session its class no longer has (the class's days changed since it was booked), read at its
 * key's day and time: the family still sees it and can cancel it to get the credit back (cancel-makeup.ts reads its
 * start the same way).
 */
function storedSession(
  booking: { classId: string; date: string; startTime: string },
  factsOf: Map<string, ClassFacts>,
): ClassSession | null {
  const cls = factsOf.get(booking.classId);
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

/** Live make-ups not yet past, and those of the last 14 days, in the order they take place. */
async function childMakeups(db: Db, ctx: Context): Promise<MakeupBooking[]> {
  const bookings = await db
    .select()
    .from(makeupBookings)
    .where(
      and(
        eq(makeupBookings.childId, ctx.childId),
        isNull(makeupBookings.cancelledAt),
        gte(makeupBookings.date, addDays(ctx.today, -PAST_MAKEUPS_DAYS)),
      ),
    );
  if (bookings.length === 0) return [];
  const dates = bookings.map((b) => b.date).sort();
  const sessions = await loadDatedSessions(db, {
    classIds: [...new Set(bookings.map((b) => b.classId))],
    from: dates[0] as string,
    to: dates[dates.length - 1] as string,
  });
  const sessionOf = new Map(sessions.map((s) => [sessionKeyOf(s.cls.id, s.date, s.startTime), s]));
  const orphans = bookings.filter((b) => !sessionOf.has(sessionKeyOf(b.classId, b.date, b.startTime)));
  const factsOf = new Map(
    (await loadClassFacts(db, [...new Set(orphans.map((b) => b.classId))])).map((c) => [c.id, c]),
  );
  const names = await coachNames(db, [
    ...sessions.map((s) => s.cls.instructorId),
    ...[...factsOf.values()].map((c) => c.instructorId),
  ]);
  return bookings
    .flatMap((b) => {
      const session = sessionOf.get(sessionKeyOf(b.classId, b.date, b.startTime)) ?? storedSession(b, factsOf);
      if (!session) return [];
      const coachName = (session.cls.instructorId && names.get(session.cls.instructorId)) || null;
      return [toMakeupBooking(b, { session, rules: ctx.rules, now: ctx.now, coachName })];
    })
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** The child's sessions, credits and make-ups as the family reads them. */
export async function getChildSessions(
  db: Db,
  actor: Actor,
  input: { childId: string; now: Date },
): Promise<ChildSessions> {
  const child = await findChildFor(db, actor, input.childId, { action: 'family' });
  const rules = await readSessionRules(db);
  const ctx: Context = { childId: child.id, rules, now: input.now, today: clubToday(input.now) };
  const [upcoming, makeups] = await Promise.all([upcomingSessions(db, ctx), childMakeups(db, ctx)]);
  const credits = await childCredits(db, ctx, new Map(makeups.map((m) => [m.id, m.onDate])));
  return {
    childId: child.id,
    noticeHours: rules.absenceNoticeHours,
    creditsPerMonth: rules.creditsPerMonth,
    upcoming,
    credits,
    makeups,
  };
}
