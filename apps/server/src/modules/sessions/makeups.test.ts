// Make-ups: the options a credit offers (level, type, own class, cancelled and full sessions left out; free places
// against a hand count), booking, cancelling and moving, a full session, an expired credit, another family's credit.
// The calendar is the one in sessions-test-kit.ts: now is Monday 7 December 2026, 10:00 in Sofia.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  absences,
  closures,
  auditLog,
  enrollments,
  makeupBookings,
  makeupCredits,
  sessionChanges,
} from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment, buildLocation, buildUser } from '../../test/factories.js';
import { START, buildFamily, clock, type Family, setSessionRules, sofia } from './sessions-test-kit.js';

const t = useTestApp({ rateLimitMax: 100_000 }, { now: () => clock.now });

beforeEach(async () => {
  clock.now = START;
  await setSessionRules(t.database.db);
});

type Club = {
  f: Family;
  creditId: string;
  /** Beginners at another pool, Tuesdays and Thursdays 18:00, 3 places, 1 regular, coached by Иван Треньор. */
  tueThu: Awaited<ReturnType<typeof buildClass>>;
  /** Beginners at a third pool, Fridays 16:00, 1 place, 1 regular: full unless the regular is away. */
  friday: Awaited<ReturnType<typeof buildClass>>;
  /** Intermediate at a pool, Tuesdays 18:00 (another level). */
  intermediate: Awaited<ReturnType<typeof buildClass>>;
  /** Beginners at a kindergarten, Tuesdays 10:00 (another kind of place). */
  kindergarten: Awaited<ReturnType<typeof buildClass>>;
  /** Beginners at a pool, Tuesdays 19:00, not running. */
  inactive: Awaited<ReturnType<typeof buildClass>>;
};

async function regular(classId: string) {
  const db = t.database.db;
  const parent = await buildUser(db);
  const child = await buildChild(db, parent.id);
  await buildEnrollment(db, child.id, classId, { startsOn: '2026-11-01' });
  return child;
}

/** Another family's child holding a live make-up in the session (what takes a place from the options). */
async function guestOf(classId: string, date: string, startTime: string) {
  const db = t.database.db;
  const parent = await buildUser(db);
  const child = await buildChild(db, parent.id);
  const [credit] = await db
    .insert(makeupCredits)
    .values({
      childId: child.id,
      source: 'manual',
      sessionDate: '2026-12-01',
      expiresOn: '2027-01-31',
      status: 'booked',
    })
    .returning();
  await db
    .insert(makeupBookings)
    .values({ creditId: credit?.id as string, childId: child.id, classId, date, startTime });
}

async function buildClub(): Promise<Club> {
  const db = t.database.db;
  const f = await buildFamily(t);
  const rep = await f.parent.inject({
    method: 'POST',
    url: `/api/children/${f.child.id}/absences`,
    payload: { classId: f.cls.id, date: '2026-12-09', startTime: '17:00' },
  });
  const coach = await buildUser(db, { role: 'instructor', name: 'Иван Треньор' });
  const tueThu = await buildClass(db, {
    title: { bg: 'Начинаещи Вт/Чт', en: 'Beginners Tue/Thu' },
    maxCapacity: 3,
    instructorId: coach.id,
    sessions: [
      { dayOfWeek: 1, startTime: '18:00' },
      { dayOfWeek: 3, startTime: '18:00' },
    ],
  });
  const friday = await buildClass(db, { maxCapacity: 1, sessions: [{ dayOfWeek: 4, startTime: '16:00' }] });
  const intermediate = await buildClass(db, {
    level: 'intermediate',
    sessions: [{ dayOfWeek: 1, startTime: '18:00' }],
  });
  const kgLocation = await buildLocation(db, { type: 'kindergarten', name: { bg: 'Детска градина' } });
  const kindergarten = await buildClass(db, {
    locationId: kgLocation.id,
    sessions: [{ dayOfWeek: 1, startTime: '10:00' }],
  });
  const inactive = await buildClass(db, { active: false, sessions: [{ dayOfWeek: 1, startTime: '19:00' }] });
  await regular(tueThu.id);
  const fridayRegular = await regular(friday.id);
  const [fridayEnrollment] = await db.select().from(enrollments).where(eq(enrollments.childId, fridayRegular.id));
  // The Friday regular is away on 18 December: that day has one place.
  await db.insert(absences).values({
    childId: fridayRegular.id,
    enrollmentId: fridayEnrollment?.id as string,
    classId: friday.id,
    date: '2026-12-18',
    startTime: '16:00',
  });
  // Thursday 10 December is cancelled; Tuesday 15 December has a guest already.
  await db
    .insert(sessionChanges)
    .values({ classId: tueThu.id, date: '2026-12-10', startTime: '18:00', kind: 'cancelled' });
  await guestOf(tueThu.id, '2026-12-15', '18:00');
  // A make-up never comes before the session it replaces: the options below are counted for a credit whose missed
  // session was last Wednesday (2 December), so every day of this week and the next is open to it.
  const creditId = rep.json().credit.id as string;
  await db.update(makeupCredits).set({ sessionDate: '2026-12-02' }).where(eq(makeupCredits.id, creditId));
  return { f, creditId, tueThu, friday, intermediate, kindergarten, inactive };
}

