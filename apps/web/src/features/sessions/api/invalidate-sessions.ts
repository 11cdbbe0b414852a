import type { QueryClient } from '@tanstack/react-query';
import { familyKeys } from '../../../lib/family-query-keys';
import { sessionKeys } from '../../../lib/session-query-keys';

/**
 * After an absence or a make-up changes: the child's sessions and credits (with the make-up options below them, whose
 * free places moved) and the dashboard, which shows the next sessions and the credits count.
 */
export function invalidateSessionQueries(queryClient: QueryClient, childId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: sessionKeys.child(childId) }),
    queryClient.invalidateQueries({ queryKey: familyKeys.dashboard }),
  ]);
}
