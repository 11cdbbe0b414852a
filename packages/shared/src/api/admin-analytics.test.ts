import { describe, expect, it } from 'vitest';
import { ANALYTICS_MAX_DAYS, analyticsQuerySchema } from './admin-analytics.js';
import { addDays } from '../dates.js';

const issues = (input: Record<string, string>) => {
  const result = analyticsQuerySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('analytics query', () => {
  it('takes a quick filter, 30 days by default, or a custom period of club days', () => {
    expect(analyticsQuerySchema.parse({})).toEqual({ range: '30' });
    expect(analyticsQuerySchema.parse({ from: '2026-01-01', to: '2026-01-01' })).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-01',
    });
  });
  it('refuses half a period, a period ending before it starts, one too long, and dates that are not dates', () => {
    expect(issues({ from: '2026-01-01' })).toEqual([['to', 'dateRequired']]);
    expect(issues({ to: '2026-01-01' })).toEqual([['from', 'dateRequired']]);
    expect(issues({ from: '2026-02-01', to: '2026-01-31' })).toEqual([['to', 'dateRangeInvalid']]);
    expect(issues({ from: '2026-01-01', to: addDays('2026-01-01', ANALYTICS_MAX_DAYS - 1) })).toEqual([]);
    expect(issues({ from: '2026-01-01', to: addDays('2026-01-01', ANALYTICS_MAX_DAYS) })).toEqual([
      ['to', 'dateRangeTooLong'],
    ]);
    expect(issues({ from: '2026-02-30', to: '2026-03-01' })).toEqual([['from', 'dateInvalid']]);
  });
});
