// Dated sessions (issue 26): a class's weekly sessions give one dated occurrence per week, computed for the dates
// asked for, never stored. What differs from the weekly pattern is stored and applied here: a single session
// cancelled or moved, and closures of the whole club or one location.
import type { ClosureReason } from './enums.js';
import { addDays, isoDayOfWeek } from './dates.js';

/** A weekly session of a class: 0 = Monday ... 6 = Sunday, 'HH:MM'. */
export type WeeklySlot = { dayOfWeek: number; startTime: string };

/** A stored change to one dated session, keyed by the date and time the weekly pattern gives it. */
export type SessionChange = {
  date: string;
  startTime: string;
  kind: 'cancelled' | 'moved';
  /** A moved session's new day and time (same week); null when cancelled. */
  movedToDate: string | null;
  movedToTime: string | null;
};

export type ClosureSpan = {
  id: string;
  startsOn: string;
  endsOn: string;
  /** null = the whole club. */
  locationId: string | null;
  reason: ClosureReason;
};

export type DatedSession = {
  /** The session's key: the date and time the weekly pattern gives it (a move keeps the key). */
  date: string;
  startTime: string;
  /** When it takes place: the key, or where it was moved to. */
  onDate: string;
  atTime: string;
  status: 'scheduled' | 'moved' | 'cancelled' | 'closed';
  /** The closure that closes it, when closed. */
  closureId: string | null;
};

/** 'HH:MM' of a stored time ('HH:MM:SS' from PostgreSQL). */
export const hhmm = (time: string): string => time.slice(0, 5);

/** Whether a closure closes sessions of a class at this location on this date. */
export function closes(closure: ClosureSpan, locationId: string, date: string): boolean {
  return (
    date >= closure.startsOn &&
    date <= closure.endsOn &&
    (closure.locationId === null || closure.locationId === locationId)
  );
}

/**
 * The dated sessions of one class whose key date lies between `from` and `to` (inclusive), in time order of when they
 * take place. A closure wins over a move: a session moved into or out of a closed day is closed.
 */
export function datedSessions(
  input: {
    slots: readonly WeeklySlot[];
    locationId: string;
    changes: readonly SessionChange[];
    closures: readonly ClosureSpan[];
  },
  from: string,
  to: string,
): DatedSession[] {
  const changeOf = new Map(input.changes.map((c) => [`${c.date} ${hhmm(c.startTime)}`, c]));
  const out: DatedSession[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const dow = isoDayOfWeek(date);
    for (const slot of input.slots) {
      if (slot.dayOfWeek !== dow) continue;
      const startTime = hhmm(slot.startTime);
      const change = changeOf.get(`${date} ${startTime}`);
      const moved = change?.kind === 'moved' && change.movedToDate && change.movedToTime;
      const onDate = moved ? (change.movedToDate as string) : date;
      const atTime = moved ? hhmm(change.movedToTime as string) : startTime;
      const closure =
        input.closures.find((c) => closes(c, input.locationId, date)) ??
        input.closures.find((c) => closes(c, input.locationId, onDate));
      const status = closure ? 'closed' : change?.kind === 'cancelled' ? 'cancelled' : moved ? 'moved' : 'scheduled';
      out.push({ date, startTime, onDate, atTime, status, closureId: closure?.id ?? null });
    }
  }
  return out.sort((a, b) => (a.onDate + a.atTime).localeCompare(b.onDate + b.atTime));
}

/** Whether a dated session takes place (it is neither cancelled nor closed). */
export const takesPlace = (session: DatedSession): boolean =>
  session.status === 'scheduled' || session.status === 'moved';

/** A week's change to one dated session as the public schedule reads it (GET /api/schedule/week). */
export type WeekChange = Pick<DatedSession, 'date' | 'startTime' | 'onDate' | 'atTime'> & {
  classId: string;
  status: Exclude<DatedSession['status'], 'scheduled'>;
};

/** A class's weekly session as one day of a week shows it. */
export type WeekDaySession<S, C> = {
  slot: S;
  /** The time it is shown at that day: the weekly time, or the time it was moved to. */
  time: string;
  /** Its change that week (closed, cancelled or moved), if any. */
  change: C | undefined;
  /** Shown on the day it was moved to: it takes place here (its own day shows it too, as moved away). */
  movedIn: boolean;
};

/**
 * The seven days (Monday first) of the week starting on `monday` as the schedule shows them: each weekly session on
 * its own day with its change, and a moved session also on the day and at the time it was moved to; each day in time
 * order. The one placement the server's page and the browser both draw.
 */
export function weekDaySessions<
  S extends { classId: string; dayOfWeek: number; startTime: string },
  C extends WeekChange,
>(monday: string, slots: readonly S[], changes: readonly C[]): WeekDaySession<S, C>[][] {
  const days: WeekDaySession<S, C>[][] = Array.from({ length: 7 }, () => []);
  const sunday = addDays(monday, 6);
  const keyOf = (classId: string, date: string, time: string) => `${classId} ${date} ${hhmm(time)}`;
  const changeOf = new Map(changes.map((c) => [keyOf(c.classId, c.date, c.startTime), c]));
  for (const slot of slots) {
    const date = addDays(monday, slot.dayOfWeek);
    days[slot.dayOfWeek]?.push({
      slot,
      time: hhmm(slot.startTime),
      change: changeOf.get(keyOf(slot.classId, date, slot.startTime)),
      movedIn: false,
    });
  }
  for (const change of changes) {
    if (change.status !== 'moved' || change.onDate < monday || change.onDate > sunday) continue;
    const slot = slots.find(
      (s) =>
        s.classId === change.classId &&
        hhmm(s.startTime) === hhmm(change.startTime) &&
        addDays(monday, s.dayOfWeek) === change.date,
    );
    if (slot) days[isoDayOfWeek(change.onDate)]?.push({ slot, time: hhmm(change.atTime), change, movedIn: true });
  }
  // A stable sort: sessions at the same time keep the order they came in, so every render draws the same day.
  for (const day of days) day.sort((a, b) => a.time.localeCompare(b.time));
  return days;
}
