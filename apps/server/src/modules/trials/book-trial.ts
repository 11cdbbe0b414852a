// Booking a trial lesson (issue 28): a visitor without an account takes one place in a dated session. Race-proof as a
// make-up is (book-makeup.ts): the class row is locked first, so the last free place goes to one visitor, then the
// visitor's address is locked (an advisory lock on its hash), so the club's limit of trials per child holds when one
// family books several sessions at once; then every rule in order, the booking and its confirmation mail, all in one
// transaction. A refusal writes nothing.
import { randomUUID } from 'node:crypto';
import { TRIAL_BOOKING_DAYS, type TrialBookValues } from '@swim/shared/api/trials';
import { hhmm, takesPlace } from '@swim/shared/dated-sessions';
import { addDays } from '@swim/shared/dates';
import type { Language } from '@swim/shared/enums';
import { isUuid } from '@swim/shared/uuid';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { trialBookings } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { readNoticeSite } from '../notices/templates/site.js';
import { coachNames } from '../sessions/coach-names.js';
import {
  assertTakesPlace,
  type ClassSession,
  findDatedSession,
  freePlaces,
  loadDatedSessions,
  lockClass,
  readSessionRules,
  sessionNotFound,
} from '../sessions/dated-sessions.service.js';
import { clubToday } from '../sessions/session-view.js';
import { readTrialClass } from './trial-class.js';
import { trialBookedMail } from './trial-mail.js';
import { queueMailIn } from '../../lib/mail-outbox.js';
import { hashTrialToken, trialToken } from './trial-token.js';

/** The advisory lock space of trial bookings per address (the second key is the address's hash). */
const TRIAL_EMAIL_LOCK = 728_028_001;

export type TrialDeps = { db: Db; mailer: Mailer; publicUrl: string; secret: string };

/** A first name as the club's limit compares it: case and spaces do not matter ("Ана Мария" = "анамария"). */
export const childNameKey = (name: string): string => name.replace(/\s+/g, '').toLocaleLowerCase('bg');

/** Serializes bookings by the same address until the transaction ends. */
export async function lockTrialEmail(tx: Tx, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TRIAL_EMAIL_LOCK}, hashtext(${email}))`);
}

/**
 * The address's live trials for this child (first name and birth year), read under the address's lock. A trial in a
 * session the club cancelled or closed is not one the child had: it does not count toward the club's limit.
 */
async function liveTrialsOfChild(tx: Tx, input: TrialBookValues) {
  const rows = await tx
    .select({
      classId: trialBookings.classId,
      date: trialBookings.date,
      startTime: trialBookings.startTime,
      childFirstName: trialBookings.childFirstName,
      childBirthYear: trialBookings.childBirthYear,
    })
    .from(trialBookings)
    .where(and(eq(trialBookings.email, input.email), isNull(trialBookings.cancelledAt)));
  const name = childNameKey(input.childFirstName);
  const mine = rows.filter((r) => r.childBirthYear === input.childBirthYear && childNameKey(r.childFirstName) === name);
  const calledOff = await calledOffSessions(tx, mine);
  return mine.filter((r) => !calledOff.has(`${r.classId} ${r.date} ${hhmm(r.startTime)}`));
}

/** The keys ('class date HH:MM') of these trials' sessions that do not take place (cancelled or closed). */
async function calledOffSessions(tx: Tx, trials: { classId: string; date: string }[]): Promise<Set<string>> {
  if (trials.length === 0) return new Set();
  const dates = trials.map((t) => t.date).sort();
  const sessions = await loadDatedSessions(tx, {
    classIds: [...new Set(trials.map((t) => t.classId))],
    from: dates[0] as string,
    to: dates.at(-1) as string,
  });
  return new Set(sessions.filter((s) => !takesPlace(s)).map((s) => `${s.cls.id} ${s.date} ${s.startTime}`));
}

/** Refuses a session that has started, or lies beyond the booking window: neither is offered. */
function assertBookable(session: ClassSession, now: Date): void {
  if (session.startsAt <= now) throw sessionNotFound();
  if (session.date > addDays(clubToday(now), TRIAL_BOOKING_DAYS)) throw sessionNotFound();
}

/**
 * Books the trial and queues its confirmation in the visitor's language; the mail leaves once committed. A filled-in
 * honeypot is answered by the caller exactly as a booking is, and nothing is stored.
 */
export async function bookTrial(
  deps: TrialDeps,
  input: TrialBookValues & { language: Language },
  now: Date,
): Promise<{ stored: boolean }> {
  if (input.website && input.website.trim() !== '') return { stored: false };
  const mailId = await deps.db.transaction(async (tx) => {
    if (!isUuid(input.classId)) throw sessionNotFound();
    await lockClass(tx, input.classId);
    await lockTrialEmail(tx, input.email);
    const cls = await readTrialClass(tx, input.classId);
    if (!cls) throw sessionNotFound();
    if (!cls.running) throw new AppError('CLASS_INACTIVE', 'This class is not running');
    const session = await findDatedSession(tx, input);
    assertTakesPlace(session);
    assertBookable(session, now);

    const rules = await readSessionRules(tx);
    const mine = await liveTrialsOfChild(tx, input);
    const sameSession = mine.some(
      (r) => r.classId === session.cls.id && r.date === session.date && hhmm(r.startTime) === session.startTime,
    );
    if (sameSession) throw new AppError('CONFLICT', 'This child already has a trial in this session');
    if (mine.length >= rules.trialsPerChild) {
      throw new AppError('TRIAL_LIMIT', 'This child has had as many trial lessons as the club offers');
    }
    if ((await freePlaces(tx, session)) <= 0) throw new AppError('SESSION_FULL', 'This session has no free place');

    const id = randomUUID();
    const token = trialToken(deps.secret, id);
    await tx.insert(trialBookings).values({
      id,
      classId: session.cls.id,
      date: session.date,
      startTime: session.startTime,
      parentName: input.parentName,
      email: input.email,
      phone: input.phone,
      childFirstName: input.childFirstName,
      childBirthYear: input.childBirthYear,
      language: input.language,
      consentAt: now,
      tokenHash: hashTrialToken(token),
      createdAt: now,
    });
    const site = await readNoticeSite(tx, deps.publicUrl);
    const coach = cls.instructorId ? ((await coachNames(tx, [cls.instructorId])).get(cls.instructorId) ?? null) : null;
    const mail = trialBookedMail(
      site,
      {
        to: input.email,
        language: input.language,
        parentName: input.parentName,
        childFirstName: input.childFirstName,
        childBirthYear: input.childBirthYear,
        classTitle: cls.title,
        locationName: cls.locationName,
        locationAddress: cls.locationAddress,
        coachName: coach,
        durationMinutes: cls.durationMinutes,
        onDate: session.onDate,
        atTime: session.atTime,
      },
      token,
    );
    return queueMailIn(tx, mail);
  });
  deps.mailer.deliverQueued([mailId]);
  return { stored: true };
}
