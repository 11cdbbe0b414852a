// Classes as the instructor's screens show them: location, weekly sessions, occupancy and the coach's name.
import type { InstructorClass } from '@swim/shared/api/instructor';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { classes, locations, users } from '../../db/schema/index.js';
import { personName } from '../../lib/person-name.js';
import { countActiveEnrollments, loadWeeklySessions } from '../enrollments/class-listing.js';

export type ClassView = InstructorClass & { address: (typeof locations.$inferSelect)['address'] };

/** The classes matching a condition, ordered by title, with what the instructor's screens show. */
export async function loadClassViews(db: Db | Tx, where: SQL | undefined): Promise<ClassView[]> {
  const rows = await db
    .select({ cls: classes, location: locations, instructor: personName(users) })
    .from(classes)
    .innerJoin(locations, eq(locations.id, classes.locationId))
    .leftJoin(users, eq(users.id, classes.instructorId))
    .where(where)
    .orderBy(asc(classes.createdAt), asc(classes.id));
  const ids = rows.map((r) => r.cls.id);
  const [sessions, enrolled] = await Promise.all([loadWeeklySessions(db, ids), countActiveEnrollments(db, ids)]);
  return rows.map(({ cls, location, instructor }) => ({
    id: cls.id,
    title: cls.title,
    level: cls.level,
    location: { id: location.id, name: location.name, type: location.type },
    address: location.address,
    lane: cls.lane,
    durationMinutes: cls.durationMinutes,
    maxCapacity: cls.maxCapacity,
    enrolled: enrolled.get(cls.id) ?? 0,
    sessions: sessions.get(cls.id) ?? [],
    instructor,
    active: cls.active,
  }));
}

/** Full years between a birth date and a day ('YYYY-MM-DD' both). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
