import { describe, expect, it } from 'vitest';
import { getPreviousMonth, getRecentMonths } from './months';

describe('billing months', () => {
  it('steps back over the turn of the year', () => {
    expect(getRecentMonths(new Date('2027-02-10T10:00:00Z'), 4)).toEqual(['2027-02', '2027-01', '2026-12', '2026-11']);
  });

  it("takes the club's calendar: 1 December 00:30 in Sofia is still 30 November in UTC", () => {
    expect(getPreviousMonth(new Date('2026-11-30T22:30:00Z'))).toBe('2026-11');
    expect(getPreviousMonth(new Date('2026-11-30T21:30:00Z'))).toBe('2026-10');
  });
});
