import { describe, expect, it } from 'vitest';
import { formatMoneyInput, parseMoneyInput } from './money-input.js';

describe('parseMoneyInput', () => {
  it('reads whole amounts and one or two decimals, with a point or a comma', () => {
    expect(parseMoneyInput('24')).toBe(2400);
    expect(parseMoneyInput('24.5')).toBe(2450);
    expect(parseMoneyInput(' 24,05 ')).toBe(2405);
    expect(parseMoneyInput('0')).toBe(0);
  });

  it('refuses anything else', () => {
    for (const text of ['', '-1', '1.234', 'abc', '1e3', '12 000', '.5']) expect(parseMoneyInput(text)).toBeNull();
  });

  it('writes minor units back as the form shows them', () => {
    expect(formatMoneyInput(2405)).toBe('24.05');
    expect(parseMoneyInput(formatMoneyInput(18000))).toBe(18000);
  });
});
