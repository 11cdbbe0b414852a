import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { ME_QUERY_KEY, meQueryOptions } from './me';
import { refreshSession } from './refresh-session';
import { startSessionRefresh } from './session-refresh';

/** Keeps the session alive while the app is open: refreshes it shortly before it ends, then reloads /api/me. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(meQueryOptions);
    return startSessionRefresh({
      getExpiresAt: () => queryClient.getQueryData(meQueryOptions.queryKey)?.expiresAt ?? null,
      refresh: async () => {
        await refreshSession();
        await queryClient.refetchQueries({ queryKey: ME_QUERY_KEY });
      },
    });
  }, [queryClient]);
  return children;
}
