// Restores pg_dump's archive into a PostgreSQL database with pg_restore in one transaction. With --force, what the
// database held is set aside first: each schema the archive brings renamed to <name>_before_restore_<stamp> (and renamed back
// if the restore fails), so nothing is dropped and nothing is left half-restored.
import pg from 'pg';
import { BackupError } from './backup-error.js';
import { type RunQuery, compareCounts, countRows, readServerVersion } from './database-facts.js';
import type { Manifest } from './manifest.js';
import { findPgTool, libpqConnection, runPgTool, serverMajorOf } from './pg-tools.js';

/** Runs `use` on a connection of its own to `url`, closed afterwards. */
export async function withClient<T>(url: string, use: (run: RunQuery) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(async (text) => (await client.query(text)).rows as Record<string, unknown>[]);
  } finally {
    await client.end();
  }
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Renames aside the schemas the archive brings (public, drizzle, pgboss) and makes an empty public schema; returns
 * the renames, to undo them. Other schemas (an earlier restore's set-aside ones) stay as they are.
 */
async function setAsideSchemas(
  url: string,
  manifest: Manifest,
  stamp: string,
): Promise<{ from: string; to: string }[]> {
  const restored = new Set(['public', ...Object.keys(manifest.tables).map((name) => name.slice(0, name.indexOf('.')))]);
  return withClient(url, async (run) => {
    const rows = await run('select nspname from pg_namespace');
    const renames = rows
      .map((r) => String(r.nspname))
      .filter((name) => restored.has(name))
      .map((from) => ({ from, to: `${from}_before_restore_${stamp}` }));
    await run('begin');
    for (const { from, to } of renames) await run(`alter schema ${quote(from)} rename to ${quote(to)}`);
    await run('create schema public');
    await run('commit');
    return renames;
  });
}

async function putSchemasBack(url: string, renames: { from: string; to: string }[]): Promise<void> {
  await withClient(url, async (run) => {
    await run('begin');
    await run('drop schema if exists public');
    for (const { from, to } of renames) await run(`alter schema ${quote(to)} rename to ${quote(from)}`);
    await run('commit');
  });
}

/** Restores and checks the row counts; returns the schemas set aside (with force). */
export async function restorePostgres(options: {
  dumpFile: string;
  url: string;
  manifest: Manifest;
  force: boolean;
  stamp: string;
}): Promise<string[]> {
  const version = await withClient(options.url, readServerVersion);
  const pgRestore = findPgTool('pg_restore', serverMajorOf(version));
  const { dbname, env } = libpqConnection(options.url);
  const renames = options.force ? await setAsideSchemas(options.url, options.manifest, options.stamp) : [];
  // One transaction: a failure part way leaves the database as it was.
  const args = ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${dbname}`];
  try {
    await runPgTool(pgRestore, [...args, options.dumpFile], env);
  } catch (err) {
    if (renames.length > 0) await putSchemasBack(options.url, renames);
    throw err;
  }
  const differences = compareCounts(options.manifest.tables, await withClient(options.url, countRows));
  if (differences.length > 0) {
    throw new BackupError(
      'mismatch',
      `The database was restored but differs from the archive:\n  ${differences.join('\n  ')}`,
    );
  }
  return renames.map((r) => `schema ${r.to}`);
}
