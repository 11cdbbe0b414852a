// Hands a Fastify request to the auth library and its Web Response back, with errors in our { error } shape.
import { type ErrorCode, STATUS_ERROR_CODES } from '@swim/shared/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from './auth-instance.js';
import { toHeaders } from './session.js';

const LIBRARY_CODES: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_CREDENTIALS',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  INVALID_TOKEN: 'INVALID_TOKEN',
  PASSWORD_TOO_SHORT: 'VALIDATION_FAILED',
  PASSWORD_TOO_LONG: 'VALIDATION_FAILED',
  INVALID_EMAIL: 'VALIDATION_FAILED',
};

/** Forwards the request to the auth library and relays its answer. */
export async function forwardToAuth(auth: Auth, publicUrl: string, request: FastifyRequest, reply: FastifyReply) {
  const headers = toHeaders(request.headers);
  headers.delete('content-length');
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  const response = await auth.handler(
    new Request(new URL(request.url, publicUrl), {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(request.body) : undefined,
    }),
  );

  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);

  const text = await response.text();
  if (response.status < 400 || !text) return reply.send(text || undefined);
  return reply.type('application/json').send(toErrorBody(response.status, text));
}

function toErrorBody(status: number, text: string) {
  let parsed: { code?: string; message?: string } = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { message: text };
  }
  const code = (parsed.code && LIBRARY_CODES[parsed.code]) || STATUS_ERROR_CODES[status] || 'BAD_REQUEST';
  return { error: { code, message: parsed.message ?? 'Request failed', reason: parsed.code } };
}
