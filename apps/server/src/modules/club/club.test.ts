import type { ScheduleEntry } from '@swim/shared/api/public';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildChild, buildClass, buildEnrollment, buildLocation, buildUser } from '../../test/factories.js';
import { expandUpcoming } from './club.service.js';

const t = useTestApp();

describe('GET /api/schedule', () => {
  it('lists each weekly session of active classes with free places from active enrollments', async () => {
    const db = t.database.db;
    const coach = await buildUser(db, { role: 'instructor', name: 'Георги Иванов' });
    const cls = await buildClass(db, {
      maxCapacity: 3,
      instructorId: coach.id,
      sessions: [
        { dayOfWeek: 2, startTime: '18:00' },
        { dayOfWeek: 0, startTime: '17:30' },
      ],
    });
    await buildClass(db, { active: false, title: { bg: 'Спряна' } });
    const parent = await buildUser(db);
    const first = await buildChild(db, parent.id);
    const second = await buildChild(db, parent.id);
    await buildEnrollment(db, first.id, cls.id);
    await buildEnrollment(db, second.id, cls.id, { active: false });

    const res = await t.app.inject('/api/schedule');
    expect(res.statusCode).toBe(200);
    const entries: ScheduleEntry[] = res.json();
    expect(entries.map((e) => [e.dayOfWeek, e.startTime])).toEqual([
      [0, '17:30'],
      [2, '18:00'],
    ]);
    expect(entries[0]).toMatchObject({ freePlaces: 2, maxCapacity: 3, instructor: { name: { bg: 'Георги Иванов' } } });
  });

  it('lists active locations, pools first, and leaves a closed one out', async () => {
    await buildLocation(t.database.db, { type: 'kindergarten', name: { bg: 'ДГ Слънце' } });
    await buildLocation(t.database.db, { name: { bg: 'Басейн Спартак' } });
    await buildLocation(t.database.db, { name: { bg: 'Басейн Диана (затворен)' }, active: false });
    const res = await t.app.inject('/api/locations');
    expect(res.json().map((l: { name: { bg: string }; type: string }) => [l.name.bg, l.type])).toEqual([
      ['Басейн Спартак', 'pool'],
      ['ДГ Слънце', 'kindergarten'],
    ]);
  });
});

describe('expandUpcoming', () => {
  const entry = (dayOfWeek: number, startTime: string): ScheduleEntry => ({
    classId: 'c',
    sessionId: `${dayOfWeek}-${startTime}`,
    title: { bg: 'Клас' },
    level: 'beginner',
    dayOfWeek,
    startTime,
    durationMinutes: 60,
    lane: null,
    location: { id: 'l', name: { bg: 'Басейн' }, type: 'pool' },
    instructor: null,
    maxCapacity: 8,
    freePlaces: 8,
    pricePerClass: 2000,
    monthlyPrice: null,
    currency: 'BGN',
  });

  it('dates the next sessions in Sofia time and skips those already started', () => {
    // Saturday 21 Nov 2026, 12:00 in Sofia (10:00 UTC).
    const now = new Date('2026-11-21T10:00:00Z');
    const upcoming = expandUpcoming([entry(5, '09:00'), entry(5, '16:00'), entry(0, '17:00')], {
      now,
      days: 8,
      limit: 10,
    });
    expect(upcoming.map((u) => [u.date, u.startTime, u.startsAt])).toEqual([
      ['2026-11-21', '16:00', '2026-11-21T14:00:00.000Z'],
      ['2026-11-23', '17:00', '2026-11-23T15:00:00.000Z'],
      ['2026-11-28', '09:00', '2026-11-28T07:00:00.000Z'],
      ['2026-11-28', '16:00', '2026-11-28T14:00:00.000Z'],
    ]);
  });

  it('honours the limit', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(expandUpcoming([entry(0, '17:00'), entry(1, '17:00')], { now, days: 14, limit: 3 })).toHaveLength(3);
  });
});
