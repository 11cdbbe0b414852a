import { describe, expect, it } from 'vitest';
import { formatIban, isValidBic, isValidIban } from './iban.js';

describe('IBAN', () => {
  // Published example IBANs (ECBS / national banks), each with valid check digits.
  it.each([
    'BG80 BNBG 9661 1020 3456 78',
    'DE89370400440532013000',
    'gb82 west 1234 5698 7654 32',
    'FR1420041010050500013M02606',
  ])('accepts %s', (iban) => expect(isValidIban(iban)).toBe(true));

  it.each(['BG81 BNBG 9661 1020 3456 78', 'DE89370400440532013001', 'BG80', 'XX80 BNBG 9661 1020 3456 7!', ''])(
    'refuses %s',
    (iban) => expect(isValidIban(iban)).toBe(false),
  );

  it('formats in groups of four', () => {
    expect(formatIban('bg80bnbg96611020345678')).toBe('BG80 BNBG 9661 1020 3456 78');
  });

  it('checks BIC shapes', () => {
    expect(isValidBic('BNBGBGSD')).toBe(true);
    expect(isValidBic('DEUTDEFF500')).toBe(true);
    expect(isValidBic('BNBG')).toBe(false);
    expect(isValidBic('BNBGBGSD1')).toBe(false);
  });
});
