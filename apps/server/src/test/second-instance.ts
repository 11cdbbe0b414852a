// A second app instance on the test app's database, as a second server behind a load balancer: on PostgreSQL it has
// its own connection pool, so the two race in the database as two processes would (on PGlite they share its one
// session, which only interleaves between statements).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import { type Config, testConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import type { TestApp } from './app.js';

export type SecondInstance = { app: FastifyInstance };

/** Call after useTestApp: the returned object holds the second app once both are up. */
export function useSecondInstance(first: TestApp, overrides: Partial<Config> = {}): SecondInstance {
  const second = {} as SecondInstance;
  let own: Database | null = null;
  beforeAll(async () => {
    const url = first.database.url;
    own = url ? await openDatabase({ dataDir: '', databaseUrl: url, poolSize: 10 }) : null;
    second.app = await buildApp({ config: testConfig(overrides), database: own ?? first.database });
    await second.app.ready();
  });
  afterAll(async () => {
    await second.app?.close();
    await own?.close();
  });
  return second;
}
