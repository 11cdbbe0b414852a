// A parent reports that a child won't come, and takes it back: in time, too late, twice, for another family's child;
// each refusal changes nothing (read back with SQL). Then the credit rules as a hand-written table.
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { absences, auditLog, makeupCredits, payments, sessionChanges } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildCaller } from '../../test/auth.js';
import { buildClass } from '../../test/factories.js';
import { START, buildFamily, clock, type Family, setSessionRules, sofia } from './sessions-test-kit.js';

const t = useTestApp({ rateLimitMax: 100_000 }, { now: () => clock.now });

beforeEach(async () => {
  clock.now = START;
  await setSessionRules(t.database.db);
});

const WED = { date: '2026-12-09', startTime: '17:00' };
const MON = { date: '2026-12-07', startTime: '17:00' };

const report = (f: Family, key: { date: string; startTime: string }, classId = f.cls.id) =>
  f.parent.inject({ method: 'POST', url: `/api/children/${f.child.id}/absences`, payload: { classId, ...key } });
const withdraw = (f: Family, absenceId: string) =>
  f.parent.inject({ method: 'DELETE', url: `/api/children/${f.child.id}/absences/${absenceId}` });

/** Everything an absence report or withdrawal writes, as the database holds it. */
async function written() {
  const db = t.database.db;
  return {
    absences: await db
      .select({ id: absences.id, date: absences.date, withdrawnAt: absences.withdrawnAt })
      .from(absences)
      .orderBy(absences.id),
    credits: await db
      .select({ id: makeupCredits.id, status: makeupCredits.status, expiresOn: makeupCredits.expiresOn })
      .from(makeupCredits)
      .orderBy(makeupCredits.id),
    audit: (await db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n,
  };
}

describe('reporting an absence', () => {
  it('lists the next two weeks of sessions with the deadline two hours before each', async () => {
    const f = await buildFamily(t);
    const res = await f.parent.inject({ url: `/api/children/${f.child.id}/sessions` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.noticeHours).toBe(2);
    expect(body.upcoming.map((s: { date: string }) => s.date)).toEqual([
      '2026-12-07',
      '2026-12-09',
      '2026-12-14',
      '2026-12-16',
    ]);
    expect(body.upcoming[0]).toMatchObject({
      startTime: '17:00',
      startsAt: sofia('2026-12-07', '17:00').toISOString(),
      changeBy: sofia('2026-12-07', '15:00').toISOString(),
      status: 'scheduled',
      absence: null,
      canReport: true,
      canWithdraw: false,
    });
  });

  it('earns a credit for an absence reported in time, and answers a second report with the first', async () => {
    const f = await buildFamily(t);
    const res = await report(f, WED);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    // 9 December + 60 days = 7 February (22 days of December, 31 of January, 7 of February).
    expect(body).toMatchObject({ credit: { expiresOn: '2027-02-07' }, creditWithheld: null });
    const after = await written();
    expect(after.absences).toEqual([{ id: body.absenceId, date: '2026-12-09', withdrawnAt: null }]);
    expect(after.credits).toEqual([{ id: body.credit.id, status: 'available', expiresOn: '2027-02-07' }]);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'absence.reported'));
    expect(audit).toMatchObject({ actorId: f.parent.user.id, entityId: body.absenceId });

    const again = await report(f, WED);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);
    expect(await written()).toEqual(after);

    const listed = (await f.parent.inject({ url: `/api/children/${f.child.id}/sessions` })).json();
    const wed = listed.upcoming.find((s: { date: string }) => s.date === '2026-12-09');
    expect(wed).toMatchObject({ canReport: false, canWithdraw: true, absence: { id: body.absenceId } });
    expect(listed.credits).toEqual([
      {
        id: body.credit.id,
        source: 'absence',
        sessionDate: '2026-12-09',
        classTitle: f.cls.title,
        expiresOn: '2027-02-07',
        status: 'available',
        bookingId: null,
      },
    ]);
  });

  it('refuses a report once the notice period has begun, and changes nothing', async () => {
    const f = await buildFamily(t);
    clock.now = sofia('2026-12-07', '15:00');
    const before = await written();
    const res = await report(f, MON);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('NOTICE_PERIOD_PASSED');
    expect(await written()).toEqual(before);
    // A minute earlier it was still in time.
    clock.now = sofia('2026-12-07', '14:59');
    expect((await report(f, MON)).statusCode).toBe(201);
  });

  it('refuses another family’s child, a class the child is not in and a cancelled session, changing nothing', async () => {
    const f = await buildFamily(t);
    const other = await buildFamily(t);
    const before = await written();

    const theirs = await f.parent.inject({
      method: 'POST',
      url: `/api/children/${other.child.id}/absences`,
      payload: { classId: other.cls.id, ...WED },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.code).toBe('CHILD_NOT_FOUND');

    const notEnrolled = await report(f, WED, other.cls.id);
    expect(notEnrolled.statusCode).toBe(404);
    expect(notEnrolled.json().error.code).toBe('SESSION_NOT_FOUND');

    const noSuchSlot = await report(f, { date: '2026-12-08', startTime: '17:00' });
    expect(noSuchSlot.json().error.code).toBe('SESSION_NOT_FOUND');

    await t.database.db.insert(sessionChanges).values({ classId: f.cls.id, ...WED, kind: 'cancelled' });
    const cancelled = await report(f, WED);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error.code).toBe('SESSION_CANCELLED');

    const badDate = await report(f, { date: '2026-02-30', startTime: '17:00' });
    expect(badDate.statusCode).toBe(400);
    expect(await written()).toEqual(before);
  });
});

