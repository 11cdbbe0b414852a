// Security headers with a CSP the web app works under, and the global rate limit.
import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiPathOf } from './api-route.js';
import helmet, { type HelmetOptions } from 'helmet';
import { START_SCRIPT_SOURCE } from './start-script.js';
import { Redis } from 'ioredis';
import { CONNECTION_COMMAND_TIMEOUT_MS, type Counters, createCounters } from '../lib/counters.js';
import { counterStore } from './rate-limit-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Failure counters shared by all instances when Redis is configured. */
    counters: Counters;
    /** The security headers every API data answer carries (answers written whole, as cached reads are, add them). */
    apiSecurityHeaders: Readonly<Record<string, string>>;
  }
}
import type { Config } from '../config.js';

/**
 * Helmet's headers for these options, worked out once: they are the same for every response (no nonces), and
 * a per-request plugin (@fastify/helmet) would rebuild them, CSP parsing included, on every request.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** JSON from the API: never a document a browser renders, so only the headers that matter for data apply. */
function isApiData(request: FastifyRequest): boolean {
  const path = apiPathOf(request);
  return path !== null && !path.startsWith('/api/docs');
}

/** The balancer's probes: never counted against an address, however their path is spelled. */
const UNCOUNTED = new Set(['/api/health', '/api/ready']);

/**
 * The headers an API response needs (OWASP's REST cheat sheet), taken from the documents' set where they agree: it
 * may not be framed, sniffed into another type, read by other sites' pages or leak the address it came from, and it
 * may load nothing. Helmet's other headers concern documents only (DNS prefetch, downloads, Flash policies, the XSS
 * auditor, agent clusters); on every answer they cost the server and each client work for nothing (issue 13).
 */
export function apiSecurityHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const kept = [
    'cross-origin-resource-policy',
    'referrer-policy',
    'x-content-type-options',
    'strict-transport-security',
  ];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    ...Object.fromEntries(kept.filter((name) => name in documentHeaders).map((name) => [name, documentHeaders[name]])),
  };
}

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: the start of a server-rendered page (page-render.ts).
        scriptSrc: ["'self'", START_SCRIPT_SOURCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: config.env === 'production' ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.env === 'production',
  });
  const apiHeaders = apiSecurityHeaders(headers);
  app.decorate('apiSecurityHeaders', apiHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiData(request) ? apiHeaders : headers);
    done();
  });
  // Counters live in Redis when REDIS_URL is set, so a limit holds across all instances behind a load balancer. A
  // request waits at most COMMAND_TIMEOUT_MS on a command (lib/counters.ts; the connection's own timeout is only a
  // backstop) and none waits for a connection (no offline queue): without Redis the counters count in this instance,
  // so Redis never holds or fails a request.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        connectTimeout: 2000,
        commandTimeout: CONNECTION_COMMAND_TIMEOUT_MS,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
      })
    : null;
  const counters = createCounters(redis, app.log);
  app.decorate('counters', counters);
  if (redis) {
    // The first requests find the connection made (or the counters already local, said once in the log).
    await new Promise<void>((resolve) => {
      redis.once('ready', resolve);
      setTimeout(resolve, 2000).unref();
    });
    await counters.check();
    app.addHook('onClose', async () => {
      // Not quit(): it waits for Redis's answer, which a paused Redis never gives.
      redis.disconnect();
    });
  }
  // Stops the retries and the sweep of the counts kept in this process.
  app.addHook('onClose', async () => counters.close());
  await app.register(rateLimit, {
    global: true,
    store: counterStore(counters),
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    // The limit's headers go with a refusal only (429 with retry-after and the limit): the web app never reads them
    // on a success, and on every answer they cost the server and the client work per request.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    // Pages, assets and the balancer's health probes are not counted against an address. Decided on the route
    // matched (per-route limits, the auth routes', inherit this too), so every spelling of an API path is counted.
    allowList: (request) => {
      const path = apiPathOf(request);
      return path === null || UNCOUNTED.has(path);
    },
  });
}
