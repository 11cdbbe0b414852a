// Trial children on the coach's roster: listed for their date apart from the regulars and make-up guests, with the
// parent's name and phone; marked present or absent by the class's coach or an admin only (another coach gets exactly
// what an unknown id gets, and nothing changes); the mark touches no plan. Now is Monday 7 December 2026, 10:00.
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, enrollments, sessionChanges, trialBookings } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildCaller, type Caller } from '../../test/auth.js';
import { buildChild, buildEnrollment } from '../../test/factories.js';
import { START, clock, setSessionRules } from '../sessions/sessions-test-kit.js';
import { buildTrialClass, insertTrial } from './trials-test-kit.js';

const t = useTestApp({ rateLimitMax: 100_000 }, { now: () => clock.now });

beforeEach(async () => {
  clock.now = START;
  await setSessionRules(t.database.db);
});

/** The coach's class with a regular on an 8-session plan and, today, two live trials and a cancelled one. */
async function rosterOfToday() {
  const db = t.database.db;
  const coach = await buildCaller(t.app, db, { role: 'instructor', name: 'Иван Треньор' });
  const { cls } = await buildTrialClass(db, { instructorId: coach.user.id });
  const parent = await buildCaller(t.app, db);
  const child = await buildChild(db, parent.user.id, { fullName: 'Виктория Петрова' });
  const enrollment = await buildEnrollment(db, child.id, cls.id, {
    startsOn: '2026-11-01',
    planType: 'pool_8',
    sessionsRemaining: 8,
  });
  const iva = await insertTrial(db, {
    classId: cls.id,
    date: '2026-12-07',
    childFirstName: 'Ива',
    childBirthYear: 2018,
  });
  const boyan = await insertTrial(db, {
    classId: cls.id,
    date: '2026-12-07',
    childFirstName: 'Боян',
    childBirthYear: 2017,
    parentName: 'Петър Стоянов',
    phone: '0899 111 222',
  });
  await insertTrial(db, { classId: cls.id, date: '2026-12-07', childFirstName: 'Дара', cancelledAt: START });
  await insertTrial(db, { classId: cls.id, date: '2026-12-09', childFirstName: 'Мила' });
  return { coach, cls, parent, enrollment, iva, boyan };
}

const attendanceOf = (caller: Caller, classId: string, date = '2026-12-07') =>
  caller.inject({ url: `/api/instructor/classes/${classId}/attendance?date=${date}` });
const mark = (caller: Caller, classId: string, trialId: string, status: string) =>
  caller.inject({
    method: 'POST',
    url: `/api/instructor/classes/${classId}/trials/${trialId}/attendance`,
    payload: { status },
  });

