// Classes as the instructor's screens show them: location, weekly sessions, occupancy and the coach's name.
import type { InstructorClass } from '@swim/shared/api/instructor';
import type { LocationType, SkillLevel } from '@swim/shared/enums';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { classSessions, classes, enrollments, locations, users } from '../../db/schema/index.js';

export type ClassView = InstructorClass & { address: (typeof locations.$inferSelect)['address'] };

/** Active enrollments per class. */
export async function countEnrolled(db: Db | Tx, classIds: string[]): Promise<Map<string, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .select({ classId: enrollments.classId, n: count() })
    .from(enrollments)
    .where(and(inArray(enrollments.classId, classIds), eq(enrollments.active, true)))
    .groupBy(enrollments.classId);
  return new Map(rows.map((r) => [r.classId, r.n]));
}

/** The classes matching a condition, ordered by title, with what the instructor's screens show. */
export async function loadClassViews(db: Db | Tx, where: SQL | undefined): Promise<ClassView[]> {
  const rows = await db
    .select({ cls: classes, location: locations, instructor: users.name })
    .from(classes)
    .innerJoin(locations, eq(locations.id, classes.locationId))
    .leftJoin(users, eq(users.id, classes.instructorId))
    .where(where)
    .orderBy(asc(classes.createdAt), asc(classes.id));
  const ids = rows.map((r) => r.cls.id);
  const [sessions, enrolled] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(classSessions)
          .where(inArray(classSessions.classId, ids))
          .orderBy(asc(classSessions.dayOfWeek), asc(classSessions.startTime))
      : [],
    countEnrolled(db, ids),
  ]);
  return rows.map(({ cls, location, instructor }) => ({
    id: cls.id,
    title: cls.title,
    level: cls.level as SkillLevel,
    location: { id: location.id, name: location.name, type: location.type as LocationType },
    address: location.address,
    lane: cls.lane,
    durationMinutes: cls.durationMinutes,
    maxCapacity: cls.maxCapacity,
    enrolled: enrolled.get(cls.id) ?? 0,
    sessions: sessions
      .filter((s) => s.classId === cls.id)
      .map((s) => ({ dayOfWeek: s.dayOfWeek, startTime: s.startTime.slice(0, 5) })),
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
