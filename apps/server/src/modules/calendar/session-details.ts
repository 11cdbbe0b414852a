// What a calendar event says about a dated session beyond its time: where (the location's name and address), who
// coaches it, and why it is moved, cancelled or closed (the reason and the club's note), with when that last changed
// and its revision (SEQUENCE). Read for a whole feed at once: a few grouped queries whatever the number of sessions.
//
// SEQUENCE must never go backwards (RFC 5545 3.8.7.4; Outlook and others keep the copy with the higher one), also when
// a change is taken back and leaves no row: a restored or moved-back session deletes its session_changes row, a
// deleted closure its closures row. What every change does leave is its audit log entry, written in the same
// transaction ('session.cancelled' / 'session.moved' / 'session.restored' on the class with the session's date and
// time; 'closure.created' / 'closure.updated' / 'closure.deleted' with the closure's days before and after), and the
// audit log is append-only (nothing edits or deletes its rows). So the SEQUENCE is the number of those entries that can
// have touched the dated session: it only grows, and by at least one with each change. A closure entry counts for every
// session on its days (its key date or the day it takes place), whatever the location: the entry names the location
// by a name that may since have changed, and a higher SEQUENCE on an unchanged event only makes an app read it again.
// A time (updated_at, created_at) was not used: the audit log's time is the database's clock and a change's the app's,
// and two changes within one clock tick would tie. Rows written without an entry (seeded data) count as nothing.
import type { ClosureReason, Language } from '@swim/shared/enums';
import { hhmm } from '@swim/shared/dated-sessions';
import { type LocalizedText, pickText } from '@swim/shared/localized';
import { and, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, classes, closures, locations, sessionChanges } from '../../db/schema/index.js';
import { coachNames } from '../sessions/coach-names.js';
import type { ClassSession } from '../sessions/dated-sessions.service.js';
import { formatSessionTime } from '../sessions/session-notice-mail.js';
import { CALENDAR_TEXT } from './calendar-texts.js';

export type SessionDetails = {
  /** "Location name, address" in the reader's language. */
  location: string;
  coachName: string | null;
  /** Why it differs from the weekly pattern (moved, cancelled, closed), with the club's note; empty otherwise. */
  notes: string[];
  /** The latest stored change behind what the event says (the class, its location, a change or closure). */
  lastModified: Date;
  /** The event's revision: the changes recorded for this dated session so far (see above); never goes down. */
  sequence: number;
};

const SESSION_ACTIONS = ['session.cancelled', 'session.moved', 'session.restored'];
const CLOSURE_ACTIONS = ['closure.created', 'closure.updated', 'closure.deleted'];
type Span = { from: string; to: string };
/** The days a closure's audit entry names: the closure as written and, for a change or deletion, as it was. */
function spansOf(details: Record<string, unknown> | null): Span[] {
  const spans: Span[] = [];
  for (const d of [details, details?.previous as Record<string, unknown> | null | undefined]) {
    if (d && typeof d.from === 'string' && typeof d.to === 'string') spans.push({ from: d.from, to: d.to });
  }
  return spans;
}

type ClassRow = { address: LocalizedText; classUpdatedAt: Date; locationUpdatedAt: Date };
type ChangeRow = { note: LocalizedText | null; createdAt: Date };
type ClosureRow = { reason: ClosureReason; note: LocalizedText | null; updatedAt: Date };

const keyOf = (classId: string, date: string, time: string) => `${classId} ${date} ${hhmm(time)}`;
const latest = (...dates: Date[]): Date => new Date(Math.max(...dates.map((d) => d.getTime())));

