// One dated session changed by its coach or an admin (issue 26 item 5, ADR 0039): cancelled (the coach is ill), moved to
// another day and time of the same Monday–Sunday week, or put back as the weekly pattern has it. Each write runs in
// one transaction: the session_changes row (one per class, date and start time), the cancellation effects of the
// session (syncCancellationEffects), the audit entry, and the families' notices. A session that has
// started is no longer changed.
import type { ClassDatedSession, SessionCancelInput, SessionMoveInput } from '@swim/shared/api/closures';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { closes, hhmm } from '@swim/shared/dated-sessions';
import { addDays, isoDayOfWeek, zonedDate } from '@swim/shared/dates';
import { and, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { closures, sessionChanges } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { toStoredText } from '../../lib/list-queries.js';
import { type Actor, findClassFor } from '../access/access-policy.js';
import { syncCancellationEffects } from './cancellation-effects.js';
import {
  type ClassSession,
  findDatedSession,
  loadDatedSessions,
  lockClass,
  startsAtOf,
} from './dated-sessions.service.js';
import type { WrittenNotices } from '../notices/notice-service.js';
import type { NoticeSender } from '../notices/templates/site.js';
import { queueTrialSessionMails } from '../trials/trial-session-mail.js';
import { audienceOf, changedSessions, familyNotices, snapshotSessions } from './family-notices.js';
import type { NoticeEvent } from './session-notice-mail.js';
import { noticePassed } from './report-absence.js';
import { stampClubData } from './stamp-club-data.js';

type Key = { date: string; startTime: string };
/** A change's answer, and the families' notices to dispatch once it committed. */
export type SessionWrite = { value: ClassDatedSession; notices: WrittenNotices };

const sessionCancelled = () => new AppError('SESSION_CANCELLED', 'This session is cancelled');
const invalid = (path: string, message: string, text: string) =>
  new AppError('VALIDATION_FAILED', text, [{ path, message }]);

/** The Monday of a date's week (weeks run Monday to Sunday). */
const mondayOf = (date: string) => addDays(date, -isoDayOfWeek(date));

/** Whether the session has started where it takes place now (a started session is the coach's no longer to change). */
const started = (s: Pick<ClassSession, 'startsAt'>, now: Date) => s.startsAt.getTime() <= now.getTime();

/** A dated session as the coach's list shows it, with the closure's reason and the note families read. */
async function toClassDatedSessions(db: Db | Tx, sessions: ClassSession[], now: Date): Promise<ClassDatedSession[]> {
  if (sessions.length === 0) return [];
  const classIds = [...new Set(sessions.map((s) => s.cls.id))];
  const dates = sessions.map((s) => s.date).sort();
  const from = dates[0] as string;
  const to = dates.at(-1) as string;
  const changes = await db
    .select()
    .from(sessionChanges)
    .where(
      and(inArray(sessionChanges.classId, classIds), gte(sessionChanges.date, from), lte(sessionChanges.date, to)),
    );
  const closureIds = [...new Set(sessions.flatMap((s) => (s.closureId ? [s.closureId] : [])))];
  const closureRows = closureIds.length ? await db.select().from(closures).where(inArray(closures.id, closureIds)) : [];
  const changeOf = new Map(changes.map((c) => [`${c.classId} ${c.date} ${hhmm(c.startTime)}`, c]));
  const closureOf = new Map(closureRows.map((c) => [c.id, c]));
  return sessions.map((s) => {
    const closure = s.closureId ? closureOf.get(s.closureId) : undefined;
    const change = changeOf.get(`${s.cls.id} ${s.date} ${s.startTime}`);
    return {
      date: s.date,
      startTime: s.startTime,
      onDate: s.onDate,
      atTime: s.atTime,
      status: s.status,
      closureReason: closure?.reason ?? null,
      note: (closure ? closure.note : change?.note) ?? null,
      // A closed session is the admin's (the closure), not the coach's to change.
      changeable: s.status !== 'closed' && !started(s, now),
    };
  });
}

/** A class's dated sessions for `weeks` weeks from `from` (today by default), for its coach or an admin. */
export async function listClassDatedSessions(
  db: Db,
  actor: Actor,
  input: { classId: string; from?: string; weeks: number; now: Date },
): Promise<{ classId: string; sessions: ClassDatedSession[] }> {
  const cls = await findClassFor(db, actor, input.classId);
  const from = input.from ?? zonedDate(input.now, CLUB_TIME_ZONE);
  const sessions = await loadDatedSessions(db, { classIds: [cls.id], from, to: addDays(from, input.weeks * 7 - 1) });
  return { classId: cls.id, sessions: await toClassDatedSessions(db, sessions, input.now) };
}

/** Whether any closure closes this class's location on that day. */
async function closedOn(tx: Tx, locationId: string, date: string): Promise<boolean> {
  const rows = await tx
    .select()
    .from(closures)
    .where(
      and(
        lte(closures.startsOn, date),
        gte(closures.endsOn, date),
        or(isNull(closures.locationId), eq(closures.locationId, locationId)),
      ),
    );
  return rows.some((c) => closes(c, locationId, date));
}

type ChangeContext = { tx: Tx; actor: Actor; classId: string; now: Date };

/**
 * The frame every change shares: the class (the actor's, locked so changes of one class run one at a time), the session
 * by its key, the week's sessions before and after the write (a move changes two days of it), the effects reconciled
 * for those days, the audit entry and the families' mails.
 */
async function changeSession(
  db: Db,
  actor: Actor,
  input: { classId: string; key: Key; now: Date; event: NoticeEvent; tell: NoticeSender },
  write: (ctx: ChangeContext, session: ClassSession) => Promise<Record<string, unknown>>,
): Promise<SessionWrite> {
  return db.transaction(async (tx) => {
    const cls = await findClassFor(tx, actor, input.classId);
    await lockClass(tx, cls.id);
    const session = await findDatedSession(tx, { classId: cls.id, ...input.key });
    if (session.status === 'closed') throw sessionCancelled();
    if (started(session, input.now)) throw noticePassed();
    // The whole week: a move keeps the key date but takes place on another day of the same week.
    const range = { classIds: [cls.id], from: mondayOf(session.date), to: addDays(mondayOf(session.date), 6) };
    const before = await snapshotSessions(tx, range);
    const details = await write({ tx, actor, classId: cls.id, now: input.now }, session);
    const after = await snapshotSessions(tx, range);
    const audience = await audienceOf(tx, changedSessions(before, after, input.now));
    const effects = await syncCancellationEffects(tx, {
      classIds: [cls.id],
      from: session.date,
      to: session.date,
      actorId: actor.id,
      now: input.now,
    });
    // The public schedule's weeks show the change at once (they are cached until the club's data moves).
    await stampClubData(tx);
    const auditId = await recordAudit(tx, {
      actorId: actor.id,
      action: input.event,
      entityType: 'class',
      entityId: cls.id,
      details: { classId: cls.id, date: session.date, startTime: session.startTime, ...details },
    });
    // The event is this change (its audit entry): the session changed again later is told again.
    const eventKey = `session_changed:${auditId}`;
    const notices = await input.tell.notices.write(
      tx,
      await familyNotices(tx, { event: input.event, audience, effects, eventKey, publicUrl: input.tell.publicUrl }),
    );
    const trialMails = await queueTrialSessionMails(tx, { notices: audience.notices, publicUrl: input.tell.publicUrl });
    notices.mailIds.push(...trialMails);
    const now = await findDatedSession(tx, { classId: cls.id, ...input.key });
    const [value] = await toClassDatedSessions(tx, [now], input.now);
    if (!value) throw new Error('session not read back');
    return { value, notices };
  });
}

/** Writes the session's change row (one per class, date and start time), replacing one written before. */
async function upsertChange(
  ctx: ChangeContext,
  session: ClassSession,
  change: { kind: 'cancelled' | 'moved'; movedToDate: string | null; movedToTime: string | null; note: unknown },
): Promise<void> {
  const values = {
    kind: change.kind,
    movedToDate: change.movedToDate,
    movedToTime: change.movedToTime,
    note: toStoredText(change.note as Parameters<typeof toStoredText>[0]),
    createdBy: ctx.actor.id,
    createdAt: ctx.now,
  };
  await ctx.tx
    .insert(sessionChanges)
    .values({ classId: ctx.classId, date: session.date, startTime: session.startTime, ...values })
    .onConflictDoUpdate({
      target: [sessionChanges.classId, sessionChanges.date, sessionChanges.startTime],
      set: values,
    });
}

/** Cancels one dated session (a cancelled one keeps its cancellation, with the new note). */
export async function cancelSession(
  db: Db,
  actor: Actor,
  input: { classId: string; body: SessionCancelInput; now: Date; tell: NoticeSender },
): Promise<SessionWrite> {
  const key = { date: input.body.date, startTime: input.body.startTime };
  return changeSession(
    db,
    actor,
    { classId: input.classId, key, now: input.now, event: 'session.cancelled', tell: input.tell },
    async (ctx, s) => {
      await upsertChange(ctx, s, { kind: 'cancelled', movedToDate: null, movedToTime: null, note: input.body.note });
      return { from: `${s.onDate} ${s.atTime}`, note: input.body.note?.bg || null };
    },
  );
}

/**
 * Moves one dated session to another day and time of the same Monday–Sunday week (not the time it has now, not a
 * closed day, not a time already past). Moving it back to its own day and time puts it back as the pattern has it.
 */
export async function moveSession(
  db: Db,
  actor: Actor,
  input: { classId: string; body: SessionMoveInput; now: Date; tell: NoticeSender },
): Promise<SessionWrite> {
  const { body } = input;
  if (mondayOf(body.toDate) !== mondayOf(body.date))
    throw invalid('toDate', 'moveOutsideWeek', 'A session moves within its own week (Monday to Sunday)');
  const key = { date: body.date, startTime: body.startTime };
  return changeSession(
    db,
    actor,
    { classId: input.classId, key, now: input.now, event: 'session.moved', tell: input.tell },
    async (ctx, s) => {
      if (body.toDate === s.onDate && body.toTime === s.atTime && s.status !== 'cancelled')
        throw invalid('toTime', 'moveToSameTime', 'The session already takes place then');
      if (await closedOn(ctx.tx, s.cls.locationId, body.toDate)) throw sessionCancelled();
      if (startsAtOf({ onDate: body.toDate, atTime: body.toTime }).getTime() <= ctx.now.getTime()) throw noticePassed();
      if (body.toDate === s.date && body.toTime === s.startTime) {
        await ctx.tx
          .delete(sessionChanges)
          .where(
            and(
              eq(sessionChanges.classId, ctx.classId),
              eq(sessionChanges.date, s.date),
              eq(sessionChanges.startTime, s.startTime),
            ),
          );
      } else {
        await upsertChange(ctx, s, {
          kind: 'moved',
          movedToDate: body.toDate,
          movedToTime: body.toTime,
          note: body.note,
        });
      }
      return { from: `${s.onDate} ${s.atTime}`, to: `${body.toDate} ${body.toTime}`, note: body.note?.bg || null };
    },
  );
}

/** Puts a cancelled or moved session back as the weekly pattern has it (a session as scheduled stays as it is). */
export async function restoreSession(
  db: Db,
  actor: Actor,
  input: { classId: string; body: Key; now: Date; tell: NoticeSender },
): Promise<SessionWrite> {
  const key = { date: input.body.date, startTime: input.body.startTime };
  return changeSession(
    db,
    actor,
    { classId: input.classId, key, now: input.now, event: 'session.restored', tell: input.tell },
    async (ctx, s) => {
      // Back at its own time, which must still be ahead.
      if (startsAtOf({ onDate: s.date, atTime: s.startTime }).getTime() <= ctx.now.getTime()) throw noticePassed();
      await ctx.tx
        .delete(sessionChanges)
        .where(
          and(
            eq(sessionChanges.classId, ctx.classId),
            eq(sessionChanges.date, s.date),
            eq(sessionChanges.startTime, s.startTime),
          ),
        );
      return { from: s.status === 'cancelled' ? null : `${s.onDate} ${s.atTime}`, to: `${s.date} ${s.startTime}` };
    },
  );
}
