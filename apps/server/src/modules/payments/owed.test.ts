// The one definition of "owed" (issue 25) against an independent computation: for generated families (enrollments
// started in different months, payments in every state, refunds, write-offs, subscriptions and kindergarten bills) the
// balance of every period equals what one SQL query, written apart from the code, makes of the same rows. The rules of
// ADR 0037 it covers: declarations held too long are overdue, a payment of what was left of a month (after a write-off
// or a part received) carries the month's due, a past_due subscription covers only what it paid, a subscription covers
// from its first paid month, and an enrollment that ended still owes its months up to its last one. Payments and
// write-offs made in leva before the changeover count in the class's euro, each converted on its own, half up, and a
// balance no larger than those roundings may leave is settled.
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CLUB_SETTINGS } from '@swim/shared/club';
import {
  children as childTable,
  clubSettings,
  paymentWriteOffs,
  refunds,
  subscriptions,
} from '../../db/schema/index.js';
import { queryRows } from '../../db/client.js';
import { useTestApp } from '../../test/app.js';
import {
  buildChild,
  buildClass,
  buildEnrollment,
  buildLocation,
  buildPayment,
  buildUser,
} from '../../test/factories.js';
import { periodBalances } from './owed.js';

const t = useTestApp();

/** 20 November 2026, noon in Sofia: November is due on the 11th (the 1st plus the default 10 days of grace). */
const NOW = new Date('2026-11-20T10:00:00Z');
const MONTHS = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'] as const;
const POOL_PLANS = ['pool_8', 'pool_12', 'pool_16', 'pool_monthly'] as const;
/** Mostly euro; a lev amount is one made before the changeover, kept as it was paid. */
const MONEY = ['EUR', 'EUR', 'BGN'] as const;

type PeriodPayment =
  | { kind: 'none' }
  | { kind: 'card-try' }
  | { kind: 'declared'; method: 'cash' | 'bank_transfer'; daysAgo: number }
  | { kind: 'rest'; monthDue: number; amount: number; status: 'pending' | 'paid' }
  | { kind: 'settled'; status: 'paid' | 'validated'; amount: number; refunded: number }
  | { kind: 'recorded'; amount: number }
  | { kind: 'failed' };

const periodPayment = fc.oneof(
  fc.constant<PeriodPayment>({ kind: 'none' }),
  fc.constant<PeriodPayment>({ kind: 'card-try' }),
  fc.constant<PeriodPayment>({ kind: 'failed' }),
  fc
    .record({ method: fc.constantFrom('cash', 'bank_transfer'), daysAgo: fc.integer({ min: 0, max: 90 }) })
    .map(({ method, daysAgo }): PeriodPayment => ({ kind: 'declared', method, daysAgo })),
  // The parent paid (or declared) what was left of a month after a write-off or a part staff received.
  fc
    .record({
      monthDue: fc.integer({ min: 1000, max: 30_000 }),
      amount: fc.integer({ min: 100, max: 20_000 }),
      status: fc.constantFrom('pending', 'paid'),
    })
    .map((r): PeriodPayment => ({ kind: 'rest', ...r })),
  // Cash a coach took at the pool: any amount, a part of the month's price too.
  fc.integer({ min: 100, max: 30_000 }).map((amount): PeriodPayment => ({ kind: 'recorded', amount })),
  fc
    .record({
      status: fc.constantFrom('paid', 'validated'),
      amount: fc.integer({ min: 100, max: 30_000 }),
      refundedShare: fc.constantFrom(0, 0, 0.5, 1),
    })
    .map(
      ({ status, amount, refundedShare }): PeriodPayment => ({
        kind: 'settled',
        status,
        amount,
        refunded: Math.floor(amount * refundedShare),
      }),
    ),
);

