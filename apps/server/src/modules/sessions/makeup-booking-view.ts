// A make-up booking as the family reads it: the session it books, its coach, the coach's mark, and until when it can
// be cancelled or moved.
import type { MakeupBooking } from '@swim/shared/api/sessions';
import type { SessionRules } from '@swim/shared/session-rules';
import type { makeupBookings } from '../../db/schema/index.js';
import type { LocalizedText } from '@swim/shared/localized';
import type { ClassSession } from './dated-sessions.service.js';
import { beforeNotice, changeByOf, sessionFields } from './session-view.js';

type BookingRow = Pick<typeof makeupBookings.$inferSelect, 'id' | 'creditId' | 'attendance'>;

/** The booking of `session`; it can change until the notice period, and never once the coach has marked it. */
export function toMakeupBooking(
  booking: BookingRow,
  input: { session: ClassSession; rules: SessionRules; now: Date; coachName: LocalizedText | null },
): MakeupBooking {
  const { session, rules, now } = input;
  return {
    ...sessionFields(session),
    id: booking.id,
    creditId: booking.creditId,
    coachName: input.coachName,
    attendance: booking.attendance ?? null,
    changeBy: changeByOf(session.startsAt, rules).toISOString(),
    canChange: booking.attendance === null && beforeNotice(session.startsAt, rules, now),
  };
}
