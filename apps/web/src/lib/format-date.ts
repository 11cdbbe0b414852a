import { addMinutes, format, parse, parseISO } from 'date-fns';
import { bg } from 'date-fns/locale/bg';
import { enGB } from 'date-fns/locale/en-GB';
import { ru } from 'date-fns/locale/ru';
import { toLanguage } from './language';

const LOCALES = { bg, en: enGB, ru } as const;

/** Formats an ISO date or date-time in a language with a date-fns pattern, e.g. 'd MMMM yyyy'. */
export function formatDate(value: string, language: string, pattern = 'd MMMM yyyy'): string {
  const date = parseISO(value);
  if (Number.isNaN(date.getTime())) return value;
  return format(date, pattern, { locale: LOCALES[toLanguage(language)] });
}

/** '17:30' + 45 minutes -> '18:15'. */
export function addToTime(time: string, minutes: number): string {
  const start = parse(time, 'HH:mm', new Date(2000, 0, 1));
  if (Number.isNaN(start.getTime())) return time;
  return format(addMinutes(start, minutes), 'HH:mm');
}
