// The parent dashboard is served from memory, yet never misses a write that committed before the read, whichever
// instance (or raw SQL) made it, and one family's writes never show in another's dashboard.
import type { Dashboard } from '@swim/shared/api/children';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { type Database, openDatabase } from '../../db/client.js';
import { children, enrollments, payments } from '../../db/schema/index.js';
import { expectAnnounced } from '../../test/announced.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { type TestDatabase, createTestDatabase } from '../../test/database.js';
import { buildChild, buildClass, buildEnrollment, buildPayment } from '../../test/factories.js';
import { getDashboard } from './dashboard.service.js';

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

async function dashboardOf(caller: Caller): Promise<Dashboard> {
  const res = await caller.inject({ method: 'GET', url: '/api/dashboard' });
  expect(res.statusCode).toBe(200);
  return res.json() as Dashboard;
}

describe('the parent dashboard served from memory', () => {
  it('shows writes made through the other instance or raw SQL as soon as they are announced', async () => {
    const parent = await buildCaller(first, database.db);
    const seen = <T>(pick: (d: Dashboard) => T, expected: T) =>
      expectAnnounced(secondDatabase, async () => pick(await dashboardOf(parent)), expected);
    expect((await dashboardOf(parent)).children).toEqual([]);

    const child = await buildChild(secondDatabase.db, parent.user.id, { fullName: 'Ния Петрова' });
    await seen((d) => d.children.map((c) => c.fullName), ['Ния Петрова']);

    const cls = await buildClass(secondDatabase.db, { title: { bg: 'Делфинчета' } });
    const enrollment = await buildEnrollment(secondDatabase.db, child.id, cls.id, { sessionsRemaining: 8 });
    await seen(
      (d) => d.children[0]?.classes.map((c) => [c.enrollmentId, c.title, c.sessionsRemaining]),
      [[enrollment.id, { bg: 'Делфинчета' }, 8]],
    );

    await secondDatabase.db.update(enrollments).set({ sessionsRemaining: 7 }).where(eq(enrollments.id, enrollment.id));
    await seen((d) => d.children[0]?.classes[0]?.sessionsRemaining, 7);

    // The club's data (a class renamed by an admin elsewhere) reaches every family's dashboard too.
    await secondDatabase.db.execute(sql`update classes set title = '{"bg":"Акули"}'::jsonb where id = ${cls.id}`);
    await seen((d) => d.children[0]?.classes[0]?.title, { bg: 'Акули' });

    await buildPayment(secondDatabase.db, { parentId: parent.user.id, childId: child.id, amount: 12_000 });
    await seen((d) => d.payments.recent.map((p) => p.amount), [12_000]);

    await secondDatabase.db.update(payments).set({ status: 'refunded', refundedAmount: 12_000 });
    await seen((d) => d.payments.recent.map((p) => p.status), ['refunded']);

    await secondDatabase.db.delete(children).where(eq(children.id, child.id));
    await seen((d) => d.children, []);
    // Once seen, never older again.
    for (let i = 0; i < 5; i++) expect((await dashboardOf(parent)).children).toEqual([]);
  });

  it('sees a family write whose stamp is smaller than the club’s (stamps are drawn before commit)', async () => {
    const parent = await buildCaller(first, database.db);
    await buildClass(database.db);
    expect((await dashboardOf(parent)).children).toEqual([]);
    // A transaction that drew its stamp first but committed after a club write: its family stamp ends below the club's.
    await buildChild(secondDatabase.db, parent.user.id, { fullName: 'Ния Петрова' });
    await secondDatabase.db.execute(sql`update family_versions set version = 1 where parent_id = ${parent.user.id}`);
    await expectAnnounced(secondDatabase, async () => (await dashboardOf(parent)).children.map((c) => c.fullName), [
      'Ния Петрова',
    ]);
  });

  it('answers exactly what the service computes, per family, and revalidates with the ETag', async () => {
    const parent = await buildCaller(first, database.db);
    const other = await buildCaller(first, database.db);
    const cls = await buildClass(database.db);
    const child = await buildChild(database.db, parent.user.id, { fullName: 'Калина Петрова' });
    await buildEnrollment(database.db, child.id, cls.id);
    await buildChild(database.db, other.user.id, { fullName: 'Борис Иванов' });

    const res = await parent.inject({ method: 'GET', url: '/api/dashboard' });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const fresh = await getDashboard(
      database.db,
      { id: parent.user.id, role: 'parent' },
      { now: new Date(), clubCurrency: first.config.currency },
    );
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(fresh)));
    expect((await dashboardOf(other)).children.map((c) => c.fullName)).toEqual(['Борис Иванов']);
    // The other family's write leaves this one's answer as it was.
    expect((await dashboardOf(parent)).children.map((c) => c.fullName)).toEqual(['Калина Петрова']);

    const etag = res.headers.etag as string;
    const again = await parent.inject({ method: 'GET', url: '/api/dashboard', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    await buildChild(database.db, parent.user.id, { fullName: 'Ива Петрова', birthDate: '2019-01-01' });
    const changed = await parent.inject({ method: 'GET', url: '/api/dashboard', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as Dashboard).children).toHaveLength(2);
  });
});
