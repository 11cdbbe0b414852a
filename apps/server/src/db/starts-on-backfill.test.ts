// Migration 0017 gives every existing enrollment its first day (ADR 0033). Its UPDATE is run here, read from the
// migration file, over rows made as the app made them before: a child who joined mid-month, and a transfer (a new row
// made in November with the payments of September and October moved onto it).
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildChild, buildClass, buildEnrollment, buildPayment, buildUser } from '../test/factories.js';
import { type TestDatabase, createTestDatabase } from '../test/database.js';
import { enrollments } from './schema/index.js';

const migration = readFileSync(new URL('../../drizzle/0017_family_prices.sql', import.meta.url), 'utf8');
const backfill = migration.split('--> statement-breakpoint').find((part) => part.includes('UPDATE "enrollments"'));

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('the first day of enrollments made before ADR 0033', () => {
  it('is the day the row was made, or the first month paid before it for a transfer', async () => {
    expect(backfill).toBeDefined();
    const db = database.db;
    const parent = await buildUser(db);
    const cls = await buildClass(db);
    const made = (iso: string) => ({ createdAt: new Date(iso), startsOn: '2000-01-01' });
    // Joined on 18 November, 00:30 in Sofia (22:30 UTC the day before), paid November.
    const joined = await buildEnrollment(
      db,
      (await buildChild(db, parent.id)).id,
      cls.id,
      made('2026-11-17T22:30:00Z'),
    );
    await buildPayment(db, { parentId: parent.id, enrollmentId: joined.id, billingPeriod: '2026-11' });
    // Transferred on 10 November; September and October were paid in the old class and moved onto the new row.
    const moved = await buildEnrollment(db, (await buildChild(db, parent.id)).id, cls.id, made('2026-11-10T09:00:00Z'));
    for (const billingPeriod of ['2026-10', '2026-09', '2026-11']) {
      await buildPayment(db, { parentId: parent.id, enrollmentId: moved.id, billingPeriod });
    }
    // Never paid.
    const unpaid = await buildEnrollment(
      db,
      (await buildChild(db, parent.id)).id,
      cls.id,
      made('2026-11-20T08:00:00Z'),
    );
    // A card that failed for October, before the row was made, is no month paid.
    await buildPayment(db, {
      parentId: parent.id,
      enrollmentId: unpaid.id,
      billingPeriod: '2026-10',
      status: 'failed',
    });

    await db.execute(sql.raw(String(backfill)));

    const startsOn = async (id: string) =>
      (await db.select({ d: enrollments.startsOn }).from(enrollments).where(eq(enrollments.id, id)))[0]?.d;
    expect(await startsOn(joined.id)).toBe('2026-11-18');
    expect(await startsOn(moved.id)).toBe('2026-09-01');
    expect(await startsOn(unpaid.id)).toBe('2026-11-20');
  });
});
