import type { Currency } from './enums.js';

/** Bulgaria's fixed conversion rate: 1 EUR = 1.95583 BGN. */
export const BGN_PER_EUR = 1.95583;
/** The same rate as an exact fraction (stotinki per euro cent x 100 000), for conversions without floating point. */
const RATE = { bgn: 195_583, eur: 100_000 };

export type Money = { amount: number; currency: Currency };

/** The currency a fresh install prices in (the server's CURRENCY default), and the web's until the server has said. */
export const DEFAULT_CURRENCY: Currency = 'EUR';

/**
 * `|amount| × mul / div`, rounded half away from zero, in whole numbers. Exact while 2 × |amount| × mul stays below
 * 2^53: amounts up to 2.3 × 10^10 minor units (230 million euro) at this rate.
 */
function scaleHalfUp(amount: number, mul: number, div: number): number {
  if (!Number.isSafeInteger(amount) || Math.abs(amount) > 20_000_000_000) {
    throw new RangeError(`not an amount in minor units: ${amount}`);
  }
  const magnitude = Math.floor((2 * Math.abs(amount) * mul + div) / (2 * div));
  return amount < 0 ? -magnitude : magnitude;
}

/**
 * Converts minor units between BGN and EUR at the fixed rate, rounding half away from zero to the cent: 100.00 BGN
 * is 51.13 EUR. The arithmetic is exact (integers), as the changeover law asks of every converted amount.
 */
export function convertMinor(amount: number, from: Currency, to: Currency): number {
  if (from === to) return amount;
  return from === 'EUR' ? scaleHalfUp(amount, RATE.bgn, RATE.eur) : scaleHalfUp(amount, RATE.eur, RATE.bgn);
}

const LOCALES: Record<string, string> = { bg: 'bg-BG', en: 'en-GB', ru: 'ru-RU' };

/** Signs a language's locale data lacks: Russian has none for the lev and would print its code, 'BGN'. */
const SIGNS: Partial<Record<string, Partial<Record<Currency, string>>>> = { ru: { BGN: 'лв.' } };

/** Formats minor units for display in a language, e.g. 2400 BGN -> "24,00 лв.". */
export function formatMoney(amount: number, currency: Currency, language = 'bg'): string {
  const short = language.slice(0, 2);
  const format = new Intl.NumberFormat(LOCALES[short] ?? 'bg-BG', { style: 'currency', currency });
  const sign = SIGNS[short]?.[currency];
  if (!sign) return format.format(amount / 100);
  return format
    .formatToParts(amount / 100)
    .map((part) => (part.type === 'currency' ? sign : part.value))
    .join('');
}

/** The sign a language writes a currency with, e.g. '€', 'лв.' (for labels such as 'Price (€)'). */
export function currencySign(currency: Currency, language = 'bg'): string {
  const short = language.slice(0, 2);
  const own = SIGNS[short]?.[currency];
  if (own) return own;
  const format = new Intl.NumberFormat(LOCALES[short] ?? 'bg-BG', { style: 'currency', currency });
  return format.formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency;
}
