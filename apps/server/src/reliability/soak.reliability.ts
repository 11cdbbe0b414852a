// A minute of mixed reads and writes at 100 connections against a server process on PostgreSQL: no error of any
// kind, and every write answered 201 is in the database afterwards.
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteGoals, athleteAccounts, children } from '../db/schema/index.js';
import { TEST_ORIGIN, TEST_PASSWORD, buildUserWithPassword } from '../test/auth.js';
import { type TestDatabase, createTestDatabase } from '../test/database.js';
import { buildChild, buildClass, buildNews } from '../test/factories.js';
import { type ServerProcess, signInOver, startServer } from './server-process.js';

const url = process.env.TEST_DATABASE_URL;
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = 100;

let database: TestDatabase;
let server: ServerProcess;
let parentCookie = '';
let readerCookie = '';
let athleteCookie = '';

if (!url) console.log('soak: skipped, it needs a PostgreSQL server (set TEST_DATABASE_URL)');

describe.skipIf(!url)('a soak of mixed reads and writes', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    await buildClass(database.db);
    await buildNews(database.db);
    const parent = await buildUserWithPassword(database.db);
    // Reads are by another parent and athlete, so the lists they read stay the same size however many writes land.
    const reader = await buildUserWithPassword(database.db);
    await buildChild(database.db, reader.id);
    const athlete = await buildUserWithPassword(database.db, { role: 'athlete' });
    await database.db.insert(athleteAccounts).values({ userId: athlete.id, approved: true });
    server = await startServer({ DATABASE_URL: database.url ?? '', RATE_LIMIT_MAX: '100000000' });
    parentCookie = await signInOver(server.url, parent.email, TEST_PASSWORD);
    readerCookie = await signInOver(server.url, reader.email, TEST_PASSWORD);
    athleteCookie = await signInOver(server.url, athlete.email, TEST_PASSWORD);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.close();
  });

  it(`serves ${CONNECTIONS} connections for ${SECONDS} s without an error or a lost write`, async () => {
    const json = { origin: TEST_ORIGIN, 'content-type': 'application/json' };
    const parent = { cookie: parentCookie };
    const reader = { cookie: readerCookie };
    const athlete = { cookie: athleteCookie };
    // Ids of the records whose creation was answered 201: each must be in the database afterwards.
    const createdChildren: string[] = [];
    const createdGoals: string[] = [];
    const keep = (into: string[]) => (status: number, body: string) => {
      if (status === 201) into.push((JSON.parse(body) as { id: string }).id);
    };
    let n = 0;
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      // A busy machine (a CI runner) may answer slowly; slow is reported in p99, only no answer counts as an error.
      timeout: 30,
      requests: [
        { method: 'GET', path: '/api/classes' },
        { method: 'GET', path: '/api/children', headers: reader },
        {
          method: 'POST',
          path: '/api/children',
          headers: { ...json, ...parent },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              fullName: `Дете Тест ${++n}`,
              firstName: 'Dete',
              lastName: 'Test',
              birthDate: '2017-05-05',
              gender: 'female',
              skillLevel: 'beginner',
              notes: `soak ${n}`,
              emergencyContact: 'Майка',
              emergencyPhone: '0888123456',
            }),
          }),
          onResponse: keep(createdChildren),
        },
        { method: 'GET', path: '/api/news?page=1&pageSize=9' },
        { method: 'GET', path: '/api/me', headers: athlete },
        {
          method: 'POST',
          path: '/api/athlete/goals',
          headers: { ...json, ...athlete },
          setupRequest: (request) => ({ ...request, body: JSON.stringify({ title: `Цел ${++n}` }) }),
          onResponse: keep(createdGoals),
        },
        { method: 'GET', path: '/api/athlete/status', headers: athlete },
        { method: 'GET', path: '/api/schedule' },
      ],
    });

    const storedChildren = new Set((await database.db.select({ id: children.id }).from(children)).map((r) => r.id));
    const storedGoals = new Set(
      (await database.db.select({ id: athleteGoals.id }).from(athleteGoals)).map((r) => r.id),
    );
    const rows = {
      children: createdChildren.filter((id) => storedChildren.has(id)).length,
      goals: createdGoals.filter((id) => storedGoals.has(id)).length,
    };
    const codes = Object.entries(result.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}: ${count}`)
      .join(', ');
    console.log(
      `soak: ${SECONDS} s at ${CONNECTIONS} connections, ${result.requests.total} requests, ` +
        `${Math.round(result.requests.average)} requests/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `status codes {${codes}}, non-2xx ${result.non2xx}, socket errors ${result.errors}, timeouts ${result.timeouts}; ` +
        `writes answered 201: ${createdChildren.length} children and ${createdGoals.length} goals, ` +
        `found in the database: ${rows.children} and ${rows.goals}`,
    );
    expect(server.exited()).toBeNull();
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(createdChildren.length).toBeGreaterThan(0);
    expect(createdGoals.length).toBeGreaterThan(0);
    expect(rows).toEqual({ children: createdChildren.length, goals: createdGoals.length });
  });
});
