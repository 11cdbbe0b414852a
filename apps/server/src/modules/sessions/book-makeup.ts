// Booking a make-up with a credit (issue 26 item 4, ADR 0039). Race-proof by locks, in the club's one global order
// (class -> enrollment -> credit -> booking, the order syncCancellationEffects takes them in, so the two never
// deadlock): the requested session's class row first (lockClass: the last free place of a dated session goes to one
// caller, and the session is read after any closure racing it), then the credit row (one credit is never booked
// twice), then the count of free places and the insert, all in one transaction.
import type { MakeupBooking, MakeupBookInput, SessionKey } from '@swim/shared/api/sessions';
import { hhmm } from '@swim/shared/dated-sessions';
import { isUuid } from '@swim/shared/uuid';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { type children, makeupBookings, makeupCredits } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { SessionRules } from '@swim/shared/session-rules';
import { type Actor, findChildFor } from '../access/access-policy.js';
import { coachNames } from './coach-names.js';
import {
  assertTakesPlace,
  type ClassSession,
  findDatedSession,
  freePlaces,
  lockClass,
  readSessionRules,
} from './dated-sessions.service.js';
import type { NoticeSender } from '../notices/templates/site.js';
import { toMakeupBooking } from './makeup-booking-view.js';
import {
  assertCreditUsable,
  creditNotUsable,
  findChildCredit,
  isMakeupEligible,
  type MakeupCreditRow,
  makeupTargetOf,
} from './makeup-eligibility.js';
import { makeupBookedNotices } from './makeup-notice.js';
import { noticePassed } from './report-absence.js';
import { beforeNotice, clubToday } from './session-view.js';

export const makeupNotAllowed = () =>
  new AppError('MAKEUP_NOT_ALLOWED', 'This session is not one the credit can be spent on');

type Child = typeof children.$inferSelect;
type Booked = { booking: typeof makeupBookings.$inferSelect; session: ClassSession };

/** Whether the child already holds a live make-up for this session (read under the class lock). */
async function alreadyBooked(tx: Tx, childId: string, session: ClassSession): Promise<boolean> {
  const [row] = await tx
    .select({ id: makeupBookings.id })
    .from(makeupBookings)
    .where(
      and(
        eq(makeupBookings.childId, childId),
        eq(makeupBookings.classId, session.cls.id),
        eq(makeupBookings.date, session.date),
        eq(makeupBookings.startTime, session.startTime),
        isNull(makeupBookings.cancelledAt),
      ),
    );
  return Boolean(row);
}

/**
 * Locks the class of the session a make-up is asked for, before any credit or booking row (the global lock order). An
 * id that is no class's locks nothing: the booking then answers as it always did (the session is not found).
 */
export async function lockRequestedClass(tx: Tx, key: Pick<SessionKey, 'classId'>): Promise<void> {
  if (isUuid(key.classId)) await lockClass(tx, key.classId);
}

/**
 * Books `key` with a credit the caller has locked (findChildCredit with lock) and checked to be the child's, having
 * locked the key's class before it (lockRequestedClass): every rule in order, then the booking and the credit marked
 * booked. Throws without writing when a rule fails.
 */
export async function bookWithLockedCredit(
  tx: Tx,
  input: { actor: Actor; child: Child; credit: MakeupCreditRow; key: SessionKey; rules: SessionRules; now: Date },
): Promise<Booked> {
  const { child, credit, rules, now } = input;
  const today = clubToday(now);
  assertCreditUsable(credit, today);
  const session = await findDatedSession(tx, input.key);
  assertTakesPlace(session);
  if (credit.expiresOn < session.onDate) throw creditNotUsable();
  const target = await makeupTargetOf(tx, { credit, childSkillLevel: child.skillLevel, today });
  if (!isMakeupEligible(session, target)) throw makeupNotAllowed();
  if (!beforeNotice(session.startsAt, rules, now)) throw noticePassed();

  // Held already when the caller locked the requested class (a no-op then); kept so no path books without it.
  await lockClass(tx, session.cls.id);
  // Read under the lock: a booking of the same session by another of the child's credits may just have landed.
  if (await alreadyBooked(tx, child.id, session)) throw makeupNotAllowed();
  if ((await freePlaces(tx, session)) <= 0) throw new AppError('SESSION_FULL', 'This session has no free place');

  const [booking] = await tx
    .insert(makeupBookings)
    .values({
      creditId: credit.id,
      childId: child.id,
      classId: session.cls.id,
      date: session.date,
      startTime: hhmm(session.startTime),
      bookedBy: input.actor.id,
      createdAt: now,
    })
    .returning();
  if (!booking) throw new Error('make-up booking not saved');
  await tx.update(makeupCredits).set({ status: 'booked' }).where(eq(makeupCredits.id, credit.id));
  return { booking, session };
}

/** The booking as the family reads it, with its coach's name. */
export async function describeBooking(
  db: Db | Tx,
  { booking, session }: Booked,
  input: { rules: SessionRules; now: Date },
): Promise<MakeupBooking> {
  const names = await coachNames(db, [session.cls.instructorId]);
  const coachName = (session.cls.instructorId && names.get(session.cls.instructorId)) || null;
  return toMakeupBooking(booking, { session, rules: input.rules, now: input.now, coachName });
}

/** Books a make-up for the child with one of their credits; the family is told once it is committed. */
export async function bookMakeup(
  db: Db,
  actor: Actor,
  input: { childId: string; body: MakeupBookInput; now: Date; tell: NoticeSender },
): Promise<MakeupBooking> {
  const { value, written } = await db.transaction(async (tx) => {
    const child = await findChildFor(tx, actor, input.childId, { action: 'family' });
    await lockRequestedClass(tx, input.body);
    const credit = await findChildCredit(tx, { childId: child.id, creditId: input.body.creditId, lock: true });
    const rules = await readSessionRules(tx);
    const { creditId: _credit, ...key } = input.body;
    const booked = await bookWithLockedCredit(tx, { actor, child, credit, key, rules, now: input.now });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'makeup.booked',
      entityType: 'makeup_booking',
      entityId: booked.booking.id,
      details: { childId: child.id, classId: booked.session.cls.id, date: booked.session.date },
    });
    const notices = await makeupBookedNotices(tx, {
      child,
      booked,
      rules,
      moved: false,
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
