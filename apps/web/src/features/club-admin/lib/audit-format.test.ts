import { DEFAULT_PRICING, type PricingSettings } from '@swim/shared/period-price';
import { describe, expect, it } from 'vitest';
import { pricingChanges } from './audit-format';

const before: PricingSettings = {
  firstPeriodProRata: true,
  discounts: { secondChild: { kind: 'percent', value: 10 }, thirdChild: null, secondClass: null },
};

describe('pricingChanges', () => {
  it('lists only the rules that changed, the first month first, then the discounts in the form’s order', () => {
    const after: PricingSettings = {
      firstPeriodProRata: false,
      discounts: {
        secondChild: { kind: 'percent', value: 15 },
        thirdChild: null,
        secondClass: { kind: 'amount', value: 500 },
      },
    };
    expect(pricingChanges({ from: before, to: after })).toEqual([
      { rule: 'firstPeriodProRata', from: true, to: false },
      { rule: 'secondChild', from: { kind: 'percent', value: 10 }, to: { kind: 'percent', value: 15 } },
      { rule: 'secondClass', from: null, to: { kind: 'amount', value: 500 } },
    ]);
  });

  it('sees a discount that keeps its number but changes its kind, and one that is turned off', () => {
    const after: PricingSettings = {
      firstPeriodProRata: true,
      discounts: { secondChild: null, thirdChild: null, secondClass: null },
    };
    const kindOnly: PricingSettings = {
      ...before,
      discounts: { ...before.discounts, secondChild: { kind: 'amount', value: 10 } },
    };
    expect(pricingChanges({ from: before, to: after })).toEqual([
      { rule: 'secondChild', from: { kind: 'percent', value: 10 }, to: null },
    ]);
    expect(pricingChanges({ from: before, to: kindOnly })).toEqual([
      { rule: 'secondChild', from: { kind: 'percent', value: 10 }, to: { kind: 'amount', value: 10 } },
    ]);
    expect(pricingChanges({ from: DEFAULT_PRICING, to: DEFAULT_PRICING })).toEqual([]);
  });

  it('answers null for anything that is not a change between two valid pricing settings', () => {
    expect(pricingChanges(null)).toBeNull();
    expect(pricingChanges(before)).toBeNull();
    expect(pricingChanges({ from: before })).toBeNull();
    expect(pricingChanges({ from: before, to: { ...before, firstPeriodProRata: 'yes' } })).toBeNull();
    expect(
      pricingChanges({
        from: before,
        to: { ...before, discounts: { ...before.discounts, thirdChild: { kind: 'free', value: 1 } } },
      }),
    ).toBeNull();
    expect(pricingChanges({ from: before, to: before, note: 'extra' })).toBeNull();
  });
});
