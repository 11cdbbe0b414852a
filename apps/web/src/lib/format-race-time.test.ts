import { describe, expect, it } from 'vitest';
import { formatRaceTime } from './format-race-time';

describe('formatRaceTime', () => {
  it('shows minutes, seconds and hundredths', () => {
    expect(formatRaceTime(10235)).toBe('1:42.35');
    expect(formatRaceTime(4712)).toBe('0:47.12');
    expect(formatRaceTime(6000)).toBe('1:00.00');
    expect(formatRaceTime(60509)).toBe('10:05.09');
  });
});
