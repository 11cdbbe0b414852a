import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  isoDayOfWeek,
  quickRangeStart,
  timeZoneOffsetMinutes,
  zonedDate,
  zonedTimeToUtc,
} from './dates.js';

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
  it('counts whole days between dates, across summer time and a leap day', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-01-01', '2025-12-31')).toBe(-1);
  });
  it('starts quick ranges 7, 30 and 90 days back, and all time at null', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(quickRangeStart('7', now)?.toISOString()).toBe('2026-11-14T12:00:00.000Z');
    expect(quickRangeStart('90', now)?.toISOString()).toBe('2026-08-23T12:00:00.000Z');
    expect(quickRangeStart('all', now)).toBeNull();
  });
});

describe('Sofia wall clock around the summer-time changes (property)', () => {
  const wall = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Sofia',
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
  });
  // Instants within two days of the last Sundays of March and October, 2024-2030, at minute precision.
  const changeDays = [2024, 2025, 2026, 2027, 2028, 2029, 2030].flatMap((year) =>
    [2, 9].map((month) => {
      const last = new Date(Date.UTC(year, month + 1, 0));
      return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay());
    }),
  );
  const instants = fc
    .tuple(fc.constantFrom(...changeDays), fc.integer({ min: -2 * 1440, max: 2 * 1440 }))
    .map(([day, minutes]) => new Date(day + minutes * 60_000));

  it('turns an instant into its Sofia date and time and back to the same instant', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const back = zonedTimeToUtc(zonedDate(instant, 'Europe/Sofia'), wall.format(instant), 'Europe/Sofia');
        // In the repeated autumn hour one wall time names two instants an hour apart; either is right.
        const diff = Math.abs(back.getTime() - instant.getTime());
        expect(diff === 0 || diff === 3_600_000).toBe(true);
        expect(zonedDate(back, 'Europe/Sofia')).toBe(zonedDate(instant, 'Europe/Sofia'));
        expect(wall.format(back)).toBe(wall.format(instant));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives offsets of +2 in winter and +3 in summer only', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        expect([120, 180]).toContain(timeZoneOffsetMinutes(instant, 'Europe/Sofia'));
      }),
    );
  });
});
