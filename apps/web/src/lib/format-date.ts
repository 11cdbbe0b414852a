import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { timeZoneOffsetMinutes } from '@swim/shared/dates';
import { format, parseISO } from 'date-fns';
import { bg } from 'date-fns/locale/bg';
import { enGB } from 'date-fns/locale/en-GB';
import { ru } from 'date-fns/locale/ru';
import { toLanguage } from './language';

const LOCALES = { bg, en: enGB, ru } as const;

/**
 * An ISO date-time as the club's wall clock (Europe/Sofia), wherever the device is: date-fns formats in the device's
 * zone, so it gets a local Date holding Sofia's fields. A calendar date ('YYYY-MM-DD') is the same day everywhere.
 */
function toClubWallClock(value: string): Date {
  const instant = parseISO(value);
  if (!value.includes('T') || Number.isNaN(instant.getTime())) return instant;
  const wall = new Date(instant.getTime() + timeZoneOffsetMinutes(instant, CLUB_TIME_ZONE) * 60_000);
  return new Date(
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
  );
}

/** Formats an ISO date or date-time in the club's time zone and a language, with a date-fns pattern. */
export function formatDate(value: string, language: string, pattern = 'd MMMM yyyy'): string {
  const date = toClubWallClock(value);
  if (Number.isNaN(date.getTime())) return value;
  return format(date, pattern, { locale: LOCALES[toLanguage(language)] });
}

/**
 * '17:30' + 45 minutes -> '18:15' (past midnight it goes round the clock). Plain arithmetic: date-fns' parse would
 * bring its fifty-odd parsers, built when the module loads, into every page that shows a timetable.
 */
export function addToTime(time: string, minutes: number): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  const hours = Number(match?.[1]);
  const mins = Number(match?.[2]);
  if (!match || hours > 23 || mins > 59 || !Number.isFinite(minutes)) return time;
  const total = (((hours * 60 + mins + Math.trunc(minutes)) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
