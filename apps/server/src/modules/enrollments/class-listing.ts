// What every list of classes shows beside the class row (the wizard's options, a family's enrollments, the coach's
// classes): the weekly sessions and the places taken, each loaded for many classes in one query.
import type { ClassSession } from '@swim/shared/class-sessions';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { classSessions, enrollments } from '../../db/schema/index.js';

/** Each class's weekly sessions ('HH:MM' start times), by day and time; a class without any maps to nothing. */
export async function loadWeeklySessions(db: Db | Tx, classIds: string[]): Promise<Map<string, ClassSession[]>> {
  const byClass = new Map<string, ClassSession[]>();
  if (classIds.length === 0) return byClass;
  const rows = await db
    .select()
    .from(classSessions)
    .where(inArray(classSessions.classId, classIds))
    .orderBy(asc(classSessions.dayOfWeek), asc(classSessions.startTime));
  for (const s of rows) {
    const list = byClass.get(s.classId) ?? [];
    list.push({ dayOfWeek: s.dayOfWeek, startTime: s.startTime.slice(0, 5) });
    byClass.set(s.classId, list);
  }
  return byClass;
}

/** Active enrollments per class (the places taken); a class without any maps to nothing. */
export async function countActiveEnrollments(db: Db | Tx, classIds: string[]): Promise<Map<string, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .select({ classId: enrollments.classId, n: count() })
    .from(enrollments)
    .where(and(inArray(enrollments.classId, classIds), eq(enrollments.active, true)))
    .groupBy(enrollments.classId);
  return new Map(rows.map((r) => [r.classId, r.n]));
}