const enrollment = fc.record({
  kindergarten: fc.boolean(),
  plan: fc.constantFrom(...POOL_PLANS),
  startMonth: fc.integer({ min: 0, max: MONTHS.length - 1 }),
  pricePerClass: fc.integer({ min: 500, max: 3000 }),
  monthlyPrice: fc.integer({ min: 5000, max: 20_000 }),
  // Active; ended on a day (it still owes its months up to the last); or replaced (a transfer's old row: owes nothing).
  state: fc.oneof(
    fc.constant<{ kind: 'active' } | { kind: 'replaced' }>({ kind: 'active' }),
    fc.constant<{ kind: 'active' } | { kind: 'replaced' }>({ kind: 'replaced' }),
    fc.record({
      kind: fc.constant('ended' as const),
      month: fc.integer({ min: 0, max: 5 }),
      day: fc.integer({ min: 1, max: 28 }),
    }),
  ),
  payments: fc.array(periodPayment, { minLength: MONTHS.length, maxLength: MONTHS.length }),
  // The currency of each month's payment (a declaration and a card try are always in euro) and of its write-off.
  currencies: fc.array(fc.record({ payment: fc.constantFrom(...MONEY), writeOff: fc.constantFrom(...MONEY) }), {
    minLength: MONTHS.length,
    maxLength: MONTHS.length,
  }),
  // A write-off per month: none, or an amount (it may be more than the balance).
  writeOffs: fc.array(fc.option(fc.integer({ min: 1, max: 20_000 }), { nil: null }), {
    minLength: MONTHS.length,
    maxLength: MONTHS.length,
  }),
  // A card subscription: made in a month, its first payment for that month or the next (or none yet), active or past due.
  subscription: fc.option(
    fc.record({
      madeIn: fc.integer({ min: 0, max: MONTHS.length - 1 }),
      firstPaid: fc.constantFrom<'same' | 'next' | 'none'>('same', 'next', 'none'),
      status: fc.constantFrom<'active' | 'past_due'>('active', 'past_due'),
    }),
    { nil: null },
  ),
  // A kindergarten bill per month: none, issued, declared, failed or paid, with its amount.
  bills: fc.array(
    fc.record({
      state: fc.constantFrom('none', 'issued', 'declared', 'failed', 'paid'),
      amount: fc.integer({ min: 100, max: 20_000 }),
    }),
    { minLength: MONTHS.length, maxLength: MONTHS.length },
  ),
});

const family = fc.array(fc.array(enrollment, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 2 });

type EnrollmentSpec = typeof enrollment extends fc.Arbitrary<infer E> ? E : never;

