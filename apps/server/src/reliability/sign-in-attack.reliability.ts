// Issue 20, items 3 and 4, against two real server processes sharing PostgreSQL and a Redis server of this test's own
// (redis-server on the PATH) behind a trusted proxy:
// a burst of wrong passwords counts in full, and a stranger hammering an account from many addresses slows it down
// without shutting its owner out (the owner signs in, or comes in by a mailed link). Policy: limits.ts, ADR 0020.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, TEST_PASSWORD, buildUserWithPassword, cookieHeader } from '../test/auth.js';
import { type TestDatabase, createTestDatabase } from '../test/database.js';
import { type OwnRedis, startOwnRedis } from './redis-probe.js';
import { type ServerProcess, startServer, waitUntil } from './server-process.js';

const url = process.env.TEST_DATABASE_URL;
if (!url) console.log('sign-in attack: skipped, it needs a PostgreSQL server (set TEST_DATABASE_URL)');

let database: TestDatabase;
let redis: OwnRedis | undefined;
let servers: ServerProcess[] = [];
// Each run signs in from addresses of its own (the counters would survive a rerun on a shared Redis).
const run = randomBytes(1)[0] ?? 0;
const address = (group: number, n: number) => `10.${run}.${group}.${n}`;

type Answer = { status: number; code: string; cookie: string; ms: number };

async function signInAt(
  server: ServerProcess,
  options: { email: string; password: string; from: string; cookie?: string },
): Promise<Answer> {
  const started = Date.now();
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: {
      origin: TEST_ORIGIN,
      'content-type': 'application/json',
      'x-forwarded-for': options.from,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: JSON.stringify({ email: options.email, password: options.password }),
  });
  const text = await res.text();
  if (!text) throw new Error(`sign-in answered ${res.status} with no body\n${server.output().slice(-3000)}`);
  const body = JSON.parse(text) as { error?: { code: string } };
  const code = res.status === 200 ? 'OK' : (body.error?.code ?? '?');
  return { status: res.status, code, cookie: cookieHeader(res.headers.getSetCookie()), ms: Date.now() - started };
}

/** Answers counted by status and code, e.g. { '401 INVALID_CREDENTIALS': 10 }. */
const tally = (answers: Answer[]) => {
  const counts: Record<string, number> = {};
  for (const a of answers) counts[`${a.status} ${a.code}`] = (counts[`${a.status} ${a.code}`] ?? 0) + 1;
  return counts;
};

/** Wrong passwords, all at once, alternating between the two instances. */
const hammer = (email: string, froms: string[]) =>
  Promise.all(
    froms.map((from, i) => signInAt(servers[i % 2] as ServerProcess, { email, password: `guess-${i}`, from })),
  );

const meAt = async (server: ServerProcess, cookie: string) =>
  ((await (await fetch(`${server.url}/api/me`, { headers: { cookie } })).json()) as { user: { email: string } | null })
    .user;

