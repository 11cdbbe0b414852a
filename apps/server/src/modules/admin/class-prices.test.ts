// Prices that agree and plans a class can fill (ADR 0032), as the admin console meets them.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, classSessions, classes, enrollments } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment, buildLocation } from '../../test/factories.js';

const t = useTestApp();
let admin: Caller;
let instructorId: string;
let locationId: string;

beforeEach(async () => {
  admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
  instructorId = (await buildCaller(t.app, t.database.db, { role: 'instructor' })).user.id;
  locationId = (await buildLocation(t.database.db, { type: 'pool' })).id;
});

const TWICE = [
  { dayOfWeek: 0, startTime: '17:00' },
  { dayOfWeek: 2, startTime: '17:00' },
];

const input = (overrides: Record<string, unknown> = {}) => ({
  title: { bg: 'Делфини', en: 'Dolphins', ru: '' },
  description: { bg: '', en: '', ru: '' },
  instructorId,
  locationId,
  level: 'beginner',
  lane: '',
  durationMinutes: 45,
  pricePerClass: 1800,
  monthlyPrice: 16000,
  maxCapacity: 10,
  sessions: TWICE,
  active: true,
  ...overrides,
});

const snapshot = async () => ({
  classes: await t.database.db.select().from(classes).orderBy(classes.id),
  sessions: await t.database.db.select().from(classSessions).orderBy(classSessions.id),
  audit: await t.database.db.select().from(auditLog),
});

describe('class prices', () => {
  it('refuses a counted plan dearer than unlimited on the monthly price, and changes nothing', async () => {
    const before = await snapshot();
    // Twice a week offers 8 sessions: 8 x 21.00 = 168.00 against an unlimited plan of 160.00.
    const res = await admin.inject({
      method: 'POST',
      url: '/api/admin/classes',
      payload: input({ pricePerClass: 2100 }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'monthlyPrice', message: 'monthlyBelowCountedPlan' }],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('saves such prices when the admin accepts them, and judges only the plans the week can fill', async () => {
    const accepted = await admin.inject({
      method: 'POST',
      url: '/api/admin/classes',
      payload: input({ pricePerClass: 2100, acceptPriceConflict: true }),
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({ pricePerClass: 2100, monthlyPrice: 16000 });
    // Once a week offers no counted plan, so 8 x 25.00 = 200.00 against 90.00 is no conflict.
    const once = await admin.inject({
      method: 'POST',
      url: '/api/admin/classes',
      payload: input({ pricePerClass: 2500, monthlyPrice: 9000, sessions: [{ dayOfWeek: 5, startTime: '10:00' }] }),
    });
    expect(once.statusCode).toBe(201);
    // Equal prices agree: 8 x 20.00 = 160.00.
    const equal = await admin.inject({
      method: 'POST',
      url: '/api/admin/classes',
      payload: input({ pricePerClass: 2000 }),
    });
    expect(equal.statusCode).toBe(201);
    // Four a week: 16 x 18.00 = 288.00 against 160.00 is refused on edit too.
    const id = equal.json().id;
    const four = [0, 1, 2, 3].map((dayOfWeek) => ({ dayOfWeek, startTime: '17:00' }));
    const edited = await admin.inject({
      method: 'PUT',
      url: `/api/admin/classes/${id}`,
      payload: input({ pricePerClass: 1800, sessions: four }),
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().error.details).toEqual([{ path: 'monthlyPrice', message: 'monthlyBelowCountedPlan' }]);
  });

  it('refuses a class that would offer no plan at all', async () => {
    const before = await snapshot();
    const res = await admin.inject({
      method: 'POST',
      url: '/api/admin/classes',
      payload: input({
        monthlyPrice: null,
        sessions: [{ dayOfWeek: 5, startTime: '10:00' }],
        acceptPriceConflict: true,
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([{ path: 'monthlyPrice', message: 'noPlanOffered' }]);
    expect(await snapshot()).toEqual(before);
  });

  it('lets a class saved before the rule keep its prices through an edit that changes neither them nor its week', async () => {
    // 8 x 25.00 = 200.00 against 160.00, written before the rule.
    const cls = await buildClass(t.database.db, { locationId, instructorId, pricePerClass: 2500, monthlyPrice: 16000 });
    const renamed = await admin.inject({
      method: 'PUT',
      url: `/api/admin/classes/${cls.id}`,
      payload: input({ title: { bg: 'Делфини 2', en: '', ru: '' }, pricePerClass: 2500 }),
    });
    expect(renamed.statusCode).toBe(200);
    const repriced = await admin.inject({
      method: 'PUT',
      url: `/api/admin/classes/${cls.id}`,
      payload: input({ pricePerClass: 2600 }),
    });
    expect(repriced.json().error.details).toEqual([{ path: 'monthlyPrice', message: 'monthlyBelowCountedPlan' }]);
  });

  it('keeps a child on a plan the week no longer fills, and lists it for the admin', async () => {
    const db = t.database.db;
    const cls = await buildClass(db, { locationId, instructorId, pricePerClass: 1800, monthlyPrice: 16000 });
    const fitting = await buildClass(db, { locationId, instructorId, title: { bg: 'Друга' } });
    const child = await buildChild(db, (await buildCaller(t.app, db)).user.id, { fullName: 'Ема Колева' });
    const other = await buildChild(db, (await buildCaller(t.app, db)).user.id, { fullName: 'Иво Петров' });
    const kept = await buildEnrollment(db, child.id, cls.id, { planType: 'pool_8', sessionsRemaining: 6 });
    await buildEnrollment(db, other.id, fitting.id, { planType: 'pool_8', sessionsRemaining: 8 });

    // The class drops to once a week: 8 sessions no longer fit every month, but the child keeps them.
    const res = await admin.inject({
      method: 'PUT',
      url: `/api/admin/classes/${cls.id}`,
      payload: input({ sessions: [{ dayOfWeek: 0, startTime: '17:00' }] }),
    });
    expect(res.statusCode).toBe(200);
    const [row] = await db.select().from(enrollments).where(eq(enrollments.id, kept.id));
    expect(row).toMatchObject({ active: true, planType: 'pool_8', sessionsRemaining: 6 });

    const all = (await admin.inject({ url: '/api/admin/enrollments?sort=child&order=asc' })).json();
    expect(
      all.items.map((e: { child: { fullName: string }; planFitsClass: boolean }) => [
        e.child.fullName,
        e.planFitsClass,
      ]),
    ).toEqual([
      ['Ема Колева', false],
      ['Иво Петров', true],
    ]);
    const unfit = (await admin.inject({ url: '/api/admin/enrollments?plan=unfit' })).json();
    expect(unfit.total).toBe(1);
    expect(unfit.items.map((e: { id: string }) => e.id)).toEqual([kept.id]);
    expect((await admin.inject({ url: '/api/admin/enrollments?plan=odd' })).statusCode).toBe(400);

    // Deactivated, it cannot come back on that plan: coming back is choosing the plan again.
    const off = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/enrollments/${kept.id}/status`,
      payload: { active: false },
    });
    expect(off.statusCode).toBe(200);
    const on = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/enrollments/${kept.id}/status`,
      payload: { active: true },
    });
    expect(on.json().error.code).toBe('PLAN_NOT_OFFERED');
    const [after] = await db.select().from(enrollments).where(eq(enrollments.id, kept.id));
    expect(after?.active).toBe(false);
  });
});
