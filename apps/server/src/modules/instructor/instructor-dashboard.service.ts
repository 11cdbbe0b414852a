// The instructor's dashboard: today's sessions in the club's time zone (those moved to today too), all their classes,
// payments to confirm.
import type { InstructorDashboard } from '@swim/shared/api/instructor';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { addDays, isoDayOfWeek, zonedDate, zonedTimeToUtc } from '@swim/shared/dates';
import { mondayOf } from '@swim/shared/schedule-weeks';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { attendance, classes, closures, payments } from '../../db/schema/index.js';
import { type Actor, classScope, paymentScope } from '../access/access-policy.js';
import { type ClassSession, loadDatedSessions } from '../sessions/dated-sessions.service.js';
import { loadClassViews } from './class-views.js';

type DatedStatus = Pick<InstructorDashboard['today'][number], 'status' | 'movedTo' | 'movedFrom' | 'closureReason'>;
const AS_SCHEDULED: DatedStatus = { status: 'scheduled', movedTo: null, movedFrom: null, closureReason: null };

/**
 * The classes' dated sessions of today's week as today reads them: today's own sessions (moved, cancelled or closed)
 * by class and start time, and the sessions moved to today from another day or time of the week.
 */
async function datedToday(
  db: Db,
  classIds: string[],
  date: string,
): Promise<{ statusOf: Map<string, DatedStatus>; movedIn: ClassSession[] }> {
  const monday = mondayOf(date);
  const week = await loadDatedSessions(db, { classIds, from: monday, to: addDays(monday, 6) });
  const sessions = week.filter((s) => s.date === date);
  const closureIds = [...new Set(sessions.flatMap((s) => (s.closureId ? [s.closureId] : [])))];
  const reasons = closureIds.length
    ? await db
        .select({ id: closures.id, reason: closures.reason })
        .from(closures)
        .where(inArray(closures.id, closureIds))
    : [];
  const reasonOf = new Map(reasons.map((r) => [r.id, r.reason]));
  const statusOf = new Map(
    sessions.map((s): [string, DatedStatus] => [
      `${s.cls.id} ${s.startTime}`,
      {
        status: s.status,
        movedTo: s.status === 'moved' ? { date: s.onDate, time: s.atTime } : null,
        movedFrom: null,
        closureReason: s.closureId ? (reasonOf.get(s.closureId) ?? null) : null,
      },
    ]),
  );
  return { statusOf, movedIn: week.filter((s) => s.status === 'moved' && s.onDate === date) };
}

/** Today's sessions, the active classes and the count of cash and transfers awaiting confirmation, for an actor. */
export async function getInstructorDashboard(db: Db, actor: Actor, now: Date): Promise<InstructorDashboard> {
  const date = zonedDate(now, CLUB_TIME_ZONE);
  const day = isoDayOfWeek(date);
  const views = await loadClassViews(db, and(classScope(actor), eq(classes.active, true)));
  const todays = views.filter((c) => c.sessions.some((s) => s.dayOfWeek === day));
  const { statusOf, movedIn } = await datedToday(
    db,
    views.map((c) => c.id),
    date,
  );
  // A moved session's attendance is taken under its own date (its key), so its marks are counted there.
  const markedDates = [...new Set([date, ...movedIn.map((s) => s.date)])];
  const [markedRows, [pending]] = await Promise.all([
    views.length
      ? db
          .select({ classId: attendance.classId, date: attendance.date, n: count() })
          .from(attendance)
          .where(
            and(
              inArray(
                attendance.classId,
                views.map((c) => c.id),
              ),
              inArray(attendance.date, markedDates),
            ),
          )
          .groupBy(attendance.classId, attendance.date)
      : [],
    db
      .select({ n: count() })
      .from(payments)
      .where(
        and(
          paymentScope(actor, 'validate'),
          eq(payments.status, 'pending'),
          inArray(payments.method, ['cash', 'bank_transfer']),
        ),
      ),
  ]);
  const marked = new Map(markedRows.map((r) => [`${r.classId} ${r.date}`, r.n]));
  const viewOf = new Map(views.map((c) => [c.id, c]));
  const card = (c: (typeof views)[number]) => ({
    classId: c.id,
    title: c.title,
    level: c.level,
    location: c.location,
    lane: c.lane,
    date,
    durationMinutes: c.durationMinutes,
    enrolled: c.enrolled,
    maxCapacity: c.maxCapacity,
  });
  const today: InstructorDashboard['today'] = todays.flatMap((c) =>
    c.sessions
      .filter((s) => s.dayOfWeek === day)
      .map((s) => ({
        ...card(c),
        startTime: s.startTime,
        startsAt: zonedTimeToUtc(date, s.startTime, CLUB_TIME_ZONE).toISOString(),
        marked: marked.get(`${c.id} ${date}`) ?? 0,
        ...(statusOf.get(`${c.id} ${s.startTime.slice(0, 5)}`) ?? AS_SCHEDULED),
      })),
  );
  for (const s of movedIn) {
    const c = viewOf.get(s.cls.id);
    if (!c) continue;
    today.push({
      ...card(c),
      startTime: s.atTime,
      startsAt: s.startsAt.toISOString(),
      marked: marked.get(`${c.id} ${s.date}`) ?? 0,
      status: 'moved',
      movedTo: null,
      movedFrom: { date: s.date, time: s.startTime },
      closureReason: null,
    });
  }
  today.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return {
    date,
    today,
    classes: views.map(({ address: _, ...view }) => view),
    pendingPayments: pending?.n ?? 0,
  };
}
