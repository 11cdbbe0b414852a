// Public data is served from memory, yet a read never misses a write that committed before it, whichever instance
// (or which code, even raw SQL) wrote it. Also the HTTP side: ETag and 304, Cache-Control, compression.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ClassOption } from '@swim/shared/api/children';
import type { Product, ScheduleEntry } from '@swim/shared/api/public';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { classes, enrollments, products } from '../db/schema/index.js';
import { type TestDatabase, createTestDatabase } from '../test/database.js';
import { expectAnnounced } from '../test/announced.js';
import { buildCaller } from '../test/auth.js';
import { buildChild, buildClass, buildEnrollment, buildProduct, buildUser } from '../test/factories.js';

let database: TestDatabase;
/** A second handle on the same data: its own pool on PostgreSQL; PGlite has one (the same instance). */
let secondDatabase: Database;
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  secondDatabase = database.url ? await openDatabase({ dataDir: '', databaseUrl: database.url }) : database;
  first = await buildApp({ config: testConfig({ rateLimitMax: 100_000 }), database });
  second = await buildApp({ config: testConfig({ rateLimitMax: 100_000 }), database: secondDatabase });
  await Promise.all([first.ready(), second.ready()]);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  if (secondDatabase !== database) await secondDatabase?.close();
  await database?.close();
});
beforeEach(async () => database.reset());

const schedule = async (app: FastifyInstance) => (await app.inject('/api/schedule')).json() as ScheduleEntry[];
const freePlaces = async (app: FastifyInstance, classId: string) =>
  ((await app.inject('/api/classes')).json() as ClassOption[]).find((c) => c.id === classId)?.freePlaces;

describe('public read models across two instances', () => {
  it('shows an enrolment made through the other instance as soon as it is announced', async () => {
    const cls = await buildClass(database.db, { maxCapacity: 4 });
    expect(await freePlaces(first, cls.id)).toBe(4);
    expect((await schedule(first))[0]?.freePlaces).toBe(4);

    const parent = await buildCaller(second, secondDatabase.db);
    const child = await buildChild(secondDatabase.db, parent.user.id);
    const res = await parent.inject({
      method: 'POST',
      url: `/api/children/${child.id}/enrollments`,
      payload: { classId: cls.id, planType: 'pool_8' },
    });
    expect(res.statusCode).toBe(201);

    await expectAnnounced(secondDatabase, () => freePlaces(first, cls.id), 3);
    expect((await schedule(first))[0]?.freePlaces).toBe(3);
    // The writing instance sees its own write on the very next read, whatever the database.
    expect(await freePlaces(second, cls.id)).toBe(3);
  });

  it('follows writes made outside the app (raw SQL) to classes, enrolments and stock', async () => {
    const cls = await buildClass(database.db, { maxCapacity: 5, title: { bg: 'Делфинчета' } });
    const product = await buildProduct(database.db, { stockQuantity: 7 });
    expect((await schedule(first))[0]?.title.bg).toBe('Делфинчета');
    expect(((await first.inject('/api/products')).json() as Product[])[0]?.stockQuantity).toBe(7);

    await secondDatabase.db.execute(sql`update classes set title = '{"bg":"Акули"}'::jsonb where id = ${cls.id}`);
    await secondDatabase.db.update(products).set({ stockQuantity: 6 }).where(eq(products.id, product.id));
    await expectAnnounced(secondDatabase, async () => (await schedule(first))[0]?.title.bg, 'Акули');
    await expectAnnounced(
      secondDatabase,
      async () => ((await first.inject('/api/products')).json() as Product[])[0]?.stockQuantity,
      6,
    );

    const parent = await buildUser(secondDatabase.db);
    const enrollment = await buildEnrollment(secondDatabase.db, (await buildChild(database.db, parent.id)).id, cls.id);
    await expectAnnounced(secondDatabase, async () => (await schedule(first))[0]?.freePlaces, 4);
    await secondDatabase.db.update(enrollments).set({ active: false }).where(eq(enrollments.id, enrollment.id));
    await expectAnnounced(secondDatabase, async () => (await schedule(first))[0]?.freePlaces, 5);

    await secondDatabase.db.update(classes).set({ active: false }).where(eq(classes.id, cls.id));
    await expectAnnounced(secondDatabase, () => schedule(first), []);
  });

  it('never answers older data once a write is announced, also under concurrent reads', async () => {
    const cls = await buildClass(database.db, { maxCapacity: 10 });
    const parent = await buildUser(database.db);
    for (let seats = 1; seats <= 3; seats++) {
      // Reads in flight while the write commits may see either state; every read issued after it is heard sees it.
      const during = Array.from({ length: 20 }, () => freePlaces(first, cls.id));
      await buildEnrollment(secondDatabase.db, (await buildChild(secondDatabase.db, parent.id)).id, cls.id);
      await expectAnnounced(secondDatabase, () => freePlaces(first, cls.id), 10 - seats);
      const after = await Promise.all(Array.from({ length: 20 }, () => freePlaces(first, cls.id)));
      expect(after).toEqual(Array(20).fill(10 - seats));
      for (const seen of await Promise.all(during)) expect([10 - seats, 11 - seats]).toContain(seen);
    }
  });
});

