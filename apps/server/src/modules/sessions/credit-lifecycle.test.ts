// A make-up credit through the rest of its life, as the family reads it: a make-up day gone by without the coach's mark
// spends it, a make-up whose weekly session the class dropped is still listed and can be cancelled, a marked make-up
// is refused with its own code, the options say the last day they searched, a counted plan with no sessions left
// earns no credit, a repeated report names no stale reason, and the options count places in a fixed number of
// queries. The calendar is the one in sessions-test-kit.ts: now is Monday 7 December 2026, 10:00 in Sofia.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { absences, classSessions, enrollments, makeupBookings, makeupCredits } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildClass } from '../../test/factories.js';
import { listMakeupOptions } from './makeup-options.js';
import { START, buildFamily, clock, type Family, setSessionRules, sofia } from './sessions-test-kit.js';

const t = useTestApp({ rateLimitMax: 100_000 }, { now: () => clock.now });

beforeEach(async () => {
  clock.now = START;
  await setSessionRules(t.database.db);
});

const WED = { date: '2026-12-09', startTime: '17:00' };

/** The family's child reports Wednesday 9 December; answers the report's body. */
async function reportWednesday(f: Family) {
  const res = await f.parent.inject({
    method: 'POST',
    url: `/api/children/${f.child.id}/absences`,
    payload: { classId: f.cls.id, ...WED },
  });
  return res.json();
}

/** A beginners' pool class on Thursdays 18:00 with room, where the credit can be spent. */
const thursdayClass = () =>
  buildClass(t.database.db, { maxCapacity: 4, sessions: [{ dayOfWeek: 3, startTime: '18:00' }] });

const book = (f: Family, creditId: string, classId: string, date: string) =>
  f.parent.inject({
    method: 'POST',
    url: `/api/children/${f.child.id}/makeups`,
    payload: { creditId, classId, date, startTime: '18:00' },
  });
const listed = async (f: Family) => (await f.parent.inject({ url: `/api/children/${f.child.id}/sessions` })).json();
const creditRow = async (id: string) =>
  (await t.database.db.select().from(makeupCredits).where(eq(makeupCredits.id, id)))[0];

