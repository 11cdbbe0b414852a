import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlanType } from './enums.js';
import {
  DEFAULT_PRICING,
  type DiscountRule,
  type PeriodFacts,
  type PricingSettings,
  datedSessionsBetween,
  familyRanks,
  pricePeriod,
} from './period-price.js';

// December 2026 begins on a Tuesday: a Monday + Wednesday class meets on Mondays 7, 14, 21, 28 and Wednesdays 2, 9,
// 16, 23, 30 (9 sessions). February 2027 begins on a Monday: Mondays 1, 8, 15, 22 and Wednesdays 3, 10, 17, 24 (8).
// Every expected amount below was worked out by hand from those calendars, not by the code under test.
const MON_WED = [0, 2];
const PRICES = { pricePerClass: 1500, monthlyPrice: 19000 };

const none: PricingSettings['discounts'] = { secondChild: null, thirdChild: null, secondClass: null };
const percent = (value: number): DiscountRule => ({ kind: 'percent', value });
const amount = (value: number): DiscountRule => ({ kind: 'amount', value });

type Row = {
  name: string;
  plan: PlanType;
  startsOn: string;
  period?: string;
  prices?: { pricePerClass: number; monthlyPrice: number | null };
  childRank?: number;
  classRank?: number;
  proRata?: boolean;
  discounts?: Partial<typeof none>;
  expected: { list: number; lines: [string, number][]; amount: number };
};

