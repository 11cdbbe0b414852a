import { isCalendarDate } from '@swim/shared/calendar-date';
import type { Language } from '@swim/shared/enums';

// Dates and times as a person types them in the app's language; forms and the API keep ISO ('YYYY-MM-DD', 'HH:MM').
// The three languages write the day first and the clock in 24 hours, so a typed date is never ambiguous.

const DATE_SEPARATOR: Record<Language, string> = { bg: '.', en: '/', ru: '.' };

/** '2019-09-03' -> '03.09.2019' (bg, ru) or '03/09/2019' (en); anything that is not a date is returned as it is. */
export function formatDateInput(value: string, language: Language): string {
  if (!isCalendarDate(value)) return value;
  const [year, month, day] = value.split('-');
  const separator = DATE_SEPARATOR[language];
  return `${day}${separator}${month}${separator}${year}`;
}

// Day first: 3.9.2019, 03/09/2019, 3-9-2019, '3. 9. 2019 г.'; the digits alone (03092019); or ISO 2019-09-03.
const DAY_FIRST = /^(\d{1,2})\s*[./,-]\s*(\d{1,2})\s*[./,-]\s*(\d{4})\s*(?:г\.?|\.)?$/i;
const DIGITS_ONLY = /^(\d{2})(\d{2})(\d{4})$/;
const YEAR_FIRST = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** A typed date as 'YYYY-MM-DD', or null when it is not a real calendar date (31.02.2019, 29.02.2023, 1.13.2020). */
export function parseDateInput(text: string): string | null {
  const trimmed = text.trim();
  const yearFirst = YEAR_FIRST.exec(trimmed);
  const dayFirst = yearFirst ? null : (DAY_FIRST.exec(trimmed) ?? DIGITS_ONLY.exec(trimmed));
  const parts = yearFirst
    ? { year: yearFirst[1], month: yearFirst[2], day: yearFirst[3] }
    : dayFirst
      ? { year: dayFirst[3], month: dayFirst[2], day: dayFirst[1] }
      : null;
  if (!parts?.year || !parts.month || !parts.day) return null;
  const iso = `${parts.year}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : null;
}

/** What a date field passes on: '' when empty, the ISO date when the text is one, else the text for validation. */
export function readDateInput(text: string): string {
  if (text.trim() === '') return '';
  return parseDateInput(text) ?? text;
}

// 17:30, 17.30, 17,30, 17h30, 1730, 930, 9 (on the hour); seconds of zero are dropped (17:30:00).
const WITH_SEPARATOR = /^(\d{1,2})\s*[:.,hч]\s*(\d{2})(?::00)?$/i;
const DIGITS = /^(\d{1,2})(\d{2})?$/;

/** A typed time of day as 'HH:MM' (24-hour clock), or null when it is not one (24:00, 9:60, 7pm). */
export function parseTimeInput(text: string): string | null {
  const trimmed = text.trim();
  const match = WITH_SEPARATOR.exec(trimmed) ?? DIGITS.exec(trimmed);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** What a time field passes on: '' when empty, 'HH:MM' when the text is a time, else the text for validation. */
export function readTimeInput(text: string): string {
  if (text.trim() === '') return '';
  return parseTimeInput(text) ?? text;
}
