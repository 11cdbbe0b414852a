// Calendar arithmetic for the demo club, relative to "today" in the club's time zone so the demo always looks current.
import { CLUB_TIME_ZONE } from '@swim/shared/club';

/** A calendar date as 'YYYY-MM-DD'. */
export type IsoDate = string;

const DAY_MS = 86_400_000;

/** Today's date in the club's time zone. */
export function clubToday(now: Date): IsoDate {
  return new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE }).format(now);
}

function toUtc(date: IsoDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(toUtc(date).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same day of the month `months` later, clamped to the month's last day. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const d = toUtc(date);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

/** 0 = Monday ... 6 = Sunday, as class sessions store it. */
export function dayOfWeek(date: IsoDate): number {
  return (toUtc(date).getUTCDay() + 6) % 7;
}

/** The billing period of a date, e.g. '2026-10'. */
export function billingPeriod(date: IsoDate): string {
  return date.slice(0, 7);
}

export function firstOfMonth(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`;
}

/** Dates from `from` up to and including `to` that fall on one of the given weekdays. */
export function datesOnWeekdays(from: IsoDate, to: IsoDate, weekdays: readonly number[]): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (weekdays.includes(dayOfWeek(date))) dates.push(date);
  }
  return dates;
}

/** The instant of a wall-clock time ('HH:MM') on a date in the club's time zone. */
export function clubInstant(date: IsoDate, time: string): Date {
  const guess = new Date(`${date}T${time}:00Z`);
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: CLUB_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(guess)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(parts ?? '');
  if (!match) return guess;
  const offsetMinutes = (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
  return new Date(guess.getTime() - offsetMinutes * 60_000);
}
