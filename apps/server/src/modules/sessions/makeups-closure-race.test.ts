// A closure shortened while a family books the credit it gave (PostgreSQL, real concurrent requests): the closure's
// reconciliation locks the closed classes, then the enrollments, then the credits; booking a make-up locks the
// requested session's class before the credit (the club's one lock order), so the two queue up instead of deadlocking.
// Whichever wins, the end state is one of two consistent ones. PGlite runs one transaction at a time, so only a
// PostgreSQL server can race; without TEST_DATABASE_URL this is reported as skipped.
// The calendar is the one in sessions-test-kit.ts: now is Monday 7 December 2026, 10:00 in Sofia.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeupBookings, makeupCredits } from '../../db/schema/index.js';
import { type TestApp, createTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildClass, buildLocation } from '../../test/factories.js';
import { START, buildFamily, clock, setSessionRules } from './sessions-test-kit.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!onPostgres) console.info('makeups-closure-race: skipped, TEST_DATABASE_URL is not set (PGlite cannot race)');

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ rateLimitMax: 100_000 }, { now: () => clock.now });
  clock.now = START;
  await setSessionRules(t.database.db);
  admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
});

const ROUNDS = 20;

describe.skipIf(!onPostgres)('a closure shortened while its credit is booked, on PostgreSQL', () => {
  it('never deadlocks or answers 500, and ends either with the credit booked and kept or revoked and unbooked', async () => {
    const db = t.database.db;
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // One pool, two classes: the child's (Mondays and Wednesdays 17:00) and another (Tuesdays and Thursdays 18:00).
      const pool = await buildLocation(db);
      const f = await buildFamily(t, { startsOn: '2026-11-01', classOverrides: { locationId: pool.id } });
      const other = await buildClass(db, {
        locationId: pool.id,
        sessions: [
          { dayOfWeek: 1, startTime: '18:00' },
          { dayOfWeek: 3, startTime: '18:00' },
        ],
      });
      const body = { locationId: pool.id, reason: 'pool_maintenance', startsOn: '2026-12-14' };
      const created = await admin.inject({
        method: 'POST',
        url: '/api/admin/closures',
        payload: { ...body, endsOn: '2026-12-23' },
      });
      expect(created.statusCode).toBe(201);
      const [credit21] = await db
        .select()
        .from(makeupCredits)
        .where(and(eq(makeupCredits.childId, f.child.id), eq(makeupCredits.sessionDate, '2026-12-21')));
      expect(credit21?.status).toBe('available');

      // Shortened to 14-16 December (the 21st takes place again; the other class's Tuesday 15th stays closed) while
      // the family books the 21st's credit into the other class's Tuesday 29 December.
      const [shortened, booked] = await Promise.all([
        admin.inject({
          method: 'PUT',
          url: `/api/admin/closures/${created.json().id}`,
          payload: { ...body, endsOn: '2026-12-16' },
        }),
        f.parent.inject({
          method: 'POST',
          url: `/api/children/${f.child.id}/makeups`,
          payload: { creditId: credit21?.id, classId: other.id, date: '2026-12-29', startTime: '18:00' },
        }),
      ]);
      expect(shortened.statusCode).toBe(200);
      expect([201, 409]).toContain(booked.statusCode);

      const [credit] = await db
        .select()
        .from(makeupCredits)
        .where(eq(makeupCredits.id, credit21?.id as string));
      const live = await db
        .select()
        .from(makeupBookings)
        .where(and(eq(makeupBookings.creditId, credit21?.id as string), isNull(makeupBookings.cancelledAt)));
      if (booked.statusCode === 201) {
        // Booked first: the family relied on the credit, so the restored session leaves it with them (noted).
        expect({ status: credit?.status, noted: credit?.sessionRestoredAt !== null, live: live.length }).toEqual({
          status: 'booked',
          noted: true,
          live: 1,
        });
        outcomes.push('booked first');
      } else {
        // Shortened first: the unused credit was taken back, so the booking was refused and wrote nothing.
        expect(booked.json().error.code).toBe('CREDIT_NOT_USABLE');
        expect({ status: credit?.status, revokedFor: credit?.revokedFor, live: live.length }).toEqual({
          status: 'revoked',
          revokedFor: 'session_restored',
          live: 0,
        });
        outcomes.push('shortened first');
      }
    }
    expect(outcomes).toHaveLength(ROUNDS);
  });
});
