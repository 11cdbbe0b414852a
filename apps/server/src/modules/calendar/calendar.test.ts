// The secret calendar address and its ICS feed (issue 27 item 5), read back with an independent parser (ical.js).
// Calendar (club time, Europe/Sofia): now is Tue 2026-10-20 10:00 (summer time, UTC+3); the 8 weeks run to Mon
// 2026-12-14, and winter time (UTC+2) starts on Sun 2026-10-25, so the feed holds sessions on both sides of it.
//   Class "Делфинчета 1" meets Thursdays 17:00 (45 min) at Басейн „Спартак“, coached by Иван Треньоров;
//   class "Акули 2" Mondays 18:00 (60 min) at Басейн „Дружба“; an inactive class Fridays 16:00.
//   Мария is in Делфинчета 1 since 1 October and booked a make-up in Акули 2 on Mon 23 November;
//   Георги is in Акули 2 from Mon 16 November, and left Делфинчета 1 (an ended enrollment).
//   Thu 5 Nov is cancelled by the coach ("Треньорът е болен"), Thu 12 Nov moved to Fri 13 Nov 18:30, and the club is
//   closed Thu 26 - Fri 27 Nov for pool maintenance.
import { randomBytes } from 'node:crypto';
import { CALENDAR_WEEKS } from '@swim/shared/api/calendar';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  athleteAccounts,
  auditLog,
  calendarFeeds,
  closures,
  makeupBookings,
  makeupCredits,
  sessionChanges,
  trialBookings,
  users,
} from '../../db/schema/index.js';
import { type TestApp, createTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment, buildLocation } from '../../test/factories.js';
import { type ParsedFeed, readFeed } from './calendar-test-kit.js';

const START = new Date('2026-10-20T07:00:00Z');
const clock = { now: START };
// One fixture for the file (sign-ins are limited per address): tests that change it put it back.
let t: TestApp;
const db = () => t.database.db;
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  clock.now = START;
});

let parent: Caller;
let otherParent: Caller;
let coach: Caller;
let admin: Caller;
let ids: { maria: string; georgi: string; dolphins: string; sharks: string; stranger: string };

beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 100_000 }, { now: () => clock.now });
  parent = await buildCaller(t.app, db(), { name: 'Елена Петрова' });
  otherParent = await buildCaller(t.app, db(), { name: 'Друг Родител' });
  coach = await buildCaller(t.app, db(), { role: 'instructor', name: 'Иван Треньоров' });
  admin = await buildCaller(t.app, db(), { role: 'admin', name: 'Админ Клубов' });
  const spartak = await buildLocation(db(), {
    name: { bg: 'Басейн „Спартак“', en: 'Spartak Pool' },
    address: { bg: 'бул. Тест 5, София', en: '5 Test Blvd, Sofia' },
  });
  const druzhba = await buildLocation(db(), { name: { bg: 'Басейн „Дружба“' }, address: { bg: 'ул. Друга 1' } });
  const dolphins = await buildClass(db(), {
    title: { bg: 'Делфинчета 1', en: 'Dolphins 1' },
    instructorId: coach.user.id,
    locationId: spartak.id,
    durationMinutes: 45,
    sessions: [{ dayOfWeek: 3, startTime: '17:00' }],
  });
  const sharks = await buildClass(db(), {
    title: { bg: 'Акули 2', en: 'Sharks 2' },
    locationId: druzhba.id,
    sessions: [{ dayOfWeek: 0, startTime: '18:00' }],
  });
  const closed = await buildClass(db(), {
    title: { bg: 'Закрита група' },
    instructorId: coach.user.id,
    active: false,
    sessions: [{ dayOfWeek: 4, startTime: '16:00' }],
  });
  const maria = await buildChild(db(), parent.user.id, { fullName: 'Мария Петрова' });
  const georgi = await buildChild(db(), parent.user.id, { fullName: 'Георги Петров' });
  const stranger = await buildChild(db(), otherParent.user.id, { fullName: 'Чуждо Дете' });
  const mariaIn = await buildEnrollment(db(), maria.id, dolphins.id, { startsOn: '2026-10-01' });
  await buildEnrollment(db(), georgi.id, sharks.id, { startsOn: '2026-11-16' });
  await buildEnrollment(db(), georgi.id, dolphins.id, { startsOn: '2026-09-01', active: false });
  await buildEnrollment(db(), stranger.id, dolphins.id, { startsOn: '2026-10-01' });
  await buildEnrollment(db(), stranger.id, closed.id, { startsOn: '2026-10-01' });
  await db()
    .insert(sessionChanges)
    .values([
      {
        classId: dolphins.id,
        date: '2026-11-05',
        startTime: '17:00',
        kind: 'cancelled',
        note: { bg: 'Треньорът е болен', en: 'The coach is ill' },
      },
      {
        classId: dolphins.id,
        date: '2026-11-12',
        startTime: '17:00',
        kind: 'moved',
        movedToDate: '2026-11-13',
        movedToTime: '18:30',
      },
    ]);
  await db().insert(closures).values({ startsOn: '2026-11-26', endsOn: '2026-11-27', reason: 'pool_maintenance' });
  const credits = await db()
    .insert(makeupCredits)
    .values([
      {
        childId: maria.id,
        enrollmentId: mariaIn.id,
        source: 'absence',
        sessionDate: '2026-10-15',
        expiresOn: '2026-12-31',
        status: 'booked',
      },
      {
        childId: maria.id,
        enrollmentId: mariaIn.id,
        source: 'absence',
        sessionDate: '2026-10-08',
        expiresOn: '2026-12-31',
      },
    ])
    .returning();
  await db()
    .insert(makeupBookings)
    .values([
      {
        creditId: credits[0]?.id as string,
        childId: maria.id,
        classId: sharks.id,
        date: '2026-11-23',
        startTime: '18:00',
      },
      // Cancelled by the family: not in the calendar.
      {
        creditId: credits[1]?.id as string,
        childId: maria.id,
        classId: sharks.id,
        date: '2026-11-30',
        startTime: '18:00',
        cancelledAt: new Date('2026-10-19T10:00:00Z'),
      },
    ]);
  ids = { maria: maria.id, georgi: georgi.id, dolphins: dolphins.id, sharks: sharks.id, stranger: stranger.id };
});

