import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { describeStartup } from './startup-summary.js';

describe('the start-up summary', () => {
  it('tells a newcomer where data and mail go, and that cards take no real money', () => {
    const summary = describeStartup(loadConfig({}), 'pglite');
    expect(summary.message).toBe('swim club ready on http://localhost:3000');
    expect(summary.fields).toMatchObject({
      database: expect.stringMatching(/^embedded PGlite in .*data\/pglite$/),
      mail: 'kept in the outbox: read it at http://localhost:3000/dev/mailbox',
      payments: 'built-in TEST provider: test cards, no real money',
      limits: 'counted in this instance (no REDIS_URL)',
    });
  });

  it('names a production setup without its passwords', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://club:db-password@db.internal:5432/swim',
      SMTP_URL: 'smtps://mailer:smtp-password@smtp.example.com:465',
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      REDIS_URL: 'redis://cache:6379',
    });
    const { fields } = describeStartup(config, 'postgres');
    expect(fields).toMatchObject({
      database: 'PostgreSQL at db.internal:5432/swim (pool of 10)',
      mail: 'sent through smtp.example.com:465',
      payments: 'Stripe (live keys)',
      limits: 'counted in Redis (shared by instances)',
    });
    expect(JSON.stringify(fields)).not.toMatch(/password|sk_live/);
  });
});
