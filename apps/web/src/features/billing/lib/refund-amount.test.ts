import { describe, expect, it } from 'vitest';
import { formatPercent } from './refund-amount';

describe('formatPercent', () => {
  it('rounds to one decimal in the language', () => {
    expect(formatPercent(4000, 8000, 'bg')).toBe('50');
    expect(formatPercent(1, 3, 'bg')).toBe('33,3');
    expect(formatPercent(1, 3, 'en')).toBe('33.3');
    expect(formatPercent(5, 0, 'en')).toBe('0');
  });
});
