// One database per test file: PGlite in memory by default, or a private database on TEST_DATABASE_URL's server.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type DatabaseOptions, MIGRATIONS_FOLDER, openDatabase, queryRows } from '../db/client.js';

export type TestDatabase = Database & {
  /** Empties every table (keeps the schema), so each test starts clean. */
  reset: () => Promise<void>;
  /** The private database's address on a PostgreSQL server, for tests that open a second pool to it. */
  url?: string;
};

/** A short name for the migrations as they are: templates made from other migrations are never used. */
function migrationsDigest() {
  const digest = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const file = path.join(MIGRATIONS_FOLDER, name);
    if (statSync(file).isFile()) digest.update(name).update(readFileSync(file));
  }
  return digest.digest('hex').slice(0, 16);
}

/**
 * A migrated PGlite in memory. Creating a data directory and migrating it takes seconds per test file, so the first
 * file to need one leaves a dump of it in the temporary directory, named by the migrations it holds, and the others
 * start from that dump (about a second). A dump that cannot be read is made again.
 */
async function migratedPglite() {
  const template = path.join(os.tmpdir(), `swim-test-pglite-${migrationsDigest()}.tar.gz`);
  if (existsSync(template)) {
    try {
      const database = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(template)]) });
      // Nothing to apply (the dump is of these migrations): a cheap check that it is what it claims to be.
      await database.migrate();
      return database;
    } catch {
      rmSync(template, { force: true });
    }
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const dump = await database.dumpDataDir?.();
  if (dump) {
    // Written aside and renamed, so a file running at the same time never reads half a dump.
    const partial = `${template}.${process.pid}.${randomBytes(3).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, template);
  }
  return database;
}

/** Opens a migrated, empty database for this test worker. */
export async function createTestDatabase(options: Pick<DatabaseOptions, 'log'> = {}): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return withReset(await migratedPglite());
  // A private database per test file keeps parallel workers and runs apart on a shared server.
  const name = `swim_test_${process.pid}_${randomBytes(3).toString('hex')}`;
  await createFromTemplate(url, name);
  const workerUrl = databaseUrl(url, name);
  const database = await openDatabase({ dataDir: '', databaseUrl: workerUrl, poolSize: 30, ...options });
  // Nothing to apply on a copy of the template: a cheap check that it holds these migrations.
  await database.migrate();
  const close = database.close;
  return withReset({
    ...database,
    url: workerUrl,
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

/** `url` with another database name. */
function databaseUrl(url: string, name: string) {
  const address = new URL(url);
  address.pathname = `/${name}`;
  return address.toString();
}

/**
 * Creates database `name` as a copy of a migrated template on the server, made once per set of migrations (a second
 * or so of migrating saved per test file). The template is built under another name and renamed when complete, and
 * an advisory lock keeps two workers from building it at once or copying it while it is renamed.
 */
async function createFromTemplate(url: string, name: string) {
  const template = `swim_test_template_${migrationsDigest()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', ['swim_test_template']);
    const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount === 0) {
      const building = `${template}_${process.pid}`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const database = await openDatabase({ dataDir: '', databaseUrl: databaseUrl(url, building), poolSize: 2 });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${building} rename to ${template}`);
    }
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', ['swim_test_template']).catch(() => undefined);
    await admin.end();
  }
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
