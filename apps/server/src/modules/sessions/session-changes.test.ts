// A coach cancels, moves and restores one dated session of their class (issue 26 items 5 and 7): the rules (same week,
// another time, no closed day, not started), who may (the class's coach or an admin; another coach 404, a parent 403),
// the cancellation effects by the club's rule, and the families' mails read back from the outbox.
// Calendar (club time, UTC+2): now is Mon 2026-12-07 10:00; the class meets Mondays and Wednesdays at 17:00.
import { findRawValues } from '@swim/shared/raw-values';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  auditLog,
  closures,
  emailOutbox,
  makeupCredits,
  sessionCarryOvers,
  sessionChanges,
  users,
} from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildCaller, type Caller } from '../../test/auth.js';
import { buildClass } from '../../test/factories.js';
import { START, buildFamily, clock, type Family, setSessionRules, sofia } from './sessions-test-kit.js';

const t = useTestApp({ rateLimitMax: 100_000 }, { now: () => clock.now });
const db = () => t.database.db;

let coach: Caller;
let f: Family;
beforeEach(async () => {
  clock.now = START;
  await setSessionRules(db());
  coach = await buildCaller(t.app, db(), { role: 'instructor' });
  const cls = await buildClass(db(), { instructorId: coach.user.id });
  f = await buildFamily(t, { inClass: cls, childName: 'Anna Ivanova' });
  await db().update(users).set({ preferredLanguage: 'en' }).where(eq(users.id, f.parent.user.id));
});

const url = (action = '') => `/api/instructor/classes/${f.cls.id}/dated-sessions${action}`;
const post = (caller: Caller, action: string, payload: object) =>
  caller.inject({ method: 'POST', url: url(`/${action}`), payload });
const WED = { date: '2026-12-09', startTime: '17:00' };
const mails = () =>
  db().select().from(emailOutbox).where(eq(emailOutbox.kind, 'session-notice')).orderBy(asc(emailOutbox.createdAt));

/** What a change writes, as the database holds it. */
async function written() {
  const n = async (table: typeof sessionChanges | typeof emailOutbox | typeof auditLog | typeof makeupCredits) =>
    (await db().select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
  return {
    changes: await n(sessionChanges),
    outbox: await n(emailOutbox),
    audit: await n(auditLog),
    credits: await n(makeupCredits),
  };
}

describe('who may change a session', () => {
  it('lets the class’s coach and an admin list it; another coach gets 404, a parent 403, and nothing changes', async () => {
    const list = await coach.inject({ url: `${url()}?weeks=1` });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      classId: f.cls.id,
      sessions: [
        {
          date: '2026-12-07',
          startTime: '17:00',
          onDate: '2026-12-07',
          atTime: '17:00',
          status: 'scheduled',
          closureReason: null,
          note: null,
          changeable: true,
        },
        expect.objectContaining({ date: '2026-12-09', status: 'scheduled', changeable: true }),
      ],
    });
    const admin = await buildCaller(t.app, db(), { role: 'admin' });
    expect((await admin.inject({ url: url() })).statusCode).toBe(200);

    const other = await buildCaller(t.app, db(), { role: 'instructor' });
    const before = await written();
    expect((await other.inject({ url: url() })).statusCode).toBe(404);
    for (const action of ['cancel', 'move', 'restore'])
      expect((await post(other, action, { ...WED, toDate: '2026-12-10', toTime: '18:00' })).statusCode).toBe(404);
    for (const action of ['cancel', 'move', 'restore'])
      expect((await post(f.parent, action, { ...WED, toDate: '2026-12-10', toTime: '18:00' })).statusCode).toBe(403);
    expect(await written()).toEqual(before);
  });
});

