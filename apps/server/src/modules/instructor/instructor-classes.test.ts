// The instructor's dashboard and class pages, on the club's calendar (Europe/Sofia) with the app's clock held.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { users } from '../../db/schema/index.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { type TestDatabase, createTestDatabase } from '../../test/database.js';
import { buildChild, buildClass, buildEnrollment, buildLocation, buildPayment } from '../../test/factories.js';

// 19 March 2026, 22:30 UTC: already Friday 20 March (00:30) in Sofia, still Thursday in UTC.
const clock = new Date('2026-03-19T22:30:00Z');
const FRIDAY = 4;
const THURSDAY = 3;
let database: TestDatabase;
let app: FastifyInstance;
let coach: Caller;
let otherCoach: Caller;
let parent: Caller;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig({ rateLimitMax: 100_000 }), database, now: () => clock });
  await app.ready();
  coach = await buildCaller(app, database.db, { role: 'instructor', name: 'Иван Треньоров' });
  otherCoach = await buildCaller(app, database.db, { role: 'instructor', name: 'Петя Друга' });
  parent = await buildCaller(app, database.db, { name: 'Мария Петрова' });
  await database.db.update(users).set({ phone: '+359 888 111 222' }).where(eq(users.id, parent.user.id));
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const kid = async (fullName: string, overrides: Parameters<typeof buildChild>[2] = {}) =>
  (await buildChild(database.db, parent.user.id, { fullName, ...overrides })).id;

describe('the dashboard', () => {
  it('shows today’s sessions by the club’s calendar, all active classes and the payments to confirm', async () => {
    const db = database.db;
    const pool = await buildLocation(db, { name: { bg: 'Басейн Изток', en: 'East Pool' } });
    const evening = await buildClass(db, {
      instructorId: coach.user.id,
      locationId: pool.id,
      title: { bg: 'Вечерна група' },
      level: 'intermediate',
      lane: '3',
      maxCapacity: 6,
      durationMinutes: 45,
      sessions: [
        { dayOfWeek: FRIDAY, startTime: '17:00' },
        { dayOfWeek: 0, startTime: '17:00' },
      ],
    });
    const morning = await buildClass(db, {
      instructorId: coach.user.id,
      locationId: pool.id,
      title: { bg: 'Сутрешна група' },
      sessions: [{ dayOfWeek: FRIDAY, startTime: '07:30' }],
    });
    const thursday = await buildClass(db, {
      instructorId: coach.user.id,
      sessions: [{ dayOfWeek: THURSDAY, startTime: '18:00' }],
    });
    await buildClass(db, {
      instructorId: coach.user.id,
      active: false,
      sessions: [{ dayOfWeek: FRIDAY, startTime: '09:00' }],
    });
    await buildClass(db, { instructorId: otherCoach.user.id, sessions: [{ dayOfWeek: FRIDAY, startTime: '10:00' }] });
    const a = await kid('Анна');
    const b = await kid('Борис');
    const c = await kid('Вера');
    const ea = await buildEnrollment(db, a, evening.id);
    await buildEnrollment(db, b, evening.id);
    await buildEnrollment(db, c, evening.id, { active: false });
    const pending = { parentId: parent.user.id, childId: a, enrollmentId: ea.id, status: 'pending' as const };
    await buildPayment(db, { ...pending, method: 'cash', billingPeriod: '2026-03' });
    await buildPayment(db, { ...pending, method: 'card', billingPeriod: '2026-04' });
    await buildPayment(db, { ...pending, method: 'bank_transfer', status: 'validated', billingPeriod: '2026-02' });

    const res = await coach.inject({ url: '/api/instructor/dashboard' });
    expect(res.statusCode).toBe(200);
    const dash = res.json();
    expect(dash.date).toBe('2026-03-20');
    // 07:30 and 17:00 in Sofia (UTC+2 until 29 March).
    expect(dash.today).toEqual([
      expect.objectContaining({ classId: morning.id, startTime: '07:30', startsAt: '2026-03-20T05:30:00.000Z' }),
      {
        classId: evening.id,
        title: { bg: 'Вечерна група' },
        level: 'intermediate',
        location: { id: pool.id, name: { bg: 'Басейн Изток', en: 'East Pool' }, type: 'pool' },
        lane: '3',
        date: '2026-03-20',
        startTime: '17:00',
        startsAt: '2026-03-20T15:00:00.000Z',
        durationMinutes: 45,
        enrolled: 2,
        maxCapacity: 6,
        marked: 0,
        status: 'scheduled',
        movedTo: null,
        movedFrom: null,
        closureReason: null,
      },
    ]);
    expect(dash.classes.map((x: { id: string }) => x.id)).toEqual([evening.id, morning.id, thursday.id]);
    expect(dash.classes[0]).toMatchObject({
      enrolled: 2,
      maxCapacity: 6,
      level: 'intermediate',
      instructor: { bg: 'Иван Треньоров' },
      sessions: [
        { dayOfWeek: 0, startTime: '17:00' },
        { dayOfWeek: FRIDAY, startTime: '17:00' },
      ],
    });
    expect(dash.pendingPayments).toBe(1);

    await coach.inject({
      method: 'PUT',
      url: `/api/instructor/classes/${evening.id}/attendance`,
      payload: { date: '2026-03-20', childId: a, status: 'present' },
    });
    const after = (await coach.inject({ url: '/api/instructor/dashboard' })).json();
    expect(after.today[1]).toMatchObject({ classId: evening.id, marked: 1 });
  });
});

