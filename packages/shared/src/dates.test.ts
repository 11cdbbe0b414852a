import { describe, expect, it } from 'vitest';
import { addDays, isoDayOfWeek, quickRangeStart, zonedDate, zonedTimeToUtc } from './dates.js';

describe('zonedTimeToUtc', () => {
  it('turns Sofia winter time (UTC+2) into UTC', () => {
    expect(zonedTimeToUtc('2026-11-23', '17:30', 'Europe/Sofia').toISOString()).toBe('2026-11-23T15:30:00.000Z');
  });
  it('turns Sofia summer time (UTC+3) into UTC', () => {
    expect(zonedTimeToUtc('2026-07-01', '09:00', 'Europe/Sofia').toISOString()).toBe('2026-07-01T06:00:00.000Z');
  });
  it('handles the day summer time starts', () => {
    expect(zonedTimeToUtc('2026-03-29', '12:00', 'Europe/Sofia').toISOString()).toBe('2026-03-29T09:00:00.000Z');
  });
});

describe('calendar helpers', () => {
  it('gives the Sofia date of a late UTC instant', () => {
    expect(zonedDate(new Date('2026-11-21T23:30:00Z'), 'Europe/Sofia')).toBe('2026-11-22');
  });
  it('counts Monday as day 0 and Sunday as 6', () => {
    expect(isoDayOfWeek('2026-11-23')).toBe(0);
    expect(isoDayOfWeek('2026-11-22')).toBe(6);
  });
  it('adds days across a month end', () => {
    expect(addDays('2026-11-29', 3)).toBe('2026-12-02');
  });
  it('starts quick ranges 7, 30 and 90 days back, and all time at null', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(quickRangeStart('7', now)?.toISOString()).toBe('2026-11-14T12:00:00.000Z');
    expect(quickRangeStart('90', now)?.toISOString()).toBe('2026-08-23T12:00:00.000Z');
    expect(quickRangeStart('all', now)).toBeNull();
  });
});
