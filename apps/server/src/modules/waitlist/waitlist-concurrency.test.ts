// Waiting lists under real concurrent requests (PostgreSQL, issue 28's Done-when): a place freed while 20 families
// wait (and outsiders try to enrol, and the minute job runs on two instances) is offered to exactly the first; an offer
// accepted at the moment it lapses ends in one state only; two instances running the expiry job at once lapse each
// offer once and offer its place once; 20 families joining at once get 20 different places in line. PGlite runs one
// transaction at a time, so only a PostgreSQL server can race; without TEST_DATABASE_URL these are reported as skipped.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, enrollments, waitlistEntries, waitlistOffers } from '../../db/schema/index.js';
import { openDatabase } from '../../db/client.js';
import { type TestApp, createTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment } from '../../test/factories.js';
import { START, clock, setSessionRules, sofia } from '../sessions/sessions-test-kit.js';
import { runWaitlistOffers } from './waitlist-jobs.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!onPostgres) console.info('waitlist-concurrency: skipped, TEST_DATABASE_URL is not set (PGlite cannot race)');

let t: TestApp;
/** A second pool on the same database: the second instance's job runs on its own connections. */
let second: Awaited<ReturnType<typeof openDatabase>> | null = null;
/** 20 parents signed in once (from addresses of their own: sign-in is limited per address). */
const parents: Caller[] = [];
beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ rateLimitMax: 100_000 }, { now: () => clock.now });
  second = await openDatabase({ dataDir: '', databaseUrl: t.database.url as string, poolSize: 10 });
  clock.now = START;
  await setSessionRules(t.database.db);
  for (let i = 0; i < 22; i++) {
    parents.push(await buildCaller(t.app, t.database.db, { name: `Родител ${i}`, address: `10.1.0.${i + 1}` }));
  }
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const job = (db: NonNullable<typeof second>['db'] | TestApp['database']['db'], now: Date) =>
  runWaitlistOffers({ db, notices: t.app.notices, publicUrl: 'http://localhost:3000', now: () => now });

/** A full class of one place, and 20 families waiting in order (joined one after another). */
async function fullClassWithLine(tag: string) {
  const db = t.database.db;
  const cls = await buildClass(db, { maxCapacity: 1 });
  const regularParent = parents[20] as Caller;
  const regularChild = await buildChild(db, regularParent.user.id, { fullName: `Редовно ${tag}` });
  const regular = await buildEnrollment(db, regularChild.id, cls.id, { startsOn: '2026-11-01' });
  const line = [];
  for (const [i, parent] of parents.slice(0, 20).entries()) {
    const child = await buildChild(db, parent.user.id, { fullName: `Чакащо ${tag} ${i}` });
    const res = await parent.inject({
      method: 'POST',
      url: `/api/children/${child.id}/waitlist`,
      payload: { classId: cls.id, planType: 'pool_8' },
    });
    expect(res.statusCode).toBe(201);
    line.push({ parent, child });
  }
  return { cls, regularParent, regularChild, regular, line };
}

const offersOf = (classId: string) =>
  t.database.db
    .select()
    .from(waitlistOffers)
    .where(eq(waitlistOffers.classId, classId))
    .orderBy(asc(waitlistOffers.offeredAt));

