// Months paid partly in leva, read in euro (ADR 0034, 0037): a lev payment, a lev write-off and a month charged in leva
// count in the enrollment's currency, each lev amount converted on its own at 1.95583 and rounded half up, as the
// club's totals are; and a month paid in full in leva, in parts, is settled although the parts' roundings leave a cent.
// Worked by hand, then checked against a direct SQL computation over the stored rows. The clock is held at
// 20 February 2026, noon in Sofia: February is due on the 11th (the 1st plus the default 10 days of grace).
import { DEFAULT_CLUB_SETTINGS } from '@swim/shared/club';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { clubSettings, enrollments, paymentWriteOffs } from '../../db/schema/index.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { useTestApp } from '../../test/app.js';
import { buildChild, buildClass, buildEnrollment, buildPayment } from '../../test/factories.js';
import { periodBalances } from './owed.js';

const clock = new Date('2026-02-20T10:00:00Z');
const t = useTestApp({ rateLimitMax: 100_000 }, { now: () => clock });
let parent: Caller;
let admin: Caller;
let childId: string;
let classId: string;
let enrollmentId: string;
let januaryPart: string;

/** A payment of the child's month as stored: its own amount and currency, made on the day given. */
const pay = (
  billingPeriod: string,
  values: { amount: number; currency: 'BGN' | 'EUR'; on: string } & Record<string, unknown>,
) => {
  const { on, ...rest } = values;
  return buildPayment(t.database.db, {
    parentId: parent.user.id,
    childId,
    enrollmentId,
    billingPeriod,
    createdAt: new Date(`${on}T09:00:00Z`),
    ...rest,
  });
};
/** Money staff took at the pool: validated, recorded by the admin (a further part beside the month's first). */
const recorded = (billingPeriod: string, amount: number, on: string, secondFor: string | null = null) =>
  pay(billingPeriod, {
    amount,
    currency: 'BGN',
    on,
    method: 'cash',
    status: 'validated',
    recordedBy: admin.user.id,
    receivedOn: on,
    secondFor,
  });

beforeEach(async () => {
  const db = t.database.db;
  await db.insert(clubSettings).values({ id: 1, ...DEFAULT_CLUB_SETTINGS, currency: 'EUR' });
  parent = await buildCaller(t.app, db);
  admin = await buildCaller(t.app, db, { role: 'admin' });
  // Unlimited monthly plan. It was 156.47 лв. (80.00 € at the changeover); the club charges 85.00 € since.
  classId = (await buildClass(db, { monthlyPrice: 8500, currency: 'EUR' })).id;
  childId = (await buildChild(db, parent.user.id)).id;
  enrollmentId = (
    await buildEnrollment(db, childId, classId, {
      planType: 'pool_monthly',
      sessionsRemaining: null,
      startsOn: '2025-10-01',
    })
  ).id;

  // October 2025, paid in full in leva in three parts: 50.00 + 50.00 лв. at the pool, then the rest, 56.47 лв., by
  // card, charged with the month's due of 156.47 лв.
  const first = await recorded('2025-10', 5000, '2025-10-05');
  await recorded('2025-10', 5000, '2025-10-12', first.id);
  await pay('2025-10', { amount: 5647, currency: 'BGN', on: '2025-10-20', monthDue: 15647, secondFor: first.id });
  // November 2025: 50.00 лв. at the pool, and the club wrote off 10.00 лв. (a missed session).
  await recorded('2025-11', 5000, '2025-11-05');
  await db.insert(paymentWriteOffs).values({
    parentId: parent.user.id,
    childId,
    enrollmentId,
    billingPeriod: '2025-11',
    amount: 1000,
    currency: 'BGN',
    reason: 'Пропуснато занимание',
    writtenOffBy: admin.user.id,
  });
  // December 2025: the whole month by card, 156.47 лв.
  await pay('2025-12', { amount: 15647, currency: 'BGN', on: '2025-12-02' });
  // January 2026: 60.00 лв. paid ahead at the pool, before the changeover. February 2026: nothing yet.
  januaryPart = (await recorded('2026-01', 6000, '2025-12-28')).id;
});

type Expected = { billingPeriod: string; due: number; paid: number; writtenOff: number; balance: number };

/**
 * The months' figures from the tables, apart from the code: each lev amount divided by 1.95583 and rounded (half away
 * from zero, PostgreSQL's numeric round) on its own; the due is the first charge the server priced (not one staff
 * typed in, nor a card try), else the plan's price; a balance no larger than half a cent for each converted amount paid
 * or written off, plus half a cent for the due, is none.
 */
