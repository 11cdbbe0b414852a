// Make-up guests' marks count in attendance rates (ADR 0039): the coach's class rate, the child's own rate on the
// profile, and the club's analytics. Friday 20 March 2026 in a Friday class: regulars Ana (present) and Boris
// (present) are marked in `attendance`; guests Vera (present) and Gosho (absent) are marked on their bookings; a third
// guest's booking was cancelled and a fourth is not marked yet (neither counts). Worked by hand:
//   class rate: 3 present of 4 marked = 75.0 % (regulars alone would read 100 %)
//   Vera's profile: 1 present of 1 = 100 %, one record in the guest class; Gosho's: 0 of 1 = 0 %
//   analytics for March: present 3, absent 1, excused 0, rate 0.75
import { beforeEach, describe, expect, it } from 'vitest';
import { attendance, makeupBookings, makeupCredits } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment } from '../../test/factories.js';

const clock = new Date('2026-03-20T12:00:00Z');
const TODAY = '2026-03-20';
const t = useTestApp({ rateLimitMax: 100_000 }, { now: () => clock });
const db = () => t.database.db;

let coach: Caller;
let admin: Caller;
let parent: Caller;
let classId: string;
const guests: Record<string, string> = {};

beforeEach(async () => {
  coach = await buildCaller(t.app, db(), { role: 'instructor' });
  admin = await buildCaller(t.app, db(), { role: 'admin' });
  parent = await buildCaller(t.app, db());
  classId = (await buildClass(db(), { instructorId: coach.user.id, sessions: [{ dayOfWeek: 4, startTime: '17:00' }] }))
    .id;
  const home = await buildClass(db(), { sessions: [{ dayOfWeek: 1, startTime: '17:00' }] });
  for (const name of ['Ана', 'Борис']) {
    const child = await buildChild(db(), parent.user.id, { fullName: name });
    await buildEnrollment(db(), child.id, classId);
    await db().insert(attendance).values({ classId, childId: child.id, status: 'present', date: TODAY });
  }
  const marks: [string, string, 'present' | 'absent' | null, boolean][] = [
    ['vera', 'Вера', 'present', false],
    ['gosho', 'Гошо', 'absent', false],
    ['desi', 'Деси', 'present', true],
    ['emil', 'Емил', null, false],
  ];
  for (const [key, name, mark, cancelled] of marks) {
    const child = await buildChild(db(), parent.user.id, { fullName: name });
    const enrollment = await buildEnrollment(db(), child.id, home.id);
    const [credit] = await db()
      .insert(makeupCredits)
      .values({
        childId: child.id,
        enrollmentId: enrollment.id,
        source: 'absence',
        sessionDate: '2026-03-16',
        expiresOn: '2026-05-15',
        status: mark ? 'used' : 'booked',
      })
      .returning();
    await db()
      .insert(makeupBookings)
      .values({
        creditId: credit?.id as string,
        childId: child.id,
        classId,
        date: TODAY,
        startTime: '17:00',
        attendance: mark,
        cancelledAt: cancelled ? clock : null,
      });
    guests[key] = child.id;
  }
});

describe('make-up guests in attendance rates', () => {
  it('count in the class rate the coach reads', async () => {
    const res = await coach.inject({ url: `/api/instructor/classes/${classId}/attendance?date=${TODAY}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.classRate).toBe(75);
    // Each regular's own rate is theirs alone.
    expect(body.children.map((c: { rate: number }) => c.rate)).toEqual([100, 100]);
  });

  it('count in the guest child’s own rate and records', async () => {
    const vera = (await parent.inject({ url: `/api/children/${guests.vera}/activity` })).json().attendance;
    expect({ present: vera.present, absent: vera.absent, rate: vera.rate, records: vera.records.length }).toEqual({
      present: 1,
      absent: 0,
      rate: 100,
      records: 1,
    });
    expect(vera.records[0]).toMatchObject({ date: TODAY, status: 'present' });
    const gosho = (await parent.inject({ url: `/api/children/${guests.gosho}/activity` })).json().attendance;
    expect({ present: gosho.present, absent: gosho.absent, rate: gosho.rate }).toEqual({
      present: 0,
      absent: 1,
      rate: 0,
    });
    const emil = (await parent.inject({ url: `/api/children/${guests.emil}/activity` })).json().attendance;
    expect({ records: emil.records.length, rate: emil.rate }).toEqual({ records: 0, rate: null });
  });

  it('count in the club’s analytics', async () => {
    const res = await admin.inject({ url: '/api/admin/analytics?from=2026-03-01&to=2026-03-31' });
    expect(res.statusCode).toBe(200);
    expect(res.json().attendance).toEqual({ present: 3, absent: 1, excused: 0, rate: 0.75 });
  });
});
