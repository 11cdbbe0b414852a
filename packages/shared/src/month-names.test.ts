import { describe, expect, it } from 'vitest';
import { formatMonth, formatMonthName } from './month-names.js';

describe('month names', () => {
  it('writes a month and its year in words in every language, long and short', () => {
    expect(formatMonth('2026-11', 'bg')).toBe('ноември 2026');
    expect(formatMonth('2026-11', 'en')).toBe('November 2026');
    expect(formatMonth('2026-11', 'ru')).toBe('ноябрь 2026');
    // A chart's axis: Bulgarian gets its usual abbreviation, never the month's number ("11 2026").
    expect(formatMonth('2026-11', 'bg', 'short')).toBe('ное 2026');
    expect(formatMonth('2026-01', 'bg', 'short')).toBe('яну 2026');
    expect(formatMonth('2026-11', 'en', 'short')).toBe('Nov 2026');
    expect(formatMonth('2026-11', 'ru', 'short')).toBe('нояб. 2026');
  });

  it('gives back what is not a month as it is', () => {
    expect(formatMonth('2026-13', 'bg', 'short')).toBe('2026-13');
    expect(formatMonth('later', 'en')).toBe('later');
    expect(formatMonthName('2026-05', 'bg')).toBe('май');
  });
});
