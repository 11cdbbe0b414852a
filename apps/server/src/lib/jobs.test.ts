import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { createJobQueue, JOB_SCHEMA, type JobQueue } from './jobs.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// Retries back off from 1 s (pg-boss's smallest step), so a job failing twice needs roughly 3 to 6 s.
const SLOW = { timeout: 20_000, interval: 100 };

function createLog() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

function openQueue(database: Database, log = createLog()): JobQueue {
  return createJobQueue({ database, log, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 });
}

/** The job's state as pg-boss stored it, read straight from its table. */
async function readState(database: Database, id: string | null): Promise<string | undefined> {
  const { rows } = await database.executeSql(`select state from ${JOB_SCHEMA}.job where id = $1`, [id]);
  return (rows[0] as { state: string } | undefined)?.state;
}

describe('job queue', () => {
  let database: TestDatabase;
  let queue: JobQueue;
  const log = createLog();

  beforeAll(async () => {
    database = await createTestDatabase();
    queue = openQueue(database, log);
    await queue.start();
  });

  afterAll(async () => {
    await queue?.stop();
    await database?.close();
  });

  beforeEach(() => vi.clearAllMocks());

  it('runs a sent job once with its data', async () => {
    const seen: unknown[] = [];
    await queue.work<{ childId: string }>('once', async (data) => {
      seen.push(data);
    });

    const id = await queue.send('once', { childId: 'c-1' });

    expect(id).toMatch(UUID);
    await vi.waitFor(async () => expect(await readState(database, id)).toBe('completed'), SLOW);
    expect(seen).toEqual([{ childId: 'c-1' }]);
  });

  it('retries a handler that throws until it succeeds, and logs each failure', async () => {
    let attempts = 0;
    await queue.work('flaky', async () => {
      attempts += 1;
      if (attempts < 3) throw new Error(`attempt ${attempts} failed`);
    });

    const id = await queue.send('flaky', {});

    await vi.waitFor(async () => expect(await readState(database, id)).toBe('completed'), SLOW);
    expect(attempts).toBe(3);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ queue: 'flaky', attempt: 2 }), expect.any(String));
  });

  it('gives up after the retry limit and marks the job failed', async () => {
    let attempts = 0;
    await queue.work('broken', async () => {
      attempts += 1;
      throw new Error('always');
    });

    const id = await queue.send('broken', {}, { retryLimit: 1 });

    await vi.waitFor(async () => expect(await readState(database, id)).toBe('failed'), SLOW);
    expect(attempts).toBe(2);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ queue: 'broken', jobId: id }), expect.any(String));
  });

  it('drops a send whose singletonKey is already queued, and takes it again once that job is done', async () => {
    const first = await queue.send('keyed', { n: 1 }, { singletonKey: 'payment-1' });
    const duplicate = await queue.send('keyed', { n: 2 }, { singletonKey: 'payment-1' });
    const otherKey = await queue.send('keyed', { n: 3 }, { singletonKey: 'payment-2' });
    const keyless = [await queue.send('keyed', { n: 4 }), await queue.send('keyed', { n: 5 })];
    expect(first).toMatch(UUID);
    expect(duplicate).toBeNull();
    expect(otherKey).toMatch(UUID);
    expect(keyless).toEqual([expect.stringMatching(UUID), expect.stringMatching(UUID)]);

    const seen: number[] = [];
    await queue.work<{ n: number }>('keyed', async ({ n }) => {
      seen.push(n);
    });
    await vi.waitFor(async () => expect(await readState(database, first)).toBe('completed'), SLOW);

    expect(await queue.send('keyed', { n: 6 }, { singletonKey: 'payment-1' })).toMatch(UUID);
    await vi.waitFor(() => expect([...seen].sort((x, y) => x - y)).toEqual([1, 3, 4, 5, 6]), SLOW);
  });

  it('waits for startAfter before running a job', async () => {
    const ranAt: number[] = [];
    await queue.work('later', async () => {
      ranAt.push(Date.now());
    });

    const sentAt = Date.now();
    const id = await queue.send('later', {}, { startAfter: new Date(sentAt + 2_000) });

    await vi.waitFor(async () => expect(await readState(database, id)).toBe('completed'), SLOW);
    expect(ranAt).toHaveLength(1);
    // A little slack for the clocks of Node and the database; ignoring startAfter would run it within a poll (0.5 s).
    expect(ranAt[0]).toBeGreaterThan(sentAt + 1_500);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let database: TestDatabase;
  let secondPool: Database;
  let a: JobQueue;
  let b: JobQueue;
  const logs = [createLog(), createLog()];

  beforeAll(async () => {
    database = await createTestDatabase();
    secondPool = await openDatabase({ dataDir: '', databaseUrl: database.url, poolSize: 5 });
    a = openQueue(database, logs[0]);
    b = openQueue(secondPool, logs[1]);
    // Both create pg-boss's schema at once on a fresh database.
    await Promise.all([a.start(), b.start()]);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await secondPool?.close();
    await database?.close();
  });

  it('hands each job to exactly one instance', async () => {
    const handled: number[] = [];
    const handler = async ({ n }: { n: number }) => {
      handled.push(n);
    };
    await a.work('shared', handler);
    await b.work('shared', handler);

    const numbers = Array.from({ length: 20 }, (_, n) => n);
    await Promise.all(numbers.map((n) => (n % 2 ? a : b).send('shared', { n })));

    await vi.waitFor(async () => {
      const { rows } = await database.executeSql(
        `select count(*)::int as done from ${JOB_SCHEMA}.job where name = 'shared' and state = 'completed'`,
      );
      expect(rows).toEqual([{ done: 20 }]);
    }, SLOW);
    expect([...handled].sort((x, y) => x - y)).toEqual(numbers);
    // Neither the concurrent start nor the shared queue made pg-boss report an error.
    expect(logs.flatMap((log) => log.error.mock.calls)).toEqual([]);
  });

  it('runs a singletonKey job once when both instances send it, while queued and while running', async () => {
    const runs: string[] = [];
    let release = () => {};
    const finished = new Promise<void>((resolve) => {
      release = resolve;
    });
    const handler = async ({ from }: { from: string }) => {
      runs.push(from);
      await finished;
    };

    const first = await a.send('sync-payment', { from: 'a' }, { singletonKey: 'payment-7' });
    const whileQueued = await b.send('sync-payment', { from: 'b' }, { singletonKey: 'payment-7' });
    expect(first).toMatch(UUID);
    expect(whileQueued).toBeNull();
    try {
      await a.work('sync-payment', handler);
      await b.work('sync-payment', handler);
      await vi.waitFor(() => expect(runs).toHaveLength(1), SLOW);
      const whileRunning = await b.send('sync-payment', { from: 'b' }, { singletonKey: 'payment-7' });
      expect(whileRunning).toBeNull();
    } finally {
      release();
    }

    await vi.waitFor(async () => expect(await readState(database, first)).toBe('completed'), SLOW);
    const { rows } = await database.executeSql(
      `select count(*)::int as jobs from ${JOB_SCHEMA}.job where name = 'sync-payment'`,
    );
    expect(rows).toEqual([{ jobs: 1 }]);
    expect(runs).toEqual(['a']);
  });

  it('keeps one schedule per name when both instances register it', async () => {
    await Promise.all([
      a.schedule('nightly-report', '0 3 * * *', { kind: 'report' }, { tz: 'Europe/Sofia' }),
      b.schedule('nightly-report', '0 3 * * *', { kind: 'report' }, { tz: 'Europe/Sofia' }),
    ]);

    const { rows } = await database.executeSql(
      `select name, cron, timezone, data from ${JOB_SCHEMA}.schedule where name = 'nightly-report'`,
    );
    expect(rows).toEqual([
      { name: 'nightly-report', cron: '0 3 * * *', timezone: 'Europe/Sofia', data: { kind: 'report' } },
    ]);
  });
});
