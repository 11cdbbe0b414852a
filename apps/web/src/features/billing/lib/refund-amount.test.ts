import { describe, expect, it } from 'vitest';
import { formatMajorAmount, formatPercent, parseMajorAmount } from './refund-amount';

describe('parseMajorAmount', () => {
  it.each([
    ['40', 4000],
    ['40,00', 4000],
    ['40.00', 4000],
    ['40,5', 4050],
    ['0.07', 7],
    [' 1 234,50 ', 123450],
    ['19.99', 1999],
  ])('reads %j as %i minor units', (text, minor) => {
    expect(parseMajorAmount(text)).toBe(minor);
  });

  it.each(['', 'abc', '40,001', '-5', '1.234,50', '4e3', ',5'])('refuses %j', (text) => {
    expect(parseMajorAmount(text)).toBeNull();
  });
});

describe('formatMajorAmount', () => {
  it('writes the decimal separator of the language', () => {
    expect(formatMajorAmount(4000, 'bg')).toBe('40,00');
    expect(formatMajorAmount(4005, 'ru')).toBe('40,05');
    expect(formatMajorAmount(4000, 'en')).toBe('40.00');
  });
});

describe('formatPercent', () => {
  it('rounds to one decimal in the language', () => {
    expect(formatPercent(4000, 8000, 'bg')).toBe('50');
    expect(formatPercent(1, 3, 'bg')).toBe('33,3');
    expect(formatPercent(1, 3, 'en')).toBe('33.3');
    expect(formatPercent(5, 0, 'en')).toBe('0');
  });
});
