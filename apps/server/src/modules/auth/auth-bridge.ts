// Hands a Fastify request to the auth library and its Web Response back, with errors in our { error } shape.
import { type ErrorCode, STATUS_ERROR_CODES } from '@swim/shared/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Auth, CLIENT_ADDRESS_HEADER } from './auth-instance.js';
import { toHeaders } from './session.js';

const LIBRARY_CODES: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_CREDENTIALS',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  INVALID_TOKEN: 'INVALID_TOKEN',
  PASSWORD_TOO_SHORT: 'VALIDATION_FAILED',
  PASSWORD_TOO_LONG: 'VALIDATION_FAILED',
  INVALID_EMAIL: 'VALIDATION_FAILED',
};

/** Our codes put in place of others in a relayed error (a sign-in's wrong password while the account is slowed). */
export type CodeRewrite = Partial<Record<ErrorCode, ErrorCode>>;

/** Forwards the request to the auth library and relays its answer. */
export async function forwardToAuth(auth: Auth, publicUrl: string, request: FastifyRequest, reply: FastifyReply) {
  return relayAuthResponse(reply, await callAuth(auth, publicUrl, request));
}

/** The auth library's answer to the request. */
export function callAuth(auth: Auth, publicUrl: string, request: FastifyRequest): Promise<Response> {
  const headers = toHeaders(request.headers);
  headers.delete('content-length');
  // The library records the address Fastify resolved under TRUST_PROXY's hops, never one a client wrote itself.
  headers.set(CLIENT_ADDRESS_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return auth.handler(
    new Request(new URL(request.url, publicUrl), {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(request.body) : undefined,
    }),
  );
}

/** Sends the library's answer as ours: its status, headers and cookies, and errors in our shape. */
export async function relayAuthResponse(reply: FastifyReply, response: Response, rewrite: CodeRewrite = {}) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);

  const text = await response.text();
  if (response.status < 400 || !text) return reply.send(text ? withoutSessionToken(text) : undefined);
  const body = toErrorBody(response.status, text);
  body.error.code = rewrite[body.error.code] ?? body.error.code;
  return reply.type('application/json').send(body);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The library's JSON answer without the session token (sign-in's `token`, get-session's `session.token`): the
 * HttpOnly cookie carries it, and a page script must not be able to read it (ADR 0021).
 */
export function withoutSessionToken(text: string): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  if (!isRecord(body)) return text;
  const session = isRecord(body.session) ? body.session : null;
  if (!('token' in body) && !(session && 'token' in session)) return text;
  const { token: _token, ...rest } = body;
  if (session) {
    const { token: _sessionToken, ...sessionRest } = session;
    rest.session = sessionRest;
  }
  return JSON.stringify(rest);
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