describe('trial children on the roster', () => {
  it('lists the date’s live trials apart from the regulars, with the parent’s name and phone', async () => {
    const { coach, cls, boyan, iva } = await rosterOfToday();
    const res = await attendanceOf(coach, cls.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.children.map((c: { fullName: string }) => c.fullName)).toEqual(['Виктория Петрова']);
    expect(body.guests).toEqual([]);
    expect(body.trials).toEqual([
      {
        trialId: boyan.id,
        childFirstName: 'Боян',
        childBirthYear: 2017,
        parentName: 'Петър Стоянов',
        phone: '0899 111 222',
        startTime: '17:00',
        attendance: null,
      },
      {
        trialId: iva.id,
        childFirstName: 'Ива',
        childBirthYear: 2018,
        parentName: 'Гергана Колева',
        phone: '+359 888 555 111',
        startTime: '17:00',
        attendance: null,
      },
    ]);
    expect(
      (await attendanceOf(coach, cls.id, '2026-12-09'))
        .json()
        .trials.map((r: { childFirstName: string }) => r.childFirstName),
    ).toEqual(['Мила']);
  });

  it('lets the class’s coach mark a trial child, once, touching no plan; an admin may too', async () => {
    const db = t.database.db;
    const { coach, cls, enrollment, iva } = await rosterOfToday();
    const res = await mark(coach, cls.id, iva.id, 'present');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      classId: cls.id,
      trialId: iva.id,
      date: '2026-12-07',
      attendance: 'present',
      changed: true,
      markedAt: START.toISOString(),
    });
    const [row] = await db.select().from(trialBookings).where(eq(trialBookings.id, iva.id));
    expect(row).toMatchObject({ attendance: 'present', markedBy: coach.user.id, markedAt: START });
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, iva.id));
    expect(audit.map((a) => [a.action, a.actorId, a.details])).toEqual([
      ['trial.attendance_marked', coach.user.id, { classId: cls.id, date: '2026-12-07', from: null, to: 'present' }],
    ]);
    expect((await mark(coach, cls.id, iva.id, 'present')).json().changed).toBe(false);
    // The regular's plan is untouched.
    const [plan] = await db.select().from(enrollments).where(eq(enrollments.id, enrollment.id));
    expect(plan?.sessionsRemaining).toBe(8);
    const admin = await buildCaller(t.app, db, { role: 'admin' });
    expect((await mark(admin, cls.id, iva.id, 'absent')).json()).toMatchObject({ attendance: 'absent', changed: true });
    expect(
      (await attendanceOf(coach, cls.id)).json().trials.find((r: { trialId: string }) => r.trialId === iva.id)
        .attendance,
    ).toBe('absent');
  });

  it('answers another coach, a parent and bad marks without changing anything', async () => {
    const db = t.database.db;
    const { cls, parent, iva, coach } = await rosterOfToday();
    const otherCoach = await buildCaller(t.app, db, { role: 'instructor' });
    const theirs = await mark(otherCoach, cls.id, iva.id, 'present');
    const unknown = await mark(otherCoach, '7d2b0a2e-94b6-4a53-8d3f-2d0f6f7a1c11', iva.id, 'present');
    expect([theirs.statusCode, theirs.json().error]).toEqual([unknown.statusCode, unknown.json().error]);
    expect(theirs.statusCode).toBe(404);
    expect((await attendanceOf(otherCoach, cls.id)).statusCode).toBe(404);
    expect((await mark(parent, cls.id, iva.id, 'present')).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/instructor/classes/${cls.id}/trials/${iva.id}/attendance`,
          payload: { status: 'present' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await mark(coach, cls.id, iva.id, 'excused')).statusCode).toBe(400);
    // A cancelled trial, one in another class, and one two days ahead.
    const [cancelled] = await db
      .select()
      .from(trialBookings)
      .where(and(eq(trialBookings.classId, cls.id), sql`cancelled_at is not null`));
    expect((await mark(coach, cls.id, cancelled?.id as string, 'present')).statusCode).toBe(404);
    const { cls: another } = await buildTrialClass(db, { instructorId: coach.user.id });
    expect((await mark(coach, another.id, iva.id, 'present')).statusCode).toBe(404);
    const [wednesday] = await db
      .select()
      .from(trialBookings)
      .where(and(eq(trialBookings.classId, cls.id), eq(trialBookings.date, '2026-12-09')));
    const ahead = await mark(coach, cls.id, wednesday?.id as string, 'present');
    expect([ahead.statusCode, ahead.json().error.details]).toEqual([
      400,
      [{ path: 'date', message: 'attendanceTooFarAhead' }],
    ]);
    // A session the club cancelled takes no marks.
    await db
      .insert(sessionChanges)
      .values({ classId: cls.id, date: '2026-12-07', startTime: '17:00', kind: 'cancelled' });
    expect((await mark(coach, cls.id, iva.id, 'present')).json().error.code).toBe('SESSION_CANCELLED');
    const marked = await db.select().from(trialBookings).where(sql`attendance is not null`);
    expect(marked).toEqual([]);
    expect(await db.select().from(auditLog)).toEqual([]);
  });
});
