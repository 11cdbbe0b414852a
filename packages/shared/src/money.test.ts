import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.js';

describe('formatMoney', () => {
  it('writes an amount as each language writes money', () => {
    expect(formatMoney(16000, 'BGN', 'bg')).toMatch(/^160,00\sлв\.$/);
    expect(formatMoney(8000, 'EUR', 'bg')).toMatch(/^80,00\s€$/);
    expect(formatMoney(8000, 'EUR', 'en')).toBe('€80.00');
    expect(formatMoney(8000, 'EUR', 'ru')).toMatch(/^80,00\s€$/);
  });

  it('names the lev in Russian by its sign, as Bulgarian does, not by its code', () => {
    expect(formatMoney(16000, 'BGN', 'ru')).toMatch(/^160,00\sлв\.$/);
    expect(formatMoney(-123456, 'BGN', 'ru')).toMatch(/^-1\s234,56\sлв\.$/);
  });
});
