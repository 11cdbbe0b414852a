import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';

/** Today ('YYYY-MM-DD') in the club's time zone, the day the pool deck lives by. */
export function getClubToday(now = new Date()): string {
  return zonedDate(now, CLUB_TIME_ZONE);
}
