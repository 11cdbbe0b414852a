// An admin grants and revokes a make-up credit by hand, with a reason: the credit as written (read back with SQL), its
// default and chosen last day, the family spending a granted credit, the audit entries, and every refusal (no reason,
// a last day out of range, a credit not available, another role, unknown ids) changing nothing.
// The calendar is the one in sessions-test-kit.ts: now is Monday 7 December 2026, 10:00 in Sofia.
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, makeupCredits } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildCaller, type Caller } from '../../test/auth.js';
import { buildClass } from '../../test/factories.js';
import { START, buildFamily, clock, type Family, setSessionRules } from './sessions-test-kit.js';

const t = useTestApp({ rateLimitMax: 100_000 }, { now: () => clock.now });

beforeEach(async () => {
  clock.now = START;
  await setSessionRules(t.database.db, { creditExpiryDays: 45 });
});

const grant = (caller: Caller, childId: string, payload: unknown) =>
  caller.inject({ method: 'POST', url: `/api/admin/children/${childId}/credits`, payload: payload as object });
const revoke = (caller: Caller, creditId: string, payload: unknown) =>
  caller.inject({ method: 'POST', url: `/api/admin/credits/${creditId}/revoke`, payload: payload as object });

/** Everything a grant or a revocation writes, as the database holds it. */
async function written() {
  const db = t.database.db;
  return {
    credits: await db
      .select({ id: makeupCredits.id, status: makeupCredits.status, reason: makeupCredits.reason })
      .from(makeupCredits)
      .orderBy(makeupCredits.id),
    audit: (await db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n,
  };
}

async function setUp(): Promise<{ admin: Caller; f: Family }> {
  const admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
  const f = await buildFamily(t);
  return { admin, f };
}

describe('granting a credit by hand', () => {
  it('writes a manual credit valid from today for the club’s validity, audit-logged with the reason', async () => {
    const { admin, f } = await setUp();
    const res = await grant(admin, f.child.id, { reason: '  Басейнът беше студен  ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    // 7 December + 45 days (the club's validity here).
    expect(body).toMatchObject({
      source: 'manual',
      status: 'available',
      sessionDate: '2026-12-07',
      expiresOn: '2027-01-21',
      reason: 'Басейнът беше студен',
      classTitle: null,
      booking: null,
    });
    const [row] = await t.database.db.select().from(makeupCredits).where(eq(makeupCredits.id, body.id));
    expect(row).toMatchObject({
      childId: f.child.id,
      source: 'manual',
      enrollmentId: null,
      absenceId: null,
      sessionDate: '2026-12-07',
      expiresOn: '2027-01-21',
      status: 'available',
      reason: 'Басейнът беше студен',
      createdBy: admin.user.id,
    });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, body.id));
    expect(audit).toMatchObject([
      {
        actorId: admin.user.id,
        action: 'makeup.credit_granted',
        entityType: 'makeup_credit',
        details: { childId: f.child.id, reason: 'Басейнът беше студен' },
      },
    ]);
    // The family sees it and can book with it (a beginners' pool class on Thursdays).
    const thu = await buildClass(t.database.db, { sessions: [{ dayOfWeek: 3, startTime: '18:00' }] });
    const listed = (await f.parent.inject({ url: `/api/children/${f.child.id}/sessions` })).json();
    expect(listed.credits).toMatchObject([{ id: body.id, source: 'manual', status: 'available' }]);
    const booked = await f.parent.inject({
      method: 'POST',
      url: `/api/children/${f.child.id}/makeups`,
      payload: { creditId: body.id, classId: thu.id, date: '2026-12-10', startTime: '18:00' },
    });
    expect(booked.statusCode).toBe(201);
  });

  it('takes a chosen last day from today to a year ahead, and refuses others changing nothing', async () => {
    const { admin, f } = await setUp();
    const chosen = await grant(admin, f.child.id, { reason: 'Състезание', expiresOn: '2026-12-07' });
    expect(chosen.json()).toMatchObject({ expiresOn: '2026-12-07', status: 'available' });
    const before = await written();
    const refusals: [unknown, string][] = [
      [{ reason: 'x', expiresOn: '2026-12-06' }, 'creditExpiryOutOfRange'],
      [{ reason: 'x', expiresOn: '2027-12-09' }, 'creditExpiryOutOfRange'],
      [{ reason: 'x', expiresOn: '0000-01-01' }, 'dateInvalid'],
      [{ reason: 'x', expiresOn: '2026-02-30' }, 'dateInvalid'],
      [{ reason: '   ' }, 'reasonRequired'],
      [{}, 'reasonRequired'],
      [{ reason: 'я'.repeat(501) }, 'tooLong'],
    ];
    for (const [payload, message] of refusals) {
      const res = await grant(admin, f.child.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.details.map((d: { message: string }) => d.message)).toEqual([message]);
    }
    expect(await written()).toEqual(before);
  });
});

