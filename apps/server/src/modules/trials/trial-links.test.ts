// What a trial's mail links do, and the family's trials once they have an account: reading the trial with the details
// given, cancelling it (the place is free again; until the session starts), linking it to the signed-in account, and
// the dashboard's list. The calendar is the one in sessions-test-kit.ts: now is Monday 7 December 2026, 10:00 in Sofia.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { trialBookings, users } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildCaller, TEST_ORIGIN } from '../../test/auth.js';
import { START, clock, setSessionRules, sofia } from '../sessions/sessions-test-kit.js';
import {
  bookAsVisitor,
  buildTrialClass,
  insertTrial,
  mailsOfKind,
  newVisitorFamily,
  tokenIn,
  visitorBooking,
} from './trials-test-kit.js';

const t = useTestApp({ rateLimitMax: 100_000 }, { now: () => clock.now });

let email: string;
beforeEach(async () => {
  clock.now = START;
  email = newVisitorFamily();
  await setSessionRules(t.database.db);
});

/** A visitor's booking of Monday 14 December 17:00 in a class of one place, and the secret its mail carries. */
async function bookedTrial() {
  const db = t.database.db;
  const { cls } = await buildTrialClass(db, { maxCapacity: 1 });
  expect((await bookAsVisitor(t, visitorBooking(cls.id))).statusCode).toBe(201);
  const [mail] = await mailsOfKind(db, 'trial-booked');
  const [row] = await db.select().from(trialBookings);
  return { cls, token: tokenIn(mail?.text ?? ''), trial: row as typeof trialBookings.$inferSelect };
}

const readLink = (token: string) => t.app.inject({ url: `/api/trials/link?t=${encodeURIComponent(token)}` });
const cancelByLink = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/trials/link/cancel',
    headers: { origin: TEST_ORIGIN },
    payload: { t: token },
  });
const offered = async (classId: string) =>
  (await t.app.inject({ url: `/api/trials/classes/${classId}` })).json().sessions.map((s: { date: string }) => s.date);

describe('the mail’s links', () => {
  it('show the trial with the details the family gave; an altered link names nothing', async () => {
    const { cls, token, trial } = await bookedTrial();
    const res = await readLink(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      parentName: 'Гергана Колева',
      email,
      phone: '+359 888 555 111',
      trial: {
        id: trial.id,
        classId: cls.id,
        locationId: cls.locationId,
        classTitle: { bg: 'Делфинчета', en: 'Little Dolphins' },
        locationName: { bg: 'Басейн Дружба', en: 'Druzhba Pool' },
        date: '2026-12-14',
        startTime: '17:00',
        onDate: '2026-12-14',
        atTime: '17:00',
        startsAt: sofia('2026-12-14', '17:00').toISOString(),
        durationMinutes: 60,
        sessionStatus: 'scheduled',
        childFirstName: 'Ива',
        childBirthYear: 2018,
        status: 'booked',
        past: false,
        canCancel: true,
        converted: false,
      },
    });
    for (const bad of [`${token.slice(0, -1)}A`, 'x', token.toUpperCase()]) {
      const wrong = await readLink(bad);
      expect([wrong.statusCode, wrong.json().error.code]).toEqual([404, 'TRIAL_LINK_INVALID']);
    }
  });

  it('cancel the trial until its session starts, which frees the place; a second cancel changes nothing', async () => {
    const { cls, token, trial } = await bookedTrial();
    expect(await offered(cls.id)).not.toContain('2026-12-14');
    const wrong = await cancelByLink('not-the-secret');
    expect(wrong.json().error.code).toBe('TRIAL_LINK_INVALID');

    clock.now = sofia('2026-12-14', '16:59');
    const res = await cancelByLink(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: trial.id, status: 'cancelled', canCancel: false });
    const [row] = await t.database.db.select().from(trialBookings).where(eq(trialBookings.id, trial.id));
    expect(row?.cancelledAt).toEqual(sofia('2026-12-14', '16:59'));
    expect(await offered(cls.id)).toContain('2026-12-14');
    // Again: still cancelled, at the first time.
    expect((await cancelByLink(token)).json().status).toBe('cancelled');
    const [still] = await t.database.db.select().from(trialBookings).where(eq(trialBookings.id, trial.id));
    expect(still?.cancelledAt).toEqual(sofia('2026-12-14', '16:59'));
  });

  it('cannot cancel once the session has started', async () => {
    const { token, trial } = await bookedTrial();
    clock.now = sofia('2026-12-14', '17:00');
    const res = await cancelByLink(token);
    expect([res.statusCode, res.json().error.code]).toEqual([409, 'NOTICE_PERIOD_PASSED']);
    const [row] = await t.database.db.select().from(trialBookings).where(eq(trialBookings.id, trial.id));
    expect(row?.cancelledAt).toBeNull();
  });
});

