import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlanType } from './enums.js';
import {
  offeredPlans,
  planFitsSchedule,
  planValues,
  priceConflicts,
  sessionsSureInAMonth,
  weeklySessionsNeeded,
} from './plan-fit.js';

/** The fewest dated sessions any month of 2024-2031 holds for these weekly sessions, counted day by day. */
function fewestSessionsInAMonth(days: number[]): number {
  let fewest = Number.POSITIVE_INFINITY;
  for (let year = 2024; year <= 2031; year++) {
    for (let month = 0; month < 12; month++) {
      let held = 0;
      for (let d = new Date(Date.UTC(year, month, 1)); d.getUTCMonth() === month; d.setUTCDate(d.getUTCDate() + 1)) {
        // Monday = 0 in the club's week, as class sessions store it.
        const weekday = (d.getUTCDay() + 6) % 7;
        held += days.filter((day) => day === weekday).length;
      }
      fewest = Math.min(fewest, held);
    }
  }
  return fewest;
}

const COUNTS: Partial<Record<PlanType, number>> = { pool_8: 8, pool_12: 12, pool_16: 16 };
const prices = { pricePerClass: 2000, monthlyPrice: 40000 };

describe('offeredPlans', () => {
  // Written by hand: the counted plans each number of weekly sessions can fill in every month.
  const table: [number, PlanType[]][] = [
    [0, ['pool_monthly']],
    [1, ['pool_monthly']],
    [2, ['pool_8', 'pool_monthly']],
    [3, ['pool_8', 'pool_12', 'pool_monthly']],
    [4, ['pool_8', 'pool_12', 'pool_16', 'pool_monthly']],
    [6, ['pool_8', 'pool_12', 'pool_16', 'pool_monthly']],
  ];
  it.each(table)('a pool class meeting %i times a week offers %j', (weeklySessions, plans) => {
    expect(offeredPlans({ locationType: 'pool', prices, weeklySessions })).toEqual(plans);
  });

  it('offers no counted plan that some month of the class could not fill, for any weekly schedule', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }), (days) => {
        const offered = offeredPlans({ locationType: 'pool', prices, weeklySessions: days.length });
        const fewest = fewestSessionsInAMonth(days);
        for (const plan of offered) expect(COUNTS[plan] ?? 0).toBeLessThanOrEqual(fewest);
        // and it is not stricter than it must be: every counted plan that fits every month is offered.
        for (const [plan, count] of Object.entries(COUNTS)) {
          if (count <= fewest) expect(offered).toContain(plan);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('needs 2, 3 and 4 weekly sessions for 8, 12 and 16 sessions, and agrees with the fit', () => {
    expect([weeklySessionsNeeded('pool_8'), weeklySessionsNeeded('pool_12'), weeklySessionsNeeded('pool_16')]).toEqual([
      2, 3, 4,
    ]);
    expect(weeklySessionsNeeded('pool_monthly')).toBe(0);
    for (const plan of ['pool_8', 'pool_12', 'pool_16'] as const) {
      for (let weekly = 0; weekly <= 7; weekly++) {
        expect(planFitsSchedule(plan, weekly)).toBe(weekly >= weeklySessionsNeeded(plan));
      }
    }
  });

  it('counts four weeks in every month', () => {
    expect(sessionsSureInAMonth(2)).toBe(8);
    expect(fewestSessionsInAMonth([0, 2])).toBe(8);
  });

  it('offers the kindergarten plan at kindergartens whatever the week, and unlimited only with a monthly price', () => {
    expect(offeredPlans({ locationType: 'kindergarten', prices, weeklySessions: 1 })).toEqual(['kindergarten_monthly']);
    expect(
      offeredPlans({ locationType: 'pool', prices: { pricePerClass: 2000, monthlyPrice: null }, weeklySessions: 3 }),
    ).toEqual(['pool_8', 'pool_12']);
  });
});

describe('priceConflicts', () => {
  it('flags each counted plan the class can fill that costs more than unlimited', () => {
    // 2 a week: only 8 fits; 8 x 18.00 = 144.00 against 140.00.
    expect(
      priceConflicts({
        locationType: 'pool',
        prices: { pricePerClass: 1800, monthlyPrice: 14000 },
        weeklySessions: 2,
      }),
    ).toEqual([{ plan: 'pool_8', price: 14400, monthlyPrice: 14000 }]);
    // 4 a week: 12 x 18.00 = 216.00 and 16 x 18.00 = 288.00 against 160.00; 8 x 18.00 = 144.00 is fine.
    expect(
      priceConflicts({
        locationType: 'pool',
        prices: { pricePerClass: 1800, monthlyPrice: 16000 },
        weeklySessions: 4,
      }).map((c) => c.plan),
    ).toEqual(['pool_12', 'pool_16']);
  });

  it('allows unlimited equal to the largest plan, plans the class cannot fill, and classes without unlimited', () => {
    const equal = { pricePerClass: 2000, monthlyPrice: 16000 };
    expect(priceConflicts({ locationType: 'pool', prices: equal, weeklySessions: 2 })).toEqual([]);
    // Once a week: 8 sessions are not offered, so 160.00 against 100.00 is no conflict.
    const once = { pricePerClass: 2000, monthlyPrice: 10000 };
    expect(priceConflicts({ locationType: 'pool', prices: once, weeklySessions: 1 })).toEqual([]);
    const none = { pricePerClass: 2000, monthlyPrice: null };
    expect(priceConflicts({ locationType: 'pool', prices: none, weeklySessions: 4 })).toEqual([]);
    expect(priceConflicts({ locationType: 'kindergarten', prices: once, weeklySessions: 5 })).toEqual([]);
  });
});

describe('planValues', () => {
  // Worked by hand. Three a week: an average month holds 13 sessions (3 x 52 / 12).
  it('saves nothing on a counted plan and the rest on unlimited, for a child at every session', () => {
    expect(
      planValues({
        plans: [
          { plan: 'pool_8', price: 17600 },
          { plan: 'pool_12', price: 26400 },
          { plan: 'pool_monthly', price: 19000 },
        ],
        pricePerClass: 2200,
        weeklySessions: 3,
      }),
    ).toEqual([
      { plan: 'pool_8', saving: 0, bestValue: false },
      { plan: 'pool_12', saving: 0, bestValue: false },
      // 13 x 22.00 = 286.00 - 190.00
      { plan: 'pool_monthly', saving: 9600, bestValue: true },
    ]);
  });

  it('rounds a fractional month half-up to the cent and marks the cheaper session', () => {
    // Twice a week: 8 2/3 sessions; 8 2/3 x 18.01 = 156.0867 -> 156.09; unlimited at 150.00 saves 6.09.
    expect(
      planValues({
        plans: [
          { plan: 'pool_8', price: 14408 },
          { plan: 'pool_monthly', price: 15000 },
        ],
        pricePerClass: 1801,
        weeklySessions: 2,
      }),
    ).toEqual([
      { plan: 'pool_8', saving: 0, bestValue: false },
      { plan: 'pool_monthly', saving: 609, bestValue: true },
    ]);
    // Twice a week at 18.00 and 160.00: unlimited is 18.46 a session, 8 sessions are 18.00 each.
    expect(
      planValues({
        plans: [
          { plan: 'pool_8', price: 14400 },
          { plan: 'pool_monthly', price: 16000 },
        ],
        pricePerClass: 1800,
        weeklySessions: 2,
      }),
    ).toEqual([
      { plan: 'pool_8', saving: 0, bestValue: true },
      { plan: 'pool_monthly', saving: 0, bestValue: false },
    ]);
  });

  it('gives a tie to the plan with more sessions, and marks nothing without a choice', () => {
    // Twice a week at 15.00: 8 2/3 x 15.00 = 130.00 exactly, the monthly price.
    expect(
      planValues({
        plans: [
          { plan: 'pool_8', price: 12000 },
          { plan: 'pool_monthly', price: 13000 },
        ],
        pricePerClass: 1500,
        weeklySessions: 2,
      }).map((v) => v.bestValue),
    ).toEqual([false, true]);
    expect(
      planValues({ plans: [{ plan: 'pool_monthly', price: 9000 }], pricePerClass: 2500, weeklySessions: 1 }),
    ).toEqual([{ plan: 'pool_monthly', saving: 1833, bestValue: false }]);
    expect(
      planValues({ plans: [{ plan: 'kindergarten_monthly', price: 0 }], pricePerClass: 1500, weeklySessions: 2 }),
    ).toEqual([{ plan: 'kindergarten_monthly', saving: 0, bestValue: false }]);
  });
});
