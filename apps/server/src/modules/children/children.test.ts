import { CONSENT_TEXTS } from '@swim/shared/privacy';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, children, enrollments, payments } from '../../db/schema/index.js';
import { type TestApp, createTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment, buildLocation } from '../../test/factories.js';

let t: TestApp;
let parent: Caller;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.reset();
  parent = await buildCaller(t.app, t.database.db, { name: 'Мария Петрова' });
});

/** The consent texts' current versions, as the wizard sends them with the answers. */
const VERSIONS = { photos: CONSENT_TEXTS.photos.version, medical: CONSENT_TEXTS.medical.version };
const childInput = {
  fullName: 'Виктория Петрова',
  firstName: 'Victoria',
  lastName: 'Petrova',
  birthDate: '2018-06-01',
  gender: 'female',
  skillLevel: 'beginner',
  notes: '',
  medicalNotes: 'Алергия към хлор',
  consents: { photos: true, medical: true, versions: VERSIONS },
  emergencyContact: 'Мария Петрова',
  emergencyPhone: '+359 888 111 222',
};

/** Four sessions a week: every month holds at least 16, so every pool plan fits (ADR 0032). */
const FOUR_A_WEEK = [0, 1, 2, 3].map((dayOfWeek) => ({ dayOfWeek, startTime: '17:00' }));

describe('class options', () => {
  it('lists a location’s active classes with free places and server-computed plan prices', async () => {
    const pool = await buildLocation(t.database.db);
    const kg = await buildLocation(t.database.db, { type: 'kindergarten', name: { bg: 'ДГ' } });
    const twice = await buildClass(t.database.db, {
      locationId: pool.id,
      pricePerClass: 2000,
      monthlyPrice: 18000,
      maxCapacity: 4,
    });
    const four = await buildClass(t.database.db, {
      locationId: pool.id,
      pricePerClass: 1500,
      monthlyPrice: 25000,
      sessions: FOUR_A_WEEK,
    });
    const once = await buildClass(t.database.db, {
      locationId: pool.id,
      pricePerClass: 2500,
      monthlyPrice: 9000,
      sessions: [{ dayOfWeek: 5, startTime: '10:00' }],
    });
    await buildClass(t.database.db, { locationId: kg.id, pricePerClass: 1200 });
    await buildClass(t.database.db, { locationId: pool.id, active: false });

    const options = (await t.app.inject(`/api/classes?locationId=${pool.id}`)).json();
    expect(options).toHaveLength(3);
    type Plan = { planType: string; price: number; saving: number; bestValue: boolean };
    const plansOf = (id: string) =>
      options
        .find((o: { id: string }) => o.id === id)
        .plans.map((p: Plan) => [p.planType, p.price, p.saving, p.bestValue]);
    expect(options.find((o: { id: string }) => o.id === twice.id).freePlaces).toBe(4);
    // Worked by hand. Twice a week: 8 2/3 classes in an average month, 173.33 one by one, less than unlimited;
    // 8 at 20.00 each cost less a class than unlimited's 20.77.
    expect(plansOf(twice.id)).toEqual([
      ['pool_8', 16000, 0, true],
      ['pool_monthly', 18000, 0, false],
    ]);
    // Four a week: 17 1/3 classes at 15.00 = 260.00, so unlimited at 250.00 saves 10.00.
    expect(plansOf(four.id)).toEqual([
      ['pool_8', 12000, 0, false],
      ['pool_12', 18000, 0, false],
      ['pool_16', 24000, 0, false],
      ['pool_monthly', 25000, 1000, true],
    ]);
    // Once a week: no counted plan fits; 4 1/3 classes at 25.00 = 108.33, unlimited 90.00 saves 18.33.
    expect(plansOf(once.id)).toEqual([['pool_monthly', 9000, 1833, false]]);
    const kgOptions = (await t.app.inject(`/api/classes?locationId=${kg.id}`)).json();
    expect(kgOptions[0].plans).toEqual([
      { planType: 'kindergarten_monthly', sessions: null, price: 0, currency: 'BGN', saving: 0, bestValue: false },
    ]);
  });
});