describe('cancelling', () => {
  it('cancels Wednesday: a make-up credit for the counted plan, one mail in English with the coach’s note', async () => {
    const res = await post(coach, 'cancel', { ...WED, note: { bg: 'Треньорът е болен', en: 'The coach is ill' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...WED,
      onDate: '2026-12-09',
      atTime: '17:00',
      status: 'cancelled',
      closureReason: null,
      note: { bg: 'Треньорът е болен', en: 'The coach is ill' },
      changeable: true,
    });
    const credits = await db().select().from(makeupCredits);
    // 9 December + 60 days = 7 February.
    expect(credits).toMatchObject([
      {
        childId: f.child.id,
        source: 'cancellation',
        sessionDate: '2026-12-09',
        expiresOn: '2027-02-07',
        status: 'available',
      },
    ]);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe(f.parent.user.email);
    expect(sent[0]?.subject).toContain('Session cancelled');
    for (const line of [
      'Anna Ivanova – Beginners',
      'Wednesday, 9 December 2026, 17:00',
      'Cancelled by the club',
      'Note from the club: The coach is ill',
      'What happens next: Your child gets a make-up credit for this session',
    ])
      expect(sent[0]?.text).toContain(line);
    // English words such as 'cancelled' read like codes to the raw-value check (built for bg and ru): dates and ids only.
    expect(sent[0]?.text).not.toMatch(/\d{4}-\d{2}-\d{2}|[0-9a-f]{8}-[0-9a-f]{4}/);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'session.cancelled'));
    expect(audit).toMatchObject({ actorId: coach.user.id, entityId: f.cls.id });

    // Cancelling it again changes nothing families notice: no second credit, no second mail.
    expect((await post(coach, 'cancel', WED)).statusCode).toBe(200);
    expect(await db().select().from(makeupCredits)).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
  });

  it('carries the session over instead when that is the club’s rule, and says so in Bulgarian', async () => {
    await setSessionRules(db(), { cancelledSession: 'carry_over' });
    await db().update(users).set({ preferredLanguage: 'bg' }).where(eq(users.id, f.parent.user.id));
    expect((await post(coach, 'cancel', WED)).statusCode).toBe(200);
    expect(await db().select().from(sessionCarryOvers)).toMatchObject([
      { enrollmentId: f.enrollment.id, date: '2026-12-09', status: 'pending' },
    ]);
    const [mail] = await mails();
    expect(mail?.subject).toContain('Отменено занятие');
    expect(mail?.text).toContain('сряда, 9 декември 2026 г., 17:00');
    expect(mail?.text).toContain('Занятието се прехвърля към следващия период на плана.');
    expect(findRawValues(`${mail?.subject}\n${mail?.text}`)).toEqual([]);
  });

  it('refuses a time the class does not have, a started session and a closed one, changing nothing', async () => {
    await db().insert(closures).values({ startsOn: '2026-12-14', endsOn: '2026-12-14', reason: 'public_holiday' });
    const before = await written();
    const unknown = await post(coach, 'cancel', { date: '2026-12-09', startTime: '18:00' });
    expect(unknown.json().error.code).toBe('SESSION_NOT_FOUND');
    const tuesday = await post(coach, 'cancel', { date: '2026-12-08', startTime: '17:00' });
    expect(tuesday.json().error.code).toBe('SESSION_NOT_FOUND');
    const closed = await post(coach, 'cancel', { date: '2026-12-14', startTime: '17:00' });
    expect(closed.json().error.code).toBe('SESSION_CANCELLED');
    clock.now = sofia('2026-12-07', '17:00');
    const started = await post(coach, 'cancel', { date: '2026-12-07', startTime: '17:00' });
    expect(started.statusCode).toBe(409);
    expect(started.json().error.code).toBe('NOTICE_PERIOD_PASSED');
    const badDate = await post(coach, 'cancel', { date: '0000-01-01', startTime: '17:00' });
    expect(badDate.statusCode).toBe(400);
    expect(await written()).toEqual(before);
  });
});

