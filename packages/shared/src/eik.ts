// The Bulgarian company identifier (ЕИК / BULSTAT): 9 digits for a legal entity, 13 for a branch. The last digit of
// each is a check digit (Commercial Register rules): a weighted sum modulo 11, tried again with the second weights
// when the first sum leaves 10, and 0 when that one leaves 10 too.

const NINE_FIRST = [1, 2, 3, 4, 5, 6, 7, 8];
const NINE_SECOND = [3, 4, 5, 6, 7, 8, 9, 10];
const THIRTEEN_FIRST = [2, 7, 3, 5];
const THIRTEEN_SECOND = [4, 9, 5, 7];

function checkDigit(digits: number[], first: number[], second: number[]): number {
  const sum = (weights: number[]) => weights.reduce((total, w, i) => total + w * (digits[i] ?? 0), 0) % 11;
  const once = sum(first);
  if (once !== 10) return once;
  const twice = sum(second);
  return twice === 10 ? 0 : twice;
}

/** Whether `value` (spaces allowed) is a 9- or 13-digit EIK with correct check digits. */
export function isValidEik(value: string): boolean {
  const compact = value.replace(/\s+/g, '');
  if (!/^(\d{9}|\d{13})$/.test(compact)) return false;
  const digits = [...compact].map(Number);
  if (checkDigit(digits.slice(0, 8), NINE_FIRST, NINE_SECOND) !== digits[8]) return false;
  if (digits.length === 9) return true;
  return checkDigit(digits.slice(8, 12), THIRTEEN_FIRST, THIRTEEN_SECOND) === digits[12];
}

/** A VAT number as the EU writes it: a country prefix and 2–12 letters or digits; a Bulgarian one is BG + 9–10 digits. */
export function isValidVatNumber(value: string): boolean {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  if (compact.startsWith('BG')) return /^BG\d{9,10}$/.test(compact);
  return /^[A-Z]{2}[0-9A-Z]{2,12}$/.test(compact);
}
