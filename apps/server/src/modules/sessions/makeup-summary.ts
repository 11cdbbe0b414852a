// The admin's view of make-ups (issue 26 item 8): credits issued, used, expired and revoked per calendar month of the
// club, and per active class the make-up guests booked and the places left over the next weeks. A credit reads as the
// family reads it (creditStatusOn), and places are counted by the formula booking applies (takenPlaces/freePlacesIn).
import {
  MAKEUP_OCCUPANCY_WEEKS,
  MAKEUP_SUMMARY_MONTHS,
  type MakeupClassOccupancy,
  type MakeupMonth,
  type MakeupSummary,
} from '@swim/shared/api/makeup-admin';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { takesPlace } from '@swim/shared/dated-sessions';
import { addDays, zonedDate } from '@swim/shared/dates';
import { pickText } from '@swim/shared/localized-text';
import { getRecentMonths } from '@swim/shared/recent-months';
import { and, eq, gte, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { makeupBookings, makeupCredits, sessionChanges } from '../../db/schema/index.js';
import { creditStatusOn } from './child-sessions.js';
import { freePlacesIn, loadClassFacts, loadDatedSessions, takenPlaces } from './dated-sessions.service.js';
import { clubToday, sessionKeyOf } from './session-view.js';

const DAY_MS = 86_400_000;

const monthOfInstant = (instant: Date): string => zonedDate(instant, CLUB_TIME_ZONE).slice(0, 7);

const emptyMonth = (month: string): MakeupMonth => ({
  month,
  issued: { absence: 0, cancellation: 0, manual: 0 },
  used: 0,
  expired: 0,
  revoked: 0,
});

/**
 * The credits that can count in the months from `firstDay`: created since, revoked since, or with a last day since
 * (a make-up takes place by its credit's last day, so a credit used or expired since has one). Each with its live
 * booking and the day that make-up takes place on (a moved session's new day).
 */
async function creditsSince(db: Db, firstDay: string) {
  // A day's margin either side of the club's midnight: the exact month is read in the club's time zone below.
  const since = new Date(Date.parse(`${firstDay}T00:00:00Z`) - DAY_MS);
  return db
    .select({
      source: makeupCredits.source,
      status: makeupCredits.status,
      expiresOn: makeupCredits.expiresOn,
      createdAt: makeupCredits.createdAt,
      revokedAt: makeupCredits.revokedAt,
      updatedAt: makeupCredits.updatedAt,
      bookingDate: makeupBookings.date,
      movedToDate: sessionChanges.movedToDate,
    })
    .from(makeupCredits)
    .leftJoin(makeupBookings, and(eq(makeupBookings.creditId, makeupCredits.id), isNull(makeupBookings.cancelledAt)))
    .leftJoin(
      sessionChanges,
      and(
        eq(sessionChanges.classId, makeupBookings.classId),
        eq(sessionChanges.date, makeupBookings.date),
        eq(sessionChanges.startTime, makeupBookings.startTime),
        eq(sessionChanges.kind, 'moved'),
      ),
    )
    .where(
      or(
        gte(makeupCredits.createdAt, since),
        gte(makeupCredits.revokedAt, since),
        gte(makeupCredits.expiresOn, firstDay),
      ),
    );
}

/** Credits per month, the oldest month first, the current month last. */
async function monthlyCredits(db: Db, now: Date): Promise<MakeupMonth[]> {
  const months = getRecentMonths(MAKEUP_SUMMARY_MONTHS, now).reverse().map(emptyMonth);
  const byMonth = new Map(months.map((m) => [m.month, m]));
  const today = clubToday(now);
  const rows = await creditsSince(db, `${months[0]?.month}-01`);
  for (const row of rows) {
    const issued = byMonth.get(monthOfInstant(row.createdAt));
    if (issued) issued.issued[row.source] += 1;
    const makeupDay = row.movedToDate ?? row.bookingDate ?? null;
    const status = creditStatusOn(row, makeupDay, today);
    if (status === 'used') {
      // A used credit has its marked make-up (a marked one cannot be cancelled); without one, when it last changed.
      const used = byMonth.get(makeupDay ? makeupDay.slice(0, 7) : monthOfInstant(row.updatedAt));
      if (used) used.used += 1;
    } else if (status === 'expired') {
      const expired = byMonth.get(row.expiresOn.slice(0, 7));
      if (expired) expired.expired += 1;
    } else if (status === 'revoked') {
      const revoked = byMonth.get(monthOfInstant(row.revokedAt ?? row.updatedAt));
      if (revoked) revoked.revoked += 1;
    }
  }
  return months;
}

/** Every active class's sessions still to start in the window: guests booked and free places, summed. */
async function classOccupancy(
  db: Db,
  now: Date,
  window: { from: string; to: string },
): Promise<MakeupClassOccupancy[]> {
  const classes = await loadClassFacts(db);
  // A session is named by its weekly key, and a move keeps it within its week: keys from six days back can take
  // place in the window. What counts is when it takes place: still to start, by the window's last day.
  const keys = { from: addDays(window.from, -6), to: window.to };
  const sessions = (await loadDatedSessions(db, keys)).filter(
    (s) => takesPlace(s) && s.startsAt > now && s.onDate <= window.to,
  );
  const taken = await takenPlaces(db, { classIds: classes.map((c) => c.id), ...keys });
  const rows = new Map(
    classes.map((c) => [
      c.id,
      { classId: c.id, classTitle: c.title, locationName: c.locationName, sessions: 0, guests: 0, freePlaces: 0 },
    ]),
  );
  for (const s of sessions) {
    const row = rows.get(s.cls.id);
    if (!row) continue;
    row.sessions += 1;
    row.guests += taken.guests.get(sessionKeyOf(s.cls.id, s.date, s.startTime)) ?? 0;
    row.freePlaces += freePlacesIn(taken, s);
  }
  const name = (row: MakeupClassOccupancy) =>
    `${pickText(row.locationName, 'bg')}\u0000${pickText(row.classTitle, 'bg')}`;
  return [...rows.values()].sort((a, b) => name(a).localeCompare(name(b), 'bg'));
}

/** The make-up summary the admin console shows (the route admits admins only: it reads no child of its own). */
export async function getMakeupSummary(db: Db, input: { now: Date }): Promise<MakeupSummary> {
  const today = clubToday(input.now);
  const window = { from: today, to: addDays(today, MAKEUP_OCCUPANCY_WEEKS * 7 - 1) };
  const [months, classes] = await Promise.all([monthlyCredits(db, input.now), classOccupancy(db, input.now, window)]);
  return { months, ...window, classes };
}