const create = (caller: Caller) => caller.inject({ method: 'POST', url: '/api/calendar' });
const pathOf = (url: string) => new URL(url).pathname;
/** Makes the caller's address and reads the feed at it, as a calendar app would (no cookie). */
async function feedOf(caller: Caller): Promise<ParsedFeed> {
  const made = await create(caller);
  expect(made.statusCode).toBe(201);
  const res = await t.app.inject({ url: pathOf(made.json().url) });
  expect(res.statusCode).toBe(200);
  return readFeed(res.body);
}
/** The coach cancels, moves or restores one of Делфинчета 1's dated sessions, as the class screen does. */
async function changeSession(action: 'cancel' | 'move' | 'restore', body: Record<string, string>): Promise<void> {
  const res = await coach.inject({
    method: 'POST',
    url: `/api/instructor/classes/${ids.dolphins}/dated-sessions/${action}`,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
}
const brief = (feed: ParsedFeed) => feed.events.map((e) => [e.local, e.startsAt, e.summary, e.status]);

describe('the address', () => {
  it('refuses visitors, and changes nothing for them', async () => {
    const before = await db().select().from(calendarFeeds);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/calendar' });
      expect(res.statusCode, method).toBe(401);
    }
    expect(await db().select().from(calendarFeeds)).toEqual(before);
  });

  it('is none at first; made, it is an absolute .ics address with a 32-byte random token, the same on reading', async () => {
    const newcomer = await buildCaller(t.app, db(), { name: 'Нов Родител' });
    const none = await newcomer.inject({ url: '/api/calendar' });
    expect(none.json()).toEqual({ url: null, createdAt: null, scope: 'family' });
    const made = await create(newcomer);
    expect(made.statusCode).toBe(201);
    const { url, createdAt, scope } = made.json();
    // From the configured public address (PUBLIC_URL; the tests' is http://localhost:3000).
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(scope).toBe('family');
    expect(Number.isNaN(Date.parse(createdAt))).toBe(false);
    expect((await newcomer.inject({ url: '/api/calendar' })).json()).toEqual({ url, createdAt, scope });
    // Each account has its own.
    const other = (await create(otherParent)).json().url;
    expect(other).not.toBe(url);
    expect((await coach.inject({ url: '/api/calendar' })).json()).toMatchObject({ scope: 'coach' });
  });

  it('a new address revokes the old one at once; turned off, neither works', async () => {
    const first = (await create(parent)).json().url as string;
    expect((await t.app.inject({ url: pathOf(first) })).statusCode).toBe(200);
    const second = (await create(parent)).json().url as string;
    expect(second).not.toBe(first);
    const revoked = await t.app.inject({ url: pathOf(first) });
    expect(revoked.statusCode).toBe(404);
    expect((await t.app.inject({ url: pathOf(second) })).statusCode).toBe(200);
    const off = await parent.inject({ method: 'DELETE', url: '/api/calendar' });
    expect(off.statusCode).toBe(204);
    expect((await t.app.inject({ url: pathOf(second) })).statusCode).toBe(404);
    expect((await parent.inject({ url: '/api/calendar' })).json()).toMatchObject({ url: null, createdAt: null });
    expect(await db().select().from(calendarFeeds).where(eq(calendarFeeds.userId, parent.user.id))).toEqual([]);
    // The audit log says who made and turned off an address, never the token.
    const audit = await db()
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.actorId, parent.user.id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'calendar.address_created',
      'calendar.address_created',
      'calendar.address_removed',
    ]);
    expect(JSON.stringify(audit)).not.toContain(pathOf(second).split('/').pop()?.replace('.ics', ''));
  });

  it('answers a revoked, an unknown and a malformed token exactly alike', async () => {
    const revoked = (await create(parent)).json().url as string;
    await create(parent);
    const answers = await Promise.all(
      [
        pathOf(revoked),
        `/api/calendar/${randomBytes(32).toString('base64url')}.ics`,
        '/api/calendar/not-a-token.ics',
        `/api/calendar/${"'; drop table calendar_feeds; --"}.ics`,
      ].map((url) => t.app.inject({ url })),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such calendar' } });
    }
    expect(await db().select().from(calendarFeeds).where(eq(calendarFeeds.userId, parent.user.id))).toHaveLength(1);
  });

  it('stops an athlete’s address when the approval is withdrawn', async () => {
    const athlete = await buildCaller(t.app, db(), { role: 'athlete', approved: true });
    const url = (await create(athlete)).json().url as string;
    expect((await t.app.inject({ url: pathOf(url) })).statusCode).toBe(200);
    await db().update(athleteAccounts).set({ approved: false }).where(eq(athleteAccounts.userId, athlete.user.id));
    expect((await t.app.inject({ url: pathOf(url) })).statusCode).toBe(404);
  });
});

