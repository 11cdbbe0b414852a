// Closures (issue 26 items 5 and 7): the admin's create, change and delete with their checks (refused input changes
// nothing), the public list's window, the cancellation effects written in the same transaction, and the families'
// mails read back from the outbox: one per family and event, in the parent's language, naming each session in words.
// Calendar (club time, UTC+2): now is Mon 2026-12-07 10:00; the class meets Mondays and Wednesdays at 17:00.
import { findLatinWords, findRawValues } from '@swim/shared/raw-values';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, closures, emailOutbox, makeupBookings, makeupCredits, users } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildCaller, type Caller } from '../../test/auth.js';
import { buildClass, buildLocation } from '../../test/factories.js';
import { START, buildFamily, clock, setSessionRules, sofia } from './sessions-test-kit.js';

const t = useTestApp({ rateLimitMax: 100_000 }, { now: () => clock.now });
const db = () => t.database.db;

let admin: Caller;
beforeEach(async () => {
  clock.now = START;
  await setSessionRules(db());
  admin = await buildCaller(t.app, db(), { role: 'admin' });
});

const create = (payload: object) => admin.inject({ method: 'POST', url: '/api/admin/closures', payload });
const mails = () =>
  db().select().from(emailOutbox).where(eq(emailOutbox.kind, 'session-notice')).orderBy(asc(emailOutbox.to));
const setLanguage = (userId: string, language: 'bg' | 'en' | 'ru') =>
  db().update(users).set({ preferredLanguage: language }).where(eq(users.id, userId));
const cancellationCredits = () =>
  db()
    .select({ childId: makeupCredits.childId, date: makeupCredits.sessionDate, status: makeupCredits.status })
    .from(makeupCredits)
    .where(eq(makeupCredits.source, 'cancellation'))
    .orderBy(asc(makeupCredits.sessionDate));