/** Reads what the given sessions' events say, and returns the reader for one session in one language. */
export async function loadSessionDetails(
  db: Db,
  sessions: readonly ClassSession[],
): Promise<(session: ClassSession, language: Language) => SessionDetails> {
  const classIds = [...new Set(sessions.map((s) => s.cls.id))];
  const closureIds = [...new Set(sessions.flatMap((s) => (s.closureId ? [s.closureId] : [])))];
  const changed = sessions.filter((s) => s.status === 'moved' || s.status === 'cancelled');
  const classRows =
    classIds.length === 0
      ? []
      : await db
          .select({
            id: classes.id,
            address: locations.address,
            classUpdatedAt: classes.updatedAt,
            locationUpdatedAt: locations.updatedAt,
          })
          .from(classes)
          .innerJoin(locations, eq(locations.id, classes.locationId))
          .where(inArray(classes.id, classIds));
  const changeRows =
    changed.length === 0
      ? []
      : await db
          .select({
            classId: sessionChanges.classId,
            date: sessionChanges.date,
            startTime: sessionChanges.startTime,
            note: sessionChanges.note,
            createdAt: sessionChanges.createdAt,
          })
          .from(sessionChanges)
          .where(
            and(
              inArray(sessionChanges.classId, [...new Set(changed.map((s) => s.cls.id))]),
              inArray(sessionChanges.date, [...new Set(changed.map((s) => s.date))]),
            ),
          );
  const closureRows =
    closureIds.length === 0
      ? []
      : await db
          .select({ id: closures.id, reason: closures.reason, note: closures.note, updatedAt: closures.updatedAt })
          .from(closures)
          .where(inArray(closures.id, closureIds));
  // The recorded changes (see the head of the file): of these sessions, and of closures over the feed's days.
  const sessionEntries =
    classIds.length === 0
      ? []
      : await db
          .select({
            classId: auditLog.entityId,
            date: sql<string | null>`${auditLog.details}->>'date'`,
            startTime: sql<string | null>`${auditLog.details}->>'startTime'`,
            createdAt: auditLog.createdAt,
          })
          .from(auditLog)
          .where(
            and(
              eq(auditLog.entityType, 'class'),
              inArray(auditLog.action, SESSION_ACTIONS),
              inArray(auditLog.entityId, classIds),
              inArray(sql`${auditLog.details}->>'date'`, [...new Set(sessions.map((s) => s.date))]),
            ),
          );
  const days = sessions.flatMap((s) => [s.date, s.onDate]).sort();
  const first = days[0];
  const last = days[days.length - 1];
  const closureEntries =
    first === undefined || last === undefined
      ? []
      : (
          await db
            .select({ details: auditLog.details, createdAt: auditLog.createdAt })
            .from(auditLog)
            .where(
              and(
                eq(auditLog.entityType, 'closure'),
                inArray(auditLog.action, CLOSURE_ACTIONS),
                or(
                  and(lte(sql`${auditLog.details}->>'from'`, last), gte(sql`${auditLog.details}->>'to'`, first)),
                  and(
                    lte(sql`${auditLog.details}->'previous'->>'from'`, last),
                    gte(sql`${auditLog.details}->'previous'->>'to'`, first),
                  ),
                ),
              ),
            )
        ).map((e) => ({ spans: spansOf(e.details ?? null), createdAt: e.createdAt }));
  const entriesOf = new Map<string, Date[]>();
  for (const e of sessionEntries) {
    if (!e.date || !e.startTime) continue;
    const key = keyOf(e.classId, e.date, e.startTime);
    entriesOf.set(key, [...(entriesOf.get(key) ?? []), e.createdAt]);
  }
  const names = await coachNames(
    db,
    sessions.map((s) => s.cls.instructorId),
  );
  const classOf = new Map<string, ClassRow>(classRows.map((r) => [r.id, r]));
  const changeOf = new Map<string, ChangeRow>(changeRows.map((r) => [keyOf(r.classId, r.date, r.startTime), r]));
  const closureOf = new Map<string, ClosureRow>(closureRows.map((r) => [r.id, r]));

  return (session, language) => {
    const t = CALENDAR_TEXT[language];
    const cls = classOf.get(session.cls.id);
    const change = changeOf.get(keyOf(session.cls.id, session.date, session.startTime));
    const closure = session.closureId ? closureOf.get(session.closureId) : undefined;
    const place = pickText(session.cls.locationName, language);
    const address = cls ? pickText(cls.address, language) : '';
    const notes: string[] = [];
    if (session.status === 'closed' && closure) notes.push(t.closedNote(t.reason[closure.reason]));
    if (session.status === 'cancelled') notes.push(t.cancelledNote);
    if (session.status === 'moved')
      notes.push(t.movedFrom(formatSessionTime(session.date, hhmm(session.startTime), language)));
    const note = session.status === 'closed' ? closure?.note : change?.note;
    if (note && pickText(note, language)) notes.push(`${t.clubNote}: ${pickText(note, language)}`);
    const coach = session.cls.instructorId ? names.get(session.cls.instructorId) : undefined;
    const covers = (span: Span) => [session.date, session.onDate].some((day) => span.from <= day && day <= span.to);
    const recorded = [
      ...(entriesOf.get(keyOf(session.cls.id, session.date, session.startTime)) ?? []),
      ...closureEntries.filter((e) => e.spans.some(covers)).map((e) => e.createdAt),
    ];
    return {
      location: address ? `${place}, ${address}` : place,
      coachName: coach ? pickText(coach, language) : null,
      notes,
      lastModified: latest(
        cls?.classUpdatedAt ?? new Date(0),
        cls?.locationUpdatedAt ?? new Date(0),
        ...(change && session.status !== 'closed' ? [change.createdAt] : []),
        ...(closure ? [closure.updatedAt] : []),
        // A change taken back leaves no row: its audit entry says when.
        ...recorded,
      ),
      sequence: recorded.length,
    };
  };
}
