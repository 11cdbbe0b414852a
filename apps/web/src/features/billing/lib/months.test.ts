import { describe, expect, it } from 'vitest';
import { getPreviousMonth } from './months';

describe('billing months', () => {
  it("takes the club's calendar: 1 December 00:30 in Sofia is still 30 November in UTC", () => {
    expect(getPreviousMonth(new Date('2026-11-30T22:30:00Z'))).toBe('2026-11');
    expect(getPreviousMonth(new Date('2026-11-30T21:30:00Z'))).toBe('2026-10');
  });
});
