// One database per test worker: PGlite in memory by default, or a fresh schema on TEST_DATABASE_URL's server.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type DatabaseOptions, openDatabase, queryRows } from '../db/client.js';

export type TestDatabase = Database & {
  /** Empties every table (keeps the schema), so each test starts clean. */
  reset: () => Promise<void>;
  /** The private database's address on a PostgreSQL server, for tests that open a second pool to it. */
  url?: string;
};

/** Opens a migrated, empty database for this test worker. */
export async function createTestDatabase(options: Pick<DatabaseOptions, 'log'> = {}): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    return withReset(database);
  }
  // A private database per worker keeps parallel workers and runs apart on a shared server.
  const name = `swim_test_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const workerUrl = new URL(url);
  workerUrl.pathname = `/${name}`;
  const database = await openDatabase({ dataDir: '', databaseUrl: workerUrl.toString(), poolSize: 30, ...options });
  await database.migrate();
  const close = database.close;
  return withReset({
    ...database,
    url: workerUrl.toString(),
    // The pool is fully closed first (close() waits for every connection to end), so the drop cuts nothing.
    close: async () => {
      await close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  });
}

function withReset(database: Database & { url?: string }): TestDatabase {
  return {
    ...database,
    reset: async () => {
      const rows = await queryRows<{ tablename: string }>(
        database.db,
        sql`select tablename from pg_tables where schemaname = 'public'`,
      );
      const tables = rows.map((r) => `"${r.tablename}"`).join(', ');
      if (tables) await database.db.execute(sql.raw(`truncate ${tables} restart identity cascade`));
    },
  };
}
