import type { QueryClient } from '@tanstack/react-query';
import { clubKeys } from '../../../lib/club-query-keys';
import { familyKeys } from '../../../lib/family-query-keys';
import { childKeys } from './query-keys';

/** After a change to a child: its profile, the children list, the dashboard and free places are out of date. */
export function invalidateChildQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: childKeys.all }),
    queryClient.invalidateQueries({ queryKey: familyKeys.dashboard }),
    queryClient.invalidateQueries({ queryKey: clubKeys.classOptions }),
  ]);
}
