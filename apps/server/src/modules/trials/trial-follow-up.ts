// After the trial (issue 28 item 4): a job on the app's queue, every 15 minutes and once across instances (pg-boss's
// cron), mails "enroll in this class" to each family whose trial session took place and has ended, that did not cancel
// and has not enrolled yet. Each mail is written in the same transaction that marks its trial sent, by an update that
// only an unsent trial passes: a second run, or a second instance, at the same moment finds it sent and mails nothing.
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { addDays, zonedDate } from '@swim/shared/dates';
import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { trialBookings, users } from '../../db/schema/index.js';
import type { JobQueue } from '../../lib/jobs.js';
import type { Logger } from '../../lib/logger.js';
import type { Mailer } from '../../lib/mailer.js';
import { readNoticeSite } from '../notices/templates/site.js';
import { coachNames } from '../sessions/coach-names.js';
import type { ClassSession } from '../sessions/dated-sessions.service.js';
import { readTrialClass } from './trial-class.js';
import { trialFollowUpMail } from './trial-mail.js';
import { queueMailIn } from '../../lib/mail-outbox.js';
import { trialToken } from './trial-token.js';
import { sessionHeld, sessionOf, sessionsOfTrials, type TrialRow } from './trial-view.js';

/** Trials older than this many days get no follow-up any more (a queue that was down does not mail stale news). */
const FOLLOW_UP_WITHIN_DAYS = 14;

export type FollowUpDeps = { db: Db; mailer: Mailer; publicUrl: string; secret: string };

/** Whether an account uses this address (the link then goes to sign-in, not sign-up). */
async function hasAccount(db: Db, row: TrialRow): Promise<boolean> {
  if (row.userId) return true;
  const [user] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${row.email}`);
  return Boolean(user);
}

/** Mails one trial's follow-up unless another run did; answers whether this call sent it. */
async function sendOne(
  deps: FollowUpDeps,
  { row, session, now }: { row: TrialRow; session: ClassSession; now: Date },
): Promise<boolean> {
  const cls = await readTrialClass(deps.db, row.classId);
  if (!cls) return false;
  const account = await hasAccount(deps.db, row);
  const coach = cls.instructorId
    ? ((await coachNames(deps.db, [cls.instructorId])).get(cls.instructorId) ?? null)
    : null;
  const mailId = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(trialBookings)
      .set({ followUpSentAt: now })
      .where(
        and(
          eq(trialBookings.id, row.id),
          isNull(trialBookings.followUpSentAt),
          isNull(trialBookings.cancelledAt),
          isNull(trialBookings.convertedAt),
        ),
      )
      .returning();
    if (!claimed) return null;
    const site = await readNoticeSite(tx, deps.publicUrl);
    const mail = trialFollowUpMail(
      site,
      {
        to: claimed.email,
        language: claimed.language,
        parentName: claimed.parentName,
        childFirstName: claimed.childFirstName,
        childBirthYear: claimed.childBirthYear,
        classTitle: cls.title,
        locationName: cls.locationName,
        locationAddress: cls.locationAddress,
        coachName: coach,
        durationMinutes: cls.durationMinutes,
        onDate: session.onDate,
        atTime: session.atTime,
        locationId: session.cls.locationId,
        classId: cls.id,
        attended: claimed.attendance !== 'absent',
        hasAccount: account,
      },
      trialToken(deps.secret, claimed.id),
    );
    return queueMailIn(tx, mail);
  });
  if (!mailId) return false;
  deps.mailer.deliverQueued([mailId]);
  return true;
}

/** Sends every follow-up that is due; answers how many this call sent. */
export async function sendTrialFollowUps(deps: FollowUpDeps, now: Date): Promise<number> {
  const today = zonedDate(now, CLUB_TIME_ZONE);
  // A session may be moved up to six days either way from its key date.
  const due = await deps.db
    .select()
    .from(trialBookings)
    .where(
      and(
        isNull(trialBookings.followUpSentAt),
        isNull(trialBookings.cancelledAt),
        isNull(trialBookings.convertedAt),
        gte(trialBookings.date, addDays(today, -FOLLOW_UP_WITHIN_DAYS)),
        lte(trialBookings.date, addDays(today, 7)),
      ),
    )
    .limit(500);
  const sessions = await sessionsOfTrials(deps.db, due);
  let sent = 0;
  for (const row of due) {
    // A session the club cancelled or closed, or one still to end, gets no follow-up (yet).
    const session = sessionOf(sessions, row);
    if (sessionHeld(session, now) && (await sendOne(deps, { row, session, now }))) sent++;
  }
  return sent;
}

/** Registers the follow-up job: every 15 minutes, once across instances. */
export async function registerTrialJobs(
  queue: JobQueue,
  deps: FollowUpDeps & { now: () => Date; log: Pick<Logger, 'info'> },
): Promise<void> {
  await queue.work('trials-follow-up', async () => {
    const sent = await sendTrialFollowUps(deps, deps.now());
    if (sent > 0) deps.log.info({ sent }, 'trial follow-ups sent');
  });
  await queue.schedule('trials-follow-up', '*/15 * * * *');
}
