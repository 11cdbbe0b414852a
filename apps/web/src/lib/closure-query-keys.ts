// Keys of closures and of a class's dated sessions (issue 26 item 5). The admin's closures, the public notice and the
// coach's dated sessions are read by several pages, and a closure or a single session's change makes the others
// stale (the parents' next sessions, the coach's day), so the keys and the invalidation live here.
import type { QueryClient } from '@tanstack/react-query';
import { clubKeys } from './club-query-keys';
import { familyKeys } from './family-query-keys';
import { instructorClassKeys } from './instructor-query-keys';

export type ClosureListWhen = 'upcoming' | 'past';

export const closureKeys = {
  all: ['closures'] as const,
  /** The admin's list of upcoming or past closures. */
  admin: (when: ClosureListWhen) => ['closures', 'admin', when] as const,
  /** The closures the public schedule and the home page announce. */
  public: ['closures', 'public'] as const,
  /** A class's dated sessions: below the class's branch, so a mark or a change of the class refreshes them too. */
  classSessions: (classId: string, weeks: number) =>
    [...instructorClassKeys.class(classId), 'dated-sessions', { weeks }] as const,
};

/**
 * Marks stale everything a closure or a session's cancellation or move shows in: closures, the coach's classes and
 * day, the parents' next sessions and dashboard, the public schedule. Only the queries on screen are fetched again.
 */
export function invalidateClosedSessions(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [closureKeys.all, instructorClassKeys.all, familyKeys.children, familyKeys.dashboard, clubKeys.schedule].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
