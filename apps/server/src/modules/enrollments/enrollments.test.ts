import { describe, expect, it } from 'vitest';
import { monthPeriod } from './enrollments.service.js';

// ADR 0025: a plan period is the calendar month the day falls in, whatever the day.
describe('monthPeriod', () => {
  it('is the calendar month of the day, from the 1st to its last day', () => {
    expect(monthPeriod('2026-11-07')).toEqual({ periodStart: '2026-11-01', periodEnd: '2026-11-30' });
    expect(monthPeriod('2026-11-01')).toEqual({ periodStart: '2026-11-01', periodEnd: '2026-11-30' });
    expect(monthPeriod('2026-12-31')).toEqual({ periodStart: '2026-12-01', periodEnd: '2026-12-31' });
  });
  it('ends on February’s last day, in leap years too', () => {
    expect(monthPeriod('2026-02-14').periodEnd).toBe('2026-02-28');
    expect(monthPeriod('2028-02-14').periodEnd).toBe('2028-02-29');
    expect(monthPeriod('2100-02-01').periodEnd).toBe('2100-02-28');
    expect(monthPeriod('2026-04-30').periodEnd).toBe('2026-04-30');
  });
});
