// Serves the built web app, seed assets and uploads; unknown API paths get a JSON 404, other paths get the app.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Config, uploadsDirOf } from '../config.js';
import type { DataVersions } from '../lib/data-versions.js';
import { apiPathOf, decodedPath } from './api-route.js';
import { sendError } from './error-handler.js';
import { createPageRenderer, loadWebRenderer, PAGE_VARY, type PageRenderer } from './page-render.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Seed images and video ship with the server (apps/server/assets/seed). */
export const SEED_ASSETS_DIR = path.resolve(here, '../../assets/seed');
const DEFAULT_WEB_DIST = path.resolve(here, '../../../web/dist');
/** App pages that act on a personal link (a mail's unsubscribe, a waiting list's offer, a trial's cancel): never indexed. */
const NOT_INDEXED = new Set(['/unsubscribe', '/waitlist/offer', '/trial/cancel']);

/** Whether a request may read the files of a gallery item's upload folder (its storage key). */
export type MediaFileGuard = (storageKey: string, request: FastifyRequest) => boolean | Promise<boolean>;

/** The storage key of a gallery file's address (`/uploads/media/<key>/...`), or null for any other upload. */
function mediaKeyOf(url: string): string | null {
  const match = /^\/uploads\/media\/([^/?#]+)\//.exec(decodedPath(url));
  return match?.[1] ?? null;
}

export async function registerStatic(
  app: FastifyInstance,
  config: Config,
  versions: DataVersions,
  mayReadMedia: MediaFileGuard = () => true,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: SEED_ASSETS_DIR,
    prefix: '/seed-assets/',
    decorateReply: false,
    maxAge: '7d',
    immutable: true,
  });
  const uploadsDir = uploadsDirOf(config);
  mkdirSync(uploadsDir, { recursive: true });
  // A gallery item the public may not see (hidden, or a child without photo consent) keeps its files from everyone
  // but admins: the same answer as a missing file.
  // A callback hook: every other request passes without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const key = request.method === 'GET' || request.method === 'HEAD' ? mediaKeyOf(request.url) : null;
    if (!key) return done();
    Promise.resolve(mayReadMedia(key, request)).then(
      (allowed) => {
        if (allowed) return done();
        sendError(reply, 404, { code: 'NOT_FOUND', message: 'Not found' });
      },
      (error: Error) => done(error),
    );
  });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '1d',
    // Uploads still being received wait in a dot-folder (uploads/.incoming): never served.
    allowedPath: (pathName) => !pathName.split('/').some((segment) => segment.startsWith('.')),
    // News files are written once under a random folder name and never change. Gallery files never change either,
    // but may stop being public at any moment (hidden, a consent withdrawn): every view asks again (a 304 when
    // unchanged), so no browser or CDN keeps showing one.
    setHeaders: (reply, filePath) => {
      const folder = path.relative(uploadsDir, filePath).split(path.sep)[0];
      if (folder === 'news') reply.header('cache-control', 'public, max-age=31536000, immutable');
      if (folder === 'media') reply.header('cache-control', 'no-cache');
    },
  });

  const webDist = config.webDist ?? DEFAULT_WEB_DIST;
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz next to every text asset; the best one the browser accepts is sent as is.
      preCompressed: true,
      // Vite names built assets by content hash, so they never change; index.html must always be revalidated.
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        // no-cache also keeps the service worker (sw.js, scope '/' from the root) fresh: an update reaches every
        // installed app on its next visit.
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // The public pages arrive rendered (when the web app's server bundle was built); other pages get the app's shell.
  let pages: PageRenderer | null = null;
  const renderer = hasWeb ? await loadWebRenderer(webDist) : null;
  if (renderer) pages = createPageRenderer({ app, renderer, webDist, versions });

  // An unknown API path is counted against the address like any API request (however it is spelled, apiPathOf);
  // pages and files are not.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
    const isApi = apiPathOf(request) !== null;
    // A missing file is a 404, never the app's page: a stale or mistyped asset must not load HTML as a script.
    const isFile = /^\/(assets|icons|seed-assets|uploads)\//.test(decodedPath(request.url));
    if (isApi || isFile || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(reply, 404, {
        code: 'NOT_FOUND',
        message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      });
    }
    if (pages && (await pages.send(request, reply))) return reply;
    if (NOT_INDEXED.has(decodedPath(request.url))) reply.header('x-robots-tag', 'noindex');
    // With pages rendered, the same address may bring a rendered page or the shell (by session and language).
    if (pages) reply.header('vary', PAGE_VARY);
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
}
