// Which plans a class can offer, whether its prices agree with each other, and what each plan is worth to a child
// who comes to every session (ADR 0032). One rule, used by the server, the wizard, the enroll screen, the change of
// plan and the admin's class form.
import type { LocationType, PlanType } from './enums.js';
import { type ClassPrices, PLAN_SESSIONS, computePlanPrice, plansForLocation } from './pricing.js';

/**
 * Every calendar month holds each weekday at least 4 times (February has 28 days), so a class that meets n times a
 * week is sure of 4 × n sessions in any month. A counted plan fits the class when its count is at most that.
 */
export const SURE_WEEKS_IN_A_MONTH = 4;

/** Sessions a class meeting `weeklySessions` times a week holds in every month, whichever month it is. */
export function sessionsSureInAMonth(weeklySessions: number): number {
  return Math.max(0, weeklySessions) * SURE_WEEKS_IN_A_MONTH;
}

/** Whether the class's weekly schedule can fill the plan: unlimited and kindergarten plans always fit. */
export function planFitsSchedule(plan: PlanType, weeklySessions: number): boolean {
  const count = PLAN_SESSIONS[plan];
  return count === null || count <= sessionsSureInAMonth(weeklySessions);
}

/** The fewest weekly sessions that fill the plan in every month: 0 for unlimited and kindergarten plans. */
export function weeklySessionsNeeded(plan: PlanType): number {
  const count = PLAN_SESSIONS[plan];
  return count === null ? 0 : Math.ceil(count / SURE_WEEKS_IN_A_MONTH);
}

/** Plans the location offers that the prices can price (unlimited needs a monthly price), whatever the schedule. */
export function pricedPlans(locationType: LocationType, prices: ClassPrices): PlanType[] {
  return plansForLocation(locationType).filter((plan) => computePlanPrice(plan, prices) !== null);
}

export type ClassPlanFacts = { locationType: LocationType; prices: ClassPrices; weeklySessions: number };

/** The plans a class offers to a new enrollment or a change of plan: priced at its location and fitting its week. */
export function offeredPlans(facts: ClassPlanFacts): PlanType[] {
  return pricedPlans(facts.locationType, facts.prices).filter((plan) => planFitsSchedule(plan, facts.weeklySessions));
}

/** A counted plan the class offers that costs more than its unlimited plan. */
export type PriceConflict = { plan: PlanType; price: number; monthlyPrice: number };

/**
 * The prices disagree when a counted plan the class can fill costs more than unlimited (equivalently, unlimited costs
 * less than the largest counted plan the class can fill). Kindergarten classes and classes without a monthly price
 * have no unlimited plan to compare with.
 */
export function priceConflicts(facts: ClassPlanFacts): PriceConflict[] {
  const { monthlyPrice } = facts.prices;
  if (facts.locationType === 'kindergarten' || monthlyPrice === null) return [];
  return offeredPlans(facts).flatMap((plan) => {
    const price = computePlanPrice(plan, facts.prices);
    if (PLAN_SESSIONS[plan] === null || price === null || price <= monthlyPrice) return [];
    return [{ plan, price, monthlyPrice }];
  });
}

/** What a plan is worth to a child who comes to every session of an average month. */
export type PlanValue = {
  plan: PlanType;
  /** Minor units saved against paying the same sessions one by one at the price per class; 0 when none. */
  saving: number;
  /** The plan that costs least per session swum at that attendance (ties go to the plan with more sessions). */
  bestValue: boolean;
};

/**
 * The value of each plan for full attendance: an average month holds 52 / 12 weeks of the class's sessions; a
 * counted plan covers at most its count of them, unlimited covers them all. The saving is the sessions covered at the
 * price per class, rounded half-up to the cent, less the plan's price. Kindergarten is billed by attendance, so it
 * has no saving and no best value. Best value is marked only when there is a choice.
 */
export function planValues(options: {
  plans: { plan: PlanType; price: number }[];
  pricePerClass: number;
  weeklySessions: number;
}): PlanValue[] {
  const { plans, pricePerClass, weeklySessions } = options;
  // Sessions covered in twelfths, so the arithmetic stays in integers: an average month is 52 × weekly / 12.
  const covered = (plan: PlanType) => {
    const count = PLAN_SESSIONS[plan];
    const monthTwelfths = weeklySessions * 52;
    return count === null ? monthTwelfths : Math.min(count * 12, monthTwelfths);
  };
  const billed = plans.filter((p) => p.plan !== 'kindergarten_monthly' && covered(p.plan) > 0);
  // price per twelfth of a session: price / covered; compare a/b < c/d as a*d < c*b.
  let best: { plan: PlanType; price: number; covered: number } | null = null;
  for (const p of billed) {
    const c = covered(p.plan);
    if (
      !best ||
      p.price * best.covered < best.price * c ||
      (p.price * best.covered === best.price * c && c > best.covered)
    )
      best = { plan: p.plan, price: p.price, covered: c };
  }
  return plans.map(({ plan, price }) => {
    if (!billed.some((p) => p.plan === plan)) return { plan, saving: 0, bestValue: false };
    const oneByOne = Math.floor((covered(plan) * pricePerClass + 6) / 12);
    return { plan, saving: Math.max(0, oneByOne - price), bestValue: billed.length > 1 && best?.plan === plan };
  });
}
