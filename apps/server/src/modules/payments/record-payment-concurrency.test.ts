// Two staff members recording the same month at once (a coach at the pool, an admin at the desk): exactly one payment.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.js';
import { type TestApp, createTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment, clubMonth } from '../../test/factories.js';

let t: TestApp;
let staff: Caller[];
let enrollmentId: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 100_000 });
  const db = t.database.db;
  const coach = await buildCaller(t.app, db, { role: 'instructor', name: 'Иван Треньоров' });
  const admins = [];
  for (let i = 0; i < 3; i++) admins.push(await buildCaller(t.app, db, { role: 'admin', name: `Админ ${i}` }));
  staff = [coach, ...admins];
  const parent = await buildCaller(t.app, db, { name: 'Мария Петрова' });
  const cls = await buildClass(db, { instructorId: coach.user.id });
  const child = await buildChild(db, parent.user.id);
  enrollmentId = (await buildEnrollment(db, child.id, cls.id)).id;
});
afterAll(async () => {
  await t?.close();
});

// PGlite runs one transaction at a time, so only a PostgreSQL server can race; elsewhere this is reported as skipped.
describe.skipIf(!process.env.TEST_DATABASE_URL)('recording the same month at once on PostgreSQL', () => {
  it('books exactly one payment; every other staff member is told the month is covered', async () => {
    const billingPeriod = clubMonth();
    const receivedOn = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' }).format(new Date());
    const answers = await Promise.all(
      [...staff, ...staff].map((caller, i) =>
        caller.inject({
          method: 'POST',
          url: '/api/payments/record',
          payload: { enrollmentId, billingPeriod, method: i % 2 ? 'cash' : 'bank_transfer', receivedOn },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(answers.length - 1);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json().error.code).toBe('PAYMENT_PERIOD_COVERED');
    }
    const rows = await t.database.db.select().from(payments).where(eq(payments.enrollmentId, enrollmentId));
    expect(rows.map((r) => r.status)).toEqual(['validated']);
  });
});
