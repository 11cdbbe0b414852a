import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter, preloadRoute } from './app/router';
import { i18nReady } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { meQueryOptions } from './lib/session/me';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// What the first render waits for starts at once, side by side: the visitor's catalog (lib/i18n), the session (the
// page area waits for it, see AthleteGate) and the page's own chunk. Otherwise each would start only after the last.
const queryClient = createQueryClient();
void queryClient.prefetchQuery(meQueryOptions);
const pageReady = preloadRoute(window.location.pathname);
const router = createRouter();

// A visitor who chose English or Russian waits for that catalog (a small chunk) rather than seeing Bulgarian first;
// the first paint also waits for the page's chunk (fetched meanwhile) rather than flashing 'Loading...' before it.
void Promise.allSettled([i18nReady, pageReady]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  ),
);
