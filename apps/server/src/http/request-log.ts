// What the log says about requests. JSON (production, LOG_FORMAT=json): Fastify's lines per request, which a log
// collector counts and searches. Text (a person at a terminal): nothing for a request that went well, a warning for
// one slower than LOG_SLOW_MS; a failed request is written by the error handler in both.
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Config } from '../config.js';

/** The text log's requests: only the slow ones and the ones whose answer failed on its way out. */
class TerminalLogController extends LogController {
  constructor(private readonly slowMs: number) {
    super();
  }

  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const ms = Math.round(reply.elapsedTime);
    if (ms >= this.slowMs) {
      // The path only: a query may carry a live token (a mailed sign-in link's).
      const path = request.url.split('?', 1)[0];
      request.log.warn({ status: reply.statusCode, ms }, `slow request: ${request.method} ${path}`);
    }
  }
}

/** Fastify's request logging for the configured format (its own, one line per request, for JSON). */
export function requestLogController(config: Pick<Config, 'logFormat' | 'logSlowMs'>): LogController {
  return config.logFormat === 'json' ? new LogController() : new TerminalLogController(config.logSlowMs);
}
