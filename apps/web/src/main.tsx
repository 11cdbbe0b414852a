import './index.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter, preloadRoute } from './app/router';
import { i18n, i18nReady } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { setRenderedAt } from './lib/server-render/rendered-at';
import { readServerRenderState } from './lib/server-render/state';
import { meQueryOptions } from './lib/session/me';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// A public page may arrive rendered by the server (apps/server/src/http/page-render.ts) with the answers it was
// rendered from: they fill the query cache, so the first render here is the same page and takes over its HTML.
const serverRender = readServerRenderState(document);
const queryClient = createQueryClient();
if (serverRender) {
  hydrate(queryClient, serverRender.queries);
  setRenderedAt(serverRender.renderedAt);
}

// What the first render waits for starts at once, side by side: the visitor's catalog (lib/i18n), the session (the
// page area waits for it, see AthleteGate) and the page's own chunk. Otherwise each would start only after the last.
void queryClient.prefetchQuery(meQueryOptions);
const pageReady = preloadRoute(window.location.pathname);
const router = createRouter();

// A visitor who chose English or Russian waits for that catalog (a small chunk) rather than seeing Bulgarian first;
// the first paint also waits for the page's chunk (fetched meanwhile) rather than flashing 'Loading...' before it.
// The first render is a transition, so React works in short slices and the page answers input meanwhile.
void Promise.allSettled([i18nReady, pageReady]).then(() => {
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
  startTransition(() => {
    // The server's page is taken over only in the language it was rendered in; otherwise it is rendered anew.
    if (serverRender && serverRender.language === i18n.resolvedLanguage) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
});

// The service worker (public/sw.js) shows the club's push notices and opens the app from them. Production builds
// only (in development a worker would outlive each code change), where the browser has one, once the page has loaded.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
