// No admin (or parent) action leaves an active enrollment on a plan its class does not offer.
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, classes, enrollments, locations } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment, buildLocation } from '../../test/factories.js';

const t = useTestApp();
let admin: Caller;
let parent: Caller;

beforeEach(async () => {
  admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
  parent = await buildCaller(t.app, t.database.db);
});

const snapshot = async () => ({
  classes: await t.database.db.select().from(classes).orderBy(classes.id),
  locations: await t.database.db.select().from(locations).orderBy(locations.id),
  enrollments: await t.database.db.select().from(enrollments).orderBy(enrollments.id),
  audit: await t.database.db.select().from(auditLog),
});
const issues = (body: { error: { details?: { path: string; message: string }[] } }) =>
  (body.error.details ?? []).map((d) => [d.path, d.message]);

/** A pool class with a child on pool_8, a kindergarten class, and another pool class. */
async function seed() {
  const db = t.database.db;
  const pool = await buildLocation(db, { type: 'pool' });
  const kindergarten = await buildLocation(db, { type: 'kindergarten', name: { bg: 'Детска градина' } });
  const other = await buildLocation(db, { type: 'other', name: { bg: 'Зала' } });
  const instructor = await buildCaller(t.app, db, { role: 'instructor' });
  const poolClass = await buildClass(db, { locationId: pool.id, instructorId: instructor.user.id });
  const kgClass = await buildClass(db, { locationId: kindergarten.id, instructorId: instructor.user.id });
  const child = await buildChild(db, parent.user.id);
  const enrollment = await buildEnrollment(db, child.id, poolClass.id, { planType: 'pool_8', sessionsRemaining: 5 });
  return { pool, kindergarten, other, instructor, poolClass, kgClass, child, enrollment };
}

/** The class as the admin form sends it, with some fields changed. */
function classInput(cls: typeof classes.$inferSelect, overrides: Record<string, unknown>) {
  return {
    title: { bg: cls.title.bg, en: '', ru: '' },
    description: { bg: '', en: '', ru: '' },
    instructorId: cls.instructorId,
    locationId: cls.locationId,
    level: cls.level,
    lane: '',
    durationMinutes: cls.durationMinutes,
    pricePerClass: cls.pricePerClass,
    monthlyPrice: cls.monthlyPrice,
    maxCapacity: cls.maxCapacity,
    sessions: [{ dayOfWeek: 0, startTime: '17:00' }],
    active: cls.active,
    ...overrides,
  };
}

function locationInput(location: typeof locations.$inferSelect, type: string) {
  return {
    name: { bg: location.name.bg, en: '', ru: '' },
    type,
    address: { bg: location.address.bg, en: '', ru: '' },
    description: { bg: '', en: '', ru: '' },
    active: true,
  };
}