describe('revoking a credit by hand', () => {
  it('revokes an available credit with the reason and audit-logs it; the family can no longer book with it', async () => {
    const { admin, f } = await setUp();
    const credit = (await grant(admin, f.child.id, { reason: 'Грешка' })).json();
    clock.now = new Date(START.getTime() + 60_000);
    const res = await revoke(admin, credit.id, { reason: 'Дадено по грешка' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: credit.id, status: 'revoked', reason: 'Дадено по грешка' });
    const [row] = await t.database.db.select().from(makeupCredits).where(eq(makeupCredits.id, credit.id));
    expect(row).toMatchObject({
      status: 'revoked',
      reason: 'Дадено по грешка',
      revokedBy: admin.user.id,
      revokedAt: clock.now,
    });
    const audit = await t.database.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'makeup.credit_revoked'));
    expect(audit).toEqual([
      { action: 'makeup.credit_revoked', details: { childId: f.child.id, reason: 'Дадено по грешка' } },
    ]);
    const options = await f.parent.inject({
      url: `/api/children/${f.child.id}/makeup-options?creditId=${credit.id}`,
    });
    expect(options.json().error.code).toBe('CREDIT_NOT_USABLE');
  });

  it('refuses a booked, revoked or expired credit with CREDIT_NOT_USABLE, and unknown ids, changing nothing', async () => {
    const { admin, f } = await setUp();
    const db = t.database.db;
    const make = async (status: 'booked' | 'revoked' | 'used', expiresOn = '2027-01-31') =>
      (
        await db
          .insert(makeupCredits)
          .values({
            childId: f.child.id,
            source: 'manual',
            sessionDate: '2026-11-01',
            expiresOn,
            status,
            revokedFor: status === 'revoked' ? 'admin' : null,
          })
          .returning()
      )[0]?.id as string;
    const [expired] = await db
      .insert(makeupCredits)
      .values({ childId: f.child.id, source: 'manual', sessionDate: '2026-10-01', expiresOn: '2026-12-06' })
      .returning();
    const ids = [await make('booked'), await make('revoked'), await make('used'), expired?.id as string];
    const before = await written();
    for (const id of ids) {
      const res = await revoke(admin, id, { reason: 'Защо не' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('CREDIT_NOT_USABLE');
    }
    expect((await revoke(admin, '-'.repeat(36), { reason: 'x' })).statusCode).toBe(404);
    expect((await revoke(admin, '00000000-0000-4000-8000-000000000000', { reason: 'x' })).statusCode).toBe(404);
    expect((await revoke(admin, ids[0] as string, { reason: '' })).statusCode).toBe(400);
    expect(await written()).toEqual(before);
  });
});

describe('who may', () => {
  it('lets only admins list, grant and revoke; a parent and a coach are refused and nothing changes', async () => {
    const { admin, f } = await setUp();
    const coach = await buildCaller(t.app, t.database.db, { role: 'instructor' });
    const credit = (await grant(admin, f.child.id, { reason: 'Подарък' })).json();
    const before = await written();
    for (const caller of [f.parent, coach]) {
      expect((await grant(caller, f.child.id, { reason: 'x' })).statusCode).toBe(403);
      expect((await revoke(caller, credit.id, { reason: 'x' })).statusCode).toBe(403);
      expect((await caller.inject({ url: `/api/admin/children/${f.child.id}/credits` })).statusCode).toBe(403);
    }
    expect(await written()).toEqual(before);
    expect((await grant(admin, '-'.repeat(36), { reason: 'x' })).statusCode).toBe(404);
    const listed = (await admin.inject({ url: `/api/admin/children/${f.child.id}/credits` })).json();
    expect(listed).toMatchObject({ childId: f.child.id, creditExpiryDays: 45, credits: [{ id: credit.id }] });
  });
});