/** Everything a closure write touches, as the database holds it. */
async function written() {
  const count = async (table: typeof closures | typeof emailOutbox | typeof auditLog | typeof makeupCredits) =>
    (await db().select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
  return {
    closures: await count(closures),
    outbox: await count(emailOutbox),
    audit: await count(auditLog),
    credits: await count(makeupCredits),
  };
}

describe('closure input', () => {
  it('refuses a range ending before it starts, one too long and an unknown location, changing nothing', async () => {
    const f = await buildFamily(t);
    const before = await written();
    const backwards = await create({ startsOn: '2026-12-10', endsOn: '2026-12-09', locationId: null, reason: 'other' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.details).toContainEqual({ path: 'endsOn', message: 'closureEndsBeforeStart' });
    // 1 December to 3 March is 93 days (31 + 31 + 28 + 3), one more than the longest.
    const tooLong = await create({ startsOn: '2026-12-01', endsOn: '2027-03-03', locationId: null, reason: 'other' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.details).toContainEqual({ path: 'endsOn', message: 'closureTooLong' });
    const longest = { startsOn: '2026-12-01', endsOn: '2027-03-02', reason: 'other' };
    for (const locationId of ['11111111-1111-4111-8111-111111111111', 'not-a-location']) {
      const unknown = await create({ ...longest, locationId });
      expect(unknown.statusCode, locationId).toBe(400);
      expect(unknown.json().error.details).toEqual([{ path: 'locationId', message: 'selectLocation' }]);
    }
    const noReason = await create({ startsOn: '2026-12-09', endsOn: '2026-12-09', locationId: f.cls.locationId });
    expect(noReason.statusCode).toBe(400);
    expect(await written()).toEqual(before);
  });

  it('is the admin’s alone: a parent and a coach are refused', async () => {
    const coach = await buildCaller(t.app, db(), { role: 'instructor' });
    const parent = await buildCaller(t.app, db());
    const body = { startsOn: '2026-12-09', endsOn: '2026-12-09', locationId: null, reason: 'other' };
    for (const caller of [parent, coach]) {
      expect((await caller.inject({ method: 'POST', url: '/api/admin/closures', payload: body })).statusCode).toBe(403);
      expect((await caller.inject({ url: '/api/admin/closures' })).statusCode).toBe(403);
    }
    expect((await written()).closures).toBe(0);
  });
});

describe('closing a location for a week', () => {
  it('closes its sessions, gives counted plans a credit each, cancels guests, and mails each family once', async () => {
    const pool = await buildLocation(db(), { name: { bg: 'Басейн Юг', en: 'South pool', ru: 'Бассейн Юг' } });
    const cls = await buildClass(db(), { locationId: pool.id });
    // One English family with two children in the class, one Russian family, and a Bulgarian family whose child is a
    // make-up guest on Wednesday; another location's family is not touched.
    const a1 = await buildFamily(t, { inClass: cls, childName: 'Anna Ivanova' });
    await buildFamily(t, { inClass: cls, parent: a1.parent, childName: 'Boris Ivanov' });
    const b = await buildFamily(t, { inClass: cls, childName: 'Вера Смирнова' });
    await setLanguage(a1.parent.user.id, 'en');
    await setLanguage(b.parent.user.id, 'ru');
    await db().update(users).set({ name: 'Ольга Смирнова' }).where(eq(users.id, b.parent.user.id));
    const g = await buildFamily(t, { childName: 'Галя Петрова' });
    await db().update(users).set({ name: 'Мария Петрова' }).where(eq(users.id, g.parent.user.id));
    const elsewhere = await buildFamily(t);
    const [credit] = await db()
      .insert(makeupCredits)
      .values({
        childId: g.child.id,
        enrollmentId: g.enrollment.id,
        source: 'absence',
        sessionDate: '2026-12-02',
        expiresOn: '2027-01-31',
        status: 'used',
      })
      .returning();
    const [booking] = await db()
      .insert(makeupBookings)
      .values({
        creditId: credit?.id as string,
        childId: g.child.id,
        classId: cls.id,
        date: '2026-12-09',
        startTime: '17:00',
      })
      .returning();

    const res = await create({
      startsOn: '2026-12-09',
      endsOn: '2026-12-16',
      locationId: pool.id,
      reason: 'pool_maintenance',
      note: { bg: 'Смяна на филтрите', en: 'The filters are replaced', ru: 'Замена фильтров' },
    });
    expect(res.statusCode).toBe(201);
    // Wed 9, Mon 14 and Wed 16 December; the families of Anna and Boris, and Vera (as of now: Galya's make-up
    // booking is already cancelled, so her family no longer has a child in them, though it was told).
    expect(res.json()).toMatchObject({
      startsOn: '2026-12-09',
      endsOn: '2026-12-16',
      location: { id: pool.id },
      reason: 'pool_maintenance',
      sessionCount: 3,
      familyCount: 2,
    });

    // The effects, in the same transaction: a credit per counted-plan regular and session (3 children x 3 sessions),
    // the guest's booking cancelled and its credit available again.
    const credits = await cancellationCredits();
    expect(credits).toHaveLength(9);
    expect(credits.filter((c) => c.childId === a1.child.id).map((c) => c.date)).toEqual([
      '2026-12-09',
      '2026-12-14',
      '2026-12-16',
    ]);
    const [guest] = await db()
      .select()
      .from(makeupBookings)
      .where(eq(makeupBookings.id, booking?.id as string));
    expect(guest?.cancelledAt).not.toBeNull();
    const [back] = await db()
      .select()
      .from(makeupCredits)
      .where(eq(makeupCredits.id, credit?.id as string));
    expect(back?.status).toBe('available');

    const sent = await mails();
    expect(sent.map((m) => m.to).sort()).toEqual(
      [a1.parent.user.email, b.parent.user.email, g.parent.user.email].sort(),
    );
    expect(sent.some((m) => m.to === elsewhere.parent.user.email)).toBe(false);
    const english = sent.find((m) => m.to === a1.parent.user.email);
    expect(english?.subject).toContain('Closure: sessions cancelled');
    // Both children, each of the three sessions, in words.
    for (const line of [
      'Anna Ivanova – Beginners',
      'Boris Ivanov – Beginners',
      'Wednesday, 9 December 2026, 17:00',
      'Monday, 14 December 2026, 17:00',
      'Wednesday, 16 December 2026, 17:00',
      'Closed: pool maintenance',
      'Note from the club: The filters are replaced',
      'What happens next: Your child gets a make-up credit for this session',
    ])
      expect(english?.text).toContain(line);
    expect(english?.text.match(/Closed: pool maintenance/g)).toHaveLength(6);
    const russian = sent.find((m) => m.to === b.parent.user.email);
    expect(russian?.subject).toContain('Закрытие: занятия отменены');
    expect(russian?.text).toContain('среда, 9 декабря 2026 г., 17:00');
    expect(russian?.text).toContain('Закрыто: обслуживание бассейна');
    expect(russian?.text).toContain('Примечание клуба: Замена фильтров');
    const bulgarian = sent.find((m) => m.to === g.parent.user.email);
    expect(bulgarian?.text).toContain('Галя Петрова');
    expect(bulgarian?.text).toContain('сряда, 9 декември 2026 г., 17:00');
    expect(bulgarian?.text).toContain('Наваксването е отменено');
    expect(bulgarian?.text).not.toContain('понеделник, 14 декември');
    // The raw-value check is built for Bulgarian and Russian (English words such as 'pool' read like codes to it).
    for (const mail of [russian, bulgarian]) {
      expect(findRawValues(`${mail?.subject}\n${mail?.text}`)).toEqual([]);
      expect(findLatinWords(`${mail?.subject}\n${mail?.text}`)).toEqual([]);
    }
    expect(english?.text).not.toMatch(/\d{4}-\d{2}-\d{2}|[0-9a-f]{8}-[0-9a-f]{4}/);

    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'closure.created'));
    expect(audit).toMatchObject({ actorId: admin.user.id, entityId: res.json().id });
    expect(audit?.details).toMatchObject({ from: '2026-12-09', to: '2026-12-16', reason: 'pool_maintenance' });
  });

  it('mails no session that has already started, and the whole club closes every class', async () => {
    const f = await buildFamily(t);
    const other = await buildFamily(t);
    await setLanguage(f.parent.user.id, 'en');
    clock.now = sofia('2026-12-07', '17:30');
    const res = await create({
      startsOn: '2026-12-07',
      endsOn: '2026-12-09',
      locationId: null,
      reason: 'public_holiday',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ location: null, sessionCount: 4, familyCount: 2 });
    const sent = await mails();
    expect(sent).toHaveLength(2);
    const english = sent.find((m) => m.to === f.parent.user.email);
    expect(english?.text).toContain('Wednesday, 9 December 2026, 17:00');
    expect(english?.text).not.toContain('7 December');
    expect(sent.some((m) => m.to === other.parent.user.email)).toBe(true);
  });

  it('changing a closure mails only what changed; deleting it says the sessions take place after all', async () => {
    const f = await buildFamily(t);
    await setLanguage(f.parent.user.id, 'en');
    const created = await create({
      startsOn: '2026-12-09',
      endsOn: '2026-12-09',
      locationId: null,
      reason: 'competition',
    });
    const id = created.json().id as string;
    expect(await mails()).toHaveLength(1);

    // Now Wednesday 9 and Monday 14: only Monday is new.
    const changed = await admin.inject({
      method: 'PUT',
      url: `/api/admin/closures/${id}`,
      payload: { startsOn: '2026-12-09', endsOn: '2026-12-14', locationId: null, reason: 'competition' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ endsOn: '2026-12-14', sessionCount: 2, familyCount: 1 });
    const afterChange = await mails();
    expect(afterChange).toHaveLength(2);
    const second = afterChange.find((m) => m.subject.startsWith('A closure changed'));
    expect(second?.text).toContain('Monday, 14 December 2026, 17:00');
    expect(second?.text).not.toContain('Wednesday, 9 December');
    expect((await cancellationCredits()).map((c) => [c.date, c.status])).toEqual([
      ['2026-12-09', 'available'],
      ['2026-12-14', 'available'],
    ]);

    const deleted = await admin.inject({ method: 'DELETE', url: `/api/admin/closures/${id}` });
    expect(deleted.statusCode).toBe(204);
    const last = (await mails()).find((m) => m.subject.startsWith('Sessions take place after all'));
    expect(last?.text).toContain('Wednesday, 9 December 2026, 17:00');
    expect(last?.text).toContain('Monday, 14 December 2026, 17:00');
    expect(last?.text).toContain('Takes place after all, as scheduled');
    expect(last?.text).toContain('The make-up credit given for it is withdrawn.');
    expect((await cancellationCredits()).map((c) => c.status)).toEqual(['revoked', 'revoked']);
    const actions = (await db().select({ action: auditLog.action }).from(auditLog)).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['closure.created', 'closure.updated', 'closure.deleted']));
    expect((await admin.inject({ method: 'DELETE', url: `/api/admin/closures/${id}` })).statusCode).toBe(404);
  });
});

