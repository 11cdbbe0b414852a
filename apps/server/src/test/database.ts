// One database per test worker: PGlite in memory by default, or a fresh schema on TEST_DATABASE_URL's server.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase, queryRows } from '../db/client.js';

export type TestDatabase = Database & {
  /** Empties every table (keeps the schema), so each test starts clean. */
  reset: () => Promise<void>;
};

/** Opens a migrated, empty database for this test worker. */
export async function createTestDatabase(): Promise<TestDatabase> {
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
  const database = await openDatabase({ dataDir: '', databaseUrl: workerUrl.toString(), poolSize: 30 });
  await database.migrate();
  const close = database.close;
  return withReset({
    ...database,
    close: async () => {
      await close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  });
}

function withReset(database: Database): TestDatabase {
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