describe('a family’s feed', () => {
  it('lists each child’s dated sessions and make-ups for 8 weeks, cancelled and closed ones marked, moved at the new time', async () => {
    const made = await create(parent);
    const res = await t.app.inject({ url: pathOf(made.json().url) });
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const feed = readFeed(res.body);
    expect(CALENDAR_WEEKS).toBe(8);
    // Written by hand from the calendar above (summer time until Sun 25 Oct: 17:00 is 14:00Z, then 15:00Z).
    expect(brief(feed)).toEqual([
      ['2026-10-22 17:00', '2026-10-22T14:00:00.000Z', 'Мария – Делфинчета 1', 'CONFIRMED'],
      ['2026-10-29 17:00', '2026-10-29T15:00:00.000Z', 'Мария – Делфинчета 1', 'CONFIRMED'],
      ['2026-11-05 17:00', '2026-11-05T15:00:00.000Z', 'Отменено: Мария – Делфинчета 1', 'CANCELLED'],
      ['2026-11-13 18:30', '2026-11-13T16:30:00.000Z', 'Мария – Делфинчета 1', 'CONFIRMED'],
      ['2026-11-16 18:00', '2026-11-16T16:00:00.000Z', 'Георги – Акули 2', 'CONFIRMED'],
      ['2026-11-19 17:00', '2026-11-19T15:00:00.000Z', 'Мария – Делфинчета 1', 'CONFIRMED'],
      ['2026-11-23 18:00', '2026-11-23T16:00:00.000Z', 'Георги – Акули 2', 'CONFIRMED'],
      ['2026-11-23 18:00', '2026-11-23T16:00:00.000Z', 'Мария – Акули 2 (наваксване)', 'CONFIRMED'],
      ['2026-11-26 17:00', '2026-11-26T15:00:00.000Z', 'Затворено: Мария – Делфинчета 1', 'CANCELLED'],
      ['2026-11-30 18:00', '2026-11-30T16:00:00.000Z', 'Георги – Акули 2', 'CONFIRMED'],
      ['2026-12-03 17:00', '2026-12-03T15:00:00.000Z', 'Мария – Делфинчета 1', 'CONFIRMED'],
      ['2026-12-07 18:00', '2026-12-07T16:00:00.000Z', 'Георги – Акули 2', 'CONFIRMED'],
      ['2026-12-10 17:00', '2026-12-10T15:00:00.000Z', 'Мария – Делфинчета 1', 'CONFIRMED'],
      ['2026-12-14 18:00', '2026-12-14T16:00:00.000Z', 'Георги – Акули 2', 'CONFIRMED'],
    ]);
    const first = feed.events[0];
    expect(first?.endsAt).toBe('2026-10-22T14:45:00.000Z');
    expect(first?.location).toBe('Басейн „Спартак“, бул. Тест 5, София');
    expect(first?.description).toContain('Треньор: Иван Треньоров');
    const byLocal = (local: string, summary: string) =>
      feed.events.find((e) => e.local === local && e.summary.includes(summary));
    expect(byLocal('2026-11-05 17:00', 'Мария')?.description).toContain('Бележка от клуба: Треньорът е болен');
    expect(byLocal('2026-11-26 17:00', 'Мария')?.description).toContain('поддръжка на басейна');
    expect(byLocal('2026-11-13 18:30', 'Мария')?.description).toContain(
      'Преместено от четвъртък, 12 ноември 2026 г., 17:00',
    );
    expect(byLocal('2026-11-23 18:00', 'наваксване')?.location).toBe('Басейн „Дружба“, ул. Друга 1');
  });

  it('is written in the club’s time zone with a VTIMEZONE, named after the club, refreshed every few hours', async () => {
    const feed = await feedOf(parent);
    expect(feed.timeZones).toEqual(['Europe/Sofia']);
    expect(new Set(feed.events.map((e) => e.tzid))).toEqual(new Set(['Europe/Sofia']));
    expect(feed.name).toBe('Плувен клуб „Делфин“');
    expect(feed.refresh).toBe('PT3H');
    // Winter and summer from the feed's own VTIMEZONE: a 17:00 session is 15:00Z in winter and 14:00Z in summer.
    clock.now = new Date('2027-06-01T07:00:00Z');
    await db().update(users).set({ preferredLanguage: 'en' }).where(eq(users.id, parent.user.id));
    const summer = await feedOf(parent);
    expect(summer.events.find((e) => e.local === '2027-06-03 17:00')?.startsAt).toBe('2027-06-03T14:00:00.000Z');
    clock.now = new Date('2027-01-05T07:00:00Z');
    const winter = await feedOf(parent);
    expect(winter.events.find((e) => e.local === '2027-01-07 17:00')?.startsAt).toBe('2027-01-07T15:00:00.000Z');
    await db().update(users).set({ preferredLanguage: 'bg' }).where(eq(users.id, parent.user.id));
  });

  it('keeps one UID per dated session and child, whatever changes, and a make-up its own', async () => {
    const before = await feedOf(parent);
    const uid = (feed: ParsedFeed, local: string, summary: string) =>
      feed.events.find((e) => e.local === local && e.summary.endsWith(summary))?.uid;
    const thursday = uid(before, '2026-12-03 17:00', 'Мария – Делфинчета 1');
    expect(thursday).toMatch(/@localhost$/);
    expect(new Set(before.events.map((e) => e.uid)).size).toBe(before.events.length);
    // The coach cancels it: the same event, now cancelled, with a higher SEQUENCE.
    await changeSession('cancel', { date: '2026-12-03', startTime: '17:00' });
    const after = await feedOf(parent);
    await changeSession('restore', { date: '2026-12-03', startTime: '17:00' });
    const cancelled = after.events.find((e) => e.uid === thursday);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', summary: 'Отменено: Мария – Делфинчета 1' });
    expect(cancelled?.sequence).toBeGreaterThan(before.events.find((e) => e.uid === thursday)?.sequence ?? 0);
    expect(after.events).toHaveLength(before.events.length);
    // The moved session keeps the UID of the Thursday it was moved from; the make-up differs from Георги's session.
    expect(uid(after, '2026-11-13 18:30', 'Мария – Делфинчета 1')).toContain('2026-11-12T1700');
    expect(uid(after, '2026-11-23 18:00', '(наваксване)')).not.toBe(uid(after, '2026-11-23 18:00', 'Георги – Акули 2'));
  });

  it('never lowers an event’s SEQUENCE: a cancellation taken back, a second move and a deleted closure each raise it', async () => {
    const thursday = async () => {
      const feed = await feedOf(parent);
      const event = feed.events.find((e) => e.uid.includes(`${ids.maria}.${ids.dolphins}.2026-12-10T1700`));
      expect(event).toBeDefined();
      return event as ParsedFeed['events'][number];
    };
    const key = { date: '2026-12-10', startTime: '17:00' };
    const scheduled = await thursday();
    await changeSession('cancel', key);
    const cancelled = await thursday();
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.sequence).toBeGreaterThan(scheduled.sequence);
    // Taken back: no change row is left, and still the restored event is newer than the cancelled one.
    await changeSession('restore', key);
    const restored = await thursday();
    expect(restored).toMatchObject({ status: 'CONFIRMED', local: '2026-12-10 17:00' });
    expect(restored.sequence).toBeGreaterThan(cancelled.sequence);
    // Moved, then moved again (the same kind of change twice): higher each time.
    await changeSession('move', { ...key, toDate: '2026-12-11', toTime: '18:00' });
    const moved = await thursday();
    expect(moved.local).toBe('2026-12-11 18:00');
    expect(moved.sequence).toBeGreaterThan(restored.sequence);
    await changeSession('move', { ...key, toDate: '2026-12-09', toTime: '16:00' });
    const movedAgain = await thursday();
    expect(movedAgain.local).toBe('2026-12-09 16:00');
    expect(movedAgain.sequence).toBeGreaterThan(moved.sequence);
    // Moved back to its own time (the change row is deleted): higher still.
    await changeSession('move', { ...key, toDate: '2026-12-10', toTime: '17:00' });
    const back = await thursday();
    expect(back).toMatchObject({ status: 'CONFIRMED', local: '2026-12-10 17:00' });
    expect(back.sequence).toBeGreaterThan(movedAgain.sequence);
    // The club closes that day, then deletes the closure: the session takes place after all, with a higher SEQUENCE.
    const closure = await admin.inject({
      method: 'POST',
      url: '/api/admin/closures',
      payload: { startsOn: '2026-12-10', endsOn: '2026-12-10', locationId: null, reason: 'pool_maintenance' },
    });
    expect(closure.statusCode, closure.body).toBe(201);
    const closed = await thursday();
    expect(closed.status).toBe('CANCELLED');
    expect(closed.sequence).toBeGreaterThan(back.sequence);
    const removed = await admin.inject({ method: 'DELETE', url: `/api/admin/closures/${closure.json().id}` });
    expect(removed.statusCode).toBe(204);
    const open = await thursday();
    expect(open.status).toBe('CONFIRMED');
    expect(open.sequence).toBeGreaterThan(closed.sequence);
  });

  it('is in the parent’s language', async () => {
    await db().update(users).set({ preferredLanguage: 'en' }).where(eq(users.id, parent.user.id));
    const feed = await feedOf(parent);
    expect(feed.name).toBe('Delfin Swimming Club');
    expect(feed.events.map((e) => e.summary)).toContain('Cancelled: Мария – Dolphins 1');
    expect(feed.events.map((e) => e.summary)).toContain('Closed: Мария – Dolphins 1');
    expect(feed.events.map((e) => e.summary)).toContain('Мария – Sharks 2 (make-up)');
    expect(feed.events[0]?.location).toBe('Spartak Pool, 5 Test Blvd, Sofia');
    expect(feed.events[0]?.description).toContain('Coach: Иван Треньоров');
    await db().update(users).set({ preferredLanguage: 'bg' }).where(eq(users.id, parent.user.id));
  });

  it('lists the trial lessons the family booked, a cancelled booking not, a session called off marked', async () => {
    const trial = (date: string, childFirstName: string, values: Partial<typeof trialBookings.$inferInsert> = {}) => ({
      classId: ids.sharks,
      date,
      startTime: '18:00',
      parentName: 'Елена Петрова',
      email: parent.user.email.toLowerCase(),
      phone: '+359 888 555 111',
      childFirstName,
      childBirthYear: 2019,
      language: 'bg' as const,
      consentAt: START,
      tokenHash: randomBytes(16).toString('hex'),
      userId: parent.user.id,
      ...values,
    });
    const rows = await db()
      .insert(trialBookings)
      .values([
        trial('2026-11-02', 'Ива'),
        trial('2026-11-09', 'Ива', { cancelledAt: START }),
        // Another family's trial in the same session is never in this feed.
        trial('2026-11-02', 'Чуждо', { userId: otherParent.user.id, email: 'other@example.bg' }),
      ])
      .returning({ id: trialBookings.id });
    try {
      const feed = await feedOf(parent);
      const trials = feed.events.filter((e) => e.uid.startsWith('trial.'));
      expect(trials.map((e) => [e.local, e.summary, e.status])).toEqual([
        ['2026-11-02 18:00', 'Ива – Акули 2 (пробно занятие)', 'CONFIRMED'],
      ]);
      expect(trials[0]?.description).toContain('Пробно занятие, запазено от сайта.');
      expect(feed.events.some((e) => e.summary.includes('Чуждо'))).toBe(false);
    } finally {
      for (const { id } of rows) await db().delete(trialBookings).where(eq(trialBookings.id, id));
    }
  });

  it('never shows another family’s children, whichever address is read', async () => {
    const mine = await feedOf(parent);
    const theirs = await feedOf(otherParent);
    expect(mine.events.some((e) => e.summary.includes('Чуждо'))).toBe(false);
    expect(theirs.events.length).toBeGreaterThan(0);
    expect(theirs.events.every((e) => e.summary.includes('Чуждо'))).toBe(true);
    expect(theirs.events.some((e) => /Мария|Георги/.test(e.summary + e.description))).toBe(false);
    // Nor is a child named in another's UIDs.
    expect(theirs.events.some((e) => e.uid.includes(ids.maria) || e.uid.includes(ids.georgi))).toBe(false);
  });
});

