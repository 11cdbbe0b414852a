import type { QueryClient } from '@tanstack/react-query';
import { CLUB_STRUCTURE_KEYS } from '../../../lib/club-query-keys';
import { adminKeys } from './query-keys';

/**
 * After a change to a location, class, enrollment or waiting list: the admin lists and the public club data (schedule,
 * the wizard's classes and locations) are refetched, so nothing shows the club as it was.
 */
export async function invalidateClubData(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.locations }),
    queryClient.invalidateQueries({ queryKey: adminKeys.classes }),
    queryClient.invalidateQueries({ queryKey: adminKeys.enrollments }),
    queryClient.invalidateQueries({ queryKey: adminKeys.analyticsAll }),
    // A freed place or a larger class offers places to waiting families.
    queryClient.invalidateQueries({ queryKey: adminKeys.waitlists }),
    ...CLUB_STRUCTURE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}