async function expected(): Promise<Expected[]> {
  const rows = await queryRows<Record<keyof Expected | 'converted', string | number>>(
    t.database.db,
    sql`
      with eur as (
        select p.*, case when p.currency = 'BGN' then round(p.amount / 1.95583)::int else p.amount end as in_eur,
               case when p.currency = 'BGN' then round(p.month_due / 1.95583)::int else p.month_due end as due_in_eur
        from payments p
        where p.enrollment_id = ${enrollmentId} and p.status in ('pending', 'validated', 'paid', 'refunded')
      ),
      months as (
        select to_char(m, 'YYYY-MM') as period
        from generate_series(date '2025-10-01', date '2026-02-01', interval '1 month') m
      ),
      figures as (
        select period,
          coalesce(
            (select coalesce(e.due_in_eur, e.in_eur) from eur e
              where e.billing_period = period and e.recorded_by is null and not (e.status = 'pending' and e.method = 'card')
              order by e.created_at limit 1),
            (select monthly_price from classes where id = ${classId})) as due,
          (select coalesce(sum(e.in_eur), 0) from eur e where e.billing_period = period and e.status <> 'pending') as paid,
          (select coalesce(sum(case when w.currency = 'BGN' then round(w.amount / 1.95583)::int else w.amount end), 0)
             from payment_write_offs w where w.enrollment_id = ${enrollmentId} and w.billing_period = period)
            as written_off,
          (select count(*) from eur e where e.billing_period = period and e.status <> 'pending' and e.currency = 'BGN')
            + (select count(*) from payment_write_offs w
                where w.enrollment_id = ${enrollmentId} and w.billing_period = period and w.currency = 'BGN')
            as converted
        from months
      )
      select period as "billingPeriod", due, paid, written_off as "writtenOff", converted from figures order by period`,
  );
  return rows.map((r) => {
    const [due, paid, writtenOff, converted] = [r.due, r.paid, r.writtenOff, r.converted].map(Number) as [
      number,
      number,
      number,
      number,
    ];
    const left = due - paid - writtenOff;
    const slack = converted === 0 ? 0 : Math.floor((converted + 1) / 2);
    return { billingPeriod: String(r.billingPeriod), due, paid, writtenOff, balance: left > slack ? left : 0 };
  });
}

const figures = async () =>
  (await periodBalances(t.database.db, { now: clock, where: eq(enrollments.id, enrollmentId), settled: true })).map(
    ({ billingPeriod, due, paid, writtenOff, balance }) => ({ billingPeriod, due, paid, writtenOff, balance }),
  );

