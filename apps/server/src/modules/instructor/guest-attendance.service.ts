// Make-up guests on a coach's roster (issue 26, ADR 0039): the children booked into one dated session of the class
// with a make-up credit, with what a coach needs at the poolside, and the coach's mark for them. A guest's mark lives
// on the booking and uses the credit; it never touches any plan's sessions.
import type { GuestMarked } from '@swim/shared/api/instructor';
import type { GuestMarkInput, RosterGuest } from '@swim/shared/api/sessions';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { hhmm } from '@swim/shared/dated-sessions';
import { addDays, zonedDate } from '@swim/shared/dates';
import { ATTENDANCE_DAYS_AHEAD } from '@swim/shared/api/instructor';
import { isUuid } from '@swim/shared/uuid';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { children, classes, enrollments, makeupBookings, makeupCredits, users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { type Actor, findClassFor } from '../access/access-policy.js';
import { assertTakesPlace, loadDatedSessions, lockClass } from '../sessions/dated-sessions.service.js';

const bookingNotFound = () => new AppError('NOT_FOUND', 'No such make-up booking in this class');

export const tooFarAhead = () =>
  new AppError('VALIDATION_FAILED', 'Attendance can be marked at most one day ahead', [
    { path: 'date', message: 'attendanceTooFarAhead' },
  ]);

/** Whether a date is past the last day attendance may be marked for (today in club time + ATTENDANCE_DAYS_AHEAD). */
export const isTooFarAhead = (date: string, now: Date) =>
  date > addDays(zonedDate(now, CLUB_TIME_ZONE), ATTENDANCE_DAYS_AHEAD);

/**
 * The day a class's session keyed on `date` takes place: a session moved to an earlier day of its week is marked from
 * that day on (its marks stay under its own date), so "one day ahead" counts from when the children swim.
 */
export async function heldOn(db: Db | Tx, classId: string, date: string): Promise<string> {
  const sessions = await loadDatedSessions(db, { classIds: [classId], from: date, to: date });
  return sessions.reduce((day, s) => (s.date === date && s.onDate < day ? s.onDate : day), date);
}

/** The live make-up bookings of a class for a date, with the guest's details, by start time and name. */
export async function loadGuests(db: Db | Tx, classId: string, date: string): Promise<RosterGuest[]> {
  const rows = await db
    .select({
      booking: makeupBookings,
      child: children,
      parentPhone: users.phone,
      homeClassTitle: classes.title,
    })
    .from(makeupBookings)
    .innerJoin(children, eq(children.id, makeupBookings.childId))
    .innerJoin(users, eq(users.id, children.parentId))
    .innerJoin(makeupCredits, eq(makeupCredits.id, makeupBookings.creditId))
    // The home class is the one the credit was earned in; an admin's grant without an enrollment has none.
    .leftJoin(enrollments, eq(enrollments.id, makeupCredits.enrollmentId))
    .leftJoin(classes, eq(classes.id, enrollments.classId))
    .where(and(eq(makeupBookings.classId, classId), eq(makeupBookings.date, date), isNull(makeupBookings.cancelledAt)))
    .orderBy(asc(makeupBookings.startTime), asc(children.fullName), asc(makeupBookings.id));
  return rows.map(({ booking: b, child: c, parentPhone, homeClassTitle }) => ({
    bookingId: b.id,
    childId: c.id,
    fullName: c.fullName,
    birthDate: c.birthDate,
    homeClassTitle: homeClassTitle ?? null,
    medicalNotes: c.medicalNotes,
    emergencyContact: c.emergencyContact,
    emergencyPhone: c.emergencyPhone,
    parentPhone,
    startTime: hhmm(b.startTime),
    attendance: b.attendance ?? null,
  }));
}

/**
 * Refuses a mark for a booking whose dated session does not take place (closed or cancelled), as regular marks are
 * refused: the guest had no session to come to, so the credit is not spent. A booking whose weekly session the class
 * no longer has is left to the mark (nothing says it did not take place).
 */
async function assertBookedSessionTakesPlace(
  tx: Tx,
  booking: { classId: string; date: string; startTime: string },
): Promise<void> {
  const sessions = await loadDatedSessions(tx, { classIds: [booking.classId], from: booking.date, to: booking.date });
  const session = sessions.find((s) => s.startTime === hhmm(booking.startTime));
  if (session) assertTakesPlace(session);
}

/**
 * Marks a make-up guest present or absent: the class's coach or an admin, for a live booking of that class, at most
 * ATTENDANCE_DAYS_AHEAD ahead. Either mark uses the credit (the place was held for the guest). Locks follow the
 * global order (class -> enrollment -> credit -> booking) so a family cancelling or a closure being reconciled at the
 * same moment queues up behind it instead of deadlocking; the booking and its dated session are read under the
 * locks, so a cancellation or a closure that won is seen and the mark is refused.
 */
export async function markGuest(
  db: Db,
  actor: Actor,
  { classId, bookingId, input, now }: { classId: string; bookingId: string; input: GuestMarkInput; now: Date },
): Promise<GuestMarked> {
  return db.transaction(async (tx) => {
    const cls = await findClassFor(tx, actor, classId);
    if (!isUuid(bookingId)) throw bookingNotFound();
    // The class first: a closure's reconciliation locks it before the credits and bookings it cancels.
    await lockClass(tx, cls.id);
    const liveBooking = and(
      eq(makeupBookings.id, bookingId),
      eq(makeupBookings.classId, cls.id),
      isNull(makeupBookings.cancelledAt),
    );
    const [seen] = await tx.select({ creditId: makeupBookings.creditId }).from(makeupBookings).where(liveBooking);
    if (!seen) throw bookingNotFound();
    await tx
      .select({ id: makeupCredits.id })
      .from(makeupCredits)
      .where(eq(makeupCredits.id, seen.creditId))
      .for('update');
    const [booking] = await tx.select().from(makeupBookings).where(liveBooking).for('update');
    if (!booking) throw bookingNotFound();
    if (isTooFarAhead(await heldOn(tx, booking.classId, booking.date), now)) throw tooFarAhead();
    // Read under the class lock: a closure committed before it is seen here, one after it waits for this mark.
    await assertBookedSessionTakesPlace(tx, booking);

    const unchanged = {
      classId: cls.id,
      bookingId: booking.id,
      childId: booking.childId,
      date: booking.date,
      attendance: input.status,
      changed: false,
      markedAt: booking.markedAt?.toISOString() ?? now.toISOString(),
    };
    if (booking.attendance === input.status) return unchanged;

    await tx
      .update(makeupBookings)
      .set({ attendance: input.status, markedBy: actor.id, markedAt: now })
      .where(eq(makeupBookings.id, booking.id));
    // A booked credit is spent by the session whatever the mark; a revoked one stays revoked.
    await tx
      .update(makeupCredits)
      .set({ status: 'used' })
      .where(and(eq(makeupCredits.id, booking.creditId), inArray(makeupCredits.status, ['available', 'booked'])));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'makeup.attendance_marked',
      entityType: 'makeup_booking',
      entityId: booking.id,
      details: {
        childId: booking.childId,
        classId: cls.id,
        date: booking.date,
        from: booking.attendance ?? null,
        to: input.status,
      },
    });
    return { ...unchanged, changed: true, markedAt: now.toISOString() };
  });
}
