// The server survives PostgreSQL cutting its connections (restart, failover, an operator's pg_terminate_backend).
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { type TestDatabase, createTestDatabase } from '../test/database.js';
import { buildClass } from '../test/factories.js';
import { queryRows } from './client.js';

const url = process.env.TEST_DATABASE_URL;
const warn = vi.fn();
let database: TestDatabase;
let app: FastifyInstance;

// PGlite runs in this process and has no connections to cut; the PostgreSQL run of the suite covers this.
describe.skipIf(!url)('a PostgreSQL server cutting the pool connections', () => {
  beforeAll(async () => {
    database = await createTestDatabase({ log: { warn } });
    app = await buildApp({ config: testConfig({ rateLimitMax: 100_000 }), database });
    await app.ready();
    await buildClass(database.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('logs the loss, keeps the process running and answers the next requests', async () => {
    // Open several pooled connections at once so that idle ones are there to be cut.
    const warmUp = await Promise.all(Array.from({ length: 5 }, () => app.inject('/api/classes')));
    expect(warmUp.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);

    const operator = new pg.Client({ connectionString: url });
    await operator.connect();
    const cut = await operator.query(
      'select pg_terminate_backend(pid) as cut from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [row?.name],
    );
    await operator.end();
    expect(cut.rowCount).toBeGreaterThan(0);

    // Each idle connection that was cut is reported once through the logger, never as an unhandled error. The pool's
    // connections and the one listening for data announcements are cut together: either may report first.
    await vi.waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 5_000 });
    expect(warn.mock.calls[0]?.[0]).toMatchObject({ code: '57P01' });

    const ready = await app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    const classes = await app.inject('/api/classes');
    expect(classes.statusCode).toBe(200);
    expect(classes.json()).toHaveLength(1);
  });
});

describe('a PostgreSQL server that cannot be reached', () => {
  it('answers requests that need it with 503 and /api/ready with 503, and keeps running', async () => {
    // Port 1 on the loopback refuses connections at once: a database that is down.
    const { openDatabase } = await import('./client.js');
    const down = await openDatabase({
      dataDir: '',
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      log: { warn },
    });
    const unreachable = await buildApp({ config: testConfig({ rateLimitMax: 100_000 }), database: down });
    await unreachable.ready();
    try {
      const classes = await unreachable.inject('/api/classes');
      expect(classes.statusCode).toBe(503);
      expect(classes.json().error.code).toBe('SERVICE_UNAVAILABLE');
      expect((await unreachable.inject('/api/ready')).statusCode).toBe(503);
      expect((await unreachable.inject('/api/health')).statusCode).toBe(200);
      // With a session cookie the auth library reads its session store first, and reports its failure as a bare 500.
      const token = 'reliability-session-token';
      const signature = createHmac('sha256', testConfig().authSecret).update(token).digest('base64');
      const signedIn = await unreachable.inject({
        url: '/api/children',
        headers: { cookie: `swim.session_token=${encodeURIComponent(`${token}.${signature}`)}` },
      });
      expect(signedIn.statusCode).toBe(503);
      expect(signedIn.json().error.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await unreachable.close();
      await down.close();
    }
  });
});
