import { describe, expect, it } from 'vitest';
import { addToTime, formatDate } from './format-date';

// The test process runs in UTC (or wherever the machine is); the club's times must read as in Sofia regardless.
describe('formatDate', () => {
  it('shows an instant on the club’s clock, across the spring and autumn changes', () => {
    // 29 March 2026: Sofia moves from +2 to +3 at 03:00 local (01:00 UTC).
    expect(formatDate('2026-03-29T00:30:00.000Z', 'en', 'd MMM HH:mm')).toBe('29 Mar 02:30');
    expect(formatDate('2026-03-29T01:30:00.000Z', 'en', 'd MMM HH:mm')).toBe('29 Mar 04:30');
    // 25 October 2026: back from +3 to +2 at 04:00 local (01:00 UTC).
    expect(formatDate('2026-10-25T00:30:00.000Z', 'en', 'd MMM HH:mm')).toBe('25 Oct 03:30');
    expect(formatDate('2026-10-25T01:30:00.000Z', 'en', 'd MMM HH:mm')).toBe('25 Oct 03:30');
    // Late evening UTC is already the next day in Sofia.
    expect(formatDate('2026-11-24T22:30:00.000Z', 'bg', 'd MMMM yyyy')).toBe('25 ноември 2026');
  });

  it('keeps a calendar date on its day and returns what it cannot read', () => {
    expect(formatDate('2026-11-25', 'ru', 'd MMMM yyyy')).toBe('25 ноября 2026');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });
});

describe('addToTime', () => {
  it('gives the end of a class from its start and length', () => {
    expect(addToTime('17:30', 45)).toBe('18:15');
    expect(addToTime('7:05', 60)).toBe('08:05');
    expect(addToTime('09:00', 0)).toBe('09:00');
  });

  it('goes round the clock past midnight', () => {
    expect(addToTime('23:30', 90)).toBe('01:00');
  });

  it('leaves a time it cannot read as it is', () => {
    expect(addToTime('25:00', 30)).toBe('25:00');
    expect(addToTime('evening', 30)).toBe('evening');
  });
});
