// One database handle for the app: embedded PGlite by default, a PostgreSQL server when a URL is given.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type LocalWrites, watchPgliteWrites, watchPoolWrites } from '../lib/local-writes.js';
import type { Logger } from '../lib/logger.js';
import { withTimeout } from '../lib/with-timeout.js';
import { type ListenHandlers, type Listener, listenOn } from './listen.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services accept `Db | Tx` where they may run inside a caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies committed migrations; safe to call from several instances at once. */
  migrate: () => Promise<void>;
  /** True when a trivial query answers. */
  ping: () => Promise<boolean>;
  /** Runs raw SQL for libraries that bring their own (pg-boss); without values it may hold several statements. */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  /** This process's calls that may write: under way, and a count that moves as each one ends. */
  writes: LocalWrites;
  /**
   * PostgreSQL only: listens on a channel over a connection of its own, re-listening after the server cuts it. The
   * handlers hear when listening starts (again) and when it stops; only between the two does a message arrive for
   * every commit that sent one.
   */
  listen?: (channel: string, handlers: ListenHandlers) => Listener;
  /** PGlite only: the whole data directory as a gzipped tarball (a migrated template for the tests). */
  dumpDataDir?: () => Promise<Blob>;
  close: () => Promise<void>;
};

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
/** How long opening a connection to PostgreSQL may take. */
const CONNECT_TIMEOUT_MS = 5_000;

/** How long the readiness probe waits for the database's `select 1`. */
const PING_TIMEOUT_MS = 2_000;

/** Any fixed number: serialises migrations across instances sharing one PostgreSQL. */
const MIGRATION_LOCK_KEY = 727_274_001;

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /** Where a dropped connection is reported; without it, a warning on stderr. */
  log?: Pick<Logger, 'warn'>;
  /** PGlite only: starts from this dump of a data directory (the tests' migrated template) instead of an empty one. */
  loadDataDir?: Blob;
};

/** Opens the configured database (PGlite under dataDir unless databaseUrl is set). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.log);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPostgres(url: string, max: number, log?: Pick<Logger, 'warn'>): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // A server that stopped answering (paused, or a network that drops packets) fails a request after this long
    // instead of holding it, and its connection, until the operating system gives up minutes later.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  const open = new Set<pg.PoolClient>();
  pool.on('connect', (client) => {
    open.add(client);
    // A client checked out for a transaction has no pool listener: a cut while it waits between two statements would
    // emit 'error' with none and kill the process. Its next statement fails instead (the request answers 503), and the
    // pool drops it on release.
    client.on('error', (err: Error & { code?: string }) => {
      if (log) log.warn({ code: err.code }, 'database connection lost while checked out; its transaction fails');
      else console.warn(`database connection lost while checked out (${err.code ?? err.message})`);
    });
  });
  pool.on('remove', (client) => open.delete(client));
  // An idle client whose connection the server cut (restart, failover, pg_terminate_backend) emits 'error' on the
  // pool; without a listener that kills the process. The pool has already discarded the client: log and go on.
  pool.on('error', (err: Error & { code?: string }) => {
    if (log) log.warn({ err, code: err.code }, 'database connection lost; the pool will open a new one');
    else console.warn(`database connection lost (${err.code ?? err.message}); the pool will open a new one`);
  });
  retryCutSessions(pool);
  // pg-boss's statements (its own schema only, never a stamped table) are not counted as this process's writes.
  const uncounted = pool.query.bind(pool) as (text: string, values?: unknown[]) => Promise<unknown>;
  const writes = watchPoolWrites(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    writes,
    listen: (channel, handlers) => listenOn({ url, log }, channel, handlers),
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    ping: () => ping(db),
    executeSql: async (text, values) => {
      // Several statements in one text answer with one result each; the caller wants the last one's rows.
      const result = (await uncounted(text, values)) as pg.QueryResult | pg.QueryResult[];
      return { rows: Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows };
    },
    close: () => endPool(pool, open),
  };
}

/**
 * SQLSTATEs with which the server ends a session (admin command, crash recovery, shutdown): the statement it was
 * running was rolled back, so running it again on a fresh connection is safe.
 */
const SESSION_CUT_CODES = new Set(['57P01', '57P02', '57P03']);

/**
 * pg_terminate_backend and restarts end backends one by one, so a pooled connection can look healthy and be cut
 * while it runs the next request's query. A plain read outside a transaction is run again on another connection,
 * as often as the pool may still hold connections cut at the same moment (each try uses one up), so a cut of the
 * whole pool under load costs a read nothing. A write is not (a cut after its commit but before the answer would
 * apply it twice), so its request answers 503.
 */
export function retryCutSessions(pool: Pick<pg.Pool, 'query' | 'options'>): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const tries = (pool.options.max ?? 10) + 1;
  const retrying = async (...args: unknown[]) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await query(...args);
      } catch (err) {
        const cut = SESSION_CUT_CODES.has((err as { code?: string }).code ?? '');
        if (!cut || !isPlainRead(args[0]) || attempt >= tries) throw err;
      }
    }
  };
  pool.query = ((...args: unknown[]) =>
    typeof args.at(-1) === 'function' ? query(...args) : retrying(...args)) as typeof pool.query;
}

/** A single SELECT (drizzle's reads; `select ... for update` only runs inside transactions, on a checked-out client). */
function isPlainRead(queryOrConfig: unknown): boolean {
  const text = typeof queryOrConfig === 'string' ? queryOrConfig : (queryOrConfig as { text?: unknown })?.text;
  return typeof text === 'string' && /^\s*select\b/i.test(text) && !text.includes(';');
}

/**
 * Ends the pool and resolves once every connection is really closed: pg-pool's own end() resolves as soon as it has
 * asked idle clients to end, so a database dropped right after would cut connections still saying goodbye.
 */
async function endPool(pool: pg.Pool, open: Set<pg.PoolClient>): Promise<void> {
  const allGone = new Promise<void>((resolve) => {
    const check = () => {
      if (open.size > 0) return;
      pool.off('remove', check);
      resolve();
    };
    pool.on('remove', check);
    check();
  });
  await pool.end();
  // Bounded: a connection that never reports back must not hold a shutdown forever.
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, 5_000);
    timer.unref();
  });
  await Promise.race([allGone, timeout]);
  clearTimeout(timer);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const dir = dataDir === 'memory://' ? undefined : path.join(dataDir, 'pglite');
  if (dir) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, loadDataDir ? { loadDataDir } : {});
  const writes = watchPgliteWrites(client as unknown as Parameters<typeof watchPgliteWrites>[0]);
  const pgliteDb = drizzlePglite(client, { schema });
  const db = pgliteDb as unknown as Db;
  return {
    db,
    kind: 'pglite',
    writes,
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: () => ping(db),
    executeSql: async (text, values) => {
      if (values?.length) return { rows: (await client.query(text, values)).rows };
      // A script may open its own transaction; if it fails midway, PGlite's one session would stay aborted for
      // everyone, so it runs inside transaction(), which rolls back on error. Its own BEGIN/COMMIT only warn.
      return client.transaction(async (tx) => ({ rows: (await tx.exec(text)).at(-1)?.rows ?? [] }));
    },
    dumpDataDir: () => client.dumpDataDir('gzip'),
    close: () => client.close(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    // A balancer's probe gets an answer even from a database that has stopped answering.
    await withTimeout(db.execute(sql`select 1`), PING_TIMEOUT_MS, 'the database ping');
    return true;
  } catch {
    return false;
  }
}

/** Runs raw SQL and returns its rows, whichever driver is underneath. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
