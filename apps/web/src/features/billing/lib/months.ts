import { getRecentMonths } from '@swim/shared/recent-months';

/** Kindergarten bills are made after a month ends, so the previous month is the one to bill. */
export function getPreviousMonth(now: Date): string {
  return getRecentMonths(2, now)[1] as string;
}
