import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import { useSyncExternalStore } from 'react';
import { getRenderedAt } from '../lib/server-render/rendered-at';

const noSubscription = () => () => undefined;
const clubDate = (ms: number) => zonedDate(new Date(ms), CLUB_TIME_ZONE);

/**
 * Today in the club's time zone ('YYYY-MM-DD'). A server-rendered page is rendered and taken over with the date of
 * the moment the server rendered it (lib/server-render/rendered-at.ts: the same on both sides, whatever the device's
 * clock says), then React moves it on to the device's date right after (a page kept past midnight shows the new day).
 */
export function useClubToday(): string {
  return useSyncExternalStore(
    noSubscription,
    () => clubDate(Date.now()),
    () => clubDate(getRenderedAt()),
  );
}
