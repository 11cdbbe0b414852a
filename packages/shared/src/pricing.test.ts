import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAN_SESSIONS, computeKindergartenBill, computePlanPrice, plansForLocation } from './pricing.js';

const prices = { pricePerClass: 2000, monthlyPrice: 18000 };

describe('computePlanPrice', () => {
  it('charges price per class times sessions for counted plans', () => {
    expect(computePlanPrice('pool_8', prices)).toBe(16000);
    expect(computePlanPrice('pool_12', prices)).toBe(24000);
    expect(computePlanPrice('pool_16', prices)).toBe(32000);
  });
  it('charges the monthly price for the unlimited plan', () => {
    expect(computePlanPrice('pool_monthly', prices)).toBe(18000);
  });
  it('has no unlimited price when the class sets none', () => {
    expect(computePlanPrice('pool_monthly', { pricePerClass: 2000, monthlyPrice: null })).toBeNull();
  });
  it('bills kindergarten later by attendance, so nothing is due up front', () => {
    expect(computePlanPrice('kindergarten_monthly', prices)).toBe(0);
  });
  it('never yields a negative or fractional amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.constantFrom('pool_8', 'pool_12', 'pool_16'), (p, plan) => {
        const price = computePlanPrice(plan, { pricePerClass: p, monthlyPrice: null });
        expect(price).toBe(p * (PLAN_SESSIONS[plan] ?? 0));
        expect(Number.isInteger(price)).toBe(true);
      }),
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
  });
});
