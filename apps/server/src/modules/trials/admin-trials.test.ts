// The admin's trials: every trial with its family and outcome, filtered by status, and the club's conversion figures
// (all time and per month of the sessions), counted by hand. Now is Monday 7 December 2026 (sessions-test-kit.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildCaller } from '../../test/auth.js';
import { clock, setSessionRules, START } from '../sessions/sessions-test-kit.js';
import { buildTrialClass, insertTrial } from './trials-test-kit.js';

const t = useTestApp({ rateLimitMax: 100_000 }, { now: () => clock.now });

beforeEach(async () => {
  clock.now = START;
  await setSessionRules(t.database.db);
});

describe('the admin’s trials', () => {
  it('lists every trial with its outcome and counts the conversion, by hand', async () => {
    const db = t.database.db;
    const { cls } = await buildTrialClass(db);
    const admin = await buildCaller(t.app, db, { role: 'admin' });
    const at = { classId: cls.id };
    // Seven bookings: 2 cancelled; of the 5 live ones 2 attended (1 enrolled since), 1 absent, 1 to come, 1 a year ago.
    await insertTrial(db, { ...at, date: '2026-11-02', cancelledAt: new Date() });
    await insertTrial(db, { ...at, date: '2026-11-04', cancelledAt: new Date() });
    const enrolled = await insertTrial(db, {
      ...at,
      date: '2026-11-09',
      attendance: 'present',
      convertedAt: new Date(),
    });
    await insertTrial(db, { ...at, date: '2026-11-11', attendance: 'present' });
    await insertTrial(db, { ...at, date: '2026-11-16', attendance: 'absent' });
    const toCome = await insertTrial(db, { ...at, date: '2026-12-21', childFirstName: 'Мила', userId: admin.user.id });
    await insertTrial(db, { ...at, date: '2025-12-15' });

    const res = await admin.inject({ url: '/api/admin/trials' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Converted 1 of 5 booked (not cancelled): 20%.
    expect(body.figures).toEqual({ booked: 5, cancelled: 2, attended: 2, absent: 1, converted: 1, rate: 20 });
    expect(body.total).toBe(7);
    // Per month of the sessions, February 2026 to January 2027 (the month after this one: trials are booked weeks
    // ahead): November holds 3 booked (2 cancelled left out), 1 enrolled; December the one to come; a trial of
    // December 2025 is before the first month and not counted.
    expect(body.months).toHaveLength(12);
    expect(body.months[0]).toEqual({ month: '2026-02', booked: 0, converted: 0 });
    expect(body.months.slice(-3)).toEqual([
      { month: '2026-11', booked: 3, converted: 1 },
      { month: '2026-12', booked: 1, converted: 0 },
      { month: '2027-01', booked: 0, converted: 0 },
    ]);
    expect(body.items.map((i: { date: string; status: string }) => [i.date, i.status])).toEqual([
      ['2026-12-21', 'booked'],
      ['2026-11-16', 'absent'],
      ['2026-11-11', 'attended'],
      ['2026-11-09', 'attended'],
      ['2026-11-04', 'cancelled'],
      ['2026-11-02', 'cancelled'],
      ['2025-12-15', 'booked'],
    ]);
    expect(body.items[0]).toMatchObject({
      id: toCome.id,
      classTitle: { bg: 'Делфинчета', en: 'Little Dolphins' },
      locationName: { bg: 'Басейн Дружба', en: 'Druzhba Pool' },
      startTime: '17:00',
      childFirstName: 'Мила',
      parentName: 'Гергана Колева',
      hasAccount: true,
      convertedAt: null,
    });
    const converted = (await admin.inject({ url: '/api/admin/trials?status=converted' })).json();
    expect([converted.total, converted.items.map((i: { id: string }) => i.id)]).toEqual([1, [enrolled.id]]);
    expect((await admin.inject({ url: '/api/admin/trials?status=nonsense' })).statusCode).toBe(400);
    const parent = await buildCaller(t.app, db);
    expect((await parent.inject({ url: '/api/admin/trials' })).statusCode).toBe(403);
  });
});