// PGlite has one writer, this process: between its writes, reads need not ask the database at all.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('on the embedded database', () => {
  it('answers repeated reads without a query until something is written, then reads the change', async () => {
    const cls = await buildClass(database.db, { maxCapacity: 4 });
    expect((await schedule(first))[0]?.freePlaces).toBe(4);
    const client = (database.db as unknown as { $client: { query: () => unknown } }).$client;
    const queries = vi.spyOn(client, 'query');
    try {
      for (let i = 0; i < 5; i++) expect((await schedule(first))[0]?.freePlaces).toBe(4);
      expect(queries).not.toHaveBeenCalled();

      await buildEnrollment(database.db, (await buildChild(database.db, (await buildUser(database.db)).id)).id, cls.id);
      expect((await schedule(first))[0]?.freePlaces).toBe(3);
    } finally {
      queries.mockRestore();
    }
  });
});

describe('public reads from a signed-in browser', () => {
  it('never read the session: the same answer, whatever cookies come, and no database work for them', async () => {
    await buildClass(database.db, { maxCapacity: 4 });
    const anonymous = await first.inject('/api/schedule');
    const parent = await buildCaller(first, database.db);
    // A session token without its signed copy: reading it would take the library to the sessions table.
    const token = parent.cookie.split('; ').find((c) => c.startsWith('swim.session_token=')) ?? '';
    expect(token).not.toBe('');
    for (const cookie of [parent.cookie, token, 'swim.session_token=forged.value; i18next=en']) {
      await first.inject({ url: '/api/schedule', headers: { cookie } });
      const client = (database.db as unknown as { $client: { query: () => unknown } }).$client;
      const queries = vi.spyOn(client, 'query');
      const sessionReads = vi.spyOn(first.auth.api, 'getSession');
      try {
        const res = await first.inject({ url: '/api/schedule', headers: { cookie } });
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(anonymous.body);
        expect(res.headers['set-cookie']).toBeUndefined();
        expect(sessionReads).not.toHaveBeenCalled();
        if (!database.url) expect(queries).not.toHaveBeenCalled();
      } finally {
        queries.mockRestore();
        sessionReads.mockRestore();
      }
    }
  });
});

