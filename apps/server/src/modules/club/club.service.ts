// Locations and the weekly schedule, with free places counted from active enrollments.
import { heldTotal, loadHeldPlaces } from '../waitlist/places.js';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { addDays, isoDayOfWeek, zonedDate, zonedTimeToUtc } from '@swim/shared/dates';
import type { Location, ScheduleEntry, UpcomingClass } from '@swim/shared/api/public';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classSessions, classes, enrollments, locations, users } from '../../db/schema/index.js';
import { personName } from '../../lib/person-name.js';

/** Active locations, pools first. */
export async function listLocations(db: Db): Promise<Location[]> {
  const rows = await db
    .select()
    .from(locations)
    .where(eq(locations.active, true))
    .orderBy(
      sql`case ${locations.type} when 'pool' then 0 when 'kindergarten' then 1 else 2 end`,
      asc(locations.createdAt),
    );
  return rows.map((l) => ({
    id: l.id,
    name: l.name,
    type: l.type,
    address: l.address,
    description: l.description ?? null,
  }));
}

/** Every weekly session of every active class, ordered Monday to Sunday by time. */
export async function listSchedule(db: Db): Promise<ScheduleEntry[]> {
  const activeCount = db
    .select({ classId: enrollments.classId, count: sql<number>`count(*)::int`.as('count') })
    .from(enrollments)
    .where(eq(enrollments.active, true))
    .groupBy(enrollments.classId)
    .as('active_count');
  const rows = await db
    .select({
      cls: classes,
      session: classSessions,
      location: { id: locations.id, name: locations.name, type: locations.type },
      instructor: { id: users.id, name: personName(users) },
      enrolled: sql<number>`coalesce(${activeCount.count}, 0)`,
    })
    .from(classSessions)
    .innerJoin(classes, eq(classSessions.classId, classes.id))
    .innerJoin(locations, eq(classes.locationId, locations.id))
    .leftJoin(users, eq(classes.instructorId, users.id))
    .leftJoin(activeCount, eq(activeCount.classId, classes.id))
    .where(and(eq(classes.active, true), eq(locations.active, true)))
    .orderBy(asc(classSessions.dayOfWeek), asc(classSessions.startTime));
  const held = await loadHeldPlaces(db, [...new Set(rows.map((r) => r.cls.id))]);
  return rows.map(({ cls, session, location, instructor, enrolled }) => ({
    classId: cls.id,
    sessionId: session.id,
    title: cls.title,
    level: cls.level,
    dayOfWeek: session.dayOfWeek,
    startTime: session.startTime.slice(0, 5),
    durationMinutes: cls.durationMinutes,
    lane: cls.lane,
    location: { id: location.id, name: location.name, type: location.type },
    instructor: instructor?.id && instructor.name ? { id: instructor.id, name: instructor.name } : null,
    maxCapacity: cls.maxCapacity,
    // Places held by the waiting list are not free (ADR 0044).
    freePlaces: Math.max(0, cls.maxCapacity - Number(enrolled) - heldTotal(held.get(cls.id))),
    pricePerClass: cls.pricePerClass,
    monthlyPrice: cls.monthlyPrice,
    currency: cls.currency,
  }));
}

/** How far ahead to look: `days` from `now`'s club day, at most `limit` occurrences. */
export type UpcomingWindow = { now: Date; days: number; limit: number };

/** The next dated occurrences of the weekly schedule within `days`, soonest first. */
export function expandUpcoming(schedule: ScheduleEntry[], { now, days, limit }: UpcomingWindow): UpcomingClass[] {
  const today = zonedDate(now, CLUB_TIME_ZONE);
  const upcoming: UpcomingClass[] = [];
  for (let offset = 0; offset < days; offset++) {
    const date = addDays(today, offset);
    const day = isoDayOfWeek(date);
    for (const entry of schedule) {
      if (entry.dayOfWeek !== day) continue;
      const startsAt = zonedTimeToUtc(date, entry.startTime, CLUB_TIME_ZONE);
      if (startsAt <= now) continue;
      upcoming.push({ ...entry, date, startsAt: startsAt.toISOString() });
    }
  }
  upcoming.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return upcoming.slice(0, limit);
}
