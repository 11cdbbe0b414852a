// The instructor's dashboard: today's sessions in the club's time zone, all their classes, payments to confirm.
import type { InstructorDashboard } from '@swim/shared/api/instructor';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { isoDayOfWeek, zonedDate, zonedTimeToUtc } from '@swim/shared/dates';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { attendance, classes, closures, payments } from '../../db/schema/index.js';
import { type Actor, classScope, paymentScope } from '../access/access-policy.js';
import { loadDatedSessions } from '../sessions/dated-sessions.service.js';
import { loadClassViews } from './class-views.js';

type DatedStatus = Pick<InstructorDashboard['today'][number], 'status' | 'movedTo' | 'closureReason'>;

/** Today's sessions of the classes as dated (moved, cancelled or closed), by class and start time. */
async function datedStatusOf(db: Db, classIds: string[], date: string): Promise<Map<string, DatedStatus>> {
  const sessions = await loadDatedSessions(db, { classIds, from: date, to: date });
  const closureIds = [...new Set(sessions.flatMap((s) => (s.closureId ? [s.closureId] : [])))];
  const reasons = closureIds.length
    ? await db
        .select({ id: closures.id, reason: closures.reason })
        .from(closures)
        .where(inArray(closures.id, closureIds))
    : [];
  const reasonOf = new Map(reasons.map((r) => [r.id, r.reason]));
  return new Map(
    sessions.map((s) => [
      `${s.cls.id} ${s.startTime}`,
      {
        status: s.status,
        movedTo: s.status === 'moved' ? { date: s.onDate, time: s.atTime } : null,
        closureReason: s.closureId ? (reasonOf.get(s.closureId) ?? null) : null,
      },
    ]),
  );
}

/** Today's sessions, the active classes and the count of cash and transfers awaiting confirmation, for an actor. */
export async function getInstructorDashboard(db: Db, actor: Actor, now: Date): Promise<InstructorDashboard> {
  const date = zonedDate(now, CLUB_TIME_ZONE);
  const day = isoDayOfWeek(date);
  const views = await loadClassViews(db, and(classScope(actor), eq(classes.active, true)));
  const todays = views.filter((c) => c.sessions.some((s) => s.dayOfWeek === day));
  const [markedRows, [pending]] = await Promise.all([
    todays.length
      ? db
          .select({ classId: attendance.classId, n: count() })
          .from(attendance)
          .where(
            and(
              inArray(
                attendance.classId,
                todays.map((c) => c.id),
              ),
              eq(attendance.date, date),
            ),
          )
          .groupBy(attendance.classId)
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
  const marked = new Map(markedRows.map((r) => [r.classId, r.n]));
  const dated = await datedStatusOf(
    db,
    todays.map((c) => c.id),
    date,
  );
  const today: InstructorDashboard['today'] = todays.flatMap((c) =>
    c.sessions
      .filter((s) => s.dayOfWeek === day)
      .map((s) => ({
        classId: c.id,
        title: c.title,
        level: c.level,
        location: c.location,
        lane: c.lane,
        date,
        startTime: s.startTime,
        startsAt: zonedTimeToUtc(date, s.startTime, CLUB_TIME_ZONE).toISOString(),
        durationMinutes: c.durationMinutes,
        enrolled: c.enrolled,
        maxCapacity: c.maxCapacity,
        marked: marked.get(c.id) ?? 0,
        ...(dated.get(`${c.id} ${s.startTime.slice(0, 5)}`) ?? {
          status: 'scheduled',
          movedTo: null,
          closureReason: null,
        }),
      })),
  );
  today.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return {
    date,
    today,
    classes: views.map(({ address: _, ...view }) => view),
    pendingPayments: pending?.n ?? 0,
  };
}