describe('the family’s trials', () => {
  it('links the trial to the account that opens the link, copying the phone to an account without one', async () => {
    const db = t.database.db;
    const { token, trial } = await bookedTrial();
    // The family made an account with another address (the link proves the mail reached them).
    const parent = await buildCaller(t.app, db, { email: 'iva.parent@example.bg' });
    expect((await parent.inject({ url: '/api/trials/mine' })).json().items).toEqual([]);
    const claim = (caller: typeof parent, secret = token) =>
      caller.inject({ method: 'POST', url: '/api/trials/claim', payload: { t: secret } });
    const res = await claim(parent);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ linked: true, trial: { id: trial.id, status: 'booked' } });
    const [row] = await db.select().from(trialBookings).where(eq(trialBookings.id, trial.id));
    expect(row?.userId).toBe(parent.user.id);
    const [account] = await db.select().from(users).where(eq(users.id, parent.user.id));
    expect(account?.phone).toBe('+359 888 555 111');
    expect((await parent.inject({ url: '/api/trials/mine' })).json().items.map((i: { id: string }) => i.id)).toEqual([
      trial.id,
    ]);
    // Again: nothing changes. Another account with the same link: not theirs.
    expect((await claim(parent)).json().linked).toBe(false);
    const stranger = await buildCaller(t.app, db);
    const theirs = await claim(stranger);
    expect([theirs.statusCode, theirs.json().error.code]).toEqual([404, 'TRIAL_LINK_INVALID']);
    expect((await claim(stranger, 'forged')).statusCode).toBe(404);
    const [after] = await db.select().from(trialBookings).where(eq(trialBookings.id, trial.id));
    expect(after?.userId).toBe(parent.user.id);
    expect((await t.app.inject({ method: 'POST', url: '/api/trials/claim', payload: { t: token } })).statusCode).toBe(
      401,
    );
  });

  it('lists the trials booked with the account’s address, the next first, then the past ones', async () => {
    const db = t.database.db;
    const { cls } = await buildTrialClass(db);
    const parent = await buildCaller(t.app, db, { email: 'maria.petrova@example.bg' });
    const own = { classId: cls.id, email: 'maria.petrova@example.bg' };
    const past = await insertTrial(db, { ...own, date: '2026-11-30', attendance: 'present' });
    const next = await insertTrial(db, { ...own, date: '2026-12-16', childFirstName: 'Боян' });
    const soon = await insertTrial(db, { ...own, date: '2026-12-09' });
    const cancelled = await insertTrial(db, { ...own, date: '2026-12-02', cancelledAt: START });
    // Another family's, and one with this address linked to another account: not listed.
    await insertTrial(db, { classId: cls.id, date: '2026-12-09', email: 'other@example.bg' });
    const other = await buildCaller(t.app, db);
    await insertTrial(db, { ...own, date: '2026-12-21', userId: other.user.id });

    const res = await parent.inject({ url: '/api/trials/mine' });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { id: string; status: string; past: boolean; canCancel: boolean }[];
    expect(items.map((i) => [i.id, i.status, i.past, i.canCancel])).toEqual([
      [soon.id, 'booked', false, true],
      [next.id, 'booked', false, true],
      [cancelled.id, 'cancelled', true, false],
      [past.id, 'attended', true, false],
    ]);
    expect((await t.app.inject({ url: '/api/trials/mine' })).statusCode).toBe(401);
  });

  it('cancels one of the family’s own trials from the dashboard; another family’s is not found', async () => {
    const db = t.database.db;
    const { cls } = await buildTrialClass(db);
    const parent = await buildCaller(t.app, db, { email: 'maria.petrova@example.bg' });
    const trial = await insertTrial(db, { classId: cls.id, date: '2026-12-09', email: 'maria.petrova@example.bg' });
    const stranger = await buildCaller(t.app, db);
    const cancel = (caller: typeof parent, id = trial.id) =>
      caller.inject({ method: 'POST', url: `/api/trials/${id}/cancel` });
    expect((await cancel(stranger)).statusCode).toBe(404);
    expect((await cancel(stranger, 'not-an-id')).statusCode).toBe(404);
    const [untouched] = await db.select().from(trialBookings).where(eq(trialBookings.id, trial.id));
    expect(untouched?.cancelledAt).toBeNull();
    const res = await cancel(parent);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: trial.id, status: 'cancelled' });
  });
});
