// Trial children on a coach's roster (issue 28): the live trials booked into a class's sessions of one date, with what
// the coach needs (first name, birth year, the parent's name and phone), and the coach's present/absent mark. A trial's
// mark lives on the booking: it touches no plan, no attendance record and no credit.
import { ATTENDANCE_DAYS_AHEAD } from '@swim/shared/api/instructor';
import type { RosterTrial, TrialMarked, TrialMarkInput } from '@swim/shared/api/trials';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { hhmm } from '@swim/shared/dated-sessions';
import { addDays, zonedDate } from '@swim/shared/dates';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { trialBookings } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { type Actor, findCoachedTrial } from '../access/access-policy.js';
import { assertTakesPlace, loadDatedSessions, lockClass } from '../sessions/dated-sessions.service.js';

/** The live trials of a class for a date, by start time and the child's name. */
export async function loadTrialGuests(db: Db | Tx, classId: string, date: string): Promise<RosterTrial[]> {
  const rows = await db
    .select()
    .from(trialBookings)
    .where(and(eq(trialBookings.classId, classId), eq(trialBookings.date, date), isNull(trialBookings.cancelledAt)))
    .orderBy(asc(trialBookings.startTime), asc(trialBookings.childFirstName), asc(trialBookings.id));
  return rows.map((r) => ({
    trialId: r.id,
    childFirstName: r.childFirstName,
    childBirthYear: r.childBirthYear,
    parentName: r.parentName,
    phone: r.phone,
    startTime: hhmm(r.startTime),
    attendance: r.attendance ?? null,
  }));
}

const tooFarAhead = () =>
  new AppError('VALIDATION_FAILED', 'Attendance can be marked at most one day ahead', [
    { path: 'date', message: 'attendanceTooFarAhead' },
  ]);

/**
 * Marks a trial child present or absent: the class's coach or an admin, for a live trial of that class, at most
 * ATTENDANCE_DAYS_AHEAD ahead, on a session that takes place. The class is locked first (the order booking and
 * cancelling take), then the booking, so a family cancelling at the same moment is seen and the mark refused.
 */
export async function markTrial(
  db: Db,
  actor: Actor,
  { classId, trialId, input, now }: { classId: string; trialId: string; input: TrialMarkInput; now: Date },
): Promise<TrialMarked> {
  return db.transaction(async (tx) => {
    const { cls } = await findCoachedTrial(tx, actor, { classId, trialId });
    await lockClass(tx, cls.id);
    const { trial } = await findCoachedTrial(tx, actor, { classId, trialId, lock: true });
    if (trial.date > addDays(zonedDate(now, CLUB_TIME_ZONE), ATTENDANCE_DAYS_AHEAD)) throw tooFarAhead();
    const [session] = (await loadDatedSessions(tx, { classIds: [cls.id], from: trial.date, to: trial.date })).filter(
      (s) => s.startTime === hhmm(trial.startTime),
    );
    if (session) assertTakesPlace(session);

    const unchanged = {
      classId: cls.id,
      trialId: trial.id,
      date: trial.date,
      attendance: input.status,
      changed: false,
      markedAt: trial.markedAt?.toISOString() ?? now.toISOString(),
    };
    if (trial.attendance === input.status) return unchanged;
    await tx
      .update(trialBookings)
      .set({ attendance: input.status, markedBy: actor.id, markedAt: now })
      .where(eq(trialBookings.id, trial.id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'trial.attendance_marked',
      entityType: 'trial_booking',
      entityId: trial.id,
      details: { classId: cls.id, date: trial.date, from: trial.attendance ?? null, to: input.status },
    });
    return { ...unchanged, changed: true, markedAt: now.toISOString() };
  });
}
