import { describe, expect, it } from 'vitest';
import { convertMinor, currencySign, formatMoney } from './money.js';

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

describe('convertMinor (the fixed rate 1.95583, half up to the cent)', () => {
  // Worked out by hand: 100.00 / 1.95583 = 51.1292…; 80.00 × 1.95583 = 156.4664; 90.00 × 1.95583 = 176.0247;
  // 6.50 × 1.95583 = 12.712895; 0.01 / 1.95583 = 0.00511…; 0.01 × 1.95583 = 0.0195583.
  it.each([
    [10_000, 'BGN', 'EUR', 5_113],
    [8_000, 'EUR', 'BGN', 15_647],
    [9_000, 'EUR', 'BGN', 17_602],
    [650, 'EUR', 'BGN', 1_271],
    [1, 'BGN', 'EUR', 1],
    [1, 'EUR', 'BGN', 2],
    [-10_000, 'BGN', 'EUR', -5_113],
    // A true tie: 500.00 × 1.95583 = 977.915 BGN, half a stotinka, rounds away from zero.
    [50_000, 'EUR', 'BGN', 97_792],
    [-50_000, 'EUR', 'BGN', -97_792],
    [0, 'BGN', 'EUR', 0],
    [12_345, 'EUR', 'EUR', 12_345],
  ] as const)('%i %s in %s is %i', (amount, from, to, expected) => {
    expect(convertMinor(amount, from, to)).toBe(expected);
  });

  it('refuses what is not a whole number of minor units', () => {
    expect(() => convertMinor(1.5, 'BGN', 'EUR')).toThrow(RangeError);
    expect(() => convertMinor(Number.NaN, 'EUR', 'BGN')).toThrow(RangeError);
  });
});

describe('currencySign', () => {
  it('is the sign each language writes', () => {
    expect(currencySign('EUR', 'bg')).toBe('€');
    expect(currencySign('EUR', 'en')).toBe('€');
    expect(currencySign('BGN', 'bg')).toBe('лв.');
    expect(currencySign('BGN', 'ru')).toBe('лв.');
  });
});
