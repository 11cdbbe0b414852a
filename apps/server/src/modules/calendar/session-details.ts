// What a calendar event says about a dated session beyond its time: where (the location's name and address), who
// coaches it, and why it is moved, cancelled or closed (the reason and the club's note), with when that last changed.
// Read for a whole feed at once: a few grouped queries whatever the number of sessions.
import type { ClosureReason, Language } from '@swim/shared/enums';
import { hhmm } from '@swim/shared/dated-sessions';
import { type LocalizedText, pickText } from '@swim/shared/localized';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classes, closures, locations, sessionChanges } from '../../db/schema/index.js';
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
};

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
    return {
      location: address ? `${place}, ${address}` : place,
      coachName: coach ? pickText(coach, language) : null,
      notes,
      lastModified: latest(
        cls?.classUpdatedAt ?? new Date(0),
        cls?.locationUpdatedAt ?? new Date(0),
        ...(change && session.status !== 'closed' ? [change.createdAt] : []),
        ...(closure ? [closure.updatedAt] : []),
      ),
    };
  };
}