describe('moving', () => {
  it('lets the coach mark a session moved to today from later in the week, under its own date', async () => {
    const markWednesday = () =>
      coach.inject({
        method: 'PUT',
        url: `/api/instructor/classes/${f.cls.id}/attendance`,
        payload: { date: WED.date, childId: f.child.id, status: 'present' },
      });
    // Wednesday is two days on: too far ahead while it takes place on Wednesday.
    const early = await markWednesday();
    expect(early.json().error.details).toEqual([{ path: 'date', message: 'attendanceTooFarAhead' }]);
    // Moved to today (Monday) 18:00, the children swim today: the mark is taken, under Wednesday's date.
    expect((await post(coach, 'move', { ...WED, toDate: '2026-12-07', toTime: '18:00' })).statusCode).toBe(200);
    const marked = await markWednesday();
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ status: 'present' });
  });

  it('moves Wednesday to Thursday 18:00 and tells the family the new day and time', async () => {
    const res = await post(coach, 'move', { ...WED, toDate: '2026-12-10', toTime: '18:00' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...WED, onDate: '2026-12-10', atTime: '18:00', status: 'moved' });
    // A move takes nothing from the plan and gives nothing back.
    expect(await db().select().from(makeupCredits)).toEqual([]);
    const [mail] = await mails();
    expect(mail?.subject).toContain('Session moved');
    expect(mail?.text).toContain('Wednesday, 9 December 2026, 17:00');
    expect(mail?.text).toContain('Moved to: Thursday, 10 December 2026, 18:00');
    expect(mail?.text).toContain('What happens next: Please come on the new day and time.');
  });

  it('refuses another week, the time it already has, a closed day and a time gone by, changing nothing', async () => {
    await db().insert(closures).values({ startsOn: '2026-12-11', endsOn: '2026-12-11', reason: 'competition' });
    const before = await written();
    const nextWeek = await post(coach, 'move', { ...WED, toDate: '2026-12-14', toTime: '17:00' });
    expect(nextWeek.statusCode).toBe(400);
    expect(nextWeek.json().error.details).toEqual([{ path: 'toDate', message: 'moveOutsideWeek' }]);
    const sunday = await post(coach, 'move', { ...WED, toDate: '2026-12-13', toTime: '10:00' });
    expect(sunday.statusCode).toBe(200);
    const sameTime = await post(coach, 'move', { ...WED, toDate: '2026-12-13', toTime: '10:00' });
    expect(sameTime.statusCode).toBe(400);
    expect(sameTime.json().error.details).toEqual([{ path: 'toTime', message: 'moveToSameTime' }]);
    const closedDay = await post(coach, 'move', { ...WED, toDate: '2026-12-11', toTime: '17:00' });
    expect(closedDay.json().error.code).toBe('SESSION_CANCELLED');
    const gone = await post(coach, 'move', {
      date: '2026-12-07',
      startTime: '17:00',
      toDate: '2026-12-07',
      toTime: '09:00',
    });
    expect(gone.json().error.code).toBe('NOTICE_PERIOD_PASSED');
    // Only the move to Sunday was written.
    const after = await written();
    expect(after.changes).toBe((before.changes ?? 0) + 1);
    expect(after.outbox).toBe((before.outbox ?? 0) + 1);
  });
});

describe('restoring', () => {
  it('puts a cancelled session back: the unused credit is withdrawn and the family hears it takes place after all', async () => {
    expect((await post(coach, 'cancel', WED)).statusCode).toBe(200);
    const res = await post(coach, 'restore', WED);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ...WED,
      onDate: '2026-12-09',
      atTime: '17:00',
      status: 'scheduled',
      note: null,
    });
    expect(await db().select().from(sessionChanges)).toEqual([]);
    expect((await db().select().from(makeupCredits)).map((c) => c.status)).toEqual(['revoked']);
    const sent = await mails();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.subject).toContain('The session takes place after all');
    expect(sent[1]?.text).toContain('Wednesday, 9 December 2026, 17:00');
    expect(sent[1]?.text).toContain('The make-up credit given for it is withdrawn.');
    const actions = (await db().select({ action: auditLog.action }).from(auditLog)).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['session.cancelled', 'session.restored']));
  });

  it('puts a moved session back at its own time', async () => {
    expect((await post(coach, 'move', { ...WED, toDate: '2026-12-10', toTime: '18:00' })).statusCode).toBe(200);
    const res = await post(coach, 'restore', WED);
    expect(res.json()).toMatchObject({ onDate: '2026-12-09', atTime: '17:00', status: 'scheduled' });
    const last = (await mails()).at(-1);
    expect(last?.text).toContain('Wednesday, 9 December 2026, 17:00');
    expect(last?.text).toContain('Takes place after all, as scheduled');
  });
});

