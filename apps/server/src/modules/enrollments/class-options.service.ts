// Classes as the registration wizard offers them: schedule, level, instructor, free places and server-computed plans.
import type { ClassOption, PlanOption } from '@swim/shared/api/children';
import type { Currency, LocationType, SkillLevel } from '@swim/shared/enums';
import { PLAN_SESSIONS, computePlanPrice, plansForLocation } from '@swim/shared/pricing';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { classSessions, classes, enrollments, locations, users } from '../../db/schema/index.js';

type PricedClass = { pricePerClass: number; monthlyPrice: number | null; currency: string };

/** The plans a class offers with their prices; the unlimited plan only where the class has a monthly price. */
export function planOptions(cls: PricedClass, locationType: LocationType): PlanOption[] {
  return plansForLocation(locationType).flatMap((planType) => {
    const price = computePlanPrice(planType, cls);
    if (price === null) return [];
    return [{ planType, sessions: PLAN_SESSIONS[planType], price, currency: cls.currency as Currency }];
  });
}

/** Active enrollments per class. */
export async function countActive(db: Db | Tx, classIds: string[]): Promise<Map<string, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .select({ classId: enrollments.classId, n: sql<number>`count(*)::int` })
    .from(enrollments)
    .where(and(inArray(enrollments.classId, classIds), eq(enrollments.active, true)))
    .groupBy(enrollments.classId);
  return new Map(rows.map((r) => [r.classId, Number(r.n)]));
}

/** Active classes, optionally at one location, with everything the wizard shows. */
export async function listClassOptions(db: Db, locationId?: string): Promise<ClassOption[]> {
  const rows = await db
    .select({ cls: classes, location: locations, instructor: users.name })
    .from(classes)
    .innerJoin(locations, eq(locations.id, classes.locationId))
    .leftJoin(users, eq(users.id, classes.instructorId))
    .where(
      and(
        eq(classes.active, true),
        eq(locations.active, true),
        locationId ? eq(classes.locationId, locationId) : undefined,
      ),
    )
    .orderBy(asc(locations.createdAt), asc(classes.level), asc(classes.createdAt));
  const ids = rows.map((r) => r.cls.id);
  const [sessions, active] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(classSessions)
          .where(inArray(classSessions.classId, ids))
          .orderBy(asc(classSessions.dayOfWeek), asc(classSessions.startTime))
      : Promise.resolve([]),
    countActive(db, ids),
  ]);
  return rows.map(({ cls, location, instructor }) => ({
    id: cls.id,
    title: cls.title,
    description: cls.description ?? null,
    level: cls.level as SkillLevel,
    location: { id: location.id, name: location.name, type: location.type as LocationType },
    instructor,
    lane: cls.lane,
    durationMinutes: cls.durationMinutes,
    sessions: sessions
      .filter((s) => s.classId === cls.id)
      .map((s) => ({ dayOfWeek: s.dayOfWeek, startTime: s.startTime.slice(0, 5) })),
    maxCapacity: cls.maxCapacity,
    freePlaces: Math.max(0, cls.maxCapacity - (active.get(cls.id) ?? 0)),
    pricePerClass: cls.pricePerClass,
    monthlyPrice: cls.monthlyPrice,
    currency: cls.currency as Currency,
    plans: planOptions(cls, location.type as LocationType),
  }));
}
