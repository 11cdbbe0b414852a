// Trial booking under real concurrent requests (PostgreSQL): 30 visitors for the last free place get one booking, one
// family sending one child to five sessions at once gets the club's one trial, and two follow-up runs at once mail each
// trial once. PGlite runs one transaction at a time, so only a PostgreSQL server can race; without TEST_DATABASE_URL
// these are reported as skipped.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, trialBookings } from '../../db/schema/index.js';
import { type TestApp, createTestApp } from '../../test/app.js';
import { buildChild, buildEnrollment, buildUser } from '../../test/factories.js';
import { START, clock, setSessionRules, sofia } from '../sessions/sessions-test-kit.js';
import { sendTrialFollowUps } from './trial-follow-up.js';
import { bookAsVisitor, buildTrialClass, insertTrial, visitorBooking } from './trials-test-kit.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!onPostgres) console.info('trials-concurrency: skipped, TEST_DATABASE_URL is not set (PGlite cannot race)');

let t: TestApp;
beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ rateLimitMax: 100_000 }, { now: () => clock.now });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  if (!onPostgres) return;
  clock.now = START;
  await setSessionRules(t.database.db);
});

const count = async (where: ReturnType<typeof eq>) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(trialBookings).where(where))[0]?.n;

describe.skipIf(!onPostgres)('trial booking under concurrent requests on PostgreSQL', () => {
  it('gives the last free place to exactly one of 30 visitors booking at once', async () => {
    const db = t.database.db;
    // 2 places, 1 regular: one place left on Monday 14 December at 17:00.
    const { cls } = await buildTrialClass(db, { maxCapacity: 2 });
    const regularParent = await buildUser(db);
    await buildEnrollment(db, (await buildChild(db, regularParent.id)).id, cls.id, { startsOn: '2026-11-01' });

    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        bookAsVisitor(t, visitorBooking(cls.id, { email: `visitor-${i}@example.bg`, childFirstName: `Дете ${i}` })),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 201).map((a) => a.json().error.code)).toEqual(
      Array(29).fill('SESSION_FULL'),
    );
    expect(await count(eq(trialBookings.classId, cls.id))).toBe(1);
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'trial-booked'));
    expect(mails).toHaveLength(1);
  });

  it('books one child in five sessions at once only as often as the club allows (once)', async () => {
    const db = t.database.db;
    const { cls } = await buildTrialClass(db);
    const dates = ['2026-12-09', '2026-12-14', '2026-12-16', '2026-12-21', '2026-12-23'];
    const answers = await Promise.all(
      dates.map((date) => bookAsVisitor(t, visitorBooking(cls.id, { date, email: 'one.family@example.bg' }))),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().error.code)).toEqual(
      Array(4).fill('TRIAL_LIMIT'),
    );
    expect(await count(eq(trialBookings.email, 'one.family@example.bg'))).toBe(1);
  });

  it('mails each trial’s follow-up once when two runs work at the same moment', async () => {
    const db = t.database.db;
    const { cls } = await buildTrialClass(db);
    for (let i = 0; i < 10; i++) {
      await insertTrial(db, { classId: cls.id, date: '2026-12-07', email: `followed-${i}@example.bg` });
    }
    const deps = { db, mailer: t.app.mailer, publicUrl: t.app.config.publicUrl, secret: t.app.config.authSecret };
    const at = sofia('2026-12-07', '18:15');
    const runs = await Promise.all([sendTrialFollowUps(deps, at), sendTrialFollowUps(deps, at)]);
    expect(runs[0] + runs[1]).toBe(10);
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'trial-follow-up'));
    expect(mails).toHaveLength(10);
    expect(new Set(mails.map((m) => m.to)).size).toBe(10);
  });
});
