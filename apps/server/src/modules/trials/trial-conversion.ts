// A trial's conversion (issue 28): when a family enrolls a child in a class after a trial there (the enrollment made on
// or after the trial's day, by the account linked to the trial or one with the address it was booked with), the trial
// is marked converted with that enrollment. Called inside the enrollment's transaction, so both stand or neither does.
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { children, enrollments, trialBookings, users } from '../../db/schema/index.js';
import { childNameKey } from './book-trial.js';

/**
 * Marks the trial an enrollment follows as converted, preferring the trial of the child with the same first name, else
 * the family's earliest one in that class; one trial per enrollment. Answers the trial's id, or null when the
 * enrollment follows no trial.
 */
export async function markTrialConverted(
  tx: Tx,
  { enrollmentId, now = new Date() }: { enrollmentId: string; now?: Date },
): Promise<string | null> {
  const [enrolled] = await tx
    .select({
      classId: enrollments.classId,
      parentId: children.parentId,
      fullName: children.fullName,
      firstName: children.firstName,
      email: users.email,
    })
    .from(enrollments)
    .innerJoin(children, eq(children.id, enrollments.childId))
    .innerJoin(users, eq(users.id, children.parentId))
    .where(eq(enrollments.id, enrollmentId));
  if (!enrolled) return null;
  const day = zonedDate(now, CLUB_TIME_ZONE);
  const candidates = await tx
    .select()
    .from(trialBookings)
    .where(
      and(
        eq(trialBookings.classId, enrolled.classId),
        isNull(trialBookings.cancelledAt),
        isNull(trialBookings.convertedAt),
        lte(trialBookings.date, day),
        or(
          eq(trialBookings.userId, enrolled.parentId),
          and(isNull(trialBookings.userId), eq(trialBookings.email, enrolled.email.trim().toLowerCase())),
        ),
      ),
    )
    .orderBy(asc(trialBookings.date), asc(trialBookings.startTime))
    .for('update');
  const names = new Set(
    [enrolled.fullName.split(/\s+/)[0] ?? '', enrolled.firstName ?? ''].filter(Boolean).map(childNameKey),
  );
  const trial = candidates.find((c) => names.has(childNameKey(c.childFirstName))) ?? candidates[0];
  if (!trial) return null;
  await tx
    .update(trialBookings)
    .set({ enrollmentId, convertedAt: now, userId: trial.userId ?? enrolled.parentId })
    .where(eq(trialBookings.id, trial.id));
  return trial.id;
}
