// Amounts in both currencies at Bulgaria's fixed rate (ADR 0034, issue 24): the club's dual display, for every price a
// parent or visitor reads, on a screen, in a mail or a push, and the lev history's euro equivalent.
import type { Currency } from './enums.js';
import { convertMinor, formatMoney } from './money.js';

export function otherCurrency(currency: Currency): Currency {
  return currency === 'BGN' ? 'EUR' : 'BGN';
}

/** The amount in the other currency at the fixed rate, e.g. 8000 BGN -> '40,90 €'. */
export function formatConverted(amount: number, currency: Currency, language: string): string {
  const to = otherCurrency(currency);
  return formatMoney(convertMinor(amount, currency, to), to, language);
}

/** The amount in its currency and then in the other one, written alike: '80,00 € / 156,47 лв.'. */
export function formatBoth(amount: number, currency: Currency, language: string): string {
  return `${formatMoney(amount, currency, language)} / ${formatConverted(amount, currency, language)}`;
}

/**
 * A price as a parent or visitor reads it in running text: in both currencies alike when the club's dual display is
 * on ('80,00 € / 156,47 лв.'), else in its own currency alone ('80,00 €').
 */
export function formatPrice(amount: number, currency: Currency, language: string, dualDisplay: boolean): string {
  return dualDisplay ? formatBoth(amount, currency, language) : formatMoney(amount, currency, language);
}
