// Calendar arithmetic for the demo club, relative to "today" in the club's time zone so the demo always looks current.
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { addDays as addCalendarDays, isoDayOfWeek, zonedDate, zonedTimeToUtc } from '@swim/shared/dates';

/** A calendar date as 'YYYY-MM-DD'. */
export type IsoDate = string;

/** Today's date in the club's time zone. */
export function clubToday(now: Date): IsoDate {
  return zonedDate(now, CLUB_TIME_ZONE);
}

function toUtc(date: IsoDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

export const addDays: (date: IsoDate, days: number) => IsoDate = addCalendarDays;

/** The same day of the month `months` later, clamped to the month's last day. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const d = toUtc(date);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

/** 0 = Monday ... 6 = Sunday, as class sessions store it. */
export const dayOfWeek: (date: IsoDate) => number = isoDayOfWeek;

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
  return zonedTimeToUtc(date, time, CLUB_TIME_ZONE);
}
