import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';

/**
 * Renders a query or mutation hook with a fresh query client in which every key of `cached` already holds data, as
 * if those screens had been open; `stale(key)` says whether the hook has since marked that data to be read again.
 */
export function renderQueryHook<T>(hook: () => T, cached: QueryKey[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  for (const key of cached) queryClient.setQueryData(key, { cached: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(hook, { wrapper });
  const stale = (key: QueryKey) => queryClient.getQueryState(key)?.isInvalidated === true;
  return { result, queryClient, stale };
}
