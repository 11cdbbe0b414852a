// One logger for the process: the database pool and the HTTP app write to the same pino instance.
import pino, { type Logger } from 'pino';

export type { Logger };

/** A pino logger at the configured level that never writes credentials. */
export function createLogger(level = 'info'): Logger {
  return pino({
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  });
}
