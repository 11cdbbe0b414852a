// A trial booking as its family reads it: the class, when its session takes place (a move or a closure applied), the
// child, where it stands (booked, cancelled, the coach's mark) and whether it can still be cancelled.
import type { TrialStatus, TrialView } from '@swim/shared/api/trials';
import { hhmm, takesPlace } from '@swim/shared/dated-sessions';
import type { Db, Tx } from '../../db/client.js';
import type { trialBookings } from '../../db/schema/index.js';
import {
  type ClassSession,
  loadClassFacts,
  loadDatedSessions,
  startsAtOf,
} from '../sessions/dated-sessions.service.js';

export type TrialRow = typeof trialBookings.$inferSelect;

/** Where a booking stands: cancelled by the family, else the coach's mark, else booked. */
export function trialStatusOf(row: Pick<TrialRow, 'cancelledAt' | 'attendance'>): TrialStatus {
  if (row.cancelledAt) return 'cancelled';
  if (row.attendance === 'present') return 'attended';
  if (row.attendance === 'absent') return 'absent';
  return 'booked';
}

/** When a dated session ends (its start plus the class's duration). */
export const endsAtOf = (session: Pick<ClassSession, 'startsAt'> & { cls: { durationMinutes: number } }): Date =>
  new Date(session.startsAt.getTime() + session.cls.durationMinutes * 60_000);

/** The dated sessions of the given bookings, by 'classId date HH:MM' (one read for all of them). */
export async function sessionsOfTrials(db: Db | Tx, rows: readonly TrialRow[]): Promise<Map<string, ClassSession>> {
  const out = new Map<string, ClassSession>();
  if (rows.length === 0) return out;
  const dates = rows.map((r) => r.date).sort();
  const sessions = await loadDatedSessions(db, {
    classIds: [...new Set(rows.map((r) => r.classId))],
    from: dates[0] as string,
    to: dates[dates.length - 1] as string,
  });
  for (const s of sessions) out.set(`${s.cls.id} ${s.date} ${s.startTime}`, s);
  return out;
}

/** The session a booking names, or null when the class no longer has that weekly session. */
export function sessionOf(sessions: ReadonlyMap<string, ClassSession>, row: TrialRow): ClassSession | null {
  return sessions.get(`${row.classId} ${row.date} ${hhmm(row.startTime)}`) ?? null;
}

/** The bookings as their family reads them, in the order given. */
export async function describeTrials(db: Db | Tx, rows: readonly TrialRow[], now: Date): Promise<TrialView[]> {
  if (rows.length === 0) return [];
  const sessions = await sessionsOfTrials(db, rows);
  const facts = new Map((await loadClassFacts(db, [...new Set(rows.map((r) => r.classId))])).map((c) => [c.id, c]));
  return rows.flatMap((row): TrialView[] => {
    const cls = facts.get(row.classId);
    if (!cls) return [];
    const session = sessionOf(sessions, row);
    const key = { onDate: row.date, atTime: hhmm(row.startTime) };
    const startsAt = session?.startsAt ?? startsAtOf(key);
    const endsAt = endsAtOf({ startsAt, cls });
    const status = trialStatusOf(row);
    return [
      {
        id: row.id,
        classId: cls.id,
        locationId: cls.locationId,
        classTitle: cls.title,
        locationName: cls.locationName,
        date: row.date,
        startTime: hhmm(row.startTime),
        onDate: session?.onDate ?? key.onDate,
        atTime: session?.atTime ?? key.atTime,
        startsAt: startsAt.toISOString(),
        durationMinutes: cls.durationMinutes,
        // A weekly session the class no longer has will not take place.
        sessionStatus: session?.status ?? 'cancelled',
        childFirstName: row.childFirstName,
        childBirthYear: row.childBirthYear,
        status,
        past: now >= endsAt,
        canCancel: status === 'booked' && now < startsAt,
        converted: row.convertedAt !== null,
      },
    ];
  });
}

/** Whether the booking's session takes place and has ended by `now`. */
export function sessionHeld(session: ClassSession | null, now: Date): session is ClassSession {
  return session !== null && takesPlace(session) && now >= endsAtOf(session);
}
