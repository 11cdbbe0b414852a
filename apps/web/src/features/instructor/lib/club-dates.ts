import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';

/** Today ('YYYY-MM-DD') in the club's time zone, the day the pool deck lives by. */
export function getClubToday(now = new Date()): string {
  return zonedDate(now, CLUB_TIME_ZONE);
}

/** The club's months ('YYYY-MM') from the current one back, newest first. */
export function getRecentMonths(count: number, now = new Date()): string[] {
  const [year, month] = getClubToday(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(year, month - 1 - index, 1)).toISOString().slice(0, 7),
  );
}
