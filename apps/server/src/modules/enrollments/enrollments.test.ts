import { describe, expect, it } from 'vitest';
import { monthPeriod } from './enrollments.service.js';

describe('monthPeriod', () => {
  it('runs to the day before the same date next month', () => {
    expect(monthPeriod('2026-11-21')).toEqual({ periodStart: '2026-11-21', periodEnd: '2026-12-20' });
    expect(monthPeriod('2026-12-15')).toEqual({ periodStart: '2026-12-15', periodEnd: '2027-01-14' });
  });
  it('ends on the last day of a shorter next month', () => {
    expect(monthPeriod('2026-01-30').periodEnd).toBe('2026-02-28');
    expect(monthPeriod('2026-01-31').periodEnd).toBe('2026-02-28');
    expect(monthPeriod('2028-01-31').periodEnd).toBe('2028-02-29');
    expect(monthPeriod('2026-03-31').periodEnd).toBe('2026-04-30');
  });
});
