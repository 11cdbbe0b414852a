// Capacity holds under concurrency: 20 parents race for the last 3 places of a class.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, enrollments } from '../../db/schema/index.js';
import { type TestApp, createTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment } from '../../test/factories.js';

let t: TestApp;
let parents: Caller[];
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 100_000 });
  parents = [];
  for (let i = 0; i < 20; i++) parents.push(await buildCaller(t.app, t.database.db, { name: `Родител ${i}` }));
});
afterAll(async () => {
  await t?.close();
});

const child = {
  fullName: 'Дете Състезател',
  firstName: 'Racer',
  lastName: 'Kid',
  birthDate: '2015-01-01',
  gender: 'male',
  skillLevel: 'beginner',
  emergencyContact: 'Родител',
  emergencyPhone: '0888123456',
};

// PGlite runs one transaction at a time, so only a PostgreSQL server can race; elsewhere this is reported as skipped.
describe.skipIf(!process.env.TEST_DATABASE_URL)('capacity under concurrent requests on PostgreSQL', () => {
  it('lets exactly 3 of 20 simultaneous registrations into a class with 3 free places', async () => {
    const cls = await buildClass(t.database.db, { maxCapacity: 5 });
    const first = parents[0] as Caller;
    for (let i = 0; i < 2; i++)
      await buildEnrollment(t.database.db, (await buildChild(t.database.db, first.user.id)).id, cls.id);

    const answers = await Promise.all(
      parents.map((p) =>
        p.inject({
          method: 'POST',
          url: '/api/registrations',
          payload: { locationId: cls.locationId, classId: cls.id, planType: 'pool_8', child },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(17);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().error.code).toBe('CLASS_FULL');

    const active = await t.database.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.classId, cls.id), eq(enrollments.active, true)));
    expect(active).toHaveLength(5);
    // No child was left behind by a refused registration.
    expect(await t.database.db.select().from(children)).toHaveLength(2 + 3);
  });
});