describe('taking an absence back', () => {
  it('withdraws in time and revokes the unused credit; a new report earns a new one', async () => {
    const f = await buildFamily(t);
    const { absenceId, credit } = (await report(f, WED)).json();
    const res = await withdraw(f, absenceId);
    expect(res.statusCode).toBe(204);
    const [row] = await t.database.db.select().from(absences).where(eq(absences.id, absenceId));
    expect(row?.withdrawnAt).toEqual(START);
    const [revoked] = await t.database.db.select().from(makeupCredits).where(eq(makeupCredits.id, credit.id));
    expect(revoked).toMatchObject({
      status: 'revoked',
      revokedFor: 'absence_withdrawn',
      reason: null,
      revokedBy: f.parent.user.id,
    });
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'absence.withdrawn'))).toHaveLength(1);

    const again = await report(f, WED);
    expect(again.statusCode).toBe(201);
    expect(again.json().absenceId).not.toBe(absenceId);
    expect(again.json().creditWithheld).toBeNull();
  });

  it('refuses too late, twice, with a booked credit, and for another family, changing nothing', async () => {
    const f = await buildFamily(t);
    const other = await buildFamily(t);
    const mon = (await report(f, MON)).json();
    const wed = (await report(f, WED)).json();

    // Someone else's parent: the same answer as an unknown child.
    const before = await written();
    const theirs = await other.parent.inject({
      method: 'DELETE',
      url: `/api/children/${f.child.id}/absences/${wed.absenceId}`,
    });
    expect(theirs.json().error.code).toBe('CHILD_NOT_FOUND');
    // Their own child in the URL, our absence: not theirs to find.
    const crossed = await other.parent.inject({
      method: 'DELETE',
      url: `/api/children/${other.child.id}/absences/${wed.absenceId}`,
    });
    expect(crossed.statusCode).toBe(404);

    // The credit is booked for a make-up: the notice stays.
    await t.database.db.update(makeupCredits).set({ status: 'booked' }).where(eq(makeupCredits.id, wed.credit.id));
    const inUse = await withdraw(f, wed.absenceId);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.code).toBe('CREDIT_IN_USE');
    const booked = await written();
    expect(booked.credits.find((c) => c.id === wed.credit.id)?.status).toBe('booked');

    clock.now = sofia('2026-12-07', '15:00');
    const late = await withdraw(f, mon.absenceId);
    expect(late.json().error.code).toBe('NOTICE_PERIOD_PASSED');
    expect(await written()).toEqual(booked);
    expect(booked.absences.every((a) => a.withdrawnAt === null)).toBe(true);
    expect(before.absences).toEqual(booked.absences);

    clock.now = START;
    await t.database.db.update(makeupCredits).set({ status: 'available' }).where(eq(makeupCredits.id, wed.credit.id));
    expect((await withdraw(f, wed.absenceId)).statusCode).toBe(204);
    const twice = await withdraw(f, wed.absenceId);
    expect(twice.statusCode).toBe(404);
  });
});

