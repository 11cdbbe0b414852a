// Keys of a child's dated sessions, make-up credits and make-up options (issue 26). They sit below the parent's
// children root, so a change to a child or its enrollments (which invalidates that root) refreshes them too.
import { familyKeys } from './family-query-keys';

export const sessionKeys = {
  /** The child's next sessions, credits and make-ups, and (below it) the make-up options of its credits. */
  child: (childId: string) => [...familyKeys.children, childId, 'sessions'] as const,
  /** The sessions a credit can book (or move a make-up to). */
  makeupOptions: (childId: string, creditId: string) =>
    [...familyKeys.children, childId, 'sessions', 'makeup-options', creditId] as const,
};
