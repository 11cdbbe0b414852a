// A club calendar day ('YYYY-MM-DD') as a notice writes it in the reader's language: '11 декември 2026 г.',
// '11 December 2026', '11 декабря 2026 г.'; with the weekday when a session is meant.
import type { Language } from '@swim/shared/enums';

const LOCALE: Record<Language, string> = { bg: 'bg-BG', en: 'en-GB', ru: 'ru-RU' };

export function writtenDay(day: string, language: Language, options: { weekday?: boolean } = {}): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(LOCALE[language] ?? LOCALE.bg, {
    ...(options.weekday ? { weekday: 'long' } : {}),
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(y, m - 1, d));
}