const optionsOf = (f: Family, creditId: string) =>
  f.parent.inject({ url: `/api/children/${f.child.id}/makeup-options?creditId=${creditId}` });
const book = (f: Family, body: { creditId: string; classId: string; date: string; startTime: string }) =>
  f.parent.inject({ method: 'POST', url: `/api/children/${f.child.id}/makeups`, payload: body });

/** What booking, cancelling and moving write, as the database holds it. */
async function written() {
  const db = t.database.db;
  return {
    bookings: await db
      .select({ id: makeupBookings.id, date: makeupBookings.date, cancelledAt: makeupBookings.cancelledAt })
      .from(makeupBookings)
      .orderBy(makeupBookings.id),
    credits: await db
      .select({ id: makeupCredits.id, status: makeupCredits.status })
      .from(makeupCredits)
      .orderBy(makeupCredits.id),
    audit: (await db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n,
  };
}

describe('make-up options', () => {
  it('never offers or books a make-up before the session it replaces, nor frees a place for a child who left', async () => {
    const { f, creditId, tueThu, friday } = await buildClub();
    const db = t.database.db;
    // The credit as reported: for Wednesday 9 December.
    await db.update(makeupCredits).set({ sessionDate: '2026-12-09' }).where(eq(makeupCredits.id, creditId));
    const options = (await optionsOf(f, creditId)).json().options as { onDate: string }[];
    expect(options.length).toBeGreaterThan(0);
    expect(options.filter((o) => o.onDate < '2026-12-09')).toEqual([]);
    const early = await book(f, { creditId, classId: tueThu.id, date: '2026-12-08', startTime: '18:00' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('MAKEUP_NOT_ALLOWED');
    // The Friday regular away on the 18th leaves the class: that day's one place was theirs and is free anyway,
    // so the class (capacity 1) has one place, not two.
    await db.update(enrollments).set({ active: false }).where(eq(enrollments.classId, friday.id));
    const friday18 = (
      (await optionsOf(f, creditId)).json().options as { classId: string; onDate: string; freePlaces: number }[]
    ).find((o) => o.classId === friday.id && o.onDate === '2026-12-18');
    expect(friday18?.freePlaces).toBe(1);
  });

  it('keeps an absence notice on a session the club has since closed (its credit stands in for the closure’s)', async () => {
    const { f, creditId } = await buildClub();
    const db = t.database.db;
    await db.insert(closures).values({ startsOn: '2026-12-09', endsOn: '2026-12-09', reason: 'public_holiday' });
    const [absence] = await db.select().from(absences).where(eq(absences.childId, f.child.id));
    const res = await f.parent.inject({ method: 'DELETE', url: `/api/children/${f.child.id}/absences/${absence?.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('SESSION_CANCELLED');
    const [after] = await db
      .select()
      .from(absences)
      .where(eq(absences.id, absence?.id as string));
    expect(after?.withdrawnAt).toBeNull();
    const [credit] = await db.select().from(makeupCredits).where(eq(makeupCredits.id, creditId));
    expect(credit?.status).toBe('available');
    const listed = (await f.parent.inject({ url: `/api/children/${f.child.id}/sessions` })).json();
    expect(listed.upcoming.find((s: { date: string }) => s.date === '2026-12-09').canWithdraw).toBe(false);
  });

  it('takes absence notices for the next two weeks only', async () => {
    const { f } = await buildClub();
    // Now is Monday 7 December: Wednesday 23 December is past the two weeks shown.
    const res = await f.parent.inject({
      method: 'POST',
      url: `/api/children/${f.child.id}/absences`,
      payload: { classId: f.cls.id, date: '2026-12-23', startTime: '17:00' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([{ path: 'date', message: 'absenceTooFarAhead' }]);
    const stored = await t.database.db.select().from(absences).where(eq(absences.date, '2026-12-23'));
    expect(stored).toEqual([]);
    // The last day listed is Sunday 20 December (today and 13 more): Monday 21 is refused, Wednesday 16 is taken.
    const report = (date: string) =>
      f.parent.inject({
        method: 'POST',
        url: `/api/children/${f.child.id}/absences`,
        payload: { classId: f.cls.id, date, startTime: '17:00' },
      });
    const monday21 = await report('2026-12-21');
    expect(monday21.statusCode).toBe(400);
    expect(monday21.json().error.details).toEqual([{ path: 'date', message: 'absenceTooFarAhead' }]);
    expect(await t.database.db.select().from(absences).where(eq(absences.date, '2026-12-21'))).toEqual([]);
    expect((await report('2026-12-16')).statusCode).toBe(201);
  });

  it('offers same-level pool sessions with a free place, up to four weeks ahead, counted by hand', async () => {
    const { f, creditId, tueThu, friday } = await buildClub();
    const res = await optionsOf(f, creditId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.expiresOn).toBe('2027-02-07');
    // Up to 4 January (today + 28 days), before the credit's last day. Tue/Thu: 3 places − 1 regular = 2, but
    // 10 December is cancelled and 15 December has a guest (1 left). Friday: full but for 18 December (1 away).
    const got = body.options.map((o: { classId: string; date: string; freePlaces: number }) => [
      o.classId === tueThu.id ? 'tueThu' : o.classId === friday.id ? 'friday' : o.classId,
      o.date,
      o.freePlaces,
    ]);
    expect(got).toEqual([
      ['tueThu', '2026-12-08', 2],
      ['tueThu', '2026-12-15', 1],
      ['tueThu', '2026-12-17', 2],
      ['friday', '2026-12-18', 1],
      ['tueThu', '2026-12-22', 2],
      ['tueThu', '2026-12-24', 2],
      ['tueThu', '2026-12-29', 2],
      ['tueThu', '2026-12-31', 2],
    ]);
    expect(body.options[0]).toMatchObject({
      level: 'beginner',
      coachName: { bg: 'Иван Треньор' },
      startTime: '18:00',
      startsAt: sofia('2026-12-08', '18:00').toISOString(),
      status: 'scheduled',
    });
  });

  it('counts booked trials as taken places: a trial takes a make-up’s place, a cancelled one gives it back', async () => {
    const { f, creditId, tueThu } = await buildClub();
    // Visitors book trials through the public form: two on Thursday 17 December, one on Tuesday 22 December.
    let visitors = 0;
    const trial = (date: string, child: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/trials',
        headers: { origin: 'http://localhost:3000' },
        payload: {
          classId: tueThu.id,
          date,
          startTime: '18:00',
          parentName: 'Гергана Колева',
          email: `visitor-${++visitors}@example.bg`,
          phone: '+359 888 555 111',
          childFirstName: child,
          childBirthYear: 2018,
          consent: true,
        },
      });
    expect((await trial('2026-12-17', 'Ива')).statusCode).toBe(201);
    expect((await trial('2026-12-22', 'Боян')).statusCode).toBe(201);
    const freeOn = async () =>
      Object.fromEntries(
        ((await optionsOf(f, creditId)).json().options as { classId: string; date: string; freePlaces: number }[])
          .filter((o) => o.classId === tueThu.id)
          .map((o) => [o.date, o.freePlaces]),
      );
    // 3 places − 1 regular = 2; the 15th has a guest (1 left); the 17th and 22nd one trial each (1 left).
    expect(await freeOn()).toMatchObject({
      '2026-12-08': 2,
      '2026-12-15': 1,
      '2026-12-17': 1,
      '2026-12-22': 1,
      '2026-12-24': 2,
    });
    expect((await trial('2026-12-17', 'Дара')).statusCode).toBe(201);
    // The 17th is full now: it is not offered, and a make-up cannot take it.
    expect(await freeOn()).not.toHaveProperty('2026-12-17');
    const full = await book(f, { creditId, classId: tueThu.id, date: '2026-12-17', startTime: '18:00' });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('SESSION_FULL');
    // A trial cancelled before its session gives its place back.
    await t.database.db.execute(
      sql`update trial_bookings set cancelled_at = now() where child_first_name = 'Дара' and date = '2026-12-17'`,
    );
    expect(await freeOn()).toMatchObject({ '2026-12-17': 1 });
    expect((await book(f, { creditId, classId: tueThu.id, date: '2026-12-17', startTime: '18:00' })).statusCode).toBe(
      201,
    );
  });

  it('ends at the credit’s last day and leaves out a session the child already booked', async () => {
    const { f, creditId, tueThu } = await buildClub();
    const [manual] = await t.database.db
      .insert(makeupCredits)
      .values({ childId: f.child.id, source: 'manual', sessionDate: '2026-12-01', expiresOn: '2026-12-17' })
      .returning();
    const booked = await book(f, { creditId, classId: tueThu.id, date: '2026-12-08', startTime: '18:00' });
    expect(booked.statusCode).toBe(201);
    const res = await optionsOf(f, manual?.id as string);
    // A credit without a class: the child's level (beginner) at a pool; 8 December is the child's already.
    expect(res.json().options.map((o: { date: string }) => o.date)).toEqual(['2026-12-15', '2026-12-17']);
  });

  it('refuses an expired or booked credit, and answers another child’s credit like an unknown one', async () => {
    const { f, creditId, tueThu } = await buildClub();
    const other = await buildFamily(t);
    const [expired] = await t.database.db
      .insert(makeupCredits)
      .values({ childId: f.child.id, source: 'manual', sessionDate: '2026-10-01', expiresOn: '2026-12-06' })
      .returning();
    expect((await optionsOf(f, expired?.id as string)).json().error.code).toBe('CREDIT_NOT_USABLE');
    await book(f, { creditId, classId: tueThu.id, date: '2026-12-08', startTime: '18:00' });
    expect((await optionsOf(f, creditId)).json().error.code).toBe('CREDIT_NOT_USABLE');
    const theirs = await optionsOf(other, creditId);
    expect(theirs.statusCode).toBe(404);
    expect((await optionsOf(f, 'not-an-id')).statusCode).toBe(404);
    const listed = (await f.parent.inject({ url: `/api/children/${f.child.id}/sessions` })).json();
    expect(listed.credits.find((c: { id: string }) => c.id === expired?.id)?.status).toBe('expired');
  });
});

describe('booking, cancelling and moving a make-up', () => {
  it('books with the credit, moves it, and cancels it to get the credit back', async () => {
    const { f, creditId, tueThu } = await buildClub();
    const res = await book(f, { creditId, classId: tueThu.id, date: '2026-12-08', startTime: '18:00' });
    expect(res.statusCode).toBe(201);
    const first = res.json();
    expect(first).toMatchObject({
      creditId,
      classId: tueThu.id,
      date: '2026-12-08',
      coachName: { bg: 'Иван Треньор' },
      attendance: null,
      changeBy: sofia('2026-12-08', '16:00').toISOString(),
      canChange: true,
    });
    const live = () =>
      t.database.db
        .select({ id: makeupBookings.id, date: makeupBookings.date })
        .from(makeupBookings)
        .where(and(eq(makeupBookings.creditId, creditId), isNull(makeupBookings.cancelledAt)));
    const creditStatus = async () =>
      (await t.database.db.select().from(makeupCredits).where(eq(makeupCredits.id, creditId)))[0]?.status;
    expect(await live()).toEqual([{ id: first.id, date: '2026-12-08' }]);
    expect(await creditStatus()).toBe('booked');

    const listed = (await f.parent.inject({ url: `/api/children/${f.child.id}/sessions` })).json();
    expect(listed.makeups.map((m: { id: string }) => m.id)).toEqual([first.id]);
    expect(listed.credits[0]).toMatchObject({ id: creditId, status: 'booked', bookingId: first.id });
    // The absence whose credit is booked cannot be taken back now.
    expect(listed.upcoming.find((s: { date: string }) => s.date === '2026-12-09').canWithdraw).toBe(false);

    const moved = await f.parent.inject({
      method: 'POST',
      url: `/api/children/${f.child.id}/makeups/${first.id}/move`,
      payload: { classId: tueThu.id, date: '2026-12-17', startTime: '18:00' },
    });
    expect(moved.statusCode).toBe(200);
    const second = moved.json();
    expect(second).toMatchObject({ creditId, date: '2026-12-17' });
    expect(await live()).toEqual([{ id: second.id, date: '2026-12-17' }]);
    expect(await creditStatus()).toBe('booked');

    const cancelled = await f.parent.inject({
      method: 'DELETE',
      url: `/api/children/${f.child.id}/makeups/${second.id}`,
    });
    expect(cancelled.statusCode).toBe(204);
    expect(await live()).toEqual([]);
    expect(await creditStatus()).toBe('available');
    const actions = (await t.database.db.select({ action: auditLog.action }).from(auditLog)).map((a) => a.action);
    expect(actions.filter((a) => a.startsWith('makeup.')).sort()).toEqual([
      'makeup.booked',
      'makeup.cancelled',
      'makeup.moved',
    ]);
  });

  it('refuses a full session, another level, another kind of place, a stopped class and the own class', async () => {
    const { f, creditId, friday, intermediate, kindergarten, inactive } = await buildClub();
    const before = await written();
    const full = await book(f, { creditId, classId: friday.id, date: '2026-12-11', startTime: '16:00' });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('SESSION_FULL');
    const refused = [
      { classId: intermediate.id, date: '2026-12-08', startTime: '18:00' },
      { classId: kindergarten.id, date: '2026-12-08', startTime: '10:00' },
      { classId: inactive.id, date: '2026-12-08', startTime: '19:00' },
      { classId: f.cls.id, date: '2026-12-14', startTime: '17:00' },
    ];
    for (const key of refused) {
      const res = await book(f, { creditId, ...key });
      expect(res.json().error.code, key.classId).toBe('MAKEUP_NOT_ALLOWED');
    }
    expect(await written()).toEqual(before);
    // The day the Friday regular is away, the place is there.
    expect((await book(f, { creditId, classId: friday.id, date: '2026-12-18', startTime: '16:00' })).statusCode).toBe(
      201,
    );
  });

  it('refuses an expired credit, one ending before the session, a cancelled session and a late booking', async () => {
    const { f, tueThu } = await buildClub();
    const other = await buildFamily(t);
    const credit = async (expiresOn: string) =>
      (
        await t.database.db
          .insert(makeupCredits)
          .values({ childId: f.child.id, source: 'manual', sessionDate: '2026-11-01', expiresOn })
          .returning()
      )[0]?.id as string;
    const expired = await credit('2026-12-06');
    const endsWednesday = await credit('2026-12-09');
    const before = await written();
    const tue = { classId: tueThu.id, date: '2026-12-08', startTime: '18:00' };
    expect((await book(f, { creditId: expired, ...tue })).json().error.code).toBe('CREDIT_NOT_USABLE');
    expect((await book(f, { creditId: endsWednesday, ...tue, date: '2026-12-15' })).json().error.code).toBe(
      'CREDIT_NOT_USABLE',
    );
    expect((await book(f, { creditId: endsWednesday, ...tue, date: '2026-12-10' })).json().error.code).toBe(
      'SESSION_CANCELLED',
    );
    // Another family's parent with our credit: not found, whichever child they name.
    const theirs = await book(other, { creditId: endsWednesday, ...tue });
    expect(theirs.statusCode).toBe(404);
    clock.now = sofia('2026-12-08', '16:00');
    expect((await book(f, { creditId: endsWednesday, ...tue })).json().error.code).toBe('NOTICE_PERIOD_PASSED');
    expect(await written()).toEqual(before);
  });

  it('keeps a make-up once the notice period has begun: no cancelling, no moving', async () => {
    const { f, creditId, tueThu } = await buildClub();
    const first = (await book(f, { creditId, classId: tueThu.id, date: '2026-12-08', startTime: '18:00' })).json();
    clock.now = sofia('2026-12-08', '16:00');
    const before = await written();
    const cancel = await f.parent.inject({ method: 'DELETE', url: `/api/children/${f.child.id}/makeups/${first.id}` });
    expect(cancel.json().error.code).toBe('NOTICE_PERIOD_PASSED');
    const move = await f.parent.inject({
      method: 'POST',
      url: `/api/children/${f.child.id}/makeups/${first.id}/move`,
      payload: { classId: tueThu.id, date: '2026-12-17', startTime: '18:00' },
    });
    expect(move.json().error.code).toBe('NOTICE_PERIOD_PASSED');
    expect(await written()).toEqual(before);
    const listed = (await f.parent.inject({ url: `/api/children/${f.child.id}/sessions` })).json();
    expect(listed.makeups[0]).toMatchObject({ id: first.id, canChange: false });
  });

  it('moves nothing when the new session is full, and another family cannot touch the booking', async () => {
    const { f, creditId, tueThu, friday } = await buildClub();
    const other = await buildFamily(t);
    const first = (await book(f, { creditId, classId: tueThu.id, date: '2026-12-08', startTime: '18:00' })).json();
    const before = await written();
    const move = await f.parent.inject({
      method: 'POST',
      url: `/api/children/${f.child.id}/makeups/${first.id}/move`,
      payload: { classId: friday.id, date: '2026-12-11', startTime: '16:00' },
    });
    expect(move.json().error.code).toBe('SESSION_FULL');
    const theirs = await other.parent.inject({
      method: 'DELETE',
      url: `/api/children/${f.child.id}/makeups/${first.id}`,
    });
    expect(theirs.json().error.code).toBe('CHILD_NOT_FOUND');
    const crossed = await other.parent.inject({
      method: 'DELETE',
      url: `/api/children/${other.child.id}/makeups/${first.id}`,
    });
    expect(crossed.statusCode).toBe(404);
    expect(await written()).toEqual(before);
  });

  it('answers a coach acting for a child not their own like an unknown child', async () => {
    const { f, creditId, tueThu } = await buildClub();
    const coach = await buildCaller(t.app, t.database.db, { role: 'instructor' });
    const res = await coach.inject({
      method: 'POST',
      url: `/api/children/${f.child.id}/makeups`,
      payload: { creditId, classId: tueThu.id, date: '2026-12-08', startTime: '18:00' },
    });
    expect(res.json().error.code).toBe('CHILD_NOT_FOUND');
    expect(await t.database.db.select().from(makeupBookings).where(eq(makeupBookings.creditId, creditId))).toEqual([]);
  });
});
