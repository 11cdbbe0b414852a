// Billing months ('YYYY-MM') as people read them: "декември 2026", "December 2026", "декабрь 2026".
import type { Language } from './enums.js';

const LOCALE: Record<Language, string> = { bg: 'bg-BG', en: 'en-GB', ru: 'ru-RU' };

function monthStart(period: string): Date | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(period);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}

/** The month's standalone name alone, e.g. "ноември", "November", "ноябрь" (for "8 in November"). */
export function formatMonthName(period: string, language: Language): string {
  const start = monthStart(period.slice(0, 7));
  if (!start) return period;
  return new Intl.DateTimeFormat(LOCALE[language], { month: 'long', timeZone: 'UTC' }).format(start);
}

/**
 * A month and its year in the language (the month's standalone name, no "г." after the year); anything that is not
 * a 'YYYY-MM' month comes back as it is.
 */
export function formatMonth(period: string, language: Language, month: 'long' | 'short' = 'long'): string {
  const start = monthStart(period);
  if (!start) return period;
  const parts = new Intl.DateTimeFormat(LOCALE[language], { month, year: 'numeric', timeZone: 'UTC' }).formatToParts(
    start,
  );
  const year = parts.find((p) => p.type === 'year')?.value ?? '';
  // Bulgarian has no short month name in the browsers' locale data (it writes "11.2026 г."): the usual abbreviations.
  const name =
    month === 'short' && language === 'bg'
      ? BULGARIAN_SHORT_MONTHS[start.getUTCMonth()]
      : parts.find((p) => p.type === 'month')?.value;
  return `${name ?? ''} ${year}`;
}

const BULGARIAN_SHORT_MONTHS = ['яну', 'фев', 'мар', 'апр', 'май', 'юни', 'юли', 'авг', 'сеп', 'окт', 'ное', 'дек'];
