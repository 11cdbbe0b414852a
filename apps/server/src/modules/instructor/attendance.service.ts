// Taking attendance: one record per child, class and date; present on a counted plan takes one session, once.
import {
  ATTENDANCE_DAYS_AHEAD,
  ATTENDANCE_RATE_DAYS,
  type AttendanceMarked,
  type AttendanceMarkInput,
  type ClassAttendance,
} from '@swim/shared/api/instructor';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { addDays, isoDayOfWeek, zonedDate } from '@swim/shared/dates';
import { PLAN_SESSIONS } from '@swim/shared/pricing';
import { and, between, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { attendance, classSessions, enrollments, users } from '../../db/schema/index.js';
import { personName } from '../../lib/person-name.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '@swim/shared/uuid';
import { type Actor, findClassFor } from '../access/access-policy.js';
import { attendanceRate } from '../children/child-activity.service.js';
import { loadRoster } from './class-detail.service.js';

const tooFarAhead = () =>
  new AppError('VALIDATION_FAILED', 'Attendance can be marked at most one day ahead', [
    { path: 'date', message: 'attendanceTooFarAhead' },
  ]);
const notEnrolled = () =>
  new AppError('VALIDATION_FAILED', 'The child is not enrolled in this class', [
    { path: 'childId', message: 'childNotEnrolled' },
  ]);

type Tally = { present: number; marked: number };
const rateOf = (t: Tally) => attendanceRate(t.present, t.marked - t.present, 0);

/** Every actively enrolled child with their mark for a date (default today, club time) and their attendance rate. */
export async function getClassAttendance(
  db: Db,
  actor: Actor,
  options: { classId: string; date?: string; now: Date },
): Promise<ClassAttendance> {
  const cls = await findClassFor(db, actor, options.classId);
  const date = options.date ?? zonedDate(options.now, CLUB_TIME_ZONE);
  const rateFrom = addDays(date, 1 - ATTENDANCE_RATE_DAYS);
  const [roster, marks, sessions] = await Promise.all([
    loadRoster(db, cls.id),
    db
      .select({ a: attendance, by: personName(users) })
      .from(attendance)
      .leftJoin(users, eq(users.id, attendance.markedBy))
      .where(and(eq(attendance.classId, cls.id), between(attendance.date, rateFrom, date))),
    db.select({ day: classSessions.dayOfWeek }).from(classSessions).where(eq(classSessions.classId, cls.id)),
  ]);
  const tally = new Map<string, Tally>();
  const whole: Tally = { present: 0, marked: 0 };
  for (const { a } of marks) {
    const t = tally.get(a.childId) ?? { present: 0, marked: 0 };
    const isPresent = a.status === 'present' ? 1 : 0;
    tally.set(a.childId, { present: t.present + isPresent, marked: t.marked + 1 });
    whole.present += isPresent;
    whole.marked += 1;
  }
  return {
    classId: cls.id,
    date,
    scheduled: sessions.some((s) => s.day === isoDayOfWeek(date)),
    rateFrom,
    rateTo: date,
    classRate: rateOf(whole),
    children: roster.map(({ enrollment: e, child: c }) => {
      const mark = marks.find((m) => m.a.childId === c.id && m.a.date === date);
      const t = tally.get(c.id) ?? { present: 0, marked: 0 };
      return {
        childId: c.id,
        enrollmentId: e.id,
        fullName: c.fullName,
        planType: e.planType,
        sessionsRemaining: e.sessionsRemaining,
        sessionsUsedUp: e.sessionsRemaining === 0,
        status: mark?.a.status ?? null,
        markedAt: mark?.a.markedAt.toISOString() ?? null,
        markedBy: mark?.by ?? null,
        present: t.present,
        marked: t.marked,
        rate: rateOf(t),
      };
    }),
  };
}

/**
 * Marks one child for a date, creating or correcting the one record of (child, class, date). The child's active
 * enrollment row is locked first, so marks of the same child queue up and each sees the last one's result.
 * Becoming present on a counted plan takes one session; a record that took one gives it back when it stops being
 * present. At zero nothing is taken (the mark is still recorded), and a session given back never lifts the count
 * above the plan's size. The same mark again changes nothing.
 */
export async function markAttendance(
  db: Db,
  actor: Actor,
  { classId, input, now }: { classId: string; input: AttendanceMarkInput; now: Date },
): Promise<AttendanceMarked> {
  return db.transaction(async (tx) => {
    const cls = await findClassFor(tx, actor, classId);
    if (input.date > addDays(zonedDate(now, CLUB_TIME_ZONE), ATTENDANCE_DAYS_AHEAD)) throw tooFarAhead();
    if (!isUuid(input.childId)) throw notEnrolled();
    const [enrollment] = await tx
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.childId, input.childId), eq(enrollments.classId, cls.id), eq(enrollments.active, true)))
      .for('update');
    if (!enrollment) throw notEnrolled();
    const [record] = await tx
      .select()
      .from(attendance)
      .where(
        and(eq(attendance.childId, input.childId), eq(attendance.classId, cls.id), eq(attendance.date, input.date)),
      )
      .for('update');

    const counted = enrollment.sessionsRemaining !== null;
    const unchanged = {
      classId: cls.id,
      childId: input.childId,
      date: input.date,
      status: input.status,
      changed: false,
      sessionChange: 0,
      sessionsRemaining: enrollment.sessionsRemaining,
      planUsedUp: counted && enrollment.sessionsRemaining === 0,
    };
    // Marking the same again changes nothing: no second session is taken, nothing is written.
    if (record?.status === input.status) return unchanged;

    // Only a mark inside the enrollment's current period touches its sessions: an old month's marks are history.
    const inPeriod =
      (!enrollment.periodStart || input.date >= enrollment.periodStart) &&
      (!enrollment.periodEnd || input.date <= enrollment.periodEnd);
    let remaining = inPeriod ? enrollment.sessionsRemaining : null;
    let deducted = record?.sessionDeducted ?? false;
    let sessionChange = 0;
    if (input.status === 'present' && !deducted && remaining !== null && remaining > 0) {
      remaining -= 1;
      deducted = true;
      sessionChange = -1;
    } else if (input.status !== 'present' && deducted && inPeriod) {
      deducted = false;
      const plan = PLAN_SESSIONS[enrollment.planType] ?? Number.POSITIVE_INFINITY;
      if (remaining !== null && remaining < plan) {
        remaining += 1;
        sessionChange = 1;
      }
    }
    if (sessionChange !== 0) {
      await tx.update(enrollments).set({ sessionsRemaining: remaining }).where(eq(enrollments.id, enrollment.id));
    }
    const values = { status: input.status, sessionDeducted: deducted, markedBy: actor.id, markedAt: now };
    const [saved] = record
      ? await tx.update(attendance).set(values).where(eq(attendance.id, record.id)).returning({ id: attendance.id })
      : await tx
          .insert(attendance)
          .values({ classId: cls.id, childId: input.childId, date: input.date, ...values })
          .returning({ id: attendance.id });
    if (!saved) throw new Error('attendance not saved');
    await recordAudit(tx, {
      actorId: actor.id,
      action: record ? 'attendance.changed' : 'attendance.marked',
      entityType: 'attendance',
      entityId: saved.id,
      details: {
        childId: input.childId,
        classId: cls.id,
        date: input.date,
        from: record?.status ?? null,
        to: input.status,
        sessionChange,
      },
    });
    return {
      ...unchanged,
      changed: true,
      sessionChange,
      sessionsRemaining: remaining,
      planUsedUp: counted && remaining === 0,
    };
  });
}