// PostgreSQL: other instances' commits are announced (LISTEN/NOTIFY); while an instance listens it asks the database
// for nothing between announcements, and while it does not (the connection was cut) it asks on every read.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('on a PostgreSQL server', () => {
  const versionQueries = (db: Database) => {
    const pool = (db.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    return vi.spyOn(pool, 'query');
  };
  const asked = (spy: ReturnType<typeof versionQueries>) =>
    spy.mock.calls.filter(([query]) => String((query as { text?: string })?.text ?? query).includes('data_versions'))
      .length;

  it('answers repeated reads from memory while listening, and reads an announced change', async () => {
    const cls = await buildClass(database.db, { maxCapacity: 4 });
    await expectAnnounced(secondDatabase, async () => (await schedule(second))[0]?.freePlaces, 4);
    const spy = versionQueries(secondDatabase);
    try {
      await vi.waitFor(
        async () => {
          spy.mockClear();
          for (let i = 0; i < 5; i++) expect((await schedule(second))[0]?.freePlaces).toBe(4);
          expect(asked(spy)).toBe(0);
        },
        { timeout: 2_000, interval: 20 },
      );
      await buildEnrollment(database.db, (await buildChild(database.db, (await buildUser(database.db)).id)).id, cls.id);
      await expectAnnounced(secondDatabase, async () => (await schedule(second))[0]?.freePlaces, 3);
      expect(asked(spy)).toBeGreaterThan(0);
    } finally {
      spy.mockRestore();
    }
  });

  it('misses no write when the listening connection is cut, and listens again', async () => {
    const cls = await buildClass(database.db, { maxCapacity: 6 });
    const parent = await buildUser(database.db);
    await expectAnnounced(secondDatabase, async () => (await schedule(second))[0]?.freePlaces, 6);
    // Every listening session of this database is ended by the server, as a restart or failover would.
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    await buildEnrollment(database.db, (await buildChild(database.db, parent.id)).id, cls.id);
    await expectAnnounced(secondDatabase, async () => (await schedule(second))[0]?.freePlaces, 5);
    // Listening again (within the first retry's quarter second), later writes are announced as before.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await buildEnrollment(database.db, (await buildChild(database.db, parent.id)).id, cls.id);
    await expectAnnounced(secondDatabase, async () => (await schedule(second))[0]?.freePlaces, 4);
    const listening = await database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`,
    );
    expect((listening as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBeGreaterThanOrEqual(1);
  });
});

describe('HTTP caching of public data', () => {
  it('sends an ETag, answers 304 to it until the data changes, and asks caches to revalidate', async () => {
    const cls = await buildClass(database.db, { maxCapacity: 4 });
    const res = await first.inject('/api/schedule');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await first.inject({ url: '/api/schedule', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The other instance holds the same bytes, so its tag is the same.
    expect((await second.inject({ url: '/api/schedule', headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    await buildEnrollment(database.db, (await buildChild(database.db, (await buildUser(database.db)).id)).id, cls.id);
    await expectAnnounced(
      database,
      async () => (await second.inject({ url: '/api/schedule', headers: { 'if-none-match': etag } })).statusCode,
      200,
    );
    const changed = await second.inject({ url: '/api/schedule', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((changed.json() as ScheduleEntry[])[0]?.freePlaces).toBe(3);
  });

  it('compresses public data with brotli or gzip as the client accepts, and sends it plain otherwise', async () => {
    for (let i = 0; i < 8; i++)
      await buildClass(database.db, { description: { bg: 'Описание на групата '.repeat(5) } });
    const plain = await first.inject('/api/classes');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await first.inject({ url: '/api/classes', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gzip = await first.inject({ url: '/api/classes', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('writes the same security headers as every other API answer, and answers HEAD with the headers alone', async () => {
    await buildClass(database.db);
    const cached = await first.inject({ url: '/api/schedule', headers: { 'accept-encoding': 'br' } });
    const other = await first.inject('/api/news/no-such-article');
    expect(other.statusCode).toBe(404);
    // Every header an ordinary API answer carries, but those that describe one answer's own body and validity.
    const own = [
      'date',
      'connection',
      'keep-alive',
      'etag',
      'content-length',
      'content-type',
      'content-encoding',
      'cache-control',
      'vary',
    ];
    const shared = (headers: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => !own.includes(name)));
    expect(shared(cached.headers)).toEqual(shared(other.headers));
    expect(cached.headers['x-content-type-options']).toBe('nosniff');
    expect(cached.headers['x-frame-options']).toBe('DENY');
    expect(cached.headers['content-security-policy']).toContain("default-src 'none'");
    expect(cached.headers['content-length']).toBe(String(cached.rawPayload.length));

    const head = await first.inject({ method: 'HEAD', url: '/api/schedule', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-length']).toBe(cached.headers['content-length']);
    expect(head.headers.etag).toBe(cached.headers.etag);

    const notModified = await first.inject({
      url: '/api/schedule',
      headers: { 'if-none-match': String(cached.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['x-content-type-options']).toBe('nosniff');
    expect(notModified.headers.vary).toBe('accept-encoding');
  });

  it('compresses other JSON answers too', async () => {
    const res = await first.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toHaveProperty('paths');
  });

  it('never counts health probes against the rate limit', async () => {
    const limited = await buildApp({ config: testConfig({ rateLimitMax: 2 }), database });
    try {
      for (let i = 0; i < 5; i++) {
        expect((await limited.inject('/api/health')).statusCode).toBe(200);
        expect((await limited.inject('/api/ready')).statusCode).toBe(200);
      }
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await limited.inject('/api/locations')).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
