import { describe, expect, it } from 'vitest';
import { formatMoneyInput, parseMoneyInput } from './money-input.js';

describe('parseMoneyInput', () => {
  it.each([
    ['24', 2400],
    ['24.5', 2450],
    [' 24,05 ', 2405],
    ['0', 0],
    ['40,00', 4000],
    ['0.07', 7],
    ['19.99', 1999],
    [' 1 234,50 ', 123450],
    ['12 000', 1200000],
    ['1\u00a0234,50', 123450],
    ['1\u202f234.50', 123450],
  ])('reads %j as %i minor units', (text, minor) => {
    expect(parseMoneyInput(text)).toBe(minor);
  });

  it.each(['', '-1', '1.234', 'abc', '1e3', '.5', ',5', '40,001', '1.234,50', '1 2 3', '12 00'])(
    'refuses %j',
    (text) => {
      expect(parseMoneyInput(text)).toBeNull();
    },
  );
});

describe('formatMoneyInput', () => {
  it('writes the decimal separator of the language', () => {
    expect(formatMoneyInput(4000, 'bg')).toBe('40,00');
    expect(formatMoneyInput(4005, 'ru')).toBe('40,05');
    expect(formatMoneyInput(2405, 'en')).toBe('24.05');
  });

  it('reads back what it writes, in every language', () => {
    for (const language of ['bg', 'en', 'ru']) expect(parseMoneyInput(formatMoneyInput(18000, language))).toBe(18000);
  });
});
