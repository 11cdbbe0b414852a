// PostgreSQL cutting a running server's connections (pg_terminate_backend), under steady load and while idle: the
// process stays up, the only 5xx are 503s right after a cut, and it answers 200 again within seconds, unrestarted.
import autocannon from 'autocannon';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, TEST_PASSWORD, buildUserWithPassword } from '../test/auth.js';
import { type TestDatabase, createTestDatabase } from '../test/database.js';
import { buildClass } from '../test/factories.js';
import { type ServerProcess, signInOver, startServer, waitUntil } from './server-process.js';

const url = process.env.TEST_DATABASE_URL;
const APP_NAME = `swim-reliability-cuts-${process.pid}`;
/** A cut must be over within this: the longest a request may wait before the server answers 200 again. */
const RECOVERY_LIMIT_MS = 5_000;

let database: TestDatabase;
let server: ServerProcess;
let cookie = '';

/** Ends every connection the server holds, as an operator or a failover would; returns how many were cut. */
async function cutConnections(): Promise<number> {
  const operator = new pg.Client({ connectionString: url });
  await operator.connect();
  try {
    const cut = await operator.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [APP_NAME],
    );
    return cut.rowCount ?? 0;
  } finally {
    await operator.end();
  }
}

/** Milliseconds until a read that needs the database (the session and the caller's children) answers 200. */
async function timeToRecover(): Promise<number> {
  const started = Date.now();
  await waitUntil(
    async () => (await fetch(`${server.url}/api/children`, { headers: { cookie } }).catch(() => null))?.status === 200,
    { timeoutMs: 30_000, stopIf: () => server.exited() !== null },
  );
  return Date.now() - started;
}

if (!url) console.log('connection cuts: skipped, they need a PostgreSQL server (set TEST_DATABASE_URL)');

describe.skipIf(!url)('a server process whose PostgreSQL connections are cut', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    await buildClass(database.db);
    const parent = await buildUserWithPassword(database.db);
    // PGAPPNAME names the server's connections, so the operator cuts those and no one else's.
    server = await startServer({
      DATABASE_URL: database.url ?? '',
      PGAPPNAME: APP_NAME,
      RATE_LIMIT_MAX: '100000000',
    });
    cookie = await signInOver(server.url, parent.email, TEST_PASSWORD);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.close();
  });

  it('stays up under load through three cuts, answering only 503 for what it cannot serve', async () => {
    const headers = { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' };
    const child = {
      fullName: 'Дете Тест',
      firstName: 'Dete',
      lastName: 'Test',
      birthDate: '2017-05-05',
      gender: 'female',
      skillLevel: 'beginner',
      emergencyContact: 'Майка',
      emergencyPhone: '0888123456',
    };
    const load = autocannon({
      url: server.url,
      connections: 10,
      duration: 120,
      requests: [
        { method: 'GET', path: '/api/classes' },
        { method: 'GET', path: '/api/children', headers },
        { method: 'GET', path: '/api/me', headers },
        { method: 'POST', path: '/api/children', headers, body: JSON.stringify(child) },
      ],
    });
    const responses: { at: number; status: number }[] = [];
    const socketErrors: string[] = [];
    load.on('response', (_client, status) => responses.push({ at: Date.now(), status }));
    load.on('reqError', (err) => socketErrors.push(String(err)));
    const done = new Promise<autocannon.Result>((resolve) => load.on('done', resolve));
    const oks = () => responses.filter((r) => r.status < 300).length;

    const cuts: { at: number; connections: number; recoveryMs: number }[] = [];
    try {
      await waitUntil(() => oks() >= 300, { timeoutMs: 30_000 });
      for (let i = 0; i < 3; i++) {
        const at = Date.now();
        const connections = await cutConnections();
        const recoveryMs = await timeToRecover();
        cuts.push({ at, connections, recoveryMs });
        // The pool fills again under the load before the next cut.
        const before = oks();
        await waitUntil(() => oks() >= before + 300, { timeoutMs: 30_000 });
      }
    } finally {
      load.stop();
    }
    await done;

    const unavailable = responses.filter((r) => r.status === 503);
    const otherErrors = responses.filter((r) => r.status >= 400 && r.status !== 503);
    const afterACut = (at: number) => cuts.some((c) => at >= c.at && at <= c.at + RECOVERY_LIMIT_MS);
    console.log(
      `connections cut under load: ${cuts.length} cuts of ${cuts.map((c) => c.connections).join('/')} connections, ` +
        `${responses.length} responses (${unavailable.length} 503, ${otherErrors.length} other errors, ` +
        `${socketErrors.length} socket errors), recovery ${cuts.map((c) => `${c.recoveryMs} ms`).join(', ')}`,
    );
    expect(server.exited()).toBeNull();
    expect(cuts.every((c) => c.connections > 0)).toBe(true);
    const logged = server
      .output()
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line));
    expect(
      otherErrors.map((r) => r.status),
      logged.join('\n').slice(0, 4000),
    ).toEqual([]);
    expect(socketErrors).toEqual([]);
    expect(unavailable.filter((r) => !afterACut(r.at))).toEqual([]);
    for (const cut of cuts) expect(cut.recoveryMs).toBeLessThan(RECOVERY_LIMIT_MS);
  });

  it('stays up when its idle connections are cut, logs the loss and answers the next request', async () => {
    const recoveries: number[] = [];
    for (let i = 0; i < 2; i++) {
      // Several pooled connections open and then idle.
      const warm = await Promise.all(
        Array.from({ length: 5 }, () => fetch(`${server.url}/api/children`, { headers: { cookie } })),
      );
      expect(warm.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      const logged = server.output().split('database connection lost').length;
      expect(await cutConnections()).toBeGreaterThan(0);
      // Each idle connection that was cut is reported through the log, never as an unhandled error.
      await waitUntil(() => server.output().split('database connection lost').length > logged, { timeoutMs: 5_000 });
      recoveries.push(await timeToRecover());
      expect(server.exited()).toBeNull();
    }
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(200);
    console.log(`connections cut while idle: 2 cuts, recovery ${recoveries.map((ms) => `${ms} ms`).join(', ')}`);
    for (const ms of recoveries) expect(ms).toBeLessThan(RECOVERY_LIMIT_MS);
  });
});