/** Writes one family's children, enrollments, payments, refunds, write-offs, subscriptions and bills. */
async function seedFamily(children: EnrollmentSpec[][]) {
  const db = t.database.db;
  const parent = await buildUser(db);
  const admin = await buildUser(db, { role: 'admin' });
  const pool = await buildLocation(db, { type: 'pool' });
  const garden = await buildLocation(db, { type: 'kindergarten' });
  for (const child of children) {
    const { id: childId } = await buildChild(db, parent.id);
    for (const spec of child) {
      const cls = await buildClass(db, {
        locationId: spec.kindergarten ? garden.id : pool.id,
        pricePerClass: spec.pricePerClass,
        monthlyPrice: spec.monthlyPrice,
        currency: 'EUR',
      });
      const e = await buildEnrollment(db, childId, cls.id, {
        planType: spec.kindergarten ? 'kindergarten_monthly' : spec.plan,
        sessionsRemaining: null,
        startsOn: `${MONTHS[spec.startMonth]}-01`,
        active: spec.state.kind === 'active',
        endedOn:
          spec.state.kind === 'ended' ? `${MONTHS[spec.state.month]}-${String(spec.state.day).padStart(2, '0')}` : null,
      });
      for (const [i, month] of MONTHS.entries()) {
        if (i < spec.startMonth) continue;
        const base = {
          parentId: parent.id,
          childId,
          enrollmentId: e.id,
          billingPeriod: month,
          currency: 'EUR' as const,
        };
        if (spec.kindergarten) {
          const bill = spec.bills[i];
          if (!bill || bill.state === 'none') continue;
          await buildPayment(db, {
            ...base,
            kind: 'kindergarten',
            amount: bill.amount,
            method: bill.state === 'issued' ? null : bill.state === 'declared' ? 'cash' : 'card',
            status: bill.state === 'paid' ? 'paid' : bill.state === 'failed' ? 'failed' : 'pending',
            createdAt: new Date(`${month}-28T08:00:00Z`),
            // A bill is declared on itself: its last change is the day the parent chose cash.
            updatedAt: new Date(`${month}-28T08:00:00Z`),
          });
          continue;
        }
        const p = spec.payments[i] ?? { kind: 'none' };
        const money = spec.currencies[i] ?? { payment: 'EUR', writeOff: 'EUR' };
        if (p.kind === 'card-try') await buildPayment(db, { ...base, amount: 999, status: 'pending', paidAt: null });
        if (p.kind === 'failed') await buildPayment(db, { ...base, amount: 998, status: 'failed', paidAt: null });
        if (p.kind === 'declared') {
          const createdAt = new Date(NOW.getTime() - p.daysAgo * 86_400_000);
          await buildPayment(db, {
            ...base,
            amount: 4321,
            method: p.method,
            status: 'pending',
            paidAt: null,
            createdAt,
          });
        }
        if (p.kind === 'rest') {
          await buildPayment(db, {
            ...base,
            currency: money.payment,
            amount: p.amount,
            monthDue: p.monthDue,
            method: p.status === 'paid' ? 'card' : 'bank_transfer',
            status: p.status,
            paidAt: p.status === 'paid' ? new Date() : null,
          });
        }
        if (p.kind === 'settled') {
          const paid = await buildPayment(db, {
            ...base,
            currency: money.payment,
            amount: p.amount,
            // A refund of the whole amount leaves the payment refunded, as the ledger does.
            status: p.refunded === p.amount ? 'refunded' : p.status,
            method: p.status === 'paid' ? 'card' : 'cash',
            refundedAmount: p.refunded,
          });
          if (p.refunded > 0) {
            await db.insert(refunds).values({
              paymentId: paid.id,
              amount: p.refunded,
              reason: 'requested_by_customer',
              refundedBy: admin.id,
            });
          }
        }
        if (p.kind === 'recorded') {
          await buildPayment(db, {
            ...base,
            currency: money.payment,
            amount: p.amount,
            method: 'cash',
            status: 'validated',
            recordedBy: admin.id,
          });
        }
        const writeOff = spec.writeOffs[i];
        if (writeOff) {
          await db.insert(paymentWriteOffs).values({
            ...base,
            currency: money.writeOff,
            amount: writeOff,
            reason: 'Семейството се премести',
            writtenOffBy: admin.id,
          });
        }
      }
      const sub = spec.subscription;
      if (!spec.kindergarten && sub) {
        const [row] = await db
          .insert(subscriptions)
          .values({
            parentId: parent.id,
            childId,
            enrollmentId: e.id,
            plan: spec.plan,
            amount: 5000,
            currency: 'EUR',
            status: sub.status,
            createdAt: new Date(`${MONTHS[sub.madeIn]}-15T10:00:00Z`),
          })
          .returning();
        const first = sub.firstPaid === 'same' ? MONTHS[sub.madeIn] : MONTHS[sub.madeIn + 1];
        // The subscription's first charge, on the month it was started for (a month already paid is left alone).
        const firstIndex = MONTHS.indexOf(first as (typeof MONTHS)[number]);
        const taken = firstIndex >= 0 && (spec.payments[firstIndex]?.kind ?? 'none') !== 'none';
        if (row && first && sub.firstPaid !== 'none' && !taken && firstIndex >= spec.startMonth) {
          await buildPayment(db, {
            parentId: parent.id,
            childId,
            enrollmentId: e.id,
            billingPeriod: first,
            currency: 'EUR',
            kind: 'subscription',
            amount: 5000,
            subscriptionId: row.id,
          });
        }
      }
    }
  }
  return parent.id;
}

type Expected = { enrollmentId: string; billingPeriod: string; balance: number; overdue: boolean; declared: boolean };

/**
 * The same rules as one query over the tables, written apart from the code: each active enrollment's months from its
 * start to this month; due is the first declared, validated, paid or refunded payment's amount that the server
 * priced (not an amount staff typed in), else the plan's list price
 * (these classes start on the 1st, so there is no fair first period, and the club sets no discount); minus what was
 * validated or paid and what was written off; subscriptions cover their months; kindergarten bills are due as issued.
 */
