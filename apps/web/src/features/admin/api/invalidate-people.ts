import type { QueryClient } from '@tanstack/react-query';
import { clubKeys } from '../../../lib/club-query-keys';
import { peopleKeys } from './people-keys';
import { adminKeys } from './query-keys';

/** After a change to an instructor, a class's instructor or a public profile: the lists and /coaches refetch. */
export async function invalidatePeople(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: peopleKeys.instructors }),
    queryClient.invalidateQueries({ queryKey: peopleKeys.coachProfiles }),
    queryClient.invalidateQueries({ queryKey: peopleKeys.athleteProfiles }),
    queryClient.invalidateQueries({ queryKey: adminKeys.classes }),
    queryClient.invalidateQueries({ queryKey: adminKeys.users }),
    queryClient.invalidateQueries({ queryKey: clubKeys.people }),
  ]);
}