describe('the closure lists', () => {
  it('lists upcoming and past closures for the admin', async () => {
    await db()
      .insert(closures)
      .values([
        { startsOn: '2026-11-20', endsOn: '2026-11-21', reason: 'other' },
        { startsOn: '2026-12-24', endsOn: '2026-12-26', reason: 'public_holiday' },
        { startsOn: '2026-12-01', endsOn: '2026-12-07', reason: 'competition' },
      ]);
    const upcoming = await admin.inject({ url: '/api/admin/closures' });
    expect(upcoming.json().items.map((c: { startsOn: string }) => c.startsOn)).toEqual(['2026-12-01', '2026-12-24']);
    const past = await admin.inject({ url: '/api/admin/closures?when=past' });
    expect(past.json().items.map((c: { startsOn: string }) => c.startsOn)).toEqual(['2026-11-20']);
  });

  it('shows the public closures ending today or later and starting within 60 days, soonest first, at once', async () => {
    const pool = await buildLocation(db());
    // Today is 7 December; 60 days on is 5 February 2027 (24 days of December, 31 of January, 5 of February).
    await db()
      .insert(closures)
      .values([
        { startsOn: '2026-12-01', endsOn: '2026-12-06', reason: 'other' },
        { startsOn: '2027-02-06', endsOn: '2027-02-08', reason: 'competition' },
        { startsOn: '2027-02-05', endsOn: '2027-02-05', reason: 'competition', locationId: pool.id },
        { startsOn: '2026-12-01', endsOn: '2026-12-07', reason: 'pool_maintenance' },
      ]);
    const read = async () => (await t.app.inject({ url: '/api/closures' })).json() as { startsOn: string }[];
    const first = await read();
    expect(first.map((c) => c.startsOn)).toEqual(['2026-12-01', '2027-02-05']);
    expect(first[1]).toMatchObject({ location: { id: pool.id }, reason: 'competition', note: null });

    const res = await create({
      startsOn: '2026-12-24',
      endsOn: '2026-12-26',
      locationId: null,
      reason: 'public_holiday',
    });
    expect(res.statusCode).toBe(201);
    expect((await read()).map((c) => c.startsOn)).toEqual(['2026-12-01', '2026-12-24', '2027-02-05']);
  });
});