describe.skipIf(!url)('sign-in under attack, on two instances sharing Redis', () => {
  beforeAll(async () => {
    redis = await startOwnRedis();
    database = await createTestDatabase();
    // A connection each for a whole attack's lookups: on a loaded test machine the password hashing starves the
    // event loop, and a request queued for one of the default 10 connections fails after the pool's 5 s wait.
    const env = {
      DATABASE_URL: database.url ?? '',
      REDIS_URL: redis.url,
      TRUST_PROXY: 'true',
      DATABASE_POOL_SIZE: '64',
    };
    servers = await Promise.all([startServer(env), startServer(env)]);
  });
  // Each attack leaves both processes busy hashing passwords for a while (on a loaded machine, long enough for a new
  // database connection to time out): the next one starts once both answer their readiness probe again.
  beforeEach(async () => {
    const ready = async (s: ServerProcess) => (await fetch(`${s.url}/api/ready`).catch(() => null))?.status === 200;
    await waitUntil(async () => (await Promise.all(servers.map(ready))).every(Boolean), { timeoutMs: 60_000 });
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    redis?.stop();
    await database?.close();
  });

  it('counts 30 concurrent wrong passwords from one address as 30: 10 are checked, 20 refused', async () => {
    const owner = await buildUserWithPassword(database.db, { email: `burst-${run}@example.bg` });
    const answers = await hammer(owner.email, Array(30).fill(address(1, 1)));
    console.log(`sign-in burst, 30 at once from one address on two instances: ${JSON.stringify(tally(answers))}`);
    expect(tally(answers)).toEqual({ '401 INVALID_CREDENTIALS': 10, '429 RATE_LIMITED': 20 });
  });

  it('lets the owner in with the password after 60 wrong ones from 6 addresses', async () => {
    const owner = await buildUserWithPassword(database.db, { email: `slowed-${run}@example.bg` });
    const answers = await hammer(
      owner.email,
      Array.from({ length: 60 }, (_, i) => address(2, i % 6)),
    );
    expect(tally(answers)).toEqual({ '401 INVALID_CREDENTIALS': 10, '401 SIGN_IN_SLOWED': 50 });
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const owners = await signInAt(a, { email: owner.email, password: TEST_PASSWORD, from: address(2, 99) });
    console.log(
      `sign-in, owner after 60 wrong passwords from 6 addresses: ${owners.status} in ${owners.ms} ms ` +
        `(strangers' answers ${JSON.stringify(tally(answers))}, slowest ${Math.max(...answers.map((x) => x.ms))} ms)`,
    );
    expect(owners.status).toBe(200);
    expect(await meAt(b, owners.cookie)).toMatchObject({ email: owner.email });
  });

  it('holds the per-account ceiling against 120 addresses at once; the owner comes in by a link or a known device', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const owner = await buildUserWithPassword(database.db, { email: `besieged-${run}@example.bg` });
    const phone = await signInAt(a, { email: owner.email, password: TEST_PASSWORD, from: address(3, 200) });
    expect(phone.status).toBe(200);

    const answers = await hammer(
      owner.email,
      Array.from({ length: 120 }, (_, i) => address(4 + (i >> 7), i & 127)),
    );
    console.log(`sign-in, 120 addresses at once on one account, two instances: ${JSON.stringify(tally(answers))}`);
    // (The phone's own sign-in counts for nothing.) 100 are checked, the first 10 at once; the rest are refused.
    expect(tally(answers)).toEqual({
      '401 INVALID_CREDENTIALS': 10,
      '401 SIGN_IN_SLOWED': 90,
      '429 SIGN_IN_LINK_REQUIRED': 20,
    });

    // The owner's laptop on a new address is asked to use a link; the link is mailed and signs in once.
    const laptop = await signInAt(b, { email: owner.email, password: TEST_PASSWORD, from: address(3, 201) });
    expect(`${laptop.status} ${laptop.code}`).toBe('429 SIGN_IN_LINK_REQUIRED');
    const asked = await fetch(`${b.url}/api/auth/sign-in/magic-link`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': address(3, 201) },
      body: JSON.stringify({ email: owner.email }),
    });
    expect(asked.status).toBe(200);
    const { rows } = await database.executeSql(
      "select text_body as text from email_outbox where kind = 'sign-in-link' and lower(to_address) = lower($1)",
      [owner.email],
    );
    expect(rows).toHaveLength(1);
    const link = new URL(String((rows[0] as { text: string }).text.match(/https?:\/\/\S+/)?.[0]));
    const opened = await fetch(`${a.url}${link.pathname}${link.search}`, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(await meAt(b, cookieHeader(opened.headers.getSetCookie()))).toMatchObject({ email: owner.email });
    const reused = await fetch(`${b.url}${link.pathname}${link.search}`, { redirect: 'manual' });
    expect(new URL(String(reused.headers.get('location'))).searchParams.get('error')).toBe('INVALID_TOKEN');

    // The phone, from a new address too, still signs in with the password, without waiting.
    const again = await signInAt(b, {
      email: owner.email,
      password: TEST_PASSWORD,
      from: address(3, 202),
      cookie: phone.cookie,
    });
    console.log(
      `sign-in past the ceiling: the known phone ${again.status} in ${again.ms} ms, a new laptop ${laptop.status}`,
    );
    expect(again.status).toBe(200);
  });
});