describe('a month paid partly in leva, in a club that charges in euro', () => {
  it('counts each lev amount in euro on its own, half up, and settles a month paid in full in leva', async () => {
    const lines = await figures();
    expect(lines).toEqual([
      // 15647 / 1.95583 = 8000.18 → 80.00 € due; 5000 / 1.95583 = 2556.45 → 25.56 € twice, 5647 / 1.95583 = 2887.28
      // → 28.87 €: 79.99 € received. The cent is the three roundings', not the family's: settled.
      { billingPeriod: '2025-10', due: 8000, paid: 7999, writtenOff: 0, balance: 0 },
      // Staff took 50.00 лв. (25.56 €) and 10.00 лв. was written off (1000 / 1.95583 = 511.29 → 5.11 €): the month's
      // price stands, 85.00 € − 25.56 € − 5.11 € = 54.33 € (read as euro cents, the lev ones left 30.00 €).
      { billingPeriod: '2025-11', due: 8500, paid: 2556, writtenOff: 511, balance: 5433 },
      // Charged and paid in leva: 156.47 лв. is 80.00 € due and 80.00 € paid.
      { billingPeriod: '2025-12', due: 8000, paid: 8000, writtenOff: 0, balance: 0 },
      // 60.00 лв. received (6000 / 1.95583 = 3067.74 → 30.68 €) of today's 85.00 €: 54.32 € left (read as euro cents,
      // 25.00 "€").
      { billingPeriod: '2026-01', due: 8500, paid: 3068, writtenOff: 0, balance: 5432 },
      // Nothing charged or paid: today's price.
      { billingPeriod: '2026-02', due: 8500, paid: 0, writtenOff: 0, balance: 8500 },
    ]);
    expect(lines).toEqual(await expected());
  });

  it('asks the family those balances in euro, and the rest the family declares settles the month to the cent', async () => {
    const options = (await parent.inject({ url: `/api/children/${childId}/payment-options` })).json();
    const periodOf = (period: string) =>
      options.enrollments[0].periods.find((p: { billingPeriod: string }) => p.billingPeriod === period);
    expect(periodOf('2025-11')).toMatchObject({
      price: { amount: 5433 },
      deductions: [
        { kind: 'writtenOff', amount: -511 },
        { kind: 'received', amount: -2556 },
      ],
    });
    expect(periodOf('2026-01')).toMatchObject({
      price: { amount: 5432 },
      deductions: [{ kind: 'received', amount: -3068 }],
    });
    const owed = async () =>
      (await periodBalances(t.database.db, { now: clock, where: eq(enrollments.id, enrollmentId) })).map((p) => [
        p.billingPeriod,
        p.balance,
        p.currency,
      ]);
    expect(await owed()).toEqual([
      ['2025-11', 5433, 'EUR'],
      ['2026-01', 5432, 'EUR'],
      ['2026-02', 8500, 'EUR'],
    ]);

    // The parent declares January's rest in cash: 54.32 € of the month's 85.00 €, beside the lev part.
    const declared = await parent.inject({
      method: 'POST',
      url: `/api/children/${childId}/payments`,
      payload: { enrollmentId, billingPeriod: '2026-01', method: 'cash' },
    });
    expect(declared.statusCode, declared.body).toBe(201);
    expect(declared.json().payment).toMatchObject({ amount: 5432, currency: 'EUR', monthDue: 8500 });
    // The admin records the cash brought: the declaration becomes the payment, and January is settled to the cent.
    const confirmed = await admin.inject({
      method: 'POST',
      url: '/api/payments/record',
      payload: { enrollmentId, billingPeriod: '2026-01', method: 'cash', receivedOn: '2026-02-20' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json()).toMatchObject({ id: declared.json().payment.id, amount: 5432, status: 'validated' });
    const [row] = await queryRows<{ second_for: string; month_due: number }>(
      t.database.db,
      sql`select second_for, month_due from payments where id = ${declared.json().payment.id}`,
    );
    expect(row).toMatchObject({ second_for: januaryPart, month_due: 8500 });
    expect(await owed()).toEqual([
      ['2025-11', 5433, 'EUR'],
      ['2026-02', 8500, 'EUR'],
    ]);
    expect(await figures()).toEqual(await expected());
  });

  it('settles a month whose lev parts fall short by the roundings’ cent, and not by one cent more', async () => {
    // Another family's child on an 80.00 € plan since January, paid by staff in two lev parts each month. Two converted parts
    // may leave at most one cent (half a cent each, plus half for the due, rounded down): January's 78.23 + 78.21 лв.
    // are 40.00 € + 39.99 € (7823 / 1.95583 = 3999.84, 7821 / 1.95583 = 3998.81), 79.99 €: settled. February's
    // 78.23 + 78.19 лв. are 40.00 € + 39.98 € (7819 / 1.95583 = 3997.79), 79.98 €: two cents are owed.
    const db = t.database.db;
    const plan = (await buildClass(db, { monthlyPrice: 8000, currency: 'EUR' })).id;
    const other = await buildCaller(t.app, db);
    const eva = (await buildChild(db, other.user.id, { fullName: 'Ева Петрова' })).id;
    const enrolled = (
      await buildEnrollment(db, eva, plan, {
        planType: 'pool_monthly',
        sessionsRemaining: null,
        startsOn: '2026-01-01',
      })
    ).id;
    const part = (billingPeriod: string, amount: number, on: string, secondFor: string | null = null) =>
      buildPayment(db, {
        parentId: other.user.id,
        childId: eva,
        enrollmentId: enrolled,
        billingPeriod,
        amount,
        currency: 'BGN',
        method: 'cash',
        status: 'validated',
        recordedBy: admin.user.id,
        receivedOn: on,
        secondFor,
        createdAt: new Date(`${on}T09:00:00Z`),
      });
    const january = await part('2026-01', 7823, '2026-01-05');
    await part('2026-01', 7821, '2026-01-12', january.id);
    const february = await part('2026-02', 7823, '2026-02-05');
    await part('2026-02', 7819, '2026-02-12', february.id);
    const lines = await periodBalances(db, { now: clock, where: eq(enrollments.id, enrolled), settled: true });
    expect(lines.map(({ billingPeriod, due, paid, balance }) => ({ billingPeriod, due, paid, balance }))).toEqual([
      { billingPeriod: '2026-01', due: 8000, paid: 7999, balance: 0 },
      { billingPeriod: '2026-02', due: 8000, paid: 7998, balance: 2 },
    ]);
  });
});
