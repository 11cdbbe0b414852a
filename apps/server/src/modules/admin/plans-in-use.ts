// The rule that keeps every active enrollment on a plan its class offers: a class's location or prices, or a
// location's type, may only change in ways that keep the plans children are enrolled on today.
import type { Currency, LocationType, PlanType } from '@swim/shared/enums';
import type { FieldIssue } from '@swim/shared/errors';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { enrollments } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { pricedPlans } from '@swim/shared/plan-fit';

type PricedClass = { id: string; pricePerClass: number; monthlyPrice: number | null; currency: Currency };

/** The distinct plans of the active enrollments in each of these classes. */
async function activePlans(tx: Tx, classIds: string[]): Promise<Map<string, Set<PlanType>>> {
  const plans = new Map<string, Set<PlanType>>();
  if (classIds.length === 0) return plans;
  const rows = await tx
    .selectDistinct({ classId: enrollments.classId, planType: enrollments.planType })
    .from(enrollments)
    .where(and(inArray(enrollments.classId, classIds), eq(enrollments.active, true)));
  for (const { classId, planType } of rows) plans.set(classId, (plans.get(classId) ?? new Set()).add(planType));
  return plans;
}

/**
 * The plans children are actively enrolled on in these classes that the classes would no longer offer, as they
 * would be (prices) at a location of this type. Call with the class rows locked, so no enrollment slips in.
 */
export async function plansLeftOut(tx: Tx, classes: PricedClass[], locationType: LocationType): Promise<PlanType[]> {
  const inUse = await activePlans(
    tx,
    classes.map((c) => c.id),
  );
  const left = new Set<PlanType>();
  for (const cls of classes) {
    // The schedule is not asked: children on a plan the week can no longer fill keep it (listed for the admin).
    const offered = new Set(pricedPlans(locationType, cls));
    for (const plan of inUse.get(cls.id) ?? []) if (!offered.has(plan)) left.add(plan);
  }
  return [...left].sort();
}

/** The refusal: children are enrolled on plans the change would take away; nothing changes. */
export function plansInUse(plans: PlanType[], issue: FieldIssue): AppError {
  return new AppError(
    'PLAN_NOT_OFFERED',
    `Children are actively enrolled on ${plans.join(', ')}, which would no longer be offered; move or end those enrollments first`,
    [issue],
  );
}
