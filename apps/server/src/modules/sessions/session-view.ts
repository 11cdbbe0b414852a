// How a dated session reads in the family's answers (the fields every session-shaped contract shares), and the one
// deadline families meet: a session can be reported, taken back, booked, cancelled or moved until the club's notice
// period before it starts.
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { hhmm } from '@swim/shared/dated-sessions';
import { zonedDate } from '@swim/shared/dates';
import type { SessionRules } from '@swim/shared/session-rules';
import type { Db, Tx } from '../../db/client.js';
import { type ClassSession, loadDatedSessions, startsAtOf } from './dated-sessions.service.js';

const HOUR_MS = 3_600_000;

/** The last instant a family can change anything about a session: its start minus the notice period. */
export const changeByOf = (startsAt: Date, rules: Pick<SessionRules, 'absenceNoticeHours'>): Date =>
  new Date(startsAt.getTime() - rules.absenceNoticeHours * HOUR_MS);

/** Whether the notice period before this start has not begun yet. */
export const beforeNotice = (startsAt: Date, rules: Pick<SessionRules, 'absenceNoticeHours'>, now: Date): boolean =>
  now.getTime() < changeByOf(startsAt, rules).getTime();

/** The shared fields of a dated session as the contracts write them. */
export function sessionFields(s: ClassSession) {
  return {
    classId: s.cls.id,
    classTitle: s.cls.title,
    locationName: s.cls.locationName,
    date: s.date,
    startTime: hhmm(s.startTime),
    onDate: s.onDate,
    atTime: hhmm(s.atTime),
    startsAt: s.startsAt.toISOString(),
    durationMinutes: s.cls.durationMinutes,
    status: s.status,
  };
}

/** A key 'classId date HH:MM' naming one dated session, for matching stored rows to computed sessions. */
export const sessionKeyOf = (classId: string, date: string, startTime: string): string =>
  `${classId} ${date} ${hhmm(startTime)}`;

/** Today in the club's calendar. */
export const clubToday = (now: Date): string => zonedDate(now, CLUB_TIME_ZONE);

/**
 * When a stored row's session starts: the dated session's own start (a move counts), or the key's date and time when
 * the weekly pattern no longer has it (the class's days changed since).
 */
export async function startsAtOfStored(
  db: Db | Tx,
  row: { classId: string; date: string; startTime: string },
): Promise<Date> {
  const sessions = await loadDatedSessions(db, { classIds: [row.classId], from: row.date, to: row.date });
  const found = sessions.find((s) => s.startTime === hhmm(row.startTime));
  return found?.startsAt ?? startsAtOf({ onDate: row.date, atTime: hhmm(row.startTime) });
}
