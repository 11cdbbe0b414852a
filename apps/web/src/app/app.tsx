import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import type { createRouter } from './router';

type AppProps = { queryClient: QueryClient; router: ReturnType<typeof createRouter> };

/** The whole app; main.tsx makes the query client and the router before the first render, to start their work early. */
export function App({ queryClient, router }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
