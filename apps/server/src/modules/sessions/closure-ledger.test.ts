// A closed month's share on a monthly unlimited plan when the month after it was already charged (ADR 0040): what was
// not given comes off the next month not charged yet, follows the closure as it changes, and is never given twice.
// Calendar (club time): now is Mon 2026-12-07 10:00. The class meets Tuesdays and Thursdays at 17:00: December 2026
// has 10 sessions (Tue 1, 8, 15, 22, 29; Thu 3, 10, 17, 24, 31), January 2027 has 8 (Tue 5, 12, 19, 26; Thu 7, 14,
// 21, 28). The monthly price is 189.99; the child started on 1 December and December is paid. Amounts worked by hand:
//   21 Dec – 3 Jan (14 days) closes 22, 24, 29, 31 Dec: 4 of 10 → 189.99 × 0.4 = 75.996 → 76.00
//   28 Dec – 3 Jan (7 days)  closes 29, 31 Dec:         2 of 10 → 37.998 → 38.00
//   28 Dec – 10 Jan (14 days) closes 29, 31 Dec and 5, 7 Jan: January 2 of 8 → 47.4975 → 47.50
// A month paid in parts (staff took 50.00 at the pool, the parent paid the rest) keeps no price lines; what its first
// charge gave of closed months is kept on its own (`payments.closure_lines`), so the share is given once.
import type { PriceLine } from '@swim/shared/period-price';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { classes } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildPayment } from '../../test/factories.js';
import { priceEnrollmentPeriod } from '../payments/period-price.service.js';
import { START, buildFamily, clock, setSessionRules } from './sessions-test-kit.js';

const t = useTestApp({ rateLimitMax: 100_000 }, { now: () => clock.now });
const db = () => t.database.db;

const MONTHLY = 18999;
let admin: Caller;
let family: Awaited<ReturnType<typeof buildFamily>>;

beforeEach(async () => {
  clock.now = START;
  await setSessionRules(db());
  admin = await buildCaller(t.app, db(), { role: 'admin' });
  family = await buildFamily(t, {
    planType: 'pool_monthly',
    classOverrides: {
      monthlyPrice: MONTHLY,
      sessions: [
        { dayOfWeek: 1, startTime: '17:00' },
        { dayOfWeek: 3, startTime: '17:00' },
      ],
    },
  });
  await charge('2026-12', MONTHLY);
});

/** A month charged (as the pay page would have priced it then). */
async function charge(
  period: string,
  amount: number,
  priceLines: PriceLine[] = [],
  status: 'paid' | 'pending' = 'paid',
) {
  await buildPayment(db(), {
    parentId: family.parent.user.id,
    childId: family.child.id,
    enrollmentId: family.enrollment.id,
    kind: 'plan',
    billingPeriod: period,
    amount,
    listAmount: MONTHLY,
    priceLines,
    status,
  });
}

const closure = (startsOn: string, endsOn: string) => ({
  startsOn,
  endsOn,
  locationId: family.cls.locationId,
  reason: 'pool_maintenance',
});
async function createClosure(startsOn: string, endsOn: string): Promise<string> {
  const res = await admin.inject({ method: 'POST', url: '/api/admin/closures', payload: closure(startsOn, endsOn) });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}
async function changeClosure(id: string, startsOn: string, endsOn: string) {
  const res = await admin.inject({
    method: 'PUT',
    url: `/api/admin/closures/${id}`,
    payload: closure(startsOn, endsOn),
  });
  expect(res.statusCode).toBe(200);
}
async function deleteClosure(id: string) {
  expect((await admin.inject({ method: 'DELETE', url: `/api/admin/closures/${id}` })).statusCode).toBe(204);
}

/** A month's price as amount and closure lines `[closed month, sessions closed, amount]`. */
async function price(period: string) {
  const p = await priceEnrollmentPeriod(db(), family.enrollment.id, period);
  return {
    amount: p.amount,
    closure: p.lines.flatMap((l) => (l.kind === 'closure' ? [[l.period, l.sessionsClosed, l.amount]] : [])),
  };
}

const line = (period: string, sessionsClosed: number, amount: number): PriceLine => ({
  kind: 'closure',
  amount,
  period,
  sessionsClosed,
  sessionsInPeriod: 10,
});

