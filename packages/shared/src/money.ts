import type { Currency } from './enums.js';

/** Bulgaria's fixed conversion rate: 1 EUR = 1.95583 BGN. */
export const BGN_PER_EUR = 1.95583;

export type Money = { amount: number; currency: Currency };

/** Converts minor units between BGN and EUR at the fixed rate, rounding half away from zero. */
export function convertMinor(amount: number, from: Currency, to: Currency): number {
  if (from === to) return amount;
  const converted = from === 'EUR' ? amount * BGN_PER_EUR : amount / BGN_PER_EUR;
  return Math.sign(converted) * Math.round(Math.abs(converted));
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
