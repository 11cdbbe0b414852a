// Two server processes on one PostgreSQL database, as behind a load balancer: a session made on one works on the
// other, the rate limit is shared through Redis, and a scheduled job runs once for both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_SCHEMA } from '../lib/jobs.js';
import { TEST_ORIGIN, TEST_PASSWORD, buildUserWithPassword } from '../test/auth.js';
import { type TestDatabase, createTestDatabase } from '../test/database.js';
import { type ServerProcess, signInOver, startServer, waitUntil } from './server-process.js';
import { redisAnswers } from './redis-probe.js';

const url = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const RATE_LIMIT_MAX = 20;
/** The app's every-minute schedule (the built-in card provider's event delivery). */
const EVERY_MINUTE_JOB = 'test-provider-deliveries';

const redisUp = url ? await redisAnswers(redisUrl) : false;
if (!url) console.log('two instances: skipped, they need a PostgreSQL server (set TEST_DATABASE_URL)');
else if (!redisUp)
  console.log(`two instances: REDIS NOT REACHABLE at ${redisUrl}, the shared rate-limit test is skipped`);

let database: TestDatabase;
let servers: ServerProcess[] = [];

describe.skipIf(!url)('two server processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      DATABASE_URL: database.url ?? '',
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      // Behind a balancer: the client's address comes from X-Forwarded-For, so this run counts under its own.
      TRUST_PROXY: 'true',
      JOBS: 'true',
      TEST_PAYMENTS: 'true',
      ...(redisUp ? { REDIS_URL: redisUrl } : {}),
    };
    // Both start at once on a fresh database: migrations and the job queue's schema are made once between them.
    servers = await Promise.all([startServer(env), startServer(env)]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
  });

  it('takes a session made on one instance on the other', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const parent = await buildUserWithPassword(database.db, { name: 'Ана Иванова' });
    const from = { 'x-forwarded-for': `10.1.${Math.floor(Math.random() * 250)}.1` };
    const cookie = await signInOver(a.url, parent.email, TEST_PASSWORD);
    const me = await fetch(`${b.url}/api/me`, { headers: { ...from, cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: unknown }).user).toMatchObject({ email: parent.email });
    // A write through one is read through the other.
    const created = await fetch(`${b.url}/api/children`, {
      method: 'POST',
      headers: { ...from, cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Дете Тест',
        firstName: 'Dete',
        lastName: 'Test',
        birthDate: '2017-05-05',
        gender: 'female',
        skillLevel: 'beginner',
        emergencyContact: 'Майка',
        emergencyPhone: '0888123456',
      }),
    });
    expect(created.status).toBe(201);
    const listed = await fetch(`${a.url}/api/children`, { headers: { ...from, cookie } });
    const ids = ((await listed.json()) as { id: string }[]).map((c) => c.id);
    expect(ids).toEqual([((await created.json()) as { id: string }).id]);
  });

  it.skipIf(!redisUp)('holds one rate limit across both instances through Redis', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const address = `10.2.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const codes: number[] = [];
    for (let i = 0; i < RATE_LIMIT_MAX + 2; i++) {
      const server = i % 2 ? b : a;
      codes.push((await fetch(`${server.url}/api/locations`, { headers: { 'x-forwarded-for': address } })).status);
    }
    console.log(
      `two instances, shared rate limit: ${codes.filter((c) => c === 200).length} answered, then ` +
        `${codes.filter((c) => c === 429).length} refused with 429 (limit ${RATE_LIMIT_MAX} a minute per address)`,
    );
    expect(codes).toEqual([...Array(RATE_LIMIT_MAX).fill(200), 429, 429]);
  });

  it('runs a scheduled job once per occurrence, whichever instance takes it', async () => {
    type Run = { slot: string; jobs: number; states: string[]; retries: number };
    const runs = async () => {
      const { rows } = await database.executeSql(
        `select singleton_on::text as slot, count(*)::int as jobs, array_agg(state::text) as states,
                sum(retry_count)::int as retries
           from ${JOB_SCHEMA}.job where name = $1 group by singleton_on order by singleton_on`,
        [EVERY_MINUTE_JOB],
      );
      return rows as Run[];
    };
    // pg-boss checks schedules every 30 s (one instance a time) for the minute's occurrence, so the first one is due
    // within 90 s of the start at worst; a busy machine adds its lag (seen: just over 90 s), hence the margin.
    await waitUntil(async () => (await runs()).some((r) => r.states.includes('completed')), { timeoutMs: 150_000 });
    const seen = await runs();
    console.log(
      `two instances, scheduled job "${EVERY_MINUTE_JOB}": ${seen.length} occurrence(s), ` +
        `jobs per occurrence ${seen.map((r) => r.jobs).join('/')}, retries ${seen.reduce((n, r) => n + r.retries, 0)}`,
    );
    for (const run of seen) {
      expect(run.jobs, `jobs for ${run.slot}`).toBe(1);
      expect(run.retries).toBe(0);
    }
    expect(servers.map((s) => s.exited())).toEqual([null, null]);
  });
});