describe('the closed share of a month whose next month was already charged', () => {
  it('comes off the next month not charged, follows the closure as it changes, and goes when it is deleted', async () => {
    await charge('2027-01', MONTHLY);
    const id = await createClosure('2026-12-21', '2027-01-03');
    // Step by step: [closure as it stands, February, March].
    const table: [string, unknown, unknown][] = [
      ['21 Dec – 3 Jan', { amount: 11399, closure: [['2026-12', 4, -7600]] }, { amount: MONTHLY, closure: [] }],
      ['28 Dec – 3 Jan', { amount: 15199, closure: [['2026-12', 2, -3800]] }, { amount: MONTHLY, closure: [] }],
      ['deleted', { amount: MONTHLY, closure: [] }, { amount: MONTHLY, closure: [] }],
    ];
    const seen: [string, unknown, unknown][] = [];
    seen.push(['21 Dec – 3 Jan', await price('2027-02'), await price('2027-03')]);
    await changeClosure(id, '2026-12-28', '2027-01-03');
    seen.push(['28 Dec – 3 Jan', await price('2027-02'), await price('2027-03')]);
    await deleteClosure(id);
    seen.push(['deleted', await price('2027-02'), await price('2027-03')]);
    expect(seen).toEqual(table);
  });

  it('gives only what the charged month did not: a lengthened closure gives the rest, once', async () => {
    const id = await createClosure('2026-12-28', '2027-01-03');
    // January was charged with 38.00 off (2 of 10), as priced then.
    expect(await price('2027-01')).toEqual({ amount: 15199, closure: [['2026-12', 2, -3800]] });
    await charge('2027-01', 15199, [line('2026-12', 2, -3800)], 'pending');
    // Lengthened to 21 Dec: 76.00 is owed, 38.00 was given; February takes the other 38.00.
    await changeClosure(id, '2026-12-21', '2027-01-03');
    expect(await price('2027-02')).toEqual({ amount: 15199, closure: [['2026-12', 4, -3800]] });
    // February charged with it: March is the whole month, nothing given twice.
    await charge('2027-02', 15199, [line('2026-12', 4, -3800)]);
    expect(await price('2027-03')).toEqual({ amount: MONTHLY, closure: [] });
    // Deleted after both were given: what the family was given stays with it, and nothing is charged back.
    await deleteClosure(id);
    expect(await price('2027-03')).toEqual({ amount: MONTHLY, closure: [] });
  });

  it('takes a closure over two months off the first month not charged, each month on its own line', async () => {
    await charge('2027-01', MONTHLY);
    await createClosure('2026-12-28', '2027-01-10');
    // December's 38.00 could not come off January (charged): it comes off February with January's own 47.50.
    expect(await price('2027-02')).toEqual({
      amount: MONTHLY - 3800 - 4750,
      closure: [
        ['2026-12', 2, -3800],
        ['2027-01', 2, -4750],
      ],
    });
  });

  it('counts a share given in leva at the fixed rate when the class is priced in euro', async () => {
    // January was charged in leva with December's 38.00 € off as 74.32 лв. (38.00 × 1.95583 = 74.32); the class is in
    // euro now. Lengthened to 21 Dec, 76.00 € is owed: February takes the other 38.00 €, not 76.00 − 74.32.
    await db().update(classes).set({ currency: 'EUR' }).where(eq(classes.id, family.cls.id));
    const id = await createClosure('2026-12-28', '2027-01-03');
    await buildPayment(db(), {
      parentId: family.parent.user.id,
      childId: family.child.id,
      enrollmentId: family.enrollment.id,
      kind: 'plan',
      billingPeriod: '2027-01',
      amount: 29726,
      currency: 'BGN',
      listAmount: 37158,
      priceLines: [line('2026-12', 2, -7432)],
    });
    await changeClosure(id, '2026-12-21', '2027-01-03');
    expect(await price('2027-02')).toEqual({ amount: 15199, closure: [['2026-12', 4, -3800]] });
  });

  it('is given nothing when the club does not give closures back', async () => {
    await charge('2027-01', MONTHLY);
    await createClosure('2026-12-21', '2027-01-03');
    await setSessionRules(db(), { unlimitedClosureRefund: false });
    expect(await price('2027-02')).toEqual({ amount: MONTHLY, closure: [] });
  });
});

describe('the closed share of a month paid in parts', () => {
  const JANUARY = '2027-01';
  /** Staff took 50.00 in cash at the pool for January, an amount they typed in. */
  async function recordPart() {
    const res = await admin.inject({
      method: 'POST',
      url: '/api/payments/record',
      payload: {
        enrollmentId: family.enrollment.id,
        billingPeriod: JANUARY,
        method: 'cash',
        amount: 5000,
        receivedOn: '2026-12-07',
      },
    });
    expect(res.statusCode).toBe(201);
  }
  /** What the pay page asks for January now. */
  async function januaryAsked(): Promise<number> {
    const res = await family.parent.inject({ url: `/api/children/${family.child.id}/payment-options` });
    expect(res.statusCode).toBe(200);
    const [enrollment] = res.json().enrollments;
    return enrollment.periods.find((p: { billingPeriod: string }) => p.billingPeriod === JANUARY).price.amount;
  }
  /** The parent declares the rest of January in cash: answers the amount declared. */
  async function declareRest(): Promise<number> {
    const res = await family.parent.inject({
      method: 'POST',
      url: `/api/children/${family.child.id}/payments`,
      payload: { enrollmentId: family.enrollment.id, billingPeriod: JANUARY, method: 'cash' },
    });
    expect(res.statusCode).toBe(201);
    return res.json().payment.amount;
  }

  it('gives it in the month it was charged in, and not again the month after', async () => {
    await createClosure('2026-12-28', '2027-01-03');
    await recordPart();
    // January at 151.99 (38.00 off), 50.00 received: 101.99 is left, and that is what the parent declares.
    expect(await januaryAsked()).toBe(10199);
    expect(await declareRest()).toBe(10199);
    // February is a whole month: December's 38.00 was given in January.
    expect(await price('2027-02')).toEqual({ amount: MONTHLY, closure: [] });
  });

  it('gives a closure entered after the month was charged off the next month, not off the month charged', async () => {
    await recordPart();
    await createClosure('2026-12-28', '2027-01-03');
    // January was charged whole (189.99) before the closure: 139.99 is left of it, and February takes the 38.00.
    expect(await januaryAsked()).toBe(13999);
    expect(await price('2027-02')).toEqual({ amount: 15199, closure: [['2026-12', 2, -3800]] });
    // The rest of January gives nothing of December: February keeps its 38.00 off.
    expect(await declareRest()).toBe(13999);
    expect(await price('2027-02')).toEqual({ amount: 15199, closure: [['2026-12', 2, -3800]] });
  });
});
