// The public pages as HTML for visitors without a session: rendered by the web app's own components (its server
// bundle, apps/web/dist-ssr) from the same API answers a browser would get, kept per page and language until the
// club's data moves (docs/decisions/0017-server-rendered-public-pages.md).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, type Language, LANGUAGES } from '@swim/shared/enums';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DataVersions } from '../lib/data-versions.js';
import { escapeHtml } from '../lib/html.js';
import { disableWhenIdle } from '../lib/idle-async-storage.js';
import { type CacheEntry, encodedBody } from '../lib/read-cache.js';
import { hasSessionCookie } from '../modules/auth/session.js';
import { START_SCRIPT } from './start-script.js';

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

/** Pages kept at once (per address and language); the least recently rendered go first. */
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

type Page = CacheEntry<null> & { stampKey: string };

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
  // The API requests of a render go to this server in-process, as from the visitor (their address's rate limit),
  // without their cookies: a rendered page holds public data only.
  const visitor = new AsyncLocalStorage<FastifyRequest>();
  // Only read inside a render: off between renders, so cached reads do not pay Node 20's promise hook (ADR 18).
  disableWhenIdle([visitor as AsyncLocalStorage<unknown>]);
  renderer.setApiFetch(async (input, init) => {
    const request = visitor.getStore();
    const res = await app.inject({
      method: 'GET',
      url: input,
      headers: { accept: 'application/json', ...(init.headers ? Object.fromEntries(new Headers(init.headers)) : {}) },
      remoteAddress: request?.ip,
    });
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  });

  const render = async (request: FastifyRequest, url: string, language: Language, stampKey: string) => {
    const rendered = await visitor.run(request, () => renderer.renderPage(url, language));
    if (!rendered) return null;
    const html = Buffer.from(
      template.head(language, rendered.title) + rendered.html + template.afterRoot(rendered.state),
      'utf8',
    );
    const page: Page = {
      value: null,
      body: html,
      etag: `W/"${createHash('sha1').update(html).digest('base64url')}"`,
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
    if (kept && kept.stampKey === stampKey && kept.expiresAt > Date.now()) return kept;
    const renderId = `${id}\u0000${stampKey}`;
    if ((failed.get(renderId) ?? 0) > Date.now()) return null;
    let pending = rendering.get(renderId);
    if (!pending) {
      if ((await app.counters.hit(`page-render:${request.ip}`, 60_000)) > RENDERS_PER_MINUTE) return null;
      pending = render(request, url, language, stampKey).finally(() => rendering.delete(renderId));
      rendering.set(renderId, pending);
    }
    const page = await pending;
    if (!page) {
      failed.set(renderId, Date.now() + FAILED_RETRY_MS);
      if (failed.size > MAX_FAILED) failed.delete(failed.keys().next().value ?? '');
      return null;
    }
    pages.delete(id);
    pages.set(id, page);
    if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value ?? '');
    return page;
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
        page = await withTimeout(pageFor(request, url, language), RENDER_TIMEOUT_MS);
      } catch (err) {
        // The database is away or slow, or the render failed: the app's shell still loads and shows what it can.
        request.log.warn({ err, url }, 'page not rendered; the app shell is sent instead');
        return false;
      }
      if (!page) return false;
      reply
        .header('cache-control', 'no-cache')
        .header('vary', PAGE_VARY)
        .header('etag', page.etag)
        .type('text/html; charset=utf-8');
      if (request.headers['if-none-match'] === page.etag) {
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

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no page within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Picks the visitor's language as the browser will, mostly (lib/i18n.ts): the one they chose (the cookie), else the
 * first supported one their browser asks for, else Bulgarian. A browser whose stored choice the server has not heard
 * of yet (no cookie) renders the page anew in that language, and from then on sends the cookie.
 */
export function pickLanguage(request: FastifyRequest): Language {
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(request.headers.cookie ?? '')?.[1];
  const chosen = toSupported(cookie);
  if (chosen) return chosen;
  for (const part of (request.headers['accept-language'] ?? '').split(',')) {
    const [tag, ...params] = part.trim().split(';');
    if (params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p))) continue;
    const language = toSupported(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

function toSupported(tag: string | undefined): Language | undefined {
  const short = (tag ?? '').trim().slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(short) ? (short as Language) : undefined;
}

/**
 * index.html around #root: the language and title go into the head, the page into #root, the state after it. The
 * stylesheet comes inline: the page paints as soon as the HTML is in, not after a second request that a phone's slow
 * network shares with the scripts (a few KB more per page, compressed). Pieces are joined, never put in with
 * String.replace, whose '$' patterns would read text from the data as instructions.
 */
function splitTemplate(source: string, webDist: string) {
  let html = source.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (_link, file: string) =>
      `<style>${readFileSync(path.join(webDist, file), 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`,
  );
  // The app's entry and the scripts preloaded with it start after the first paint (START_SCRIPT).
  const entry = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\s*/.exec(html);
  if (entry) {
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\s*/g)];
    html = html.replace(entry[0], () => '').replace(/<link rel="modulepreload"[^>]*>\s*/g, () => '');
    const list = preloads.map((m) => m[1]).join(' ');
    const start = `<script data-entry="${entry[1]}" data-preload="${list}">${START_SCRIPT}</script>`;
    html = html.replace('</body>', () => `${start}</body>`);
  }
  const root = '<div id="root">';
  const at = html.indexOf(`${root}</div>`);
  if (at < 0) throw new Error('index.html has no <div id="root"></div>');
  const before = html.slice(0, at + root.length);
  const rootEnd = at + root.length + '</div>'.length;
  const after = html.slice(rootEnd);
  const title = /<title>[^<]*<\/title>/.exec(before);
  return {
    head: (language: Language, pageTitle: string | undefined) => {
      const head = before.replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`);
      if (!pageTitle || !title) return head;
      const titleAt = head.indexOf(title[0]);
      return `${head.slice(0, titleAt)}<title>${escapeHtml(pageTitle)}</title>${head.slice(titleAt + title[0].length)}`;
    },
    afterRoot: (state: string) => `</div>${state}${after}`,
  };
}