describe('plans offered', () => {
  it('refuses moving a child to a class that does not offer their plan, for the admin and the parent alike', async () => {
    const { kgClass, child, enrollment } = await seed();
    const before = await snapshot();
    for (const [caller, prefix] of [
      [admin, '/api/admin/children'],
      [parent, '/api/children'],
    ] as const) {
      const res = await caller.inject({
        method: 'POST',
        url: `${prefix}/${child.id}/enrollments/${enrollment.id}/transfer`,
        payload: { toClassId: kgClass.id },
      });
      expect(res.statusCode, prefix).toBe(409);
      expect(res.json().error.code).toBe('PLAN_NOT_OFFERED');
      expect(issues(res.json())).toEqual([['toClassId', 'planNotOffered']]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a transfer to a class without a monthly price for a child on the unlimited plan', async () => {
    const { pool, child } = await seed();
    const unpriced = await buildClass(t.database.db, { locationId: pool.id, monthlyPrice: null });
    const monthly = await buildClass(t.database.db, { locationId: pool.id });
    const onMonthly = await buildEnrollment(t.database.db, child.id, monthly.id, {
      planType: 'pool_monthly',
      sessionsRemaining: null,
    });
    const before = await snapshot();
    const res = await admin.inject({
      method: 'POST',
      url: `/api/admin/children/${child.id}/enrollments/${onMonthly.id}/transfer`,
      payload: { toClassId: unpriced.id },
    });
    expect(res.json().error.code).toBe('PLAN_NOT_OFFERED');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses moving a class with active enrollments to a location of a type that does not offer their plans', async () => {
    const { kindergarten, other, poolClass } = await seed();
    const before = await snapshot();
    const res = await admin.inject({
      method: 'PUT',
      url: `/api/admin/classes/${poolClass.id}`,
      payload: classInput(poolClass, { locationId: kindergarten.id }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PLAN_NOT_OFFERED');
    expect(issues(res.json())).toEqual([['locationId', 'locationPlansInUse']]);
    expect(await snapshot()).toEqual(before);

    // 'Other' locations offer the pool plans: that move keeps every plan and goes through.
    const moved = await admin.inject({
      method: 'PUT',
      url: `/api/admin/classes/${poolClass.id}`,
      payload: classInput(poolClass, { locationId: other.id }),
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().location.id).toBe(other.id);
  });

  it('lets a class with no active enrollments move anywhere, and refuses dropping the monthly price under the unlimited plan', async () => {
    const { kindergarten, poolClass, child } = await seed();
    await t.database.db.update(enrollments).set({ active: false });
    const moved = await admin.inject({
      method: 'PUT',
      url: `/api/admin/classes/${poolClass.id}`,
      payload: classInput(poolClass, { locationId: kindergarten.id }),
    });
    expect(moved.statusCode).toBe(200);

    const monthly = await buildClass(t.database.db, { instructorId: poolClass.instructorId });
    await buildEnrollment(t.database.db, child.id, monthly.id, { planType: 'pool_monthly', sessionsRemaining: null });
    const before = await snapshot();
    const res = await admin.inject({
      method: 'PUT',
      url: `/api/admin/classes/${monthly.id}`,
      payload: classInput(monthly, { monthlyPrice: null }),
    });
    expect(res.statusCode).toBe(409);
    expect(issues(res.json())).toEqual([['monthlyPrice', 'monthlyPlanInUse']]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses changing a location’s type while its classes have children on plans the new type does not offer', async () => {
    const { pool, kindergarten } = await seed();
    const before = await snapshot();
    for (const [location, type] of [
      [pool, 'kindergarten'],
      [kindergarten, 'pool'],
    ] as const) {
      if (location.type === 'kindergarten') {
        const kgChild = await buildChild(t.database.db, parent.user.id);
        const [kgClass] = before.classes.filter((c) => c.locationId === kindergarten.id);
        if (!kgClass) throw new Error('no kindergarten class');
        await buildEnrollment(t.database.db, kgChild.id, kgClass.id, {
          planType: 'kindergarten_monthly',
          sessionsRemaining: null,
        });
      }
      const now = await snapshot();
      const res = await admin.inject({
        method: 'PUT',
        url: `/api/admin/locations/${location.id}`,
        payload: locationInput(location, type),
      });
      expect(res.statusCode, type).toBe(409);
      expect(res.json().error.code).toBe('PLAN_NOT_OFFERED');
      expect(issues(res.json())).toEqual([['type', 'typePlansInUse']]);
      expect(await snapshot()).toEqual(now);
    }
    // Pool and 'other' offer the same plans: that change goes through, and so does one with no one enrolled.
    expect(
      (
        await admin.inject({
          method: 'PUT',
          url: `/api/admin/locations/${pool.id}`,
          payload: locationInput(pool, 'other'),
        })
      ).statusCode,
    ).toBe(200);
    await t.database.db.update(enrollments).set({ active: false });
    expect(
      (
        await admin.inject({
          method: 'PUT',
          url: `/api/admin/locations/${pool.id}`,
          payload: locationInput(pool, 'kindergarten'),
        })
      ).statusCode,
    ).toBe(200);
  });
});