const TABLE: Row[] = [
  {
    name: 'started before the month: the whole plan',
    plan: 'pool_8',
    startsOn: '2026-11-15',
    expected: { list: 12000, lines: [], amount: 12000 },
  },
  {
    name: 'starts on the 1st: the whole plan',
    plan: 'pool_8',
    startsOn: '2026-12-01',
    expected: { list: 12000, lines: [], amount: 12000 },
  },
  {
    name: 'counted plan from Wed 16th: 5 sessions left at 15.00',
    plan: 'pool_8',
    startsOn: '2026-12-16',
    expected: { list: 12000, lines: [['firstPeriod', -4500]], amount: 7500 },
  },
  {
    name: 'counted plan from Thu 3rd: 8 sessions left fill the 8-session plan',
    plan: 'pool_8',
    startsOn: '2026-12-03',
    expected: { list: 12000, lines: [], amount: 12000 },
  },
  {
    name: 'unlimited from Wed 16th: 190.00 × 5/9 = 105.555… → 105.56',
    plan: 'pool_monthly',
    startsOn: '2026-12-16',
    expected: { list: 19000, lines: [['firstPeriod', -8444]], amount: 10556 },
  },
  {
    name: 'unlimited from Thu 31st: no session left, nothing to pay',
    plan: 'pool_monthly',
    startsOn: '2026-12-31',
    expected: { list: 19000, lines: [['firstPeriod', -19000]], amount: 0 },
  },
  {
    name: 'unlimited, 1 of 8 left at 10.04: 1.255 → 1.26 (half up)',
    plan: 'pool_monthly',
    period: '2027-02',
    startsOn: '2027-02-23',
    prices: { pricePerClass: 300, monthlyPrice: 1004 },
    expected: { list: 1004, lines: [['firstPeriod', -878]], amount: 126 },
  },
  {
    name: 'unlimited, 1 of 8 left at 10.03: 1.25375 → 1.25',
    plan: 'pool_monthly',
    period: '2027-02',
    startsOn: '2027-02-23',
    prices: { pricePerClass: 300, monthlyPrice: 1003 },
    expected: { list: 1003, lines: [['firstPeriod', -878]], amount: 125 },
  },
  {
    name: 'the club does not pro-rate: the whole plan from the 16th',
    plan: 'pool_monthly',
    startsOn: '2026-12-16',
    proRata: false,
    expected: { list: 19000, lines: [], amount: 19000 },
  },
  {
    name: 'second child 10% of 190.00',
    plan: 'pool_monthly',
    startsOn: '2026-10-01',
    childRank: 2,
    discounts: { secondChild: percent(10) },
    expected: { list: 19000, lines: [['secondChild', -1900]], amount: 17100 },
  },
  {
    name: 'second child 10% of the first month 105.56: 10.556 → 10.56',
    plan: 'pool_monthly',
    startsOn: '2026-12-16',
    childRank: 2,
    discounts: { secondChild: percent(10) },
    expected: {
      list: 19000,
      lines: [
        ['firstPeriod', -8444],
        ['secondChild', -1056],
      ],
      amount: 9500,
    },
  },
  {
    name: 'third child 15% of 120.00',
    plan: 'pool_8',
    startsOn: '2026-10-01',
    childRank: 3,
    discounts: { secondChild: percent(10), thirdChild: percent(15) },
    expected: { list: 12000, lines: [['thirdChild', -1800]], amount: 10200 },
  },
  {
    name: 'fourth child, no third-child rule: the second-child rule',
    plan: 'pool_8',
    startsOn: '2026-10-01',
    childRank: 4,
    discounts: { secondChild: percent(10) },
    expected: { list: 12000, lines: [['secondChild', -1200]], amount: 10800 },
  },
  {
    name: 'first child gets no family discount',
    plan: 'pool_8',
    startsOn: '2026-10-01',
    discounts: { secondChild: percent(10), thirdChild: percent(15) },
    expected: { list: 12000, lines: [], amount: 12000 },
  },
  {
    name: 'a second class 5.00 off',
    plan: 'pool_8',
    startsOn: '2026-10-01',
    classRank: 2,
    discounts: { secondClass: amount(500) },
    expected: { list: 12000, lines: [['secondClass', -500]], amount: 11500 },
  },
  {
    name: 'second child and second class: only the larger (10% = 19.00 over 5.00)',
    plan: 'pool_monthly',
    startsOn: '2026-10-01',
    childRank: 2,
    classRank: 2,
    discounts: { secondChild: percent(10), secondClass: amount(500) },
    expected: { list: 19000, lines: [['secondChild', -1900]], amount: 17100 },
  },
  {
    name: 'from Mon 28th (2 left = 30.00): 5.00 beats 10% (3.00)',
    plan: 'pool_8',
    startsOn: '2026-12-28',
    childRank: 2,
    classRank: 2,
    discounts: { secondChild: percent(10), secondClass: amount(500) },
    expected: {
      list: 12000,
      lines: [
        ['firstPeriod', -9000],
        ['secondClass', -500],
      ],
      amount: 2500,
    },
  },
  {
    name: 'an amount larger than what is due leaves 1% of it: 30.00 → 0.30, never free',
    plan: 'pool_8',
    startsOn: '2026-12-28',
    classRank: 2,
    discounts: { secondClass: amount(5000) },
    expected: {
      list: 12000,
      lines: [
        ['firstPeriod', -9000],
        ['secondClass', -2970],
      ],
      amount: 30,
    },
  },
  {
    name: '99% of 1.25 (1 of 8 left at 10.03) leaves 1% rounded up to the cent: 0.02',
    plan: 'pool_monthly',
    period: '2027-02',
    startsOn: '2027-02-23',
    prices: { pricePerClass: 300, monthlyPrice: 1003 },
    childRank: 2,
    discounts: { secondChild: percent(99) },
    expected: {
      list: 1003,
      lines: [
        ['firstPeriod', -878],
        ['secondChild', -123],
      ],
      amount: 2,
    },
  },
  {
    name: '15% of 10.10 = 1.515 → 1.52 (half up)',
    plan: 'pool_monthly',
    startsOn: '2026-10-01',
    prices: { pricePerClass: 300, monthlyPrice: 1010 },
    childRank: 3,
    discounts: { thirdChild: percent(15) },
    expected: { list: 1010, lines: [['thirdChild', -152]], amount: 858 },
  },
  {
    name: 'kindergarten is billed by attendance: nothing up front',
    plan: 'kindergarten_monthly',
    startsOn: '2026-12-16',
    childRank: 2,
    discounts: { secondChild: percent(10) },
    expected: { list: 0, lines: [], amount: 0 },
  },
];

function facts(row: Row): PeriodFacts {
  return {
    plan: row.plan,
    prices: row.prices ?? PRICES,
    weekdays: MON_WED,
    period: row.period ?? '2026-12',
    startsOn: row.startsOn,
    childRank: row.childRank ?? 1,
    classRank: row.classRank ?? 1,
    settings: { firstPeriodProRata: row.proRata ?? true, discounts: { ...none, ...row.discounts } },
  };
}

