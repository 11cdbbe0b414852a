// Answers a GET from a read-cache entry: ETag and 304, revalidating Cache-Control, pre-compressed body.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CacheEntry, encodedBody } from '../lib/read-cache.js';

/**
 * Browsers and shared caches may keep public data but must ask again every time (a 304 costs a few bytes): a
 * max-age would show a parent the old free places right after their own enrolment.
 */
export const PUBLIC_DATA_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** One person's data: only their own browser may keep it, and must ask again every time. */
export const PRIVATE_DATA_CACHE_CONTROL = 'private, no-cache';

/** Sends the entry's JSON, or 304 when the client already holds it. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CacheEntry,
  options: { private?: boolean } = {},
): FastifyReply {
  reply
    .header('etag', entry.etag)
    .header('cache-control', options.private ? PRIVATE_DATA_CACHE_CONTROL : PUBLIC_DATA_CACHE_CONTROL)
    .header('vary', 'accept-encoding');
  if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  const { body, encoding } = encodedBody(entry, request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(body);
}

/** If-None-Match compares weakly: any listed tag equal to ours, with or without W/, or '*'. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const ours = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === ours;
  });
}
