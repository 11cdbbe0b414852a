import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlanType } from './enums.js';
import { PLAN_SESSIONS, computeKindergartenBill, computePlanPrice, plansForLocation } from './pricing.js';

// Each amount worked out by hand, in minor units.
const cases: { plan: PlanType; pricePerClass: number; monthlyPrice: number | null; price: number | null }[] = [
  { plan: 'pool_8', pricePerClass: 2000, monthlyPrice: 18000, price: 16000 },
  { plan: 'pool_12', pricePerClass: 2000, monthlyPrice: 18000, price: 24000 },
  { plan: 'pool_16', pricePerClass: 2000, monthlyPrice: 18000, price: 32000 },
  { plan: 'pool_12', pricePerClass: 1850, monthlyPrice: null, price: 22200 },
  { plan: 'pool_16', pricePerClass: 1, monthlyPrice: 5, price: 16 },
  { plan: 'pool_8', pricePerClass: 0, monthlyPrice: 0, price: 0 },
  { plan: 'pool_12', pricePerClass: 99_999, monthlyPrice: null, price: 1_199_988 },
  // The unlimited plan costs the monthly price, whatever a single class costs; without one it has no price.
  { plan: 'pool_monthly', pricePerClass: 2000, monthlyPrice: 18000, price: 18000 },
  { plan: 'pool_monthly', pricePerClass: 9999, monthlyPrice: 0, price: 0 },
  { plan: 'pool_monthly', pricePerClass: 2000, monthlyPrice: null, price: null },
  // Kindergarten is billed later by attendance, so nothing is due up front.
  { plan: 'kindergarten_monthly', pricePerClass: 1500, monthlyPrice: 30000, price: 0 },
  { plan: 'kindergarten_monthly', pricePerClass: 1500, monthlyPrice: null, price: 0 },
];

describe('computePlanPrice', () => {
  it.each(cases)('$plan at $pricePerClass a class and $monthlyPrice a month costs $price', (c) => {
    expect(computePlanPrice(c.plan, { pricePerClass: c.pricePerClass, monthlyPrice: c.monthlyPrice })).toBe(c.price);
  });

  it('prices a counted plan as its classes bought one by one, the count read from its name', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.option(fc.integer({ min: 0, max: 1_000_000 })),
        fc.constantFrom('pool_8', 'pool_12', 'pool_16') satisfies fc.Arbitrary<PlanType>,
        (pricePerClass, monthlyPrice, plan) => {
          let oneByOne = 0;
          for (let i = 0; i < Number(plan.slice('pool_'.length)); i++) oneByOne += pricePerClass;
          expect(computePlanPrice(plan, { pricePerClass, monthlyPrice })).toBe(oneByOne);
        },
      ),
    );
  });
});

describe('plans', () => {
  it('offers pool plans at pools and the kindergarten plan at kindergartens', () => {
    expect(plansForLocation('pool')).toEqual(['pool_8', 'pool_12', 'pool_16', 'pool_monthly']);
    expect(plansForLocation('kindergarten')).toEqual(['kindergarten_monthly']);
  });
  it('grants 8, 12 or 16 sessions, and none counted for unlimited and kindergarten plans', () => {
    expect(PLAN_SESSIONS).toEqual({
      pool_8: 8,
      pool_12: 12,
      pool_16: 16,
      pool_monthly: null,
      kindergarten_monthly: null,
    });
  });
  it('bills kindergarten by classes attended', () => {
    expect(computeKindergartenBill(7, 1500)).toBe(10500);
    expect(computeKindergartenBill(0, 1500)).toBe(0);
    expect(computeKindergartenBill(-3, 1500)).toBe(0);
  });
});
