// The line the server writes once it listens: where it is and which of its parts are real, so a newcomer sees at a
// glance where mail goes and whether cards take money.
import path from 'node:path';
import type { Config } from './config.js';
import type { Database } from './db/client.js';

export type StartupSummary = { message: string; fields: Record<string, string> };

/** Where the database lives, without its password. */
function describeDatabase(config: Config, kind: Database['kind']): string {
  if (kind === 'pglite' || !config.databaseUrl) return `embedded PGlite in ${path.join(config.dataDir, 'pglite')}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.host}${url.pathname} (pool of ${config.databasePoolSize})`;
}

function describeMail(config: Config): string {
  if (config.smtpUrl) return `sent through ${new URL(config.smtpUrl).host}`;
  return config.env === 'production'
    ? 'kept in the outbox table (no SMTP_URL)'
    : `kept in the outbox: read it at ${config.publicUrl}/dev/mailbox`;
}

function describePayments(config: Config): string {
  if (config.stripe) return `Stripe (${config.stripe.secretKey.includes('_live_') ? 'live' : 'test'} keys)`;
  if (config.testPayments) return 'built-in TEST provider: test cards, no real money';
  return 'cards off (cash and bank transfers only)';
}

/** What the server says once it listens. */
export function describeStartup(config: Config, kind: Database['kind']): StartupSummary {
  return {
    message: `swim club ready on ${config.publicUrl}`,
    fields: {
      database: describeDatabase(config, kind),
      mail: describeMail(config),
      payments: describePayments(config),
      limits: config.redisUrl ? 'counted in Redis (shared by instances)' : 'counted in this instance (no REDIS_URL)',
      jobs: config.jobs ? 'run here (once across instances)' : 'not run here (JOBS=false)',
    },
  };
}
