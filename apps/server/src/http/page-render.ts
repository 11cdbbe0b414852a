// The public pages as HTML for visitors without a session: rendered by the web app's own components (its server
// bundle, apps/web/dist-ssr) from the same API answers a browser would get, kept per page and language until the
// club's data moves (docs/decisions/0017-server-rendered-public-pages.md).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Language } from '@swim/shared/enums';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DataVersions } from '../lib/data-versions.js';
import { disableWhenIdle } from '../lib/idle-async-storage.js';
import { withTimeout } from '../lib/with-timeout.js';
import { type CacheEntry, encodedBody } from '../lib/read-cache.js';
import { hasSessionCookie } from '../modules/auth/session.js';
import { etagMatches } from './cached-reply.js';
import { pickLanguage } from './page-language.js';
import { splitTemplate } from './page-template.js';

/** What apps/web/src/entry-server.tsx exports. */
type WebRenderer = {
  /** url when the server renders that page at that address (the site's own spelling of it), else null. */
  renderedPageUrl: (url: string) => string | null;
  renderPage: (
    url: string,
    language: Language,
  ) => Promise<{ html: string; state: string; title: string | undefined } | null>;
  setApiFetch: (fetchImpl: (input: string, init: RequestInit) => Promise<Response>) => void;
};

export type PageRenderer = {
  /** Sends the page's HTML and returns true, or returns false: the caller sends the app's shell instead. */
  send: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
};

/** Pages kept at once (per address and language); the least recently asked for go first. */
const MAX_PAGES = 200;

/**
 * Data that turns stale with time alone (a class starting, an article's publication time) is at most this old in a
 * kept page; a write anywhere in the club's public data replaces the page at once.
 */
const PAGE_MAX_AGE_MS = 30_000;

/** A page that could not be rendered (an article that is not there) is not tried again for this long. */
const FAILED_RETRY_MS = 30_000;
const MAX_FAILED = 1000;

/**
 * Renders one address may have the server do per minute (pages not kept yet): enough for anyone reading the site,
 * while someone asking for endless article addresses gets the app's shell instead of costing a render each.
 */
const RENDERS_PER_MINUTE = 120;

/** Past this the visitor gets the app's shell rather than waiting on a slow database or render. */
const RENDER_TIMEOUT_MS = 2_000;

/**
 * Renders run one at a time (each holds the event loop for tens of milliseconds, so two at once only slow every other
 * request more); past this many waiting, a visitor gets the app's shell at once.
 */
const MAX_WAITING_RENDERS = 8;

/**
 * Pages are compressed once per render, off the event loop. Brotli's quality 6 takes about 2 ms for the home page
 * and sends 11% more than 11, which takes 130 ms: a render follows every write to the club's public data.
 */
const BROTLI_QUALITY = 6;
const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

type Page = CacheEntry<null> & { stampKey: string };

/** One render's visitor: their address for the API's rate limit, and whether that limit refused them. */
type Visit = { request: FastifyRequest; refused: boolean };

/** Loads the web app's server bundle next to its build (apps/web/dist-ssr), or null when it was not built. */
export async function loadWebRenderer(webDist: string): Promise<WebRenderer | null> {
  const file = path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as WebRenderer;
}

