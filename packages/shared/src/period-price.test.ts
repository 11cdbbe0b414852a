import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClosureSpan, SessionChange } from './dated-sessions.js';
import type { PlanType } from './enums.js';
import {
  DEFAULT_PRICING,
  type DiscountRule,
  type PeriodFacts,
  type PricingSettings,
  amountWithoutClosure,
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

// The closure line (ADR 0040). A Tuesday + Thursday class at 17:00 in location L. December 2026 begins on a Tuesday:
// Tuesdays 1, 8, 15, 22, 29 and Thursdays 3, 10, 17, 24, 31 (10 sessions). January 2027 begins on a Friday: Tuesdays
// 5, 12, 19, 26 and Thursdays 7, 14, 21, 28 (8 sessions). The monthly price is 190.00. Each count and amount below was
// worked out by hand from those calendars.
describe('the closure line of a monthly unlimited plan (ADR 0040), against amounts worked out by hand', () => {
  const TUE_THU = [1, 3];
  const SLOTS = [
    { dayOfWeek: 1, startTime: '17:00' },
    { dayOfWeek: 3, startTime: '17:00' },
  ];
  const closure = (id: string, startsOn: string, endsOn: string, locationId: string | null = null): ClosureSpan => ({
    id,
    startsOn,
    endsOn,
    locationId,
    reason: 'pool_maintenance',
  });

  type ClosureRow = {
    name: string;
    plan?: PlanType;
    period?: string;
    startsOn?: string;
    monthlyPrice?: number;
    closures: ClosureSpan[];
    changes?: SessionChange[];
    refund?: boolean;
    childRank?: number;
    /** [closed month, sessions closed, sessions in it, amount off]; null = no closure line. */
    line: [string, number, number, number] | null;
    amount: number;
  };

  const CLOSURE_TABLE: ClosureRow[] = [
    {
      name: 'Tue 15 – Mon 21 Dec (7 days) closes Tue 15 and Thu 17: 190.00 × 2/10 = 38.00 off January',
      closures: [closure('c1', '2026-12-15', '2026-12-21')],
      line: ['2026-12', 2, 10, 3800],
      amount: 15200,
    },
    {
      name: 'Tue 15 – Sun 20 Dec (6 days) closes the same two sessions but is too short: nothing off',
      closures: [closure('c1', '2026-12-15', '2026-12-20')],
      line: null,
      amount: 19000,
    },
    {
      name: 'the club does not give closures back: nothing off',
      closures: [closure('c1', '2026-12-15', '2026-12-21')],
      refund: false,
      line: null,
      amount: 19000,
    },
    {
      name: 'a counted plan gets credits or carried sessions instead: nothing off',
      plan: 'pool_8',
      closures: [closure('c1', '2026-12-15', '2026-12-21')],
      line: null,
      amount: 12000,
    },
    {
      name: 'a closure of the class’s own location counts, one of another location does not',
      closures: [closure('c1', '2026-12-15', '2026-12-21', 'L'), closure('c2', '2026-12-01', '2026-12-31', 'other')],
      line: ['2026-12', 2, 10, 3800],
      amount: 15200,
    },
    {
      name: 'a 3-day closure beside a 7-day one adds nothing: still 2 of 10',
      closures: [closure('c1', '2026-12-15', '2026-12-21'), closure('c2', '2026-12-29', '2026-12-31')],
      line: ['2026-12', 2, 10, 3800],
      amount: 15200,
    },
    {
      name: 'a single cancelled session (Tue 8) is not a closure: still 2 of 10',
      closures: [closure('c1', '2026-12-15', '2026-12-21')],
      changes: [{ date: '2026-12-08', startTime: '17:00', kind: 'cancelled', movedToDate: null, movedToTime: null }],
      line: ['2026-12', 2, 10, 3800],
      amount: 15200,
    },
    {
      name: 'Tue 22 moved into the closure (Mon 21) is closed too: 190.00 × 3/10 = 57.00',
      closures: [closure('c1', '2026-12-15', '2026-12-21')],
      changes: [
        { date: '2026-12-22', startTime: '17:00', kind: 'moved', movedToDate: '2026-12-21', movedToTime: '17:00' },
      ],
      line: ['2026-12', 3, 10, 5700],
      amount: 13300,
    },
    {
      name: 'a child who started on Thu 17 gets only Thu 17 back: 190.00 × 1/10 = 19.00',
      startsOn: '2026-12-17',
      closures: [closure('c1', '2026-12-15', '2026-12-21')],
      line: ['2026-12', 1, 10, 1900],
      amount: 17100,
    },
    {
      name: 'a child who starts in January gets nothing back for December',
      startsOn: '2027-01-04',
      closures: [closure('c1', '2026-12-15', '2026-12-21')],
      line: null,
      amount: 19000,
    },
    {
      name: 'Wed 30 Dec – Tue 5 Jan (7 days) closes Thu 31 of December: 10.05 × 1/10 = 1.005 → 1.01 (half up)',
      monthlyPrice: 1005,
      closures: [closure('c1', '2026-12-30', '2027-01-05')],
      line: ['2026-12', 1, 10, 101],
      amount: 904,
    },
    {
      name: 'the same at 10.04: 1.004 → 1.00',
      monthlyPrice: 1004,
      closures: [closure('c1', '2026-12-30', '2027-01-05')],
      line: ['2026-12', 1, 10, 100],
      amount: 904,
    },
    {
      name: 'the same closure takes Tue 5 of January off February: 190.00 × 1/8 = 23.75',
      period: '2027-02',
      closures: [closure('c1', '2026-12-30', '2027-01-05')],
      line: ['2027-01', 1, 8, 2375],
      amount: 16625,
    },
    {
      name: 'Dec 1 – 28 closes 8 of 10: 152.00 off what the 10% second-child discount leaves (171.00)',
      childRank: 2,
      closures: [closure('c1', '2026-12-01', '2026-12-28')],
      line: ['2026-12', 8, 10, 15200],
      amount: 1900,
    },
    {
      name: 'all of December closed: 190.00, cut to the 171.00 left after the discount, makes January free',
      childRank: 2,
      closures: [closure('c1', '2026-12-01', '2026-12-31')],
      line: ['2026-12', 10, 10, 17100],
      amount: 0,
    },
  ];

  function closureFacts(row: ClosureRow): PeriodFacts {
    return {
      plan: row.plan ?? 'pool_monthly',
      prices: { pricePerClass: 1500, monthlyPrice: row.monthlyPrice ?? 19000 },
      weekdays: TUE_THU,
      period: row.period ?? '2027-01',
      startsOn: row.startsOn ?? '2026-11-01',
      childRank: row.childRank ?? 1,
      classRank: 1,
      settings: { firstPeriodProRata: true, discounts: { ...none, secondChild: percent(10) } },
      closures: {
        refund: row.refund ?? true,
        slots: SLOTS,
        locationId: 'L',
        closures: row.closures,
        changes: row.changes ?? [],
      },
    };
  }

  it.each(CLOSURE_TABLE)('$name', (row) => {
    const price = pricePeriod(closureFacts(row));
    const line = price.lines.find((l) => l.kind === 'closure');
    expect(line ? [line.period, line.sessionsClosed, line.sessionsInPeriod, -line.amount] : null).toEqual(row.line);
    expect(price.amount).toBe(row.amount);
    // The closure line comes last, and the lines still add up to the amount.
    if (line) expect(price.lines.at(-1)).toBe(line);
    expect(price.amount).toBe(price.listAmount + price.lines.reduce((sum, l) => sum + l.amount, 0));
  });

  it('leaves December itself priced as before: the child from Thu 17 pays 5 of 10 sessions, 95.00', () => {
    const price = pricePeriod({
      ...closureFacts(CLOSURE_TABLE[8] as ClosureRow),
      period: '2026-12',
    });
    expect(price.lines.map((l) => [l.kind, l.amount])).toEqual([['firstPeriod', -9500]]);
    expect(price.amount).toBe(9500);
  });

  it('leaves a subscription’s monthly amount whole: the closure gives back one month, not every month', () => {
    const reduced = pricePeriod(closureFacts(CLOSURE_TABLE[0] as ClosureRow));
    expect(reduced.amount).toBe(15200);
    expect(amountWithoutClosure(reduced)).toBe(19000);
    const free = pricePeriod(closureFacts(CLOSURE_TABLE[14] as ClosureRow));
    expect(amountWithoutClosure(free)).toBe(17100);
  });

  it('never takes more than what is left, and always adds up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 100, max: 50_000 }),
        (startDay, closureStart, length, childRank, monthlyPrice) => {
          const startsOn = `2026-12-${String(closureStart % 31 || 1).padStart(2, '0')}`;
          const endsOn = new Date(Date.UTC(2026, 11, (closureStart % 31 || 1) + length - 1)).toISOString().slice(0, 10);
          const price = pricePeriod({
            ...closureFacts({ name: '', closures: [closure('c', startsOn, endsOn)], line: null, amount: 0 }),
            prices: { pricePerClass: 1500, monthlyPrice },
            startsOn: `2026-12-${String(startDay).padStart(2, '0')}`,
            childRank,
          });
          const line = price.lines.find((l) => l.kind === 'closure');
          expect(price.amount).toBe(price.listAmount + price.lines.reduce((sum, l) => sum + l.amount, 0));
          expect(price.amount).toBeGreaterThanOrEqual(0);
          if (length < 7) expect(line).toBeUndefined();
          if (line) {
            // What the other lines left is what the closure may take, and no more.
            const others = price.lines.filter((l) => l !== line).reduce((sum, l) => sum + l.amount, 0);
            expect(-line.amount).toBeLessThanOrEqual(price.listAmount + others);
            expect(line.sessionsClosed).toBeLessThanOrEqual(line.sessionsInPeriod);
            expect(-line.amount).toBeLessThanOrEqual(Math.ceil((monthlyPrice * line.sessionsClosed) / 10));
          }
        },
      ),
    );
  });
});
