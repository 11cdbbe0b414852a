// The admin's make-up summary: credits issued (by source), used, expired and revoked per month of the club's calendar
// (a month turns at midnight in Sofia, not in UTC), and per active class the make-up guests and free places over the
// next four weeks. Credits, bookings, absences and changes are written as the schema holds them; the expected counts
// are the hand-written tables below, each credit's place in them explained next to it.
import type { MakeupSummary } from '@swim/shared/api/makeup-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  absences,
  closures,
  makeupBookings,
  makeupCredits,
  sessionChanges,
  trialBookings,
} from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment, buildLocation } from '../../test/factories.js';

// 31 March 2026, 22:30 UTC: already Wednesday 1 April (01:30, summer time) in Sofia. The months are November 2025 to
// April 2026; the occupancy window is 1 to 28 April.
const NOW = new Date('2026-03-31T22:30:00Z');
const t = useTestApp({ rateLimitMax: 100_000 }, { now: () => NOW });
const TUESDAY = 1;
const WEDNESDAY = 2;

let childId: string;
let parentId: string;

beforeEach(async () => {
  const parent = await buildCaller(t.app, t.database.db, { name: 'Мария Петрова' });
  parentId = parent.user.id;
  childId = (await buildChild(t.database.db, parentId, { fullName: 'Виктория Петрова' })).id;
});

type CreditValues = {
  source: 'absence' | 'cancellation' | 'manual';
  status?: 'available' | 'booked' | 'used' | 'revoked';
  createdAt: string;
  expiresOn: string;
  revokedAt?: string;
};

async function credit(values: CreditValues): Promise<string> {
  const [row] = await t.database.db
    .insert(makeupCredits)
    .values({
      childId,
      source: values.source,
      status: values.status ?? 'available',
      sessionDate: values.createdAt.slice(0, 10),
      expiresOn: values.expiresOn,
      createdAt: new Date(values.createdAt),
      revokedAt: values.revokedAt ? new Date(values.revokedAt) : null,
      revokedFor: values.status === 'revoked' ? 'admin' : null,
    })
    .returning({ id: makeupCredits.id });
  return row?.id as string;
}

async function booking(
  creditId: string,
  at: { classId: string; date: string; startTime: string },
  extra: { cancelledAt?: Date; attendance?: 'present' | 'absent' } = {},
): Promise<void> {
  // Each booking its own guest: one live booking per child and session.
  const guest = await buildChild(t.database.db, parentId, { fullName: `Гост ${creditId.slice(0, 4)}` });
  await t.database.db
    .insert(makeupBookings)
    .values({ creditId, childId: guest.id, ...at, bookedBy: parentId, ...extra });
}

