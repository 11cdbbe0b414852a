// Moving a booked make-up to another session: the old booking is cancelled and the new one booked with the same
// credit in one transaction, so either both happen or nothing does. The old one must still be changeable, and the new
// one passes every rule a booking does (book-makeup.ts). Locks in the global order: the new session's class first,
// then the credit and the old booking (releaseBooking).
import type { MakeupBooking, SessionKey } from '@swim/shared/api/sessions';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import { type Actor, findChildFor } from '../access/access-policy.js';
import type { NoticeSender } from '../notices/templates/site.js';
import { bookWithLockedCredit, describeBooking, lockRequestedClass } from './book-makeup.js';
import { releaseBooking } from './cancel-makeup.js';
import { readSessionRules } from './dated-sessions.service.js';
import { makeupBookedNotices } from './makeup-notice.js';

/** Moves the child's make-up to the session `key`; answers with the new booking, told to the family as a new one. */
export async function moveMakeup(
  db: Db,
  actor: Actor,
  input: { childId: string; bookingId: string; key: SessionKey; now: Date; tell: NoticeSender },
): Promise<MakeupBooking> {
  const { value, written } = await db.transaction(async (tx) => {
    const child = await findChildFor(tx, actor, input.childId, { action: 'family' });
    const rules = await readSessionRules(tx);
    await lockRequestedClass(tx, input.key);
    const released = await releaseBooking(tx, { childId: child.id, bookingId: input.bookingId, rules, now: input.now });
    const booked = await bookWithLockedCredit(tx, {
      actor,
      child,
      credit: released.credit,
      key: input.key,
      rules,
      now: input.now,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'makeup.moved',
      entityType: 'makeup_booking',
      entityId: booked.booking.id,
      details: {
        childId: child.id,
        fromClass: released.booking.classId,
        toClass: booked.session.cls.id,
        date: { from: released.booking.date, to: booked.session.date },
      },
    });
    const notices = await makeupBookedNotices(tx, {
      child,
      booked,
      rules,
      moved: true,
      publicUrl: input.tell.publicUrl,
    });
    return {
      value: await describeBooking(tx, booked, { rules, now: input.now }),
      written: await input.tell.notices.write(tx, notices),
    };
  });
  input.tell.notices.dispatch(written);
  return value;
}
