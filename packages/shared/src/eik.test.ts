import { describe, expect, it } from 'vitest';
import { isValidEik, isValidVatNumber } from './eik.js';

describe('isValidEik', () => {
  // Check digits worked by hand from the register's rules (not by the code under test).
  it.each([
    ['121517190', true], // 1·1+2·2+1·3+5·4+1·5+7·6+1·7+9·8 = 154, 154 mod 11 = 0 -> last digit must be 0
    ['831642181', true],
    ['000000000', true],
    ['123456789', false],
  ])('%s is %s', (eik, valid) => {
    expect(isValidEik(eik)).toBe(valid);
  });
  it('takes the second weights when the first sum leaves 10', () => {
    // 1,0,0,0,0,0,0,3: 1·1 + 8·3 = 25 -> 3 (not 10). Use 0,0,0,0,0,0,0,...: find a case by hand:
    // digits 00000190: 6·1 + 7·9 = 69 -> 69 mod 11 = 3. digits 10000001: 1 + 8 = 9.
    // digits 00000001 with last weight 8 -> 8; 00000011 -> 7+8 = 15 -> 4; 00000020 -> 14 -> 3;
    // digits 00000002 -> 16 -> 5; 10000000 -> 1; 00010001 -> 4 + 8 = 12 -> 1; 00000101 -> 6 + 8 = 14 -> 3;
    // 20000001 -> 2 + 8 = 10 -> second weights: 3·2 + 10·1 = 16 -> 5.
    expect(isValidEik('200000015')).toBe(true);
    expect(isValidEik('200000010')).toBe(false);
  });
  it('checks a 13-digit branch number on both check digits', () => {
    // base 000000000 (valid), branch 100: digits 9–12 are 0,1,0,0 -> 2·0 + 7·1 = 7 -> last digit 7.
    expect(isValidEik('0000000001007')).toBe(true);
    expect(isValidEik('0000000001002')).toBe(false);
    expect(isValidEik('1234567891007')).toBe(false);
  });
  it('refuses other lengths and letters', () => {
    expect(isValidEik('12151719')).toBe(false);
    expect(isValidEik('12151719a')).toBe(false);
    expect(isValidEik('')).toBe(false);
  });
});

describe('isValidVatNumber', () => {
  it('takes BG with 9 or 10 digits and other EU forms', () => {
    expect(isValidVatNumber('BG121517190')).toBe(true);
    expect(isValidVatNumber('bg 121517190')).toBe(true);
    expect(isValidVatNumber('BG12151719')).toBe(false);
    expect(isValidVatNumber('DE123456789')).toBe(true);
    expect(isValidVatNumber('121517195')).toBe(false);
  });
});