describe('a class', () => {
  it('has a roster with ages, plans, medical notes and the contacts to call', async () => {
    const db = database.db;
    const cls = await buildClass(db, { instructorId: coach.user.id, description: { bg: 'Описание' } });
    const birthdayToday = await kid('Анна Иванова', {
      birthDate: '2016-03-20',
      medicalNotes: 'Астма: инхалатор в чантата',
      emergencyContact: 'Петър Иванов',
      emergencyPhone: '+359 887 000 111',
    });
    const birthdayTomorrow = await kid('Борис Петров', { birthDate: '2016-03-21', skillLevel: 'advanced' });
    await buildEnrollment(db, birthdayToday, cls.id, { planType: 'pool_12', sessionsRemaining: 0 });
    await buildEnrollment(db, birthdayTomorrow, cls.id, { planType: 'pool_monthly', sessionsRemaining: null });

    const res = await coach.inject({ url: `/api/instructor/classes/${cls.id}` });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({ id: cls.id, description: { bg: 'Описание' }, address: { bg: 'ул. Тест 1' } });
    expect(detail.roster).toEqual([
      expect.objectContaining({
        childId: birthdayToday,
        fullName: 'Анна Иванова',
        age: 10,
        planType: 'pool_12',
        sessionsRemaining: 0,
        sessionsUsedUp: true,
        medicalNotes: 'Астма: инхалатор в чантата',
        emergencyContact: 'Петър Иванов',
        emergencyPhone: '+359 887 000 111',
        parent: { name: 'Мария Петрова', phone: '+359 888 111 222' },
      }),
      expect.objectContaining({
        childId: birthdayTomorrow,
        age: 9,
        skillLevel: 'advanced',
        planType: 'pool_monthly',
        sessionsRemaining: null,
        sessionsUsedUp: false,
        medicalNotes: null,
      }),
    ]);
  });

  it('lists the coming session dates in the club’s time zone, across the change to summer time', async () => {
    const cls = await buildClass(database.db, {
      instructorId: coach.user.id,
      sessions: [
        { dayOfWeek: 0, startTime: '17:00' },
        { dayOfWeek: 2, startTime: '18:30' },
      ],
    });
    const res = await coach.inject({ url: `/api/instructor/classes/${cls.id}/sessions?weeks=2` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      classId: cls.id,
      from: '2026-03-20',
      to: '2026-04-02',
      dates: [
        {
          date: '2026-03-23',
          dayOfWeek: 0,
          startTime: '17:00',
          startsAt: '2026-03-23T15:00:00.000Z',
          endsAt: '2026-03-23T16:00:00.000Z',
        },
        {
          date: '2026-03-25',
          dayOfWeek: 2,
          startTime: '18:30',
          startsAt: '2026-03-25T16:30:00.000Z',
          endsAt: '2026-03-25T17:30:00.000Z',
        },
        // Sofia is UTC+3 from 29 March.
        {
          date: '2026-03-30',
          dayOfWeek: 0,
          startTime: '17:00',
          startsAt: '2026-03-30T14:00:00.000Z',
          endsAt: '2026-03-30T15:00:00.000Z',
        },
        {
          date: '2026-04-01',
          dayOfWeek: 2,
          startTime: '18:30',
          startsAt: '2026-04-01T15:30:00.000Z',
          endsAt: '2026-04-01T16:30:00.000Z',
        },
      ],
    });
    expect((await coach.inject({ url: `/api/instructor/classes/${cls.id}/sessions` })).json().dates).toHaveLength(12);
    for (const weeks of ['0', '27', 'many']) {
      const bad = await coach.inject({ url: `/api/instructor/classes/${cls.id}/sessions?weeks=${weeks}` });
      expect(bad.statusCode, weeks).toBe(400);
    }
  });

  it('shows each child’s payment status for a month', async () => {
    const db = database.db;
    const cls = await buildClass(db, { instructorId: coach.user.id, maxCapacity: 10 });
    const names = ['А Платил', 'Б Чака', 'В Неуспешно', 'Г Нищо', 'Д Потвърдено', 'Е Отново', 'Ж Върнато'];
    const rows: { childId: string; enrollmentId: string }[] = [];
    for (const name of names) {
      const childId = await kid(name);
      rows.push({ childId, enrollmentId: (await buildEnrollment(db, childId, cls.id)).id });
    }
    const pay = (i: number, values: Omit<Parameters<typeof buildPayment>[1], 'parentId'>) =>
      buildPayment(db, {
        parentId: parent.user.id,
        childId: rows[i]?.childId,
        enrollmentId: rows[i]?.enrollmentId,
        billingPeriod: '2026-03',
        ...values,
      });
    const paid = await pay(0, { amount: 16000 });
    await pay(0, { billingPeriod: '2026-02', status: 'failed' });
    await pay(1, { method: 'cash', status: 'pending', amount: 24000 });
    await pay(2, { status: 'failed' });
    await pay(4, { method: 'bank_transfer', status: 'validated' });
    await pay(5, { status: 'failed' });
    await pay(5, { method: 'cash', status: 'pending' });
    await pay(6, { status: 'refunded', refundedAmount: 16000 });

    const res = await coach.inject({ url: `/api/instructor/classes/${cls.id}/payments` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.month).toBe('2026-03');
    expect(body.children.map((c: { fullName: string; status: string }) => [c.fullName, c.status])).toEqual([
      ['А Платил', 'paid'],
      ['Б Чака', 'pending'],
      ['В Неуспешно', 'failed'],
      ['Г Нищо', 'none'],
      ['Д Потвърдено', 'validated'],
      ['Е Отново', 'pending'],
      ['Ж Върнато', 'refunded'],
    ]);
    expect(body.children[0]).toMatchObject({ paymentId: paid.id, amount: 16000, currency: 'BGN', method: 'card' });
    expect(body.children[1]).toMatchObject({ amount: 24000, method: 'cash' });
    expect(body.children[3]).toMatchObject({ paymentId: null, amount: null, method: null, currency: null });

    const february = (await coach.inject({ url: `/api/instructor/classes/${cls.id}/payments?month=2026-02` })).json();
    expect(february.children.map((c: { status: string }) => c.status)).toEqual([
      'failed',
      'none',
      'none',
      'none',
      'none',
      'none',
      'none',
    ]);
    const bad = await coach.inject({ url: `/api/instructor/classes/${cls.id}/payments?month=2026-13` });
    expect(bad.statusCode).toBe(400);
  });
});