describe('the credit rules', () => {
  type Row = {
    name: string;
    plan: Family['enrollment']['planType'];
    /** Absence credits the child already has: session dates and statuses. */
    prior?: { sessionDate: string; status: 'available' | 'revoked' | 'used' }[];
    overdue?: boolean;
    rules?: { creditPlans?: Family['enrollment']['planType'][]; creditsPerMonth?: number; creditExpiryDays?: number };
    /** The absence is for Wednesday 9 December. */
    want: { withheld: string | null; expiresOn?: string };
  };
  const table: Row[] = [
    { name: '8 sessions', plan: 'pool_8', want: { withheld: null, expiresOn: '2027-02-07' } },
    { name: '12 sessions', plan: 'pool_12', want: { withheld: null, expiresOn: '2027-02-07' } },
    { name: '16 sessions', plan: 'pool_16', want: { withheld: null, expiresOn: '2027-02-07' } },
    { name: 'monthly unlimited', plan: 'pool_monthly', want: { withheld: 'plan' } },
    { name: 'kindergarten', plan: 'kindergarten_monthly', want: { withheld: 'plan' } },
    {
      name: 'unlimited when the club lists it',
      plan: 'pool_monthly',
      rules: { creditPlans: ['pool_monthly'] },
      want: { withheld: null, expiresOn: '2027-02-07' },
    },
    {
      name: 'two credits already this month',
      plan: 'pool_8',
      prior: [
        { sessionDate: '2026-12-02', status: 'available' },
        { sessionDate: '2026-12-03', status: 'used' },
      ],
      want: { withheld: 'monthlyCap' },
    },
    {
      name: 'one of the two was revoked',
      plan: 'pool_8',
      prior: [
        { sessionDate: '2026-12-02', status: 'available' },
        { sessionDate: '2026-12-03', status: 'revoked' },
      ],
      want: { withheld: null, expiresOn: '2027-02-07' },
    },
    {
      name: 'two credits last month',
      plan: 'pool_8',
      prior: [
        { sessionDate: '2026-11-25', status: 'available' },
        { sessionDate: '2026-11-30', status: 'available' },
      ],
      want: { withheld: null, expiresOn: '2027-02-07' },
    },
    {
      name: 'a cap of three',
      plan: 'pool_8',
      rules: { creditsPerMonth: 3 },
      prior: [
        { sessionDate: '2026-12-02', status: 'available' },
        { sessionDate: '2026-12-03', status: 'used' },
      ],
      want: { withheld: null, expiresOn: '2027-02-07' },
    },
    { name: 'November unpaid (overdue)', plan: 'pool_8', overdue: true, want: { withheld: 'overdue' } },
    { name: 'an unpaid plan beats the cap', plan: 'pool_monthly', overdue: true, want: { withheld: 'plan' } },
    {
      name: 'expiry of 30 days',
      plan: 'pool_8',
      rules: { creditExpiryDays: 30 },
      want: { withheld: null, expiresOn: '2027-01-08' },
    },
  ];

  it.each(table)('$name', async (row) => {
    const db = t.database.db;
    await setSessionRules(db, row.rules);
    // Overdue: the child started in November and nothing was paid; November was due by 11 November.
    const f = await buildFamily(t, { planType: row.plan, startsOn: row.overdue ? '2026-11-01' : '2026-12-01' });
    if (!row.overdue) {
      // December is paid (not yet due either way): the family owes nothing overdue.
      await db.insert(payments).values({
        parentId: f.parent.user.id,
        childId: f.child.id,
        enrollmentId: f.enrollment.id,
        amount: 16000,
        method: 'card',
        status: 'paid',
        paidAt: START,
        billingPeriod: '2026-12',
      });
    }
    for (const p of row.prior ?? []) {
      await db.insert(makeupCredits).values({
        childId: f.child.id,
        enrollmentId: f.enrollment.id,
        source: 'absence',
        sessionDate: p.sessionDate,
        expiresOn: '2027-01-31',
        status: p.status,
        revokedFor: p.status === 'revoked' ? 'admin' : null,
      });
    }
    const res = await report(f, WED);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.creditWithheld).toBe(row.want.withheld);
    const earned = await db
      .select({ expiresOn: makeupCredits.expiresOn })
      .from(makeupCredits)
      .where(and(eq(makeupCredits.childId, f.child.id), eq(makeupCredits.sessionDate, WED.date)));
    if (row.want.withheld) {
      expect(body.credit).toBeNull();
      expect(earned).toEqual([]);
    } else {
      expect(body.credit.expiresOn).toBe(row.want.expiresOn);
      expect(earned).toEqual([{ expiresOn: row.want.expiresOn }]);
    }
  });

  it('lets an admin or a coach report only for their own children', async () => {
    const f = await buildFamily(t);
    for (const role of ['admin', 'instructor'] as const) {
      const staff = await buildCaller(t.app, t.database.db, { role });
      const res = await staff.inject({
        method: 'POST',
        url: `/api/children/${f.child.id}/absences`,
        payload: { classId: f.cls.id, ...WED },
      });
      expect(res.json().error.code, role).toBe('CHILD_NOT_FOUND');
    }
    const coachParent = await buildCaller(t.app, t.database.db, { role: 'instructor' });
    const own = await buildFamily(t, { parent: coachParent, inClass: await buildClass(t.database.db) });
    expect((await report(own, WED)).statusCode).toBe(201);
  });
});
