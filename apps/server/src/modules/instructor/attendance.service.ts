// Taking attendance: one record per child, class and date; present on a counted plan takes one session, once.
// The date's view also shows absences the family reported (pre-marked excused) and the make-up guests (issue 26).
// A day whose sessions do not take place (closed, cancelled) takes no marks.
import {
  ATTENDANCE_RATE_DAYS,
  type AttendanceMarked,
  type AttendanceMarkInput,
  type ClassAttendance,
} from '@swim/shared/api/instructor';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { addDays, isoDayOfWeek, zonedDate } from '@swim/shared/dates';
import { PLAN_SESSIONS } from '@swim/shared/pricing';
import { and, between, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { absences, attendance, classSessions, enrollments, makeupCredits, users } from '../../db/schema/index.js';
import { personName } from '../../lib/person-name.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '@swim/shared/uuid';
import { type Actor, findClassFor } from '../access/access-policy.js';
import { attendanceRate } from '../children/child-activity.service.js';
import { carriedInto, daysWithoutSession } from '../sessions/cancellation-effects.js';
import { loadDatedSessions } from '../sessions/dated-sessions.service.js';
import { loadTrialGuests } from '../trials/trial-roster.js';
import { loadRoster } from './class-detail.service.js';
import { countGuestMarks } from './guest-marks.js';
import { heldOn, isTooFarAhead, loadGuests, tooFarAhead } from './guest-attendance.service.js';

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
  const [roster, marks, sessions, reported, guests, dated, trials] = await Promise.all([
    loadRoster(db, cls.id),
    db
      .select({ a: attendance, by: personName(users) })
      .from(attendance)
      .leftJoin(users, eq(users.id, attendance.markedBy))
      .where(and(eq(attendance.classId, cls.id), between(attendance.date, rateFrom, date))),
    db.select({ day: classSessions.dayOfWeek }).from(classSessions).where(eq(classSessions.classId, cls.id)),
    liveAbsences(db, cls.id, date),
    loadGuests(db, cls.id, date),
    loadDatedSessions(db, { classIds: [cls.id], from: date, to: date }),
    loadTrialGuests(db, cls.id, date),
  ]);
  const tally = new Map<string, Tally>();
  // The class's rate counts its make-up guests' marks too (ADR 0039): a coach reads how full the lane really was.
  const guestMarks = await countGuestMarks(db, { classId: cls.id, from: rateFrom, to: date });
  const whole: Tally = { present: guestMarks.present, marked: guestMarks.present + guestMarks.absent };
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
    sessionStatus: dayStatus(dated.map((s) => s.status)),
    rateFrom,
    rateTo: date,
    classRate: rateOf(whole),
    children: roster.map(({ enrollment: e, child: c }) => {
      const mark = marks.find((m) => m.a.childId === c.id && m.a.date === date);
      const t = tally.get(c.id) ?? { present: 0, marked: 0 };
      const reportedAt = reported.get(c.id) ?? null;
      return {
        childId: c.id,
        enrollmentId: e.id,
        fullName: c.fullName,
        planType: e.planType,
        sessionsRemaining: e.sessionsRemaining,
        sessionsUsedUp: e.sessionsRemaining === 0,
        // The coach's own mark wins; until then a reported absence reads as excused (ADR 0039).
        status: mark?.a.status ?? (reportedAt ? 'excused' : null),
        markedAt: mark?.a.markedAt.toISOString() ?? null,
        markedBy: mark?.by ?? null,
        absenceReportedAt: reportedAt?.toISOString() ?? null,
        present: t.present,
        marked: t.marked,
        rate: rateOf(t),
      };
    }),
    guests,
    trials,
  };
}

/** When each child's family reported them absent for the class on a date (live reports only; the earliest). */
async function liveAbsences(db: Db | Tx, classId: string, date: string): Promise<Map<string, Date>> {
  const rows = await db
    .select({ childId: absences.childId, reportedAt: absences.reportedAt })
    .from(absences)
    .where(and(eq(absences.classId, classId), eq(absences.date, date), isNull(absences.withdrawnAt)));
  const out = new Map<string, Date>();
  for (const r of rows) {
    const seen = out.get(r.childId);
    if (!seen || r.reportedAt < seen) out.set(r.childId, r.reportedAt);
  }
  return out;
}

/**
 * The day's status for the coach: null without a session; a cancelled or closed day when no session of it takes
 * place (a closure first: it is the club's reason); otherwise moved or scheduled as the first session stands.
 */
function dayStatus(statuses: readonly ClassAttendance['sessionStatus'][]): ClassAttendance['sessionStatus'] {
  if (statuses.length === 0) return null;
  const takesPlace = statuses.find((s) => s === 'scheduled' || s === 'moved');
  if (takesPlace) return takesPlace;
  return statuses.includes('closed') ? 'closed' : 'cancelled';
}

/**
 * A child marked present on a day the family reported absent came after all: the make-up credit that report earned
 * is revoked while still unused (ADR 0039). A credit already booked or used stays as it is (the family keeps the
 * make-up it planned). Runs in the mark's transaction; the conditional update cannot race a booking into a double use.
 */
async function revokeCreditOfAbsence(
  tx: Tx,
  actor: Actor,
  { classId, childId, date, now }: { classId: string; childId: string; date: string; now: Date },
): Promise<void> {
  const revoked = await tx
    .update(makeupCredits)
    .set({ status: 'revoked', revokedFor: 'attended_after_all', revokedBy: actor.id, revokedAt: now })
    .where(
      and(
        eq(makeupCredits.status, 'available'),
        inArray(
          makeupCredits.absenceId,
          tx
            .select({ id: absences.id })
            .from(absences)
            .where(
              and(
                eq(absences.childId, childId),
                eq(absences.classId, classId),
                eq(absences.date, date),
                isNull(absences.withdrawnAt),
              ),
            ),
        ),
      ),
    )
    .returning({ id: makeupCredits.id });
  for (const credit of revoked) {
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'makeup.credit_revoked',
      entityType: 'makeup_credit',
      entityId: credit.id,
      details: { childId, classId, date, reason: 'attended_after_all' },
    });
  }
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
    if (isTooFarAhead(await heldOn(tx, cls.id, input.date), now)) throw tooFarAhead();
    if (!isUuid(input.childId)) throw notEnrolled();
    // A day whose sessions are all closed or cancelled has nothing to mark (and nothing to take from a plan or bill).
    if ((await daysWithoutSession(tx, { classIds: [cls.id], from: input.date, to: input.date })).get(cls.id)?.size) {
      throw new AppError('SESSION_CANCELLED', 'This session does not take place');
    }
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
      // The period's size: the plan and the sessions carried over into it.
      const carried = enrollment.periodStart
        ? await carriedInto(tx, enrollment.id, enrollment.periodStart.slice(0, 7))
        : 0;
      const plan = (PLAN_SESSIONS[enrollment.planType] ?? Number.POSITIVE_INFINITY) + carried;
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
    if (input.status === 'present') {
      await revokeCreditOfAbsence(tx, actor, { classId: cls.id, childId: input.childId, date: input.date, now });
    }
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
