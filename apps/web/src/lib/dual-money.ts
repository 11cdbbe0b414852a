// Amounts in both currencies at Bulgaria's fixed rate (ADR 0034, issue 24): the club's dual display, and the lev
// history's euro equivalent.
import type { Currency } from '@swim/shared/enums';
import { BGN_PER_EUR, convertMinor, formatMoney } from '@swim/shared/money';

const LOCALES: Record<string, string> = { bg: 'bg-BG', en: 'en-GB', ru: 'ru-RU' };

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

/** The fixed rate as the language writes it: '1,95583' in Bulgarian and Russian, '1.95583' in English. */
export function formatRate(language: string): string {
  return new Intl.NumberFormat(LOCALES[language.slice(0, 2)] ?? 'bg-BG', { minimumFractionDigits: 5 }).format(
    BGN_PER_EUR,
  );
}
