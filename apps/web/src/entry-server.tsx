// The server's renderer of the public pages (`vite build --ssr`; apps/server/src/http/page-render.ts loads it). A page
// is rendered from the same components and API answers as in the browser, which then takes the HTML over (main.tsx),
// so a visitor sees the page before any script has run (docs/decisions/0017-server-rendered-public-pages.md).
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import { DEFAULT_LANGUAGE, type Language, LANGUAGES, PRODUCT_CATEGORIES } from '@swim/shared/enums';
import { isScheduleWeek } from '@swim/shared/schedule-weeks';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import { type ReactNode, StrictMode } from 'react';
// renderToString only: the streaming renderers enter an AsyncLocalStorage on every render (Node build), which on
// Node 20 turns on a promise hook for the whole server for good (docs/decisions/0018).
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders } from './app/providers';
import { preloadRoute, routes } from './app/router';
import { DocumentTitleSink } from './hooks/use-document-title';
import { createQueryClient } from './lib/query-client';
import { isOneOf } from './lib/one-of';
import { setRenderedAt } from './lib/server-render/rendered-at';
import { type ServerRenderState, serializeServerRenderState } from './lib/server-render/state';
import bg from './locales/bg.json';
import en from './locales/en.json';
import ru from './locales/ru.json';

export { setApiFetch } from './lib/api-client';

/**
 * The pages rendered on the server: the public ones anyone may read, whose data is the club's public data, each with
 * the query parameters it shows (a filter, a page of news). Forms, the checkout (the visitor's own cart) and members'
 * pages stay with the browser.
 */
const RENDERED: Record<string, (params: URLSearchParams) => boolean> = {
  '/': none,
  '/club': none,
  '/coaches': none,
  '/contact': none,
  '/news/:slug': none,
  '/shop': only('category', (v) => isOneOf(PRODUCT_CATEGORIES, v)),
  '/media': only('type', (v) => v === 'photo' || v === 'video'),
  '/news': only('page', (v) => /^[1-9]\d{0,2}$/.test(v)),
  // The weeks the schedule offers today (nine addresses); another ?week= gets the app's shell, which shows this week.
  '/schedule': only('week', (v) => isScheduleWeek(v, zonedDate(new Date(), CLUB_TIME_ZONE))),
};

function none(params: URLSearchParams): boolean {
  return params.size === 0;
}

/** No parameter but name, once, with a value the page understands. */
function only(name: string, valid: (value: string) => boolean) {
  return (params: URLSearchParams) =>
    params.size === 0 || (params.size === 1 && params.getAll(name).length === 1 && valid(params.get(name) ?? ''));
}

/** An article's address as the site links to it (other spellings of the same address get the app's shell). */
const SLUG = /^\/news\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * url when the server renders that page at that address, else null. Only the site's own spelling of each address
 * counts (no other case, trailing slash, escapes or extra parameters): a visitor cannot have the same page rendered
 * under endless names, and the browser sees the very address the page was rendered for.
 */
export function renderedPageUrl(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://localhost');
  } catch {
    return null;
  }
  const { pathname, searchParams } = parsed;
  if (parsed.origin !== 'http://localhost' || `${pathname}${parsed.search}` !== url) return null;
  // Only the page's own spelling can be one: an article's slug, or the very path of the route.
  const candidate = pathname.startsWith('/news/') ? (SLUG.test(pathname) ? '/news/:slug' : undefined) : pathname;
  if (candidate === undefined || !Object.hasOwn(RENDERED, candidate)) return null;
  if (routeOf(pathname) !== candidate) return null;
  return RENDERED[candidate]?.(searchParams) ? url : null;
}

/** The route the app shows at a path, looked up once per path: matching the route table costs about 0.5 ms. */
const routeAt = new Map<string, string | undefined>();
const ROUTES_REMEMBERED = 1000;
function routeOf(pathname: string): string | undefined {
  if (routeAt.has(pathname)) return routeAt.get(pathname);
  const route = matchRoutes(routes, pathname)?.at(-1)?.route.path;
  if (routeAt.size >= ROUTES_REMEMBERED) routeAt.clear();
  routeAt.set(pathname, route);
  return route;
}

/** One i18next per language, all three catalogs in (the server bundle carries them; no request waits for one). */
const catalogs = { bg: { translation: bg }, en: { translation: en }, ru: { translation: ru } };
const translators = new Map<Language, I18n>();
function translatorFor(language: Language): I18n {
  let translator = translators.get(language);
  if (!translator) {
    translator = i18next.createInstance();
    void translator.init({
      resources: catalogs,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
    translators.set(language, translator);
  }
  return translator;
}

export type RenderedPage = {
  /** The page inside #root. */
  html: string;
  /** The data block main.tsx hydrates from (serializeServerRenderState). */
  state: string;
  title: string | undefined;
};

/**
 * Rounds of rendering before giving up: a query shown only once another has answered needs a second, a lazy part a
 * few milliseconds to load the first time.
 */
const MAX_ROUNDS = 12;

/** A Suspense boundary sent as its fallback (still loading) or given up on (it threw). */
const SUSPENDED = /<!--\$[?!]-->/;

/**
 * Renders url's page in language for a visitor without a session, or null when it cannot be rendered faithfully
 * (a redirect, or an API answer that failed): the server then sends the app's shell and the browser does it all.
 */
export async function renderPage(url: string, language: Language): Promise<RenderedPage | null> {
  if (renderedPageUrl(url) === null) return null;
  const request = new Request(new URL(url, 'http://localhost'));
  const { pathname } = new URL(request.url);
  await preloadRoute(pathname);
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  const translator = translatorFor(language);
  const titleSink: { title?: string } = {};
  const page = (): ReactNode => (
    <StrictMode>
      <DocumentTitleSink.Provider value={titleSink}>
        <I18nextProvider i18n={translator}>
          <AppProviders queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context as StaticHandlerContext} hydrate={false} />
          </AppProviders>
        </I18nextProvider>
      </DocumentTitleSink.Provider>
    </StrictMode>
  );

  // useQuery does not fetch on the server, but it enters its query in the cache; React.lazy starts loading a part on
  // a first render and shows its fallback meanwhile. So: render, answer what was asked or wait for what is loading,
  // and render again, until the page renders whole.
  // Every round reads the same moment as the current time (renders run one at a time, each round synchronously).
  const renderedAt = Date.now();
  let html = '';
  for (let round = 0; ; round++) {
    if (round === MAX_ROUNDS) return null;
    setRenderedAt(renderedAt);
    html = renderToString(page());
    setRenderedAt(null);
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && isEnabled(query));
    if (waiting.length > 0) {
      if (!(await answer(queryClient, waiting))) return null;
    } else if (SUSPENDED.test(html)) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    } else {
      break;
    }
  }
  const state: ServerRenderState = { language, renderedAt, queries: dehydrate(queryClient) };
  return { html, state: serializeServerRenderState(state), title: titleSink.title };
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** Fetches the queries once each (no retries: a failure gives up the server render); true when all answered. */
async function answer(queryClient: QueryClient, queries: Query[]): Promise<boolean> {
  await Promise.all(
    queries.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey, retry: false })),
  );
  return queries.every((query) => query.state.status === 'success');
}