describe('the price of a period (ADR 0033), against amounts worked out by hand', () => {
  it.each(TABLE)('$name', (row) => {
    const price = pricePeriod(facts(row));
    expect({
      list: price.listAmount,
      lines: price.lines.map((l) => [l.kind, l.amount]),
      amount: price.amount,
    }).toEqual(row.expected);
  });

  it('says which sessions were left and which rule was applied', () => {
    const price = pricePeriod(facts(TABLE[10] as Row));
    expect(price.lines).toEqual([
      { kind: 'firstPeriod', amount: -8444, startsOn: '2026-12-16', sessionsLeft: 5, sessionsInPeriod: 9 },
      { kind: 'secondChild', amount: -1056, rule: { kind: 'percent', value: 10 } },
    ]);
  });
});

describe('dated sessions', () => {
  it('counts each weekly session, twice on a day that has two', () => {
    expect(datedSessionsBetween(MON_WED, '2026-12-01', '2026-12-31')).toBe(9);
    expect(datedSessionsBetween([0, 0], '2026-12-01', '2026-12-31')).toBe(8);
    expect(datedSessionsBetween([5], '2026-12-01', '2026-12-31')).toBe(4);
    expect(datedSessionsBetween(MON_WED, '2026-12-31', '2026-12-31')).toBe(0);
  });

  it('always adds up: the list price plus its lines, between nothing and the list price', () => {
    const plans: PlanType[] = ['pool_8', 'pool_12', 'pool_16', 'pool_monthly'];
    const rule = fc.option(
      fc.oneof(
        fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 1, max: 99 }) }),
        fc.record({ kind: fc.constant('amount' as const), value: fc.integer({ min: 1, max: 100_000 }) }),
      ),
      { nil: null },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...plans),
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 3 }),
        fc.record({ secondChild: rule, thirdChild: rule, secondClass: rule }),
        fc.integer({ min: 100, max: 5000 }),
        (plan, weekdays, day, childRank, classRank, discounts, perClass) => {
          const price = pricePeriod({
            plan,
            prices: { pricePerClass: perClass, monthlyPrice: perClass * 10 },
            weekdays,
            period: '2026-12',
            startsOn: `2026-12-${String(day).padStart(2, '0')}`,
            childRank,
            classRank,
            settings: { ...DEFAULT_PRICING, discounts },
          });
          expect(price.amount).toBe(price.listAmount + price.lines.reduce((sum, l) => sum + l.amount, 0));
          expect(price.amount).toBeGreaterThanOrEqual(0);
          // A discount never makes a period free: only a period with no session left costs nothing.
          const afterFirst = price.listAmount + (price.lines.find((l) => l.kind === 'firstPeriod')?.amount ?? 0);
          if (afterFirst > 0) expect(price.amount).toBeGreaterThan(0);
          expect(price.amount).toBeLessThanOrEqual(price.listAmount);
          expect(price.lines.filter((l) => l.kind !== 'firstPeriod').length).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe("the family's order", () => {
  const at = (iso: string) => new Date(iso);
  const row = (id: string, childId: string, startsOn: string, birthDate = '2015-01-01', parentId = 'p1') => ({
    id,
    childId,
    parentId,
    birthDate,
    startsOn,
    createdAt: at(`${startsOn}T08:00:00Z`),
  });

  it('ranks children by their first day, then the older first; a child’s classes by their first day', () => {
    const ranks = familyRanks([
      row('e-anna-2', 'anna', '2026-11-01', '2016-05-01'),
      row('e-boris', 'boris', '2026-10-01', '2015-03-01'),
      row('e-anna-1', 'anna', '2026-09-01', '2016-05-01'),
      // Dora and Emil start on the same day: the older, Emil, comes first.
      row('e-dora', 'dora', '2026-12-16', '2018-07-01'),
      row('e-emil', 'emil', '2026-12-16', '2017-01-01'),
      // Another family: its own first child.
      row('e-other', 'ivan', '2026-12-20', '2019-01-01', 'p2'),
    ]);
    expect(Object.fromEntries(ranks)).toEqual({
      'e-anna-1': { childRank: 1, classRank: 1 },
      'e-anna-2': { childRank: 1, classRank: 2 },
      'e-boris': { childRank: 2, classRank: 1 },
      'e-emil': { childRank: 3, classRank: 1 },
      'e-dora': { childRank: 4, classRank: 1 },
      'e-other': { childRank: 1, classRank: 1 },
    });
  });
});
