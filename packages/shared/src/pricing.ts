import type { LocationType, PlanType } from './enums.js';

/** Sessions a counted plan grants; null = unlimited or billed by attendance. */
export const PLAN_SESSIONS: Record<PlanType, number | null> = {
  pool_8: 8,
  pool_12: 12,
  pool_16: 16,
  pool_monthly: null,
  kindergarten_monthly: null,
};

/** Plans offered for a class, by the type of its location. */
export function plansForLocation(type: LocationType): PlanType[] {
  return type === 'kindergarten' ? ['kindergarten_monthly'] : ['pool_8', 'pool_12', 'pool_16', 'pool_monthly'];
}

export type ClassPrices = { pricePerClass: number; monthlyPrice: number | null };

/**
 * Price of a plan in minor units: price per class x sessions for counted plans, the monthly price for
 * the unlimited plan. Kindergarten plans are billed later by attendance, so nothing is due up front (0).
 * Returns null when the class offers no monthly price for the unlimited plan.
 */
export function computePlanPrice(plan: PlanType, prices: ClassPrices): number | null {
  const sessions = PLAN_SESSIONS[plan];
  if (sessions !== null) return prices.pricePerClass * sessions;
  if (plan === 'kindergarten_monthly') return 0;
  return prices.monthlyPrice;
}

/** Kindergarten bill for a month: classes attended x price per class. */
export function computeKindergartenBill(classesAttended: number, pricePerClass: number): number {
  return Math.max(0, classesAttended) * pricePerClass;
}
