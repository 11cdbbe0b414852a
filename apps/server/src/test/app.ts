// Boots the real app on this worker's test database; tests reset the data between cases.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { type Config, testConfig } from '../config.js';
import { type TestDatabase, createTestDatabase } from './database.js';

export type TestApp = { app: FastifyInstance; database: TestDatabase; close: () => Promise<void> };

/** How the app is built beyond its configuration: a clock a test holds and moves. */
export type TestAppOptions = { now?: () => Date };

/** The real app on a fresh migrated database. */
export async function createTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig(overrides), database, ...options });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The usual test-file setup: one app per file, started before the tests, closed after them, with the data
 * emptied before each test. The returned object is filled in once the app is up.
 */
export function useTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(overrides, options));
  });
  afterAll(async () => {
    await t.close?.();
  });
  beforeEach(async () => {
    await t.database.reset();
  });
  return t;
}