async function expected(parentId: string, today: string, graceDays: number): Promise<Expected[]> {
  return queryRows<Expected>(
    t.database.db,
    sql`
      with pool_months as (
        select e.id, e.child_id, e.class_id, e.plan_type, e.starts_on, cl.price_per_class, cl.monthly_price,
               to_char(m, 'YYYY-MM') as period
        from enrollments e
        join children ch on ch.id = e.child_id and ch.parent_id = ${parentId}
        join classes cl on cl.id = e.class_id
        join locations l on l.id = cl.location_id
        cross join lateral (
          -- The last month owed: this one while active; for an ended row its end month when it ended after that
          -- month's due day, else the month before.
          select case when e.active then date_trunc('month', ${today}::date::timestamp)
                      when e.ended_on > greatest(e.starts_on, date_trunc('month', e.ended_on::timestamp)::date)
                                        + ${graceDays}::int
                        then least(date_trunc('month', e.ended_on::timestamp), date_trunc('month', ${today}::date::timestamp))
                      else least(date_trunc('month', e.ended_on::timestamp) - interval '1 month',
                                 date_trunc('month', ${today}::date::timestamp)) end as last_month
        ) lm
        cross join lateral generate_series(date_trunc('month', e.starts_on::timestamp), lm.last_month,
                                           interval '1 month') m
        where (e.active or e.ended_on is not null) and l.type <> 'kindergarten'
          and not exists (
            select 1 from subscriptions s where s.enrollment_id = e.id and s.status = 'active'
              and coalesce((select min(sp.billing_period) from payments sp where sp.subscription_id = s.id),
                           to_char(s.created_at at time zone 'Europe/Sofia', 'YYYY-MM')) <= to_char(m, 'YYYY-MM'))
      ),
      -- The classes are priced in euro: a lev amount is divided by the rate and rounded on its own.
      class_payments as (
        select p.*, pe.class_id,
          case when p.currency = 'BGN' then round(p.amount / 1.95583)::int else p.amount end as eur_amount,
          case when p.currency = 'BGN' then round(p.month_due / 1.95583)::int else p.month_due end as eur_month_due
        from payments p join enrollments pe on pe.id = p.enrollment_id
        where p.kind in ('plan', 'subscription') and p.duplicate_of is null
      ),
      class_write_offs as (
        select w.*, we.class_id,
          case when w.currency = 'BGN' then round(w.amount / 1.95583)::int else w.amount end as eur_amount
        from payment_write_offs w join enrollments we on we.id = w.enrollment_id
      ),
      pool as (
        select m.id as enrollment_id, m.period,
          coalesce(
            (select coalesce(p.eur_month_due, p.eur_amount) from class_payments p
              where p.child_id = m.child_id and p.class_id = m.class_id and p.billing_period = m.period
                and p.recorded_by is null
                and (p.status in ('validated', 'paid', 'refunded')
                     or (p.status = 'pending' and p.method in ('cash', 'bank_transfer')))
              order by p.created_at limit 1),
            case m.plan_type when 'pool_8' then 8 * m.price_per_class when 'pool_12' then 12 * m.price_per_class
                             when 'pool_16' then 16 * m.price_per_class else m.monthly_price end)
          - coalesce((select sum(p.eur_amount) from class_payments p
              where p.child_id = m.child_id and p.class_id = m.class_id and p.billing_period = m.period
                and p.status in ('validated', 'paid', 'refunded')), 0)
          - coalesce((select sum(w.eur_amount) from class_write_offs w
              where w.child_id = m.child_id and w.class_id = m.class_id and w.billing_period = m.period), 0)
            as raw_balance,
          -- Rounding alone: half a cent for each lev amount paid or written off, and for the due.
          (select count(*) from class_payments p
              where p.child_id = m.child_id and p.class_id = m.class_id and p.billing_period = m.period
                and p.status in ('validated', 'paid', 'refunded') and p.currency = 'BGN')
          + (select count(*) from class_write_offs w
              where w.child_id = m.child_id and w.class_id = m.class_id and w.billing_period = m.period
                and w.currency = 'BGN') as converted,
          exists (select 1 from class_payments p
              where p.child_id = m.child_id and p.class_id = m.class_id and p.billing_period = m.period
                and p.status = 'pending' and p.method in ('cash', 'bank_transfer')) as declared,
          (select min((p.created_at at time zone 'Europe/Sofia')::date) from class_payments p
              where p.child_id = m.child_id and p.class_id = m.class_id and p.billing_period = m.period
                and p.status = 'pending' and p.method in ('cash', 'bank_transfer')) as declared_on,
          greatest(m.starts_on, (m.period || '-01')::date) + ${graceDays}::int as due_on
        from pool_months m
      ),
      bills as (
        select p.enrollment_id, p.billing_period as period,
          p.amount - coalesce((select sum(w.amount) from payment_write_offs w
              where w.enrollment_id = p.enrollment_id and w.billing_period = p.billing_period), 0) as raw_balance,
          0 as converted,
          coalesce(p.status = 'pending' and p.method in ('cash', 'bank_transfer'), false) as declared,
          case when p.status = 'pending' and p.method in ('cash', 'bank_transfer')
               then (p.updated_at at time zone 'Europe/Sofia')::date end as declared_on,
          greatest((p.billing_period || '-01')::date, (p.created_at at time zone 'Europe/Sofia')::date)
            + ${graceDays}::int as due_on
        from payments p join enrollments e on e.id = p.enrollment_id
        join children ch on ch.id = e.child_id and ch.parent_id = ${parentId}
        where p.kind = 'kindergarten' and p.status in ('pending', 'failed') and (e.active or e.ended_on is not null)
      ),
      owed as (select * from pool union all select * from bills)
      select enrollment_id as "enrollmentId", period as "billingPeriod", raw_balance as balance,
             -- A declaration holds a month off overdue for the grace days after it was made, no longer.
             (${today}::date > greatest(due_on, coalesce(declared_on + ${graceDays}::int, due_on))) as overdue,
             declared
      from owed where raw_balance > case when converted = 0 then 0 else (converted + 1) / 2 end
      order by 1, 2`,
  );
}

