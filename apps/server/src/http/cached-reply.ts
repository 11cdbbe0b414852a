// Answers a GET from a read-cache entry: ETag and 304, revalidating Cache-Control, pre-compressed body.
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CacheEntry, encodedBody, type MaybePromise } from '../lib/read-cache.js';

/**
 * Browsers and shared caches may keep public data but must ask again every time (a 304 costs a few bytes): a
 * max-age would show a parent the old free places right after their own enrolment.
 */
export const PUBLIC_DATA_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** One person's data: only their own browser may keep it, and must ask again every time. */
export const PRIVATE_DATA_CACHE_CONTROL = 'private, no-cache';

/** A complete answer for one entry, encoding and audience: its header lines and its body, worked out once. */
type Wire = { headers: string[]; notModified: string[]; body: string };

/** Per entry (one version of one read model): its answers by encoding and audience. Gone with the entry. */
const wires = new WeakMap<CacheEntry, Map<string, Wire>>();

/** Answers a GET with an entry: at once when the entry is in memory, else once it is loaded. */
type Sender = (
  request: FastifyRequest,
  reply: FastifyReply,
  entry: MaybePromise<CacheEntry>,
) => undefined | Promise<void>;

/** One entry to answer with, and whether only the caller's own browser may keep it. */
type Answer = { entry: CacheEntry; isPrivate: boolean };

function wireOf({ entry, isPrivate }: Answer, security: OutgoingHttpHeaders, acceptEncoding?: string): Wire {
  const { body, encoding } = encodedBody(entry, acceptEncoding);
  const id = `${encoding ?? ''}:${isPrivate ? 'private' : 'public'}`;
  let byId = wires.get(entry);
  let wire = byId?.get(id);
  if (wire) return wire;
  const common = [
    ...Object.entries(security).flatMap(([name, value]) => [name, String(value)]),
    'etag',
    entry.etag,
    'cache-control',
    isPrivate ? PRIVATE_DATA_CACHE_CONTROL : PUBLIC_DATA_CACHE_CONTROL,
    'vary',
    'accept-encoding',
  ];
  wire = {
    notModified: common,
    headers: [
      ...common,
      ...(encoding ? ['content-encoding', encoding] : []),
      'content-type',
      'application/json; charset=utf-8',
      'content-length',
      String(body.length),
    ],
    // One byte per character: the header and the body then leave in one write, not a header string and a buffer.
    body: body.toString('latin1'),
  };
  if (!byId) {
    byId = new Map();
    wires.set(entry, byId);
  }
  byId.set(id, wire);
  return wire;
}

/**
 * Sends the entry's JSON, or 304 when the client already holds it. Every answer of this entry is prepared once (the
 * same bytes go to thousands of readers), so it is written to the socket as it stands: the API's security headers
 * (the same set every API answer carries, from the onRequest hook), the entry's validators, and the body in the best
 * encoding the client accepts. The reply is hijacked to do so: Fastify's onSend hooks do not run for these answers
 * (compression is not needed, cookies are never set), its onResponse hooks and request log do.
 */
export const sendCached: Sender = (request, reply, entry) => send(request, reply, { entry, isPrivate: false });

/** sendCached for one person's data: the answer is marked for their own browser only (PRIVATE_DATA_CACHE_CONTROL). */
export const sendCachedPrivate: Sender = (request, reply, entry) => send(request, reply, { entry, isPrivate: true });

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  { entry, isPrivate }: { entry: MaybePromise<CacheEntry>; isPrivate: boolean },
): undefined | Promise<void> {
  if (entry instanceof Promise) return entry.then((loaded) => void write(request, reply, { entry: loaded, isPrivate }));
  write(request, reply, { entry, isPrivate });
  return undefined;
}

function write(request: FastifyRequest, reply: FastifyReply, answer: Answer): void {
  const wire = wireOf(answer, request.server.apiSecurityHeaders, request.headers['accept-encoding']);
  reply.hijack();
  const res = reply.raw;
  if (etagMatches(request.headers['if-none-match'], answer.entry.etag)) {
    res.writeHead(304, wire.notModified);
    res.end();
    return;
  }
  res.writeHead(200, wire.headers);
  res.end(wire.body, 'latin1');
}

/** If-None-Match compares weakly: any listed tag equal to ours, with or without W/, or '*'. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const ours = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === ours;
  });
}

/**
 * The route options of a public read served by sendCached: the same answer for every caller (no session is read,
 * whatever cookies come), and bodies compressed once per version (the per-request compression hooks stay off).
 */
export const CACHED_PUBLIC_READ = {
  config: { access: 'public', anonymous: true },
  compress: false,
  decompress: false,
} as const;
