// Classes as the registration wizard offers them: schedule, level, ages, instructor, free places, server-computed
// plans, and how each suits a given child.
import type { ClassOption, PlanOption } from '@swim/shared/api/children';
import { type FitChild, classFit } from '@swim/shared/class-fit';
import type { Currency, LocationType } from '@swim/shared/enums';
import { PLAN_SESSIONS, computePlanPrice, plansForLocation } from '@swim/shared/pricing';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classes, locations, users } from '../../db/schema/index.js';
import { personName } from '../../lib/person-name.js';
import { countActiveEnrollments, loadWeeklySessions } from './class-listing.js';

type PricedClass = { pricePerClass: number; monthlyPrice: number | null; currency: Currency };

/** The plans a class offers with their prices; the unlimited plan only where the class has a monthly price. */
export function planOptions(cls: PricedClass, locationType: LocationType): PlanOption[] {
  return plansForLocation(locationType).flatMap((planType) => {
    const price = computePlanPrice(planType, cls);
    if (price === null) return [];
    return [{ planType, sessions: PLAN_SESSIONS[planType], price, currency: cls.currency }];
  });
}

/** The options, each with how it suits the child (its birth date and/or level) on `today` (club calendar). */
export function withFit(options: ClassOption[], child: FitChild, today: string): ClassOption[] {
  return options.map((option) => ({ ...option, fit: classFit(child, option, today) }));
}

/** Active classes, optionally at one location, with everything the wizard shows; `fit` is left null here. */
export async function listClassOptions(db: Db, locationId?: string): Promise<ClassOption[]> {
  const rows = await db
    .select({ cls: classes, location: locations, instructor: personName(users) })
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
  const [sessions, active] = await Promise.all([loadWeeklySessions(db, ids), countActiveEnrollments(db, ids)]);
  return rows.map(({ cls, location, instructor }) => ({
    id: cls.id,
    title: cls.title,
    description: cls.description ?? null,
    level: cls.level,
    minAge: cls.minAge,
    maxAge: cls.maxAge,
    fit: null,
    location: { id: location.id, name: location.name, type: location.type },
    instructor,
    lane: cls.lane,
    durationMinutes: cls.durationMinutes,
    sessions: sessions.get(cls.id) ?? [],
    maxCapacity: cls.maxCapacity,
    freePlaces: Math.max(0, cls.maxCapacity - (active.get(cls.id) ?? 0)),
    pricePerClass: cls.pricePerClass,
    monthlyPrice: cls.monthlyPrice,
    currency: cls.currency,
    plans: planOptions(cls, location.type),
  }));
}