const comparable = (rows: Expected[]) =>
  rows
    .map(({ enrollmentId, billingPeriod, balance, overdue, declared }) => ({
      enrollmentId,
      billingPeriod,
      balance: Number(balance),
      overdue,
      declared,
    }))
    .sort((a, b) => a.enrollmentId.localeCompare(b.enrollmentId) || a.billingPeriod.localeCompare(b.billingPeriod));

describe('what a family owes', () => {
  it('equals an independent computation over generated enrollments, payments, refunds, write-offs and bills', async () => {
    await fc.assert(
      fc.asyncProperty(family, async (children) => {
        // Each run is a new family, and both sides look at that family only.
        const parentId = await seedFamily(children);
        const actual = await periodBalances(t.database.db, { now: NOW, where: eq(childTable.parentId, parentId) });
        expect(comparable(actual)).toEqual(comparable(await expected(parentId, '2026-11-20', 10)));
        // Every period's parts add up, and nothing is overdue before its due day.
        for (const line of actual) {
          expect(line.balance).toBe(Math.max(0, line.due - line.paid - line.writtenOff));
          if (line.overdue) expect(line.daysOverdue).toBeGreaterThan(0);
        }
      }),
      { numRuns: 15 },
    );
  }, 240_000);

  it('follows the club’s grace days, and a declaration awaiting confirmation is owed but not overdue', async () => {
    const db = t.database.db;
    const parent = await buildUser(db);
    const cls = await buildClass(db, { pricePerClass: 1000 });
    const { id: childId } = await buildChild(db, parent.id);
    const e = await buildEnrollment(db, childId, cls.id, { planType: 'pool_8', startsOn: '2026-11-01' });
    // 8 × 10.00 € for November, due on the 11th: on the 20th it is 9 days overdue.
    let [line] = await periodBalances(db, { now: NOW });
    expect(line).toMatchObject({ billingPeriod: '2026-11', due: 8000, balance: 8000, dueOn: '2026-11-11' });
    expect(line).toMatchObject({ overdue: true, daysOverdue: 9, declared: false });

    await db.insert(clubSettings).values({ id: 1, ...DEFAULT_CLUB_SETTINGS, paymentGraceDays: 25 });
    [line] = await periodBalances(db, { now: NOW });
    expect(line).toMatchObject({ dueOn: '2026-11-26', overdue: false, daysOverdue: 0, balance: 8000 });

    await db.execute(sql`update club_settings set payment_grace_days = 10`);
    await buildPayment(db, {
      parentId: parent.id,
      childId,
      enrollmentId: e.id,
      billingPeriod: '2026-11',
      amount: 8000,
      method: 'cash',
      status: 'pending',
      paidAt: null,
    });
    [line] = await periodBalances(db, { now: NOW });
    expect(line).toMatchObject({ balance: 8000, declared: true, overdue: false });
  });
});
