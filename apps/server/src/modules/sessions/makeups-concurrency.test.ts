// Make-up booking under real concurrent requests (PostgreSQL): 30 families for the last free place get one booking,
// one credit sent to 10 sessions at once is booked once, and a child's absences reported at once earn no more credits
// than the monthly cap. PGlite runs one transaction at a time, so only a
// PostgreSQL server can race; without TEST_DATABASE_URL these are reported as skipped.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeupBookings, makeupCredits } from '../../db/schema/index.js';
import { type TestApp, createTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment, buildUser } from '../../test/factories.js';
import { START, buildFamily, clock, setSessionRules } from './sessions-test-kit.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!onPostgres) console.info('makeups-concurrency: skipped, TEST_DATABASE_URL is not set (PGlite cannot race)');

let t: TestApp;
/** 30 parents signed in once (sign-in has its own rate limit): the tests give them children and credits. */
const parents: Caller[] = [];
beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ rateLimitMax: 100_000 }, { now: () => clock.now });
  clock.now = START;
  await setSessionRules(t.database.db);
  for (let i = 0; i < 30; i++) parents.push(await buildCaller(t.app, t.database.db, { name: `Родител ${i}` }));
});
afterAll(async () => {
  await t?.close();
});

/** The parent's new child holding one credit of their own (a grant: the child's level, at a pool). */
async function childWithCredit(
  parent: Caller,
  i: number,
): Promise<{ parent: Caller; childId: string; creditId: string }> {
  const db = t.database.db;
  const child = await buildChild(db, parent.user.id, { fullName: `Дете ${i}` });
  const [credit] = await db
    .insert(makeupCredits)
    .values({ childId: child.id, source: 'manual', sessionDate: '2026-12-01', expiresOn: '2027-01-31' })
    .returning();
  return { parent, childId: child.id, creditId: credit?.id as string };
}

const liveCount = async (where: ReturnType<typeof and>) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(makeupBookings)
      .where(and(where, isNull(makeupBookings.cancelledAt)))
  )[0]?.n;

describe.skipIf(!onPostgres)('make-up booking under concurrent requests on PostgreSQL', () => {
  it('gives the last free place to exactly one of 30 children booking at once', async () => {
    const db = t.database.db;
    // 2 places, 1 regular: one place left on Tuesday 8 December at 18:00.
    const cls = await buildClass(db, { maxCapacity: 2, sessions: [{ dayOfWeek: 1, startTime: '18:00' }] });
    const regularParent = await buildUser(db);
    await buildEnrollment(db, (await buildChild(db, regularParent.id)).id, cls.id, { startsOn: '2026-11-01' });
    const families = [];
    for (const [i, parent] of parents.entries()) families.push(await childWithCredit(parent, i));

    const answers = await Promise.all(
      families.map((f) =>
        f.parent.inject({
          method: 'POST',
          url: `/api/children/${f.childId}/makeups`,
          payload: { creditId: f.creditId, classId: cls.id, date: '2026-12-08', startTime: '18:00' },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().error.code)).toEqual(
      Array(29).fill('SESSION_FULL'),
    );
    expect(await liveCount(eq(makeupBookings.classId, cls.id))).toBe(1);
    const credits = families.map((f) => f.creditId);
    const booked = await db
      .select()
      .from(makeupCredits)
      .where(and(inArray(makeupCredits.id, credits), eq(makeupCredits.status, 'booked')));
    expect(booked).toHaveLength(1);
  });

  it('books one credit sent to 10 different sessions at once exactly once', async () => {
    const db = t.database.db;
    // Every day at 18:00: ten different sessions from Tuesday 8 to Thursday 17 December, each with room.
    const cls = await buildClass(db, {
      maxCapacity: 5,
      sessions: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, startTime: '18:00' })),
    });
    const f = await childWithCredit(parents[0] as Caller, 30);
    const dates = Array.from({ length: 10 }, (_, i) => `2026-12-${String(8 + i).padStart(2, '0')}`);
    const answers = await Promise.all(
      dates.map((date) =>
        f.parent.inject({
          method: 'POST',
          url: `/api/children/${f.childId}/makeups`,
          payload: { creditId: f.creditId, classId: cls.id, date, startTime: '18:00' },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().error.code)).toEqual(
      Array(9).fill('CREDIT_NOT_USABLE'),
    );
    expect(await liveCount(eq(makeupBookings.creditId, f.creditId))).toBe(1);
    const [credit] = await db.select().from(makeupCredits).where(eq(makeupCredits.id, f.creditId));
    expect(credit?.status).toBe('booked');
  });

  it('earns at most the monthly number of credits when a child’s absences are reported at once', async () => {
    const db = t.database.db;
    // The default cap is 2 a month; the child's class meets Mondays and Wednesdays: four December sessions ahead.
    const f = await buildFamily(t, { parent: parents[1] as Caller });
    const dates = ['2026-12-07', '2026-12-09', '2026-12-14', '2026-12-16'];
    const answers = await Promise.all(
      dates.map((date) =>
        f.parent.inject({
          method: 'POST',
          url: `/api/children/${f.child.id}/absences`,
          payload: { classId: f.cls.id, date, startTime: '17:00' },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    const withheld = answers.map((a) => a.json().creditWithheld).filter((w) => w !== null);
    expect(withheld).toEqual(['monthlyCap', 'monthlyCap']);
    const credits = await db.select().from(makeupCredits).where(eq(makeupCredits.childId, f.child.id));
    expect(credits).toHaveLength(2);
  });
});
