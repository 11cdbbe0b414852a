// What a coach's change to one dated session refreshes: every view that shows it, and the families' views.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { invalidateClosedSessions } from '../../../lib/closure-query-keys';

export function useInvalidateAfterChange(): () => Promise<unknown> {
  const queryClient: QueryClient = useQueryClient();
  return () => invalidateClosedSessions(queryClient);
}
