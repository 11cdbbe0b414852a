// The multipart reader for a plugin's upload routes, and what happens to an upload's body when the answer leaves
// before the body was read to its end (a refusal: too large, not an image, not allowed).
import type { IncomingMessage } from 'node:http';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** How much of a refused body is read and discarded to keep its connection by default; past it the connection is cut. */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
/** How long a refused body may take to arrive in full before its connection is cut. */
export const DRAIN_MAX_MS = 30_000;

/**
 * Reads and discards the rest of a request body nobody will read. The multipart reader stops reading where an upload
 * is refused; the rest of the body then stays in the connection, and the next request on it (keep-alive) is never
 * parsed (issue 20). Draining lets the client finish sending and read the answer (closing at once could reset the
 * connection before it has); a body still arriving past the byte or time bound has its connection cut instead.
 */
export function drainUnreadBody(
  raw: IncomingMessage,
  bounds: { maxBytes: number; maxMs: number } = { maxBytes: DRAIN_MAX_BYTES, maxMs: DRAIN_MAX_MS },
): void {
  if (raw.readableEnded || raw.destroyed) return;
  let drained = 0;
  const stop = () => {
    clearTimeout(timer);
    raw.off('data', count);
    raw.off('end', stop);
    raw.off('close', stop);
  };
  const cut = () => {
    stop();
    raw.socket?.destroy();
  };
  const count = (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > bounds.maxBytes) cut();
  };
  const timer = setTimeout(cut, bounds.maxMs);
  timer.unref();
  // A reader still attached (the multipart parser) would hold the flow back; nothing reads what follows any more.
  raw.unpipe();
  raw.on('data', count);
  raw.once('end', stop);
  raw.once('close', stop);
  raw.resume();
}

/** Answers given before the caller was let in (not signed in, not allowed, too many requests, no such route/row). */
const REFUSED_UNREAD = new Set([401, 403, 404, 429]);
/** What a refused upload's body may hold beyond its file: the other form fields and the multipart framing. */
export const DRAIN_MARGIN_BYTES = 1024 * 1024;

/**
 * Lets this plugin's routes take multipart uploads (one file each, up to fileSize bytes), and settles whatever part of
 * an upload is still unread when its answer is sent. A caller refused before it was let in gets `Connection: close`
 * and nothing of its body is read: nobody reads up to 64 MB for an anonymous caller. An upload refused after it was
 * let in (too large, not an image) is drained up to its route's file limit plus a margin, so its connection serves
 * the next request.
 */
export async function registerUploads(app: FastifyInstance, limits: { fileSize: number }): Promise<void> {
  await app.register(multipart, { limits: { fileSize: limits.fileSize, files: 1 } });
  const bounds = { maxBytes: limits.fileSize + DRAIN_MARGIN_BYTES, maxMs: DRAIN_MAX_MS };
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    // The header, not isMultipart(): that is set only once the body's parser ran, after a refusal in onRequest.
    const multipartBody = /^multipart\//i.test(request.headers['content-type'] ?? '');
    if (!multipartBody || raw.readableEnded || raw.destroyed) return payload;
    if (REFUSED_UNREAD.has(reply.statusCode)) reply.header('connection', 'close');
    else drainUnreadBody(raw, bounds);
    return payload;
  });
}
