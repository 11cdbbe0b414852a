import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';

/** The club's calendar months ('YYYY-MM') from the current one back, newest first. */
export function getRecentMonths(now: Date, count: number): string[] {
  const [year, month] = zonedDate(now, CLUB_TIME_ZONE).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - index, 1));
    return date.toISOString().slice(0, 7);
  });
}

/** Kindergarten bills are made after a month ends, so the previous month is the one to bill. */
export function getPreviousMonth(now: Date): string {
  return getRecentMonths(now, 2)[1] as string;
}
