import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
const clubToday = () => zonedDate(new Date(), CLUB_TIME_ZONE);

/**
 * Today in the club's time zone ('YYYY-MM-DD'). Null on the server and while the browser takes a server-rendered page
 * over: the page may have been rendered at another moment (even another day), so what depends on today is filled in
 * by the browser right after.
 */
export function useClubToday(): string | null {
  return useSyncExternalStore(noSubscription, clubToday, () => null);
}
