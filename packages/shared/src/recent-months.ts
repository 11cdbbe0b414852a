// The months a month picker offers (an instructor's class payments, the kindergarten bills): one definition, so both
// screens turn the month over at the same moment, midnight in Sofia.
import { CLUB_TIME_ZONE } from './club.js';
import { zonedDate } from './dates.js';

/** The club's calendar months ('YYYY-MM') from the current one back, newest first. */
export function getRecentMonths(count: number, now: Date = new Date()): string[] {
  const [year, month] = zonedDate(now, CLUB_TIME_ZONE).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(year, month - 1 - index, 1)).toISOString().slice(0, 7),
  );
}