describe("the coach's today view", () => {
  it('shows today’s session closed with its reason, and a moved one with where it went', async () => {
    await db().insert(closures).values({ startsOn: '2026-12-07', endsOn: '2026-12-07', reason: 'public_holiday' });
    const today = await coach.inject({ url: '/api/instructor/dashboard' });
    expect(today.json().today).toMatchObject([
      { classId: f.cls.id, startTime: '17:00', status: 'closed', closureReason: 'public_holiday', movedTo: null },
    ]);
    await db().delete(closures);
    expect(
      (await post(coach, 'move', { date: '2026-12-07', startTime: '17:00', toDate: '2026-12-08', toTime: '17:00' }))
        .statusCode,
    ).toBe(200);
    const moved = await coach.inject({ url: '/api/instructor/dashboard' });
    expect(moved.json().today).toMatchObject([
      { status: 'moved', movedTo: { date: '2026-12-08', time: '17:00' }, closureReason: null },
    ]);
  });

  it('shows a session moved to today at its new time, from where, with the marks taken under its own date', async () => {
    // On Monday, Monday's 17:00 moves to Wednesday 18:30; on Wednesday the coach's day has Wednesday's own 17:00 too.
    expect(
      (await post(coach, 'move', { date: '2026-12-07', startTime: '17:00', toDate: '2026-12-09', toTime: '18:30' }))
        .statusCode,
    ).toBe(200);
    clock.now = sofia('2026-12-09', '10:00');
    const mark = await coach.inject({
      method: 'PUT',
      url: `/api/instructor/classes/${f.cls.id}/attendance`,
      payload: { date: '2026-12-07', childId: f.child.id, status: 'present' },
    });
    expect(mark.statusCode).toBe(200);
    const res = await coach.inject({ url: '/api/instructor/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .today.map((s: Record<string, unknown>) => [
          s.startTime,
          s.startsAt,
          s.status,
          s.movedFrom,
          s.movedTo,
          s.marked,
        ]),
    ).toEqual([
      ['17:00', '2026-12-09T15:00:00.000Z', 'scheduled', null, null, 0],
      ['18:30', '2026-12-09T16:30:00.000Z', 'moved', { date: '2026-12-07', time: '17:00' }, null, 1],
    ]);
    // Monday's own view of it, the day before, says where it went.
    clock.now = sofia('2026-12-07', '11:00');
    expect((await coach.inject({ url: '/api/instructor/dashboard' })).json().today).toMatchObject([
      { startTime: '17:00', status: 'moved', movedTo: { date: '2026-12-09', time: '18:30' }, movedFrom: null },
    ]);
  });
});

describe("the family's next sessions", () => {
  it('lists a session on the day it was moved to, also when its own day is past or beyond the fortnight', async () => {
    // On Monday 7 December: Monday's 17:00 moves to Wednesday 19:00, and Wednesday 23rd's to Monday 21st 18:00.
    for (const move of [
      { date: '2026-12-07', startTime: '17:00', toDate: '2026-12-09', toTime: '19:00' },
      { date: '2026-12-23', startTime: '17:00', toDate: '2026-12-21', toTime: '18:00' },
    ]) {
      expect((await post(coach, 'move', move)).statusCode).toBe(200);
    }
    // On Tuesday the fortnight runs to Monday 21st.
    clock.now = sofia('2026-12-08', '10:00');
    const res = await f.parent.inject({ url: `/api/children/${f.child.id}/sessions` });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().upcoming.map((s: Record<string, string>) => `${s.onDate} ${s.atTime} ${s.status} (${s.date})`),
    ).toEqual([
      '2026-12-09 17:00 scheduled (2026-12-09)',
      '2026-12-09 19:00 moved (2026-12-07)',
      '2026-12-14 17:00 scheduled (2026-12-14)',
      '2026-12-16 17:00 scheduled (2026-12-16)',
      '2026-12-21 17:00 scheduled (2026-12-21)',
      '2026-12-21 18:00 moved (2026-12-23)',
    ]);
  });
});
