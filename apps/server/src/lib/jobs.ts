// Background jobs on pg-boss 10, stored in the app's own database (PGlite or a PostgreSQL server) through its handle.
import { setMaxListeners } from 'node:events';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';
import type { Logger } from './logger.js';

export type JobHandler<T> = (data: T) => Promise<void>;
export type SendOptions = {
  /** While a job with this key is queued, retrying or running in the queue, another send with it is dropped. */
  singletonKey?: string;
  /** A date, or a number of seconds from now. */
  startAfter?: Date | number;
  retryLimit?: number;
};
export type JobQueue = {
  /** Starts polling; creates pg-boss's schema on first start (safe with several instances starting at once). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Registers a worker for a queue name (creates the queue if missing). */
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  /** Sends a job; with singletonKey, a second send while one is queued/active is dropped. Returns the job id or null. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Runs `name` on a cron schedule (UTC unless tz says e.g. 'Europe/Sofia'), once across all instances. */
  schedule(name: string, cron: string, data?: object, options?: { tz?: string }): Promise<void>;
};
export type JobQueueOptions = {
  database: Database;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  pollingIntervalSeconds?: number;
  /** First retry delay; later retries back off exponentially. */
  retryDelaySeconds?: number;
};

export const JOB_SCHEMA = 'pgboss';
/** Serialises creating the index below across instances starting at once. */
const SINGLETON_INDEX_LOCK_KEY = 727_274_002;
/** A handler still running after this long at shutdown is left behind; pg-boss expires and retries its job. */
const STOP_TIMEOUT_MS = 30_000;

/**
 * What stops the polling loops: each waiting loop listens on it, one per queue, so it takes more listeners than Node's
 * default of 10 before warning of a leak.
 */
function stopSignal(): AbortController {
  const controller = new AbortController();
  setMaxListeners(100, controller.signal);
  return controller;
}

/** Creates a job queue over the app's database; call start() before sending. */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { database, log } = options;
  const pollingMs = (options.pollingIntervalSeconds ?? 2) * 1000;
  const sql = trackSql(database);
  const boss = new PgBoss({
    db: { executeSql: sql.run },
    schema: JOB_SCHEMA,
    retryLimit: 3,
    retryDelay: options.retryDelaySeconds ?? 30,
    retryBackoff: true,
  });
  // An 'error' event without a listener would kill the process; pg-boss reports maintenance and cron failures here.
  boss.on('error', (err) => log.error({ err }, 'job queue error'));

  const handlers: { name: string; handler: JobHandler<object> }[] = [];
  const loops: Promise<void>[] = [];
  const queues = new Map<string, Promise<void>>();
  let stopping = stopSignal();
  let started = false;

  const ensureQueue = (name: string): Promise<void> => {
    let created = queues.get(name);
    if (!created) {
      created = createQueueOnce(boss, name).catch((err: unknown) => {
        queues.delete(name);
        throw err;
      });
      queues.set(name, created);
    }
    return created;
  };

  const runJob = async (name: string, job: PgBoss.JobWithMetadata<object>, handler: JobHandler<object>) => {
    try {
      await handler(job.data);
    } catch (err) {
      const final = job.retryCount >= job.retryLimit;
      const context = { err, queue: name, jobId: job.id, attempt: job.retryCount + 1 };
      if (final) log.error(context, 'job failed; no retries left');
      else log.warn(context, 'job failed; it will be retried');
      await boss
        .fail(name, job.id, err instanceof Error ? err : { message: String(err) })
        .catch((failErr: unknown) =>
          log.error({ err: failErr, queue: name, jobId: job.id }, 'could not record job failure'),
        );
      return;
    }
    // Not recorded means the job stays active until pg-boss expires it, then it runs again: handlers stay idempotent.
    await boss
      .complete(name, job.id)
      .catch((err: unknown) => log.error({ err, queue: name, jobId: job.id }, 'could not record job completion'));
  };

  // One job at a time per registration; awaiting complete/fail here (pg-boss's own work() fires them unawaited)
  // means a database error is logged instead of surfacing as an unhandled rejection.
  const poll = async (name: string, handler: JobHandler<object>, signal: AbortSignal) => {
    while (!signal.aborted) {
      // fetch() swallows database errors and answers []: the loop just tries again after the interval.
      const [job] = await boss.fetch<object>(name, { includeMetadata: true });
      if (job) await runJob(name, job, handler);
      else await sleep(pollingMs, undefined, { signal }).catch(() => undefined);
    }
  };

  const launch = async (name: string, handler: JobHandler<object>) => {
    await ensureQueue(name);
    loops.push(poll(name, handler, stopping.signal));
  };

  return {
    async start() {
      if (started) return;
      await ensureJobSchema(sql.run);
      await boss.start();
      await ensureSingletonIndex(sql.run);
      stopping = stopSignal();
      started = true;
      for (const { name, handler } of [...handlers]) await launch(name, handler);
      log.info({ queues: handlers.map((h) => h.name) }, 'job queue started');
    },

    async stop() {
      if (!started) return;
      started = false;
      stopping.abort();
      await waitAtMost(Promise.allSettled(loops.splice(0)), STOP_TIMEOUT_MS);
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
      // pg-boss's cron worker may still have a statement on its way: let it finish before the database closes.
      await waitAtMost(sql.drain(), STOP_TIMEOUT_MS);
    },

    async work<T extends object>(name: string, handler: JobHandler<T>) {
      const entry = { name, handler: handler as JobHandler<object> };
      handlers.push(entry);
      if (started) await launch(entry.name, entry.handler);
    },

    async send<T extends object>(name: string, data: T, sendOptions: SendOptions = {}) {
      await ensureQueue(name);
      // pg-boss checks options by presence ('retryLimit' in options), so absent ones must not be there at all.
      const options = Object.fromEntries(Object.entries(sendOptions).filter(([, value]) => value !== undefined));
      return boss.send(name, data, options);
    },

    async schedule(name: string, cron: string, data?: object, scheduleOptions: { tz?: string } = {}) {
      await ensureQueue(name);
      // One row per name (its primary key): every instance may call this at start, the last call wins.
      await boss.schedule(name, cron, data, { tz: scheduleOptions.tz ?? 'UTC' });
    },
  };
}