describe.skipIf(!onPostgres)('waiting lists under concurrent requests on PostgreSQL', () => {
  it('gives 20 families joining at once 20 different places in line', async () => {
    const db = t.database.db;
    const cls = await buildClass(db, { maxCapacity: 1 });
    const regularChild = await buildChild(db, (parents[20] as Caller).user.id, { fullName: 'Редовно 0' });
    await buildEnrollment(db, regularChild.id, cls.id, { startsOn: '2026-11-01' });
    const kids = [];
    for (const [i, parent] of parents.slice(0, 20).entries()) {
      kids.push({ parent, child: await buildChild(db, parent.user.id, { fullName: `Едновременно ${i}` }) });
    }
    const answers = await Promise.all(
      kids.map(({ parent, child }) =>
        parent.inject({
          method: 'POST',
          url: `/api/children/${child.id}/waitlist`,
          payload: { classId: cls.id, planType: 'pool_8' },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const positions = answers.map((a) => a.json().position as number).sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const stored = await db
      .select({ position: waitlistEntries.position })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.classId, cls.id), isNull(waitlistEntries.endedAt)));
    expect(new Set(stored.map((s) => s.position)).size).toBe(20);
  });

  it('offers a place freed while 20 families wait to exactly the first, whatever races it', async () => {
    const { cls, regularParent, regularChild, regular, line } = await fullClassWithLine('A');
    // Outsiders try to enrol in the freed place while the minute job runs on both instances.
    const outsiders = await Promise.all(
      [21].map(async (i) => {
        const parent = parents[i] as Caller;
        return { parent, child: await buildChild(t.database.db, parent.user.id, { fullName: `Външно ${i}` }) };
      }),
    );
    const answers = await Promise.all([
      regularParent.inject({ method: 'DELETE', url: `/api/children/${regularChild.id}/enrollments/${regular.id}` }),
      ...outsiders.map(({ parent, child }) =>
        parent.inject({
          method: 'POST',
          url: `/api/children/${child.id}/enrollments`,
          payload: { classId: cls.id, planType: 'pool_8' },
        }),
      ),
      job(t.database.db, START),
      job(second?.db ?? t.database.db, START),
    ]);
    expect((answers[0] as { statusCode: number }).statusCode).toBe(204);
    expect((answers[1] as { statusCode: number; json(): { error: { code: string } } }).json().error.code).toBe(
      'CLASS_FULL',
    );
    const offers = await offersOf(cls.id);
    expect(offers.map((o) => [o.childId, o.status])).toEqual([[line[0]?.child.id, 'open']]);
    const mails = await t.database.db
      .select({ to: emailOutbox.to })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'notice-waitlist_offer'), sql`${emailOutbox.text} like '%Чакащо A %'`));
    expect(mails.map((m) => m.to)).toEqual([line[0]?.parent.user.email]);
  });

  it('ends an offer accepted at the moment it lapses in one state only (20 rounds)', async () => {
    const db = t.database.db;
    for (let round = 0; round < 20; round++) {
      const { cls, regularParent, regularChild, regular, line } = await fullClassWithLine(`B${round}`);
      await regularParent.inject({
        method: 'DELETE',
        url: `/api/children/${regularChild.id}/enrollments/${regular.id}`,
      });
      const [offer] = await offersOf(cls.id);
      if (!offer) throw new Error('no offer');
      // The family answers a millisecond before the deadline; the job runs at the deadline, on the other instance.
      clock.now = new Date(offer.expiresAt.getTime() - 1);
      const [accepted] = await Promise.all([
        line[0]?.parent.inject({ method: 'POST', url: `/api/waitlist/offers/${offer.id}/accept` }),
        job(second?.db ?? db, offer.expiresAt),
      ]);
      clock.now = START;
      const [after] = await db.select().from(waitlistOffers).where(eq(waitlistOffers.id, offer.id));
      const enrolled = await db
        .select()
        .from(enrollments)
        .where(and(eq(enrollments.childId, offer.childId), eq(enrollments.active, true)));
      const next = (await offersOf(cls.id)).filter((o) => o.id !== offer.id);
      if (accepted?.statusCode === 200) {
        expect(after?.status).toBe('accepted');
        expect(enrolled).toHaveLength(1);
        expect(next).toEqual([]);
      } else {
        expect(accepted?.json().error.code).toBe('OFFER_EXPIRED');
        expect(after?.status).toBe('expired');
        expect(enrolled).toHaveLength(0);
        expect(next.map((o) => [o.childId, o.status])).toEqual([[line[1]?.child.id, 'open']]);
      }
    }
  });

  it('lapses each offer once and offers its place once when two instances run the job at once', async () => {
    const db = t.database.db;
    const { cls, regularParent, regularChild, regular, line } = await fullClassWithLine('C');
    await regularParent.inject({ method: 'DELETE', url: `/api/children/${regularChild.id}/enrollments/${regular.id}` });
    const late = sofia('2026-12-09', '10:00');
    await Promise.all([job(db, late), job(second?.db ?? db, late), job(db, late), job(second?.db ?? db, late)]);
    const offers = await offersOf(cls.id);
    expect(offers.map((o) => [o.childId, o.status])).toEqual([
      [line[0]?.child.id, 'expired'],
      [line[1]?.child.id, 'open'],
    ]);
    const lapsedMails = await db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.to, line[0]?.parent.user.email as string), sql`${emailOutbox.text} like '%Чакащо C 0%'`),
      );
    expect(lapsedMails.map((m) => m.kind)).toEqual(['notice-waitlist_offer', 'notice-waitlist_offer']);
  });
});
