// Payments carry a short number people can read and quote (PM-2026-000123), given out by the database in the
// inserting transaction: distinct, consecutive per year, and never skipped by an insert that rolls back.
import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment, buildPayment, buildUser, clubMonth } from '../../test/factories.js';

const t = useTestApp({ rateLimitMax: 100_000 });
const year = clubMonth().slice(0, 4);
const numbered = (n: number, y = year) => `PM-${y}-${String(n).padStart(6, '0')}`;

describe('payment numbers', () => {
  it('numbers payments per year of creation (club time) and shows the number to the parent', async () => {
    const parent = await buildCaller(t.app, t.database.db);
    // 31 December 2025, 23:30 in Sofia is still 2025 there (21:30 UTC).
    const lastYear = await buildPayment(t.database.db, {
      parentId: parent.user.id,
      createdAt: new Date('2025-12-31T21:30:00Z'),
    });
    const first = await buildPayment(t.database.db, { parentId: parent.user.id });
    const second = await buildPayment(t.database.db, { parentId: parent.user.id });
    expect(lastYear.number).toBe('PM-2025-000001');
    expect([first.number, second.number]).toEqual([numbered(1), numbered(2)]);

    const answer = await parent.inject({ url: `/api/payments/${second.id}` });
    expect(answer.json().number).toBe(numbered(2));
    const found = await parent.inject({ url: `/api/payments?search=${numbered(1).toLowerCase()}` });
    expect(found.json().items.map((p: { number: string }) => p.number)).toEqual([numbered(1)]);
  });
});

// PGlite serves one connection at a time; the races need a PostgreSQL server.
describe.skipIf(!process.env.TEST_DATABASE_URL)('payment numbers under concurrency', () => {
  it('30 cash declarations at once get 30 distinct, consecutive numbers', async () => {
    const db = t.database.db;
    const cls = await buildClass(db, { pricePerClass: 2500, monthlyPrice: 15000 });
    const parent = await buildCaller(t.app, db);
    const families = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const child = await buildChild(db, parent.user.id, { fullName: `Дете ${i}` });
        const enrollment = await buildEnrollment(db, child.id, cls.id);
        return { childId: child.id, enrollmentId: enrollment.id };
      }),
    );
    const answers = await Promise.all(
      families.map((f) =>
        parent.inject({
          method: 'POST',
          url: `/api/children/${f.childId}/payments`,
          payload: { enrollmentId: f.enrollmentId, billingPeriod: clubMonth(), method: 'cash' },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(families.map(() => 201));
    const numbers = answers.map((a) => a.json().payment.number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 30 }, (_, i) => numbered(i + 1)));
  });

  it('an insert that rolls back hands its number back: concurrent inserts leave no gap', async () => {
    const db = t.database.db;
    const parent = await buildUser(db);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        db.transaction(async (tx) => {
          await tx.insert(payments).values({ parentId: parent.id, amount: 1000, method: 'cash' });
          // Hold the number a moment while others queue behind it, then give every fourth one up.
          await tx.execute(sql`select pg_sleep(0.005)`);
          if (i % 4 === 0) throw new Error('rolled back');
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(10);
    const rows = await db.select({ number: payments.number }).from(payments).orderBy(asc(payments.number));
    expect(rows.map((r) => r.number)).toEqual(Array.from({ length: 30 }, (_, i) => numbered(i + 1)));
  });
});
