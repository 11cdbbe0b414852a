import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { routes } from '../app/router';
import { i18n } from '../lib/i18n';

/**
 * Renders the whole app (layout, guards, lazy pages) at `path`, with toasts, in a language. The page's module is
 * loaded first, as the app's preloadRoute does on a link: the first test of a file would otherwise spend its
 * findBy budget waiting for the test runner to compile the page, which on a busy machine takes seconds.
 */
export async function renderRoute(path: string, { language = 'bg', preload = true } = {}) {
  await i18n.changeLanguage(language);
  // preload: false renders the page as a first visit does, suspending until its module is in.
  for (const match of preload ? (matchRoutes(routes, path.split('?')[0] ?? path) ?? []) : []) {
    await (match.route.handle as { preload?: () => Promise<unknown> } | undefined)?.preload?.();
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