describe('coaches’ and admins’ feeds', () => {
  it('gives a coach the sessions of the active classes they coach, cancelled ones marked, and no child’s name', async () => {
    const feed = await feedOf(coach);
    expect(feed.events.map((e) => [e.local, e.summary, e.status])).toEqual([
      ['2026-10-22 17:00', 'Делфинчета 1', 'CONFIRMED'],
      ['2026-10-29 17:00', 'Делфинчета 1', 'CONFIRMED'],
      ['2026-11-05 17:00', 'Отменено: Делфинчета 1', 'CANCELLED'],
      ['2026-11-13 18:30', 'Делфинчета 1', 'CONFIRMED'],
      ['2026-11-19 17:00', 'Делфинчета 1', 'CONFIRMED'],
      ['2026-11-26 17:00', 'Затворено: Делфинчета 1', 'CANCELLED'],
      ['2026-12-03 17:00', 'Делфинчета 1', 'CONFIRMED'],
      ['2026-12-10 17:00', 'Делфинчета 1', 'CONFIRMED'],
    ]);
    expect(feed.events.some((e) => /Мария|Чуждо/.test(e.description))).toBe(false);
  });

  it('gives an admin every active class, and an athlete their own swimmer record without a name', async () => {
    const club = await feedOf(admin);
    const titles = club.events.map((e) => e.summary.replace(/^(Отменено|Затворено): /, ''));
    expect(titles.filter((s) => s === 'Делфинчета 1')).toHaveLength(8);
    expect(titles.filter((s) => s === 'Акули 2')).toHaveLength(8);
    expect(titles).toHaveLength(16);
    const athlete = await buildCaller(t.app, db(), { role: 'athlete', approved: true });
    await db().update(athleteAccounts).set({ childId: ids.georgi }).where(eq(athleteAccounts.userId, athlete.user.id));
    const own = await feedOf(athlete);
    expect(own.events.map((e) => e.summary)).toEqual(Array(5).fill('Акули 2'));
    const scope = (await athlete.inject({ url: '/api/calendar' })).json().scope;
    expect(scope).toBe('swimmer');
  });
});