const summary = async (): Promise<MakeupSummary> => {
  const admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
  const res = await admin.inject({ url: '/api/admin/makeups/summary' });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('the make-up summary', () => {
  it('counts credits per club month and guests and free places per active class, as the tables say', async () => {
    const db = t.database.db;
    const poolA = await buildLocation(db, { name: { bg: 'Басейн Акация' } });
    const poolB = await buildLocation(db, { name: { bg: 'Басейн Бреза' } });
    // Wednesdays 17:00, 4 places: 1, 8, 15 and 22 April in the window.
    const wednesdays = await buildClass(db, {
      title: { bg: 'Делфини' },
      locationId: poolA.id,
      maxCapacity: 4,
      sessions: [{ dayOfWeek: WEDNESDAY, startTime: '17:00' }],
    });
    // Tuesdays 18:00, 3 places: 7, 14, 21 and 28 April, and 31 March moved to Thursday 2 April.
    const tuesdays = await buildClass(db, {
      title: { bg: 'Костенурки' },
      locationId: poolB.id,
      maxCapacity: 3,
      sessions: [{ dayOfWeek: TUESDAY, startTime: '18:00' }],
    });
    // An inactive class is not listed.
    await buildClass(db, {
      title: { bg: 'Стар клас' },
      active: false,
      sessions: [{ dayOfWeek: 0, startTime: '09:00' }],
    });

    // Regulars of the Wednesdays: two from January, one from 10 April (counted from the 15th).
    const regulars = [];
    for (const [name, startsOn] of [
      ['Ана', '2026-01-01'],
      ['Борис', '2026-01-01'],
      ['Вера', '2026-04-10'],
    ] as const) {
      const child = await buildChild(db, parentId, { fullName: name });
      regulars.push({ child, enrollment: await buildEnrollment(db, child.id, wednesdays.id, { startsOn }) });
    }
    // Ana is away on 8 April (her place is free that day).
    const ana = regulars[0];
    await db.insert(absences).values({
      childId: ana?.child.id as string,
      enrollmentId: ana?.enrollment.id as string,
      classId: wednesdays.id,
      date: '2026-04-08',
      startTime: '17:00',
    });
    // 22 April cancelled; 21 April the Tuesdays' pool is closed; 31 March moved to 2 April.
    await db
      .insert(sessionChanges)
      .values({ classId: wednesdays.id, date: '2026-04-22', startTime: '17:00', kind: 'cancelled' });
    await db
      .insert(closures)
      .values({ startsOn: '2026-04-21', endsOn: '2026-04-21', locationId: poolB.id, reason: 'competition' });
    await db.insert(sessionChanges).values({
      classId: tuesdays.id,
      date: '2026-03-31',
      startTime: '18:00',
      kind: 'moved',
      movedToDate: '2026-04-02',
      movedToTime: '18:00',
    });
    // A visitor's trial takes a place on Tuesday 7 April; one cancelled on the 14th takes none.
    const trialOn = (date: string, cancelledAt: Date | null) => ({
      classId: tuesdays.id,
      date,
      startTime: '18:00',
      parentName: 'Гергана Колева',
      email: 'gergana@example.bg',
      phone: '+359 888 555 111',
      childFirstName: date === '2026-04-07' ? 'Ива' : 'Дара',
      childBirthYear: 2018,
      language: 'bg' as const,
      consentAt: NOW,
      tokenHash: `hash-${date}`,
      cancelledAt,
    });
    await db.insert(trialBookings).values([trialOn('2026-04-07', null), trialOn('2026-04-14', NOW)]);

    // c1: issued April (00:30 on 1 April in Sofia, still 31 March in UTC), absence.
    await credit({ source: 'absence', createdAt: '2026-03-31T21:30:00Z', expiresOn: '2026-05-30' });
    // c2: issued March (23:00 on 31 March in Sofia), cancellation; its make-up on 30 March is past: used in March.
    const c2 = await credit({
      source: 'cancellation',
      status: 'booked',
      createdAt: '2026-03-31T20:00:00Z',
      expiresOn: '2026-05-30',
    });
    await booking(c2, { classId: wednesdays.id, date: '2026-03-25', startTime: '17:00' });
    // c3: issued January, manual; unused past 15 February: expired in February.
    await credit({ source: 'manual', createdAt: '2026-01-10T10:00:00Z', expiresOn: '2026-02-15' });
    // c4: issued October (not counted), marked make-up on 3 November: used in November.
    const c4 = await credit({
      source: 'absence',
      status: 'used',
      createdAt: '2025-10-20T10:00:00Z',
      expiresOn: '2025-12-19',
    });
    await booking(c4, { classId: tuesdays.id, date: '2025-11-03', startTime: '18:00' }, { attendance: 'present' });
    // c5: issued September, expired 31 October: in no month counted.
    await credit({ source: 'absence', createdAt: '2025-09-01T10:00:00Z', expiresOn: '2025-10-31' });
    // c6: issued February, absence; revoked at 00:30 on 1 March in Sofia (28 February in UTC): revoked in March.
    await credit({
      source: 'absence',
      status: 'revoked',
      createdAt: '2026-02-03T10:00:00Z',
      expiresOn: '2026-04-04',
      revokedAt: '2026-02-28T22:30:00Z',
    });
    // c7: issued March, cancellation; booked for 8 April (to come): a guest on the Wednesdays.
    const c7 = await credit({
      source: 'cancellation',
      status: 'booked',
      createdAt: '2026-03-20T10:00:00Z',
      expiresOn: '2026-05-19',
    });
    await booking(c7, { classId: wednesdays.id, date: '2026-04-08', startTime: '17:00' });
    // c8: issued March, absence; booked for Tuesday 31 March, moved to 2 April: not yet used, a guest on the Tuesdays.
    const c8 = await credit({
      source: 'absence',
      status: 'booked',
      createdAt: '2026-03-15T10:00:00Z',
      expiresOn: '2026-05-14',
    });
    await booking(c8, { classId: tuesdays.id, date: '2026-03-31', startTime: '18:00' });
    // c9: issued December, absence; booked for today 17:00: not yet used, a guest on the Wednesdays.
    const c9 = await credit({
      source: 'absence',
      status: 'booked',
      createdAt: '2025-12-05T10:00:00Z',
      expiresOn: '2026-04-30',
    });
    await booking(c9, { classId: wednesdays.id, date: '2026-04-01', startTime: '17:00' });
    // c10: issued February (01:30 on 1 February in Sofia), manual; unused past 31 March: expired in March.
    await credit({ source: 'manual', createdAt: '2026-01-31T23:30:00Z', expiresOn: '2026-03-31' });
    // c11: issued April, manual; its last day is today: not expired.
    await credit({ source: 'manual', createdAt: '2026-04-01T05:00:00Z', expiresOn: '2026-04-01' });
    // c12: issued March, cancellation; its make-up of 5 March was cancelled (the credit came back): only issued.
    const c12 = await credit({ source: 'cancellation', createdAt: '2026-03-01T10:00:00Z', expiresOn: '2026-04-10' });
    await booking(
      c12,
      { classId: wednesdays.id, date: '2026-03-04', startTime: '17:00' },
      { cancelledAt: new Date('2026-03-02T10:00:00Z') },
    );

    const body = await summary();
    const month = (
      m: string,
      absence: number,
      cancellation: number,
      manual: number,
      used = 0,
      expired = 0,
      revoked = 0,
    ) => ({
      month: m,
      issued: { absence, cancellation, manual },
      used,
      expired,
      revoked,
    });
    expect(body.months).toEqual([
      month('2025-11', 0, 0, 0, 1), // c4 used
      month('2025-12', 1, 0, 0), // c9 issued
      month('2026-01', 0, 0, 1), // c3 issued
      month('2026-02', 1, 0, 1, 0, 1), // c6, c10 issued; c3 expired
      month('2026-03', 1, 3, 0, 1, 1, 1), // c8; c2, c7, c12 issued; c2 used; c10 expired; c6 revoked
      month('2026-04', 1, 0, 1), // c1, c11 issued
    ]);

    expect(body.from).toBe('2026-04-01');
    expect(body.to).toBe('2026-04-28');
    // Wednesdays (1, 8, 15 April; the 22nd cancelled): guests c9 (1st) and c7 (8th);
    //   free: 1st 4 - 2 regulars - 1 guest = 1; 8th 4 - 2 + 1 away - 1 guest = 2; 15th 4 - 3 regulars = 1 -> 4.
    // Tuesdays (2 April moved from 31 March, 7, 14, 28 April; the 21st closed): guest c8 on the 2nd, a trial on the 7th;
    //   free: 2nd 3 - 1 = 2, 7th 3 - 1 trial = 2, then 3 + 3 -> 10.
    expect(body.classes).toEqual([
      {
        classId: wednesdays.id,
        classTitle: { bg: 'Делфини' },
        locationName: { bg: 'Басейн Акация' },
        sessions: 3,
        guests: 2,
        freePlaces: 4,
      },
      {
        classId: tuesdays.id,
        classTitle: { bg: 'Костенурки' },
        locationName: { bg: 'Басейн Бреза' },
        sessions: 4,
        guests: 1,
        freePlaces: 10,
      },
    ]);
  });

  it('is for admins only', async () => {
    const parent = await buildCaller(t.app, t.database.db, {});
    const coach = await buildCaller(t.app, t.database.db, { role: 'instructor' });
    expect((await parent.inject({ url: '/api/admin/makeups/summary' })).statusCode).toBe(403);
    expect((await coach.inject({ url: '/api/admin/makeups/summary' })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/makeups/summary' })).statusCode).toBe(401);
  });
});
