// Errors raised before any route runs (a path that does not decode, a path parameter over the router's limit, an
// HTTP request Node cannot parse) leave in our { error: { code, message } } shape like every other error, not in
// Fastify's or Node's own (issue 20).
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@swim/shared/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-handler.js';

type Answer = { status: number; code: ErrorCode; message: string };

/** The answers to the router's errors, by Fastify's code; the path is not echoed back. */
const ROUTER_ERRORS: Record<string, Answer> = {
  // A percent-encoding that is not UTF-8 (`%C0%AE`) in a path parameter.
  FST_ERR_BAD_URL: { status: 400, code: 'BAD_REQUEST', message: 'The address is not valid' },
  // A path parameter longer than the router takes (100 characters): no id or slug of ours is that long.
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'BAD_REQUEST', message: 'A part of the address is too long' },
};

/** Fastify's frameworkErrors option: the router's errors in our shape, with the API's security headers. */
export function answerRouterError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = ROUTER_ERRORS[error.code];
  const headers = request.server.apiSecurityHeaders;
  if (headers) reply.headers(headers);
  if (answer) return sendError(reply, answer.status, { code: answer.code, message: answer.message });
  request.log.error({ err: error }, 'request failed before routing');
  return sendError(reply, 500, { code: 'INTERNAL', message: 'Something went wrong on our side' });
}

/** Node's parse errors, by its code (the rest are 400). */
const CLIENT_ERRORS: Record<string, Answer> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'BAD_REQUEST', message: 'The request took too long to arrive' },
  HPE_HEADER_OVERFLOW: { status: 431, code: 'BAD_REQUEST', message: 'The request headers are too large' },
};
const MALFORMED: Answer = { status: 400, code: 'BAD_REQUEST', message: 'The request is not valid HTTP' };

/**
 * Fastify's clientErrorHandler: a request Node's parser refuses (`%2Fapi/x` as the target, a broken header) is
 * answered on the socket in our shape, then the connection is closed as Node and Fastify do.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = (error.code && CLIENT_ERRORS[error.code]) || MALFORMED;
  const body = JSON.stringify({ error: { code: answer.code, message: answer.message } });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
