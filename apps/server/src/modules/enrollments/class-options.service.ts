// Classes as the registration wizard offers them: schedule, level, ages, instructor, free places, server-computed
// plans, and how each suits a given child.
import type { ClassOption, PlanOption } from '@swim/shared/api/children';
import { type FitChild, classFit } from '@swim/shared/class-fit';
import type { Currency, LocationType } from '@swim/shared/enums';
import { offeredPlans, planValues } from '@swim/shared/plan-fit';
import { PLAN_SESSIONS, computePlanPrice } from '@swim/shared/pricing';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classes, locations, users } from '../../db/schema/index.js';
import { personName } from '../../lib/person-name.js';
import { heldTotal, loadHeldPlaces } from '../waitlist/places.js';
import { countActiveEnrollments, loadWeeklySessions } from './class-listing.js';

type PricedClass = { pricePerClass: number; monthlyPrice: number | null; currency: Currency };

/**
 * The plans a class offers with their prices (ADR 0032): those its location offers, that its prices can price, and
 * that its weekly sessions can fill in every month; each with its saving for a child at every session.
 */
export function planOptions(options: {
  cls: PricedClass;
  locationType: LocationType;
  weeklySessions: number;
}): PlanOption[] {
  const { cls, locationType, weeklySessions } = options;
  const priced = offeredPlans({ locationType, prices: cls, weeklySessions }).flatMap((plan) => {
    const price = computePlanPrice(plan, cls);
    return price === null ? [] : [{ plan, price }];
  });
  const values = planValues({ plans: priced, pricePerClass: cls.pricePerClass, weeklySessions });
  return priced.map(({ plan, price }, i) => ({
    planType: plan,
    sessions: PLAN_SESSIONS[plan],
    price,
    currency: cls.currency,
    saving: values[i]?.saving ?? 0,
    bestValue: values[i]?.bestValue ?? false,
  }));
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
  const [sessions, active, held] = await Promise.all([
    loadWeeklySessions(db, ids),
    countActiveEnrollments(db, ids),
    loadHeldPlaces(db, ids),
  ]);
  return rows.map(({ cls, location, instructor }) => {
    const weekly = sessions.get(cls.id) ?? [];
    return {
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
      sessions: weekly,
      maxCapacity: cls.maxCapacity,
      // Places held by the waiting list are not free (ADR 0044): a full class offers its list instead.
      freePlaces: Math.max(0, cls.maxCapacity - (active.get(cls.id) ?? 0) - heldTotal(held.get(cls.id))),
      pricePerClass: cls.pricePerClass,
      monthlyPrice: cls.monthlyPrice,
      currency: cls.currency,
      plans: planOptions({ cls, locationType: location.type, weeklySessions: weekly.length }),
    };
  });
}