/**
 * Creates the queue unless it exists. pg-boss 10's create_queue adds foreign keys to its queue table while holding a
 * row there, so two instances creating queues at the same moment deadlock; PostgreSQL aborts one, which tries again
 * and then finds the queue made.
 */
async function createQueueOnce(boss: PgBoss, name: string, attempts = 3): Promise<void> {
  try {
    await boss.createQueue(name);
  } catch (err) {
    const deadlock = (err as { code?: string }).code === '40P01';
    if (!deadlock || attempts <= 1) throw err;
    await createQueueOnce(boss, name, attempts - 1);
  }
}

type ExecuteSql = Database['executeSql'];

/** Wraps executeSql so shutdown can wait for statements pg-boss started without awaiting them. */
function trackSql(database: Database): { run: ExecuteSql; drain: () => Promise<void> } {
  const pending = new Set<Promise<unknown>>();
  return {
    run: (text, values) => {
      const result = database.executeSql(text, values);
      pending.add(result);
      result.then(
        () => pending.delete(result),
        () => pending.delete(result),
      );
      return result;
    },
    drain: async () => {
      // A settled statement may be followed by another from the same chain one turn later.
      while (pending.size > 0) {
        await Promise.allSettled([...pending]);
        await nextTurn();
      }
    },
  };
}

/**
 * Two instances starting at once on a fresh database could both run pg-boss's CREATE SCHEMA IF NOT EXISTS, and the
 * loser fails with a duplicate key in pg_namespace (pg-boss tolerates only 'already exists'), which stops that
 * instance (seen in the two-instance reliability test). The schema is made here first; a lost race means it exists.
 */
async function ensureJobSchema(executeSql: ExecuteSql): Promise<void> {
  try {
    await executeSql(`CREATE SCHEMA IF NOT EXISTS ${JOB_SCHEMA}`);
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code !== '23505' && code !== '42P06') throw err;
  }
}

/**
 * pg-boss 10 keeps at most one queued-or-active job per singletonKey only in policy queues, and those policies also
 * cap jobs without a key to one. This partial unique index gives standard queues pg-boss 9's rule for keyed jobs
 * alone: its insert does ON CONFLICT DO NOTHING, so a duplicate send answers null. Throttled jobs (singleton_on,
 * used by pg-boss's cron) keep their own rule.
 */
async function ensureSingletonIndex(executeSql: ExecuteSql): Promise<void> {
  const index = `${JOB_SCHEMA}.job_singleton_key_unfinished`;
  const { rows } = await executeSql('select to_regclass($1) as found', [index]);
  if ((rows[0] as { found: string | null } | undefined)?.found) return;
  await executeSql(`
    BEGIN;
    SELECT pg_advisory_xact_lock(${SINGLETON_INDEX_LOCK_KEY});
    CREATE UNIQUE INDEX IF NOT EXISTS job_singleton_key_unfinished ON ${JOB_SCHEMA}.job (name, singleton_key)
      WHERE state < 'completed' AND singleton_key IS NOT NULL AND singleton_on IS NULL AND policy = 'standard';
    COMMIT;
  `);
}

/** Waits for the promise, but no longer than ms. */
async function waitAtMost(promise: Promise<unknown>, ms: number): Promise<void> {
  const timer = new AbortController();
  await Promise.race([promise, sleep(ms, undefined, { signal: timer.signal, ref: false }).catch(() => undefined)]);
  timer.abort();
}