describe('the registration wizard', () => {
  it('creates the child and an enrollment with the plan’s sessions', async () => {
    const cls = await buildClass(t.database.db, { sessions: FOUR_A_WEEK });
    const res = await parent.inject({
      method: 'POST',
      url: '/api/registrations',
      payload: { locationId: cls.locationId, classId: cls.id, planType: 'pool_12', child: childInput },
    });
    expect(res.statusCode).toBe(201);
    const child = (await parent.inject({ url: `/api/children/${res.json().childId}` })).json();
    expect(child).toMatchObject({ fullName: 'Виктория Петрова', medicalNotes: 'Алергия към хлор', notes: null });
    expect(child.enrollments).toHaveLength(1);
    expect(child.enrollments[0]).toMatchObject({ planType: 'pool_12', sessionsRemaining: 12, active: true });
  });

  it('gives unlimited and kindergarten plans no session count', async () => {
    const cls = await buildClass(t.database.db);
    const kg = await buildLocation(t.database.db, { type: 'kindergarten' });
    const kgClass = await buildClass(t.database.db, { locationId: kg.id });
    const a = await parent.inject({
      method: 'POST',
      url: '/api/registrations',
      payload: { locationId: cls.locationId, classId: cls.id, planType: 'pool_monthly', child: childInput },
    });
    const b = await parent.inject({
      method: 'POST',
      url: '/api/registrations',
      payload: { locationId: kg.id, classId: kgClass.id, planType: 'kindergarten_monthly', child: childInput },
    });
    const rows = await t.database.db.select().from(enrollments);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(rows.map((r) => r.sessionsRemaining)).toEqual([null, null]);
  });

  it('refuses missing child information with field keys and creates nothing', async () => {
    const cls = await buildClass(t.database.db);
    const res = await parent.inject({
      method: 'POST',
      url: '/api/registrations',
      payload: {
        locationId: cls.locationId,
        classId: cls.id,
        planType: 'pool_8',
        child: { ...childInput, fullName: '', firstName: 'Виктория', emergencyPhone: '' },
      },
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().error.details.map((d: { path: string; message: string }) => `${d.path}:${d.message}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'child.fullName:fullNameRequired',
        'child.firstName:latinOnly',
        'child.emergencyPhone:emergencyPhoneRequired',
      ]),
    );
    expect(await t.database.db.select().from(children)).toHaveLength(0);
  });

  it('refuses a plan the class does not offer, and a class from another location, creating nothing', async () => {
    const cls = await buildClass(t.database.db);
    const elsewhere = await buildLocation(t.database.db);
    const wrongPlan = await parent.inject({
      method: 'POST',
      url: '/api/registrations',
      payload: { locationId: cls.locationId, classId: cls.id, planType: 'kindergarten_monthly', child: childInput },
    });
    const wrongPlace = await parent.inject({
      method: 'POST',
      url: '/api/registrations',
      payload: { locationId: elsewhere.id, classId: cls.id, planType: 'pool_8', child: childInput },
    });
    expect([wrongPlan.statusCode, wrongPlace.statusCode]).toEqual([400, 400]);
    expect(await t.database.db.select().from(children)).toHaveLength(0);
  });

  it('refuses a full class with CLASS_FULL and leaves no half-created child', async () => {
    const cls = await buildClass(t.database.db, { maxCapacity: 1 });
    const other = await buildChild(t.database.db, parent.user.id);
    await buildEnrollment(t.database.db, other.id, cls.id);
    const res = await parent.inject({
      method: 'POST',
      url: '/api/registrations',
      payload: { locationId: cls.locationId, classId: cls.id, planType: 'pool_8', child: childInput },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('CLASS_FULL');
    expect(await t.database.db.select().from(children)).toHaveLength(1);
  });
});

describe('the child profile', () => {
  it('enrols an existing child once per class, on a plan the class can fill', async () => {
    const twice = await buildClass(t.database.db);
    const cls = await buildClass(t.database.db, { sessions: FOUR_A_WEEK });
    const child = await buildChild(t.database.db, parent.user.id);
    // Twice a week holds 8 sessions in some months (February): 12 cannot be used, so it is refused.
    const unfit = await parent.inject({
      method: 'POST',
      url: `/api/children/${child.id}/enrollments`,
      payload: { classId: twice.id, planType: 'pool_12' },
    });
    expect(unfit.statusCode).toBe(400);
    expect(unfit.json().error.details).toEqual([{ path: 'planType', message: 'planNotOffered' }]);
    expect(await t.database.db.select().from(enrollments)).toHaveLength(0);
    const first = await parent.inject({
      method: 'POST',
      url: `/api/children/${child.id}/enrollments`,
      payload: { classId: cls.id, planType: 'pool_16' },
    });
    const again = await parent.inject({
      method: 'POST',
      url: `/api/children/${child.id}/enrollments`,
      payload: { classId: cls.id, planType: 'pool_8' },
    });
    expect(first.statusCode).toBe(201);
    expect(again.json().error.code).toBe('ALREADY_ENROLLED');
  });

  it('transfers to a class with room, keeping plan and sessions, and refuses a full one', async () => {
    const from = await buildClass(t.database.db, { sessions: FOUR_A_WEEK });
    const to = await buildClass(t.database.db, { title: { bg: 'Напреднали' }, sessions: FOUR_A_WEEK });
    const full = await buildClass(t.database.db, { maxCapacity: 1, sessions: FOUR_A_WEEK });
    const twice = await buildClass(t.database.db, { title: { bg: 'Два пъти седмично' } });
    const child = await buildChild(t.database.db, parent.user.id);
    const enrollment = await buildEnrollment(t.database.db, child.id, from.id, {
      planType: 'pool_12',
      sessionsRemaining: 7,
      periodStart: '2026-11-03',
      periodEnd: '2026-12-02',
    });
    await t.database.db.insert(payments).values({
      parentId: parent.user.id,
      childId: child.id,
      enrollmentId: enrollment.id,
      amount: 24000,
      method: 'card',
      status: 'paid',
      billingPeriod: zonedDate(new Date(), CLUB_TIME_ZONE).slice(0, 7),
    });
    await buildEnrollment(t.database.db, (await buildChild(t.database.db, parent.user.id)).id, full.id);

    const refused = await parent.inject({
      method: 'POST',
      url: `/api/children/${child.id}/enrollments/${enrollment.id}/transfer`,
      payload: { toClassId: full.id },
    });
    expect(refused.json().error.code).toBe('CLASS_FULL');
    // A class whose week cannot fill the 12 sessions the child keeps is refused too.
    const unfit = await parent.inject({
      method: 'POST',
      url: `/api/children/${child.id}/enrollments/${enrollment.id}/transfer`,
      payload: { toClassId: twice.id },
    });
    expect(unfit.json().error.code).toBe('PLAN_NOT_OFFERED');
    const [still] = await t.database.db.select().from(enrollments).where(eq(enrollments.id, enrollment.id));
    expect(still?.active).toBe(true);

    const moved = await parent.inject({
      method: 'POST',
      url: `/api/children/${child.id}/enrollments/${enrollment.id}/transfer`,
      payload: { toClassId: to.id },
    });
    expect(moved.statusCode).toBe(200);
    const profile = (await parent.inject({ url: `/api/children/${child.id}` })).json();
    const active = profile.enrollments.filter((e: { active: boolean }) => e.active);
    expect(active).toHaveLength(1);
    expect(active[0]).toMatchObject({
      classId: to.id,
      planType: 'pool_12',
      sessionsRemaining: 7,
      periodStart: '2026-11-03',
      periodEnd: '2026-12-02',
    });
    expect(
      (
        await parent.inject({
          method: 'POST',
          url: `/api/children/${child.id}/enrollments/${enrollment.id}/transfer`,
          payload: {},
        })
      ).json().error.details[0].message,
    ).toBe('selectClass');
  });

  it('unenrols, freeing the place', async () => {
    const cls = await buildClass(t.database.db, { maxCapacity: 1 });
    const child = await buildChild(t.database.db, parent.user.id);
    const enrollment = await buildEnrollment(t.database.db, child.id, cls.id);
    const res = await parent.inject({
      method: 'DELETE',
      url: `/api/children/${child.id}/enrollments/${enrollment.id}`,
    });
    expect(res.statusCode).toBe(204);
    const options = (await t.app.inject('/api/classes')).json();
    expect(options[0].freePlaces).toBe(1);
  });

  it('changes the skill level only to a different one and shows the history', async () => {
    const child = await buildChild(t.database.db, parent.user.id, { skillLevel: 'beginner' });
    const same = await parent.inject({
      method: 'PATCH',
      url: `/api/children/${child.id}/skill-level`,
      payload: { level: 'beginner' },
    });
    expect(same.json().error).toMatchObject({
      message: 'Please select a different level',
      details: [{ path: 'level', message: 'differentLevel' }],
    });
    const changed = await parent.inject({
      method: 'PATCH',
      url: `/api/children/${child.id}/skill-level`,
      payload: { level: 'intermediate' },
    });
    expect(changed.statusCode).toBe(200);
    const activity = (await parent.inject({ url: `/api/children/${child.id}/activity` })).json();
    expect(activity.levelHistory).toMatchObject([
      { fromLevel: 'beginner', toLevel: 'intermediate', changedBy: { bg: 'Мария Петрова' } },
    ]);
  });

  it('deletes a child only when the typed name matches, and audits it', async () => {
    const child = await buildChild(t.database.db, parent.user.id, { fullName: 'Иво Петров' });
    const wrong = await parent.inject({
      method: 'DELETE',
      url: `/api/children/${child.id}`,
      payload: { confirmName: 'Иво' },
    });
    expect(wrong.json().error.message).toBe('Name does not match');
    expect(await t.database.db.select().from(children)).toHaveLength(1);
    const ok = await parent.inject({
      method: 'DELETE',
      url: `/api/children/${child.id}`,
      payload: { confirmName: 'Иво Петров' },
    });
    expect(ok.statusCode).toBe(204);
    expect(await t.database.db.select().from(children)).toHaveLength(0);
    expect((await t.database.db.select().from(auditLog))[0]?.action).toBe('child.deleted');
  });

  it('reports the attendance rate and the dashboard’s upcoming classes and payment overview', async () => {
    const cls = await buildClass(t.database.db, {
      pricePerClass: 2000,
      sessions: [0, 1, 2, 3, 4, 5, 6].map((d) => ({ dayOfWeek: d, startTime: '23:59' })),
    });
    const child = await buildChild(t.database.db, parent.user.id);
    const enrollment = await buildEnrollment(t.database.db, child.id, cls.id, { planType: 'pool_8' });
    await t.database.db.insert(payments).values({
      parentId: parent.user.id,
      childId: child.id,
      amount: 5000,
      method: 'cash',
      status: 'pending',
      billingPeriod: '2020-01',
    });
    const dash = (await parent.inject({ url: '/api/dashboard' })).json();
    expect(dash.children[0]).toMatchObject({
      fullName: 'Александър Петров',
      classes: [{ enrollmentId: enrollment.id, sessionsRemaining: 8 }],
    });
    expect(dash.upcoming.length).toBeGreaterThanOrEqual(6);
    expect(dash.payments).toMatchObject({
      due: [{ currency: 'BGN', amount: 16000 }],
      pending: [{ currency: 'BGN', amount: 5000 }],
      paid: [],
    });
  });

  it('keeps the dashboard’s sums apart per currency', async () => {
    const child = await buildChild(t.database.db, parent.user.id);
    const leva = await buildClass(t.database.db, { pricePerClass: 2000, currency: 'BGN' });
    const euro = await buildClass(t.database.db, { pricePerClass: 1000, currency: 'EUR' });
    await buildEnrollment(t.database.db, child.id, leva.id, { planType: 'pool_8' });
    await buildEnrollment(t.database.db, child.id, euro.id, { planType: 'pool_8' });
    await t.database.db.insert(payments).values([
      {
        parentId: parent.user.id,
        childId: child.id,
        amount: 3000,
        currency: 'EUR',
        method: 'cash',
        status: 'validated',
      },
      {
        parentId: parent.user.id,
        childId: child.id,
        amount: 9000,
        currency: 'BGN',
        method: 'card',
        status: 'paid',
        refundedAmount: 4500,
      },
    ]);
    const dash = (await parent.inject({ url: '/api/dashboard' })).json();
    expect(dash.payments.due).toEqual(
      expect.arrayContaining([
        { currency: 'BGN', amount: 16000 },
        { currency: 'EUR', amount: 8000 },
      ]),
    );
    expect(dash.payments.due).toHaveLength(2);
    expect(dash.payments.paid).toEqual(
      expect.arrayContaining([
        { currency: 'EUR', amount: 3000 },
        { currency: 'BGN', amount: 4500 },
      ]),
    );
  });
});
