// One error handler: every failure leaves as { error: { code, message, details? } } with a stable code.
import { type ErrorCode, type FieldIssue, STATUS_ERROR_CODES } from '@swim/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
  FST_ERR_MULTIPART_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
};

/** What an error answer says: its stable code, a message, and the fields at fault when there are any. */
export type ErrorAnswer = { code: ErrorCode; message: string; details?: FieldIssue[] };

/** Sends `{ error: { code, message, details? } }` with the status. */
export function sendError(reply: FastifyReply, status: number, { code, message, details }: ErrorAnswer) {
  return reply.status(status).send({ error: { code, message, ...(details ? { details } : {}) } });
}

/** Installs the error and not-found handlers for the API. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) return sendError(reply, error.status, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'invalid',
      }));
      return sendError(reply, 400, { code: 'VALIDATION_FAILED', message: 'The request is not valid', details });
    }
    if (error.statusCode === 429) {
      return sendError(reply, 429, { code: 'RATE_LIMITED', message: 'Too many requests, please try again later' });
    }
    const mapped =
      (error.code && FASTIFY_CODES[error.code]) || (error.statusCode && STATUS_ERROR_CODES[error.statusCode]);
    if (mapped && error.statusCode && error.statusCode < 500) {
      return sendError(reply, error.statusCode, { code: mapped, message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      // The pool drops the dead connection; the next request gets a fresh one once the database is back.
      request.log.warn({ err: error }, 'database unavailable');
      return sendError(reply, 503, {
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is briefly unavailable, please try again',
      });
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, { code: 'INTERNAL', message: 'Something went wrong on our side' });
  });
}

/** PostgreSQL gone or restarting: cut connections, refused or reset sockets, admin shutdown, cannot connect now. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || UNAVAILABLE_NODE_CODES.has(code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (
      /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
        message,
      )
    )
      return true;
    e = e.cause as typeof e;
  }
  return false;
}