export function createPageRenderer(options: {
  app: FastifyInstance;
  renderer: WebRenderer;
  /** The web app's build: its index.html frames each page. */
  webDist: string;
  versions: DataVersions;
}): PageRenderer {
  const { app, renderer, versions } = options;
  const template = splitTemplate(readFileSync(path.join(options.webDist, 'index.html'), 'utf8'), options.webDist);
  const pages = new Map<string, Page>();
  const failed = new Map<string, number>();
  const rendering = new Map<string, Promise<Page | null>>();
  const queue = oneAtATime(MAX_WAITING_RENDERS, RENDER_TIMEOUT_MS);
  // The API requests of a render go to this server in-process, as from the visitor (their address's rate limit),
  // without their cookies: a rendered page holds public data only.
  const visitor = new AsyncLocalStorage<Visit>();
  // Only read inside a render: off between renders, so cached reads do not pay Node 20's promise hook (ADR 18).
  disableWhenIdle([visitor as AsyncLocalStorage<unknown>]);
  renderer.setApiFetch(async (input, init) => {
    const visit = visitor.getStore();
    const res = await app.inject({
      method: 'GET',
      url: input,
      headers: { accept: 'application/json', ...(init.headers ? Object.fromEntries(new Headers(init.headers)) : {}) },
      remoteAddress: visit?.request.ip,
    });
    if (res.statusCode === 429 && visit) visit.refused = true;
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  });

  /**
   * The page, or null when it cannot be rendered: then 'refused' when the visitor's own API limit stopped it (not the
   * page's fault: nobody else is kept from it).
   */
  const render = async (
    request: FastifyRequest,
    { url, language, stampKey }: { url: string; language: Language; stampKey: string },
  ) => {
    const visit: Visit = { request, refused: false };
    let rendered: Awaited<ReturnType<WebRenderer['renderPage']>>;
    try {
      rendered = await visitor.run(visit, () => renderer.renderPage(url, language));
    } catch (err) {
      request.log.warn({ err, url }, 'page render failed');
      rendered = null;
    }
    if (!rendered) return visit.refused ? 'refused' : null;
    const html = Buffer.from(
      template.head(language, rendered.title) + rendered.html + template.afterRoot(rendered.state),
      'utf8',
    );
    const [br, gzipped] = await Promise.all([
      compressBrotli(html, {
        params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
      }),
      compressGzip(html, { level: 6 }),
    ]);
    // The tag follows what the visitor sees: the times the data was fetched at (in the state) change with every
    // render, and would end every 304 when a page is rendered again after its 30 s with the same data.
    const seen = createHash('sha1')
      .update(language)
      .update(rendered.title ?? '')
      .update(rendered.html)
      .update(rendered.state.replace(/"(?:dataUpdatedAt|renderedAt)":\d+/g, ''))
      .digest('base64url');
    const page: Page = {
      value: null,
      body: html,
      br,
      gzip: gzipped,
      etag: `W/"${seen}"`,
      stamp: stampKey,
      stampKey,
      expiresAt: Date.now() + PAGE_MAX_AGE_MS,
    };
    return page;
  };

  /** The page as of the current data: kept, or rendered now (once, however many visitors wait for it). */
  const pageFor = async (request: FastifyRequest, url: string, language: Language): Promise<Page | null> => {
    const id = `${language}\u0000${url}`;
    const stampKey = [...(await versions.read())].map(([topic, stamp]) => `${topic}:${stamp}`).join(',');
    const kept = pages.get(id);
    if (kept && kept.stampKey === stampKey && kept.expiresAt > Date.now()) {
      // Asked for again: the last to go when the store is full.
      pages.delete(id);
      pages.set(id, kept);
      return kept;
    }
    const renderId = `${id}\u0000${stampKey}`;
    if ((failed.get(renderId) ?? 0) > Date.now()) return null;
    let pending = rendering.get(renderId);
    if (!pending) {
      if ((await app.counters.hit(`page-render:${request.ip}`, 60_000)) > RENDERS_PER_MINUTE) return null;
      const queued = queue(() => render(request, { url, language, stampKey }));
      if (!queued) return null;
      pending = queued
        .then(
          (page) => {
            if (page === 'refused') return null;
            if (page) store(id, page);
            else remember(failed, renderId);
            return page;
          },
          (err: unknown) => {
            request.log.warn({ err, url }, 'page render did not finish');
            remember(failed, renderId);
            return null;
          },
        )
        .finally(() => rendering.delete(renderId));
      rendering.set(renderId, pending);
    }
    return pending;
  };

  const store = (id: string, page: Page) => {
    pages.delete(id);
    pages.set(id, page);
    if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value ?? '');
  };

  return {
    send: async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      if (hasSessionCookie(request.headers)) return false;
      const url = renderer.renderedPageUrl(request.url);
      if (url === null) return false;
      const language = pickLanguage(request);
      let page: Page | null;
      try {
        page = await withTimeout(pageFor(request, url, language), RENDER_TIMEOUT_MS, 'the page');
      } catch (err) {
        // The database is away or slow, or renders are queued: the app's shell still loads and shows what it can.
        request.log.warn({ err, url }, 'page not rendered; the app shell is sent instead');
        return false;
      }
      if (!page) return false;
      reply
        .header('cache-control', 'no-cache')
        .header('vary', PAGE_VARY)
        .header('etag', page.etag)
        .type('text/html; charset=utf-8');
      if (etagMatches(request.headers['if-none-match'], page.etag)) {
        await reply.code(304).send();
        return true;
      }
      const { body, encoding } = encodedBody(page, request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      await reply.send(body);
      return true;
    },
  };
}

/** What a page's HTML depends on besides its address: the session and language (cookies), and the encoding. */
export const PAGE_VARY = 'accept-encoding, accept-language, cookie';

/** Remembers that a render failed, for FAILED_RETRY_MS; the oldest are forgotten first. */
function remember(failed: Map<string, number>, renderId: string): void {
  failed.set(renderId, Date.now() + FAILED_RETRY_MS);
  if (failed.size > MAX_FAILED) failed.delete(failed.keys().next().value ?? '');
}

/**
 * Runs work one at a time, in order; null when `maxWaiting` already wait. Work not done within `limitMs` of its
 * start fails, and the next starts (a render stuck on the database does not hold every other page).
 */
function oneAtATime(maxWaiting: number, limitMs: number) {
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return <T>(work: () => Promise<T>): Promise<T> | null => {
    if (waiting >= maxWaiting) return null;
    waiting++;
    const run = tail
      .then(() => withTimeout(work(), limitMs, 'the render'))
      .finally(() => {
        waiting--;
      });
    tail = run.catch(() => undefined);
    return run;
  };
}
