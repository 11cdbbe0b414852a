import type { QueryClient } from '@tanstack/react-query';
import { clubKeys } from './club-query-keys';
import { familyKeys } from './family-query-keys';

// Keys of the family's waiting lists (issue 28). The wizard puts a child on a list and the dashboard shows and answers
// it, two features; the list sits below the children's root, so any change to a child or its enrollments (which
// invalidates that root, and may move a place in line or bring an offer) refreshes it too.

export const waitlistKeys = {
  /** The family's children on waiting lists, with their places in line and open offers. */
  family: [...familyKeys.children, 'waitlist'] as const,
  /** An offer as a mail's link shows it (no session): keyed by the link's secret. */
  offerByLink: (token: string) => ['waitlist-offer', token] as const,
};

/**
 * Marks stale what joining, leaving or answering an offer changes: the lists themselves, the children and their
 * enrollments, the dashboard (a new enrollment and its first payment due), the family's payments, and the classes'
 * free places (a place held or given back).
 */
export function invalidateWaitlistViews(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: familyKeys.children }),
    queryClient.invalidateQueries({ queryKey: familyKeys.dashboard }),
    queryClient.invalidateQueries({ queryKey: familyKeys.payments }),
    queryClient.invalidateQueries({ queryKey: clubKeys.classOptions }),
    queryClient.invalidateQueries({ queryKey: clubKeys.schedule }),
  ]);
}
