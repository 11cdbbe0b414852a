// Cancelling a booked make-up gives its credit back, until the notice period before the session and never once the
// coach has marked the guest. Moving a make-up (move-makeup.ts) starts the same way. Locks follow the global order
// (class -> enrollment -> credit -> booking): cancelling takes only the credit, then the booking.
import { isUuid } from '@swim/shared/uuid';
import type { SessionRules } from '@swim/shared/session-rules';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { makeupBookings, makeupCredits } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { type Actor, findChildFor } from '../access/access-policy.js';
import { readSessionRules } from './dated-sessions.service.js';
import { findChildCredit, type MakeupCreditRow } from './makeup-eligibility.js';
import { noticePassed } from './report-absence.js';
import { beforeNotice, startsAtOfStored } from './session-view.js';

const bookingNotFound = () => new AppError('NOT_FOUND', 'Make-up booking not found');
export const alreadyMarked = () =>
  new AppError('MAKEUP_ALREADY_MARKED', 'The coach has marked this make-up: it can no longer be cancelled or moved');

type BookingRow = typeof makeupBookings.$inferSelect;

/** The child's live booking, locked for update (or NOT_FOUND for unknown, cancelled and other children's ones). */
async function lockLiveBooking(tx: Tx, childId: string, bookingId: string): Promise<BookingRow> {
  const [booking] = await tx
    .select()
    .from(makeupBookings)
    .where(
      and(eq(makeupBookings.id, bookingId), eq(makeupBookings.childId, childId), isNull(makeupBookings.cancelledAt)),
    )
    .for('update');
  if (!booking) throw bookingNotFound();
  return booking;
}

/**
 * Cancels the child's live booking and makes its credit available again, both locked (the credit first, as booking
 * does): refused after the notice period or once the coach marked it. Returns the booking and the credit as now.
 */
export async function releaseBooking(
  tx: Tx,
  input: { childId: string; bookingId: string; rules: SessionRules; now: Date },
): Promise<{ booking: BookingRow; credit: MakeupCreditRow }> {
  if (!isUuid(input.bookingId)) throw bookingNotFound();
  const [found] = await tx
    .select({ creditId: makeupBookings.creditId })
    .from(makeupBookings)
    .where(and(eq(makeupBookings.id, input.bookingId), eq(makeupBookings.childId, input.childId)));
  if (!found) throw bookingNotFound();
  const credit = await findChildCredit(tx, { childId: input.childId, creditId: found.creditId, lock: true });
  const booking = await lockLiveBooking(tx, input.childId, input.bookingId);
  // A mark first: it says the make-up took place, whatever the clock says (a coach may mark a day ahead).
  if (booking.attendance !== null) throw alreadyMarked();
  if (!beforeNotice(await startsAtOfStored(tx, booking), input.rules, input.now)) throw noticePassed();
  await tx.update(makeupBookings).set({ cancelledAt: input.now }).where(eq(makeupBookings.id, booking.id));
  await tx.update(makeupCredits).set({ status: 'available' }).where(eq(makeupCredits.id, credit.id));
  return { booking, credit: { ...credit, status: 'available' } };
}

/** Cancels the child's make-up and gives the credit back. */
export async function cancelMakeup(
  db: Db,
  actor: Actor,
  input: { childId: string; bookingId: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const child = await findChildFor(tx, actor, input.childId, { action: 'family' });
    const rules = await readSessionRules(tx);
    const { booking } = await releaseBooking(tx, {
      childId: child.id,
      bookingId: input.bookingId,
      rules,
      now: input.now,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'makeup.cancelled',
      entityType: 'makeup_booking',
      entityId: booking.id,
      details: { childId: child.id, classId: booking.classId, date: booking.date },
    });
  });
}