describe('a booked make-up over time', () => {
  it('reads as used once its day is past, though the coach never marked the guest', async () => {
    const f = await buildFamily(t);
    const thu = await thursdayClass();
    const creditId = (await reportWednesday(f)).credit.id as string;
    const booking = (await book(f, creditId, thu.id, '2026-12-10')).json();
    clock.now = sofia('2026-12-10', '20:00');
    expect((await listed(f)).credits).toMatchObject([{ id: creditId, status: 'booked', bookingId: booking.id }]);
    clock.now = sofia('2026-12-11', '08:00');
    const next = await listed(f);
    expect(next.credits).toMatchObject([{ id: creditId, status: 'used', bookingId: booking.id }]);
    expect(next.makeups).toMatchObject([{ id: booking.id, date: '2026-12-10', attendance: null }]);
    // Read, not written: the row stays booked (the coach may still mark it).
    expect((await creditRow(creditId))?.status).toBe('booked');
  });

  it('is listed and can be cancelled when the class no longer meets on that day', async () => {
    const f = await buildFamily(t);
    const thu = await thursdayClass();
    const creditId = (await reportWednesday(f)).credit.id as string;
    const booking = (await book(f, creditId, thu.id, '2026-12-17')).json();
    // The class moves from Thursdays to Fridays: 17 December is no dated session of it any more.
    await t.database.db.update(classSessions).set({ dayOfWeek: 4 }).where(eq(classSessions.classId, thu.id));
    const body = await listed(f);
    expect(body.makeups).toMatchObject([
      {
        id: booking.id,
        classId: thu.id,
        date: '2026-12-17',
        onDate: '2026-12-17',
        atTime: '18:00',
        startsAt: sofia('2026-12-17', '18:00').toISOString(),
        changeBy: sofia('2026-12-17', '16:00').toISOString(),
        canChange: true,
      },
    ]);
    expect(body.credits).toMatchObject([{ id: creditId, status: 'booked', bookingId: booking.id }]);
    const cancelled = await f.parent.inject({
      method: 'DELETE',
      url: `/api/children/${f.child.id}/makeups/${booking.id}`,
    });
    expect(cancelled.statusCode).toBe(204);
    expect((await creditRow(creditId))?.status).toBe('available');
  });

  it('refuses cancelling and moving a make-up the coach has marked with MAKEUP_ALREADY_MARKED', async () => {
    const f = await buildFamily(t);
    const thu = await thursdayClass();
    const creditId = (await reportWednesday(f)).credit.id as string;
    const booking = (await book(f, creditId, thu.id, '2026-12-10')).json();
    // Marked a day ahead (the coach may): the notice period has not begun, the mark alone refuses.
    await t.database.db
      .update(makeupBookings)
      .set({ attendance: 'absent', markedAt: clock.now })
      .where(eq(makeupBookings.id, booking.id));
    await t.database.db.update(makeupCredits).set({ status: 'used' }).where(eq(makeupCredits.id, creditId));
    const cancel = await f.parent.inject({
      method: 'DELETE',
      url: `/api/children/${f.child.id}/makeups/${booking.id}`,
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.code).toBe('MAKEUP_ALREADY_MARKED');
    const move = await f.parent.inject({
      method: 'POST',
      url: `/api/children/${f.child.id}/makeups/${booking.id}/move`,
      payload: { classId: thu.id, date: '2026-12-17', startTime: '18:00' },
    });
    expect(move.json().error.code).toBe('MAKEUP_ALREADY_MARKED');
    const live = await t.database.db
      .select({ id: makeupBookings.id, cancelledAt: makeupBookings.cancelledAt })
      .from(makeupBookings)
      .where(eq(makeupBookings.creditId, creditId));
    expect(live).toEqual([{ id: booking.id, cancelledAt: null }]);
  });
});

describe('make-up options', () => {
  it('say the last day searched: four weeks ahead, or the credit’s last day when sooner', async () => {
    const f = await buildFamily(t);
    await thursdayClass();
    const creditId = (await reportWednesday(f)).credit.id as string;
    const options = (
      await f.parent.inject({ url: `/api/children/${f.child.id}/makeup-options?creditId=${creditId}` })
    ).json();
    // 7 December + 28 days; the credit itself runs to 9 December + 60 days.
    expect(options).toMatchObject({ expiresOn: '2027-02-07', searchedUntil: '2027-01-04' });
    await t.database.db.update(makeupCredits).set({ expiresOn: '2026-12-20' }).where(eq(makeupCredits.id, creditId));
    const short = (
      await f.parent.inject({ url: `/api/children/${f.child.id}/makeup-options?creditId=${creditId}` })
    ).json();
    expect(short).toMatchObject({ expiresOn: '2026-12-20', searchedUntil: '2026-12-20' });
  });

  it('count free places in the same number of queries for 4 candidate sessions or 40', async () => {
    const f = await buildFamily(t);
    const db = t.database.db;
    const creditId = (await reportWednesday(f)).credit.id as string;
    await thursdayClass();
    const queries = async () => {
      let selects = 0;
      const counting = new Proxy(db, {
        get(target, name, receiver) {
          if (name === 'select') selects++;
          return Reflect.get(target, name, receiver);
        },
      }) as Db;
      const answer = await listMakeupOptions(counting, f.parent.user, {
        childId: f.child.id,
        creditId,
        now: clock.now,
      });
      return { selects, options: answer.options.length };
    };
    const few = await queries();
    expect(few.options).toBe(4);
    for (let i = 0; i < 9; i++) await thursdayClass();
    const many = await queries();
    expect(many.options).toBe(40);
    expect(many.selects).toBe(few.selects);
  });
});

describe('what a report earns', () => {
  it('earns nothing on a counted plan with no sessions left, and says so', async () => {
    const f = await buildFamily(t);
    await t.database.db.update(enrollments).set({ sessionsRemaining: 0 }).where(eq(enrollments.id, f.enrollment.id));
    const body = await reportWednesday(f);
    expect(body).toMatchObject({ credit: null, creditWithheld: 'planUsedUp' });
    const credits = await t.database.db.select().from(makeupCredits).where(eq(makeupCredits.childId, f.child.id));
    expect(credits).toEqual([]);
  });

  it('still earns one with a session left', async () => {
    const f = await buildFamily(t);
    await t.database.db.update(enrollments).set({ sessionsRemaining: 1 }).where(eq(enrollments.id, f.enrollment.id));
    expect(await reportWednesday(f)).toMatchObject({ credit: { expiresOn: '2027-02-07' }, creditWithheld: null });
  });

  it('keeps why a report earned nothing: a repeat and the sessions list name the reason decided then', async () => {
    const f = await buildFamily(t);
    await setSessionRules(t.database.db, { creditsPerMonth: 0 });
    const first = await reportWednesday(f);
    expect(first).toMatchObject({ credit: null, creditWithheld: 'monthlyCap' });
    // Since then the club raised the limit and the plan has no sessions left: today's rules would say 'planUsedUp'.
    await setSessionRules(t.database.db, { creditsPerMonth: 3 });
    await t.database.db.update(enrollments).set({ sessionsRemaining: 0 }).where(eq(enrollments.id, f.enrollment.id));
    expect(await reportWednesday(f)).toEqual({
      absenceId: first.absenceId,
      credit: null,
      creditWithheld: 'monthlyCap',
    });
    const list = (await f.parent.inject({ url: `/api/children/${f.child.id}/sessions` })).json();
    expect(list.creditsPerMonth).toBe(3);
    const wednesday = list.upcoming.find((s: { date: string }) => s.date === WED.date);
    expect(wednesday.absence).toMatchObject({ id: first.absenceId, creditId: null, creditWithheld: 'monthlyCap' });
    const [row] = await t.database.db
      .select({ withheld: absences.creditWithheld })
      .from(absences)
      .where(eq(absences.id, first.absenceId));
    expect(row).toEqual({ withheld: 'monthlyCap' });
  });

  it('answers a repeated report without a reason the first report never had', async () => {
    const f = await buildFamily(t);
    const first = await reportWednesday(f);
    expect(first.creditWithheld).toBeNull();
    // Since then the credit was revoked and the child moved to an unlimited plan (which earns none today).
    await t.database.db
      .update(makeupCredits)
      .set({ status: 'revoked', revokedFor: 'admin' })
      .where(eq(makeupCredits.id, first.credit.id as string));
    await t.database.db
      .update(enrollments)
      .set({ planType: 'pool_monthly', sessionsRemaining: null })
      .where(eq(enrollments.id, f.enrollment.id));
    const again = await reportWednesday(f);
    expect(again).toEqual({ absenceId: first.absenceId, credit: null, creditWithheld: null });
  });
});
