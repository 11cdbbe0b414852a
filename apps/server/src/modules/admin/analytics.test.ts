import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { attendance, refunds } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment, buildPayment, buildUser } from '../../test/factories.js';

const t = useTestApp();
let admin: Caller;
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const dayAgo = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE }).format(ago(days));

/** A small club with records spread over the last hundred days. */
async function seedClub() {
  const db = t.database.db;
  const parent = await buildUser(db, { createdAt: ago(100) });
  const parent2 = await buildUser(db, { createdAt: ago(20) });
  await buildUser(db, { role: 'instructor', createdAt: ago(50) });
  await buildUser(db, { role: 'athlete', createdAt: ago(3) });
  const sharks = await buildClass(db, { maxCapacity: 4 });
  const dolphins = await buildClass(db, { maxCapacity: 10 });
  await buildClass(db, { active: false });
  const ana = await buildChild(db, parent.id, { createdAt: ago(95) });
  const boris = await buildChild(db, parent.id, { createdAt: ago(40) });
  const vera = await buildChild(db, parent2.id, { createdAt: ago(2) });
  // Children of a season: from September 2025, nothing paid for their places (the payments below are not theirs).
  const season = { startsOn: '2025-09-01' };
  await buildEnrollment(db, ana.id, sharks.id, season);
  await buildEnrollment(db, boris.id, sharks.id, season);
  await buildEnrollment(db, vera.id, dolphins.id, season);
  await buildEnrollment(db, vera.id, sharks.id, { active: false });
  const marks: Array<[string, 'present' | 'absent' | 'excused', number]> = [
    [ana.id, 'present', 1],
    [boris.id, 'present', 1],
    [vera.id, 'absent', 2],
    [ana.id, 'excused', 20],
    [boris.id, 'present', 60],
  ];
  for (const [childId, status, days] of marks) {
    await db.insert(attendance).values({ classId: sharks.id, childId, status, date: dayAgo(days) });
  }
  const card = await buildPayment(db, { parentId: parent.id, amount: 16000, paidAt: ago(1) });
  await buildPayment(db, {
    parentId: parent.id,
    amount: 5000,
    method: 'cash',
    status: 'validated',
    paidAt: null,
    validatedAt: ago(10),
  });
  // Euro payments since the changeover beside the lev history: one in the same month and method as a lev one.
  const euroCard = await buildPayment(db, { parentId: parent2.id, amount: 8000, currency: 'EUR', paidAt: ago(50) });
  await buildPayment(db, { parentId: parent2.id, amount: 4500, currency: 'EUR', paidAt: ago(1) });
  await buildPayment(db, {
    parentId: parent2.id,
    amount: 3000,
    method: 'bank_transfer',
    status: 'pending',
    paidAt: null,
  });
  await buildPayment(db, { parentId: parent2.id, amount: 7000, status: 'failed', paidAt: null });
  await db
    .insert(refunds)
    .values({ paymentId: card.id, amount: 2000, reason: 'requested_by_customer', createdAt: ago(1) });
  await db
    .insert(refunds)
    .values({ paymentId: euroCard.id, amount: 1500, reason: 'requested_by_customer', createdAt: ago(5) });
}

/**
 * Unpaid dues are the overdue balances (issue 25), by hand: the three active enrollments (8 sessions × 20.00 лв., none
 * paid) owe every month from September 2025, when they started, to this one; a month is overdue after its 11th (the
 * 1st plus the default 10 days of grace). 160.00 лв. is 81.81 € (81.806…), converted once per month and enrollment.
 */
function overdueByHand() {
  const today = zonedDate(new Date(), CLUB_TIME_ZONE);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const months = (year - 2025) * 12 + month - 9 + 1 - (Number(today.slice(8)) > 11 ? 0 : 1);
  return { currency: 'EUR', amount: months * 3 * 8181, count: 2, converted: months * 3 };
}

/** An amount in euro cents as the test computes it for itself: lev rows divided by the rate, rounded per row. */
const euro = sql.raw(`(case when currency = 'BGN' then round(amount::numeric / 1.95583) else amount end)`);

/** A period as plain SQL sees it: instants for timestamps (end excluded), club days for attendance (both included). */
type SqlPeriod = { from: ReturnType<typeof sql>; to: ReturnType<typeof sql>; fromDay: string; toDay: string };

function quickPeriod(range: '7' | '30' | '90' | 'all'): SqlPeriod {
  return {
    from: range === 'all' ? sql`'-infinity'::timestamptz` : sql`${ago(Number(range)).toISOString()}::timestamptz`,
    to: sql`'infinity'::timestamptz`,
    fromDay: range === 'all' ? '1900-01-01' : dayAgo(Number(range)),
    toDay: '2999-12-31',
  };
}

/** Club days from `fromDay` to `toDay`: midnight to midnight in Sofia, computed by PostgreSQL itself. */
function customPeriod(fromDay: string, toDay: string): SqlPeriod {
  return {
    from: sql`(${fromDay}::date::timestamp at time zone 'Europe/Sofia')`,
    to: sql`((${toDay}::date + 1)::timestamp at time zone 'Europe/Sofia')`,
    fromDay,
    toDay,
  };
}

/** Every figure straight from the tables with plain SQL, independently of the service. */
async function expectedFigures(period: SqlPeriod) {
  const db = t.database.db;
  const { from, to, fromDay, toDay } = period;
  const one = async (query: ReturnType<typeof sql>) => Number((await queryRows<{ n: number }>(db, query))[0]?.n ?? 0);
  const role = (r: string) => one(sql`select count(*)::int as n from users where role = ${r}`);
  const status = (s: string) =>
    one(
      sql`select count(*)::int as n from attendance where status = ${s} and date between ${fromDay}::date and ${toDay}::date`,
    );
  return {
    members: {
      parents: await role('parent'),
      instructors: await role('instructor'),
      athletes: await role('athlete'),
      admins: await role('admin'),
      newInRange: await one(
        sql`select count(*)::int as n from users where created_at >= ${from} and created_at < ${to}`,
      ),
    },
    children: {
      total: await one(sql`select count(*)::int as n from children`),
      newInRange: await one(
        sql`select count(*)::int as n from children where created_at >= ${from} and created_at < ${to}`,
      ),
    },
    activeEnrollments: await one(sql`select count(*)::int as n from enrollments where active`),
    capacity: await queryRows<{ classId: string; enrolled: number; maxCapacity: number }>(
      db,
      sql`select c.id as "classId", c.max_capacity as "maxCapacity",
            (select count(*)::int from enrollments e where e.class_id = c.id and e.active) as enrolled
          from classes c join locations l on l.id = c.location_id where c.active and l.active`,
    ),
    attendance: { present: await status('present'), absent: await status('absent'), excused: await status('excused') },
    revenue: await queryRows<{ month: string; method: string; amount: number; converted: number }>(
      db,
      sql`select to_char(coalesce(paid_at, validated_at) at time zone 'Europe/Sofia', 'YYYY-MM') as month,
            method, sum(${euro})::int as amount, count(*) filter (where currency = 'BGN')::int as converted
          from payments
          where status in ('paid', 'validated', 'refunded')
            and coalesce(paid_at, validated_at) >= ${from} and coalesce(paid_at, validated_at) < ${to}
          group by 1, 2`,
    ),
    refunds: (
      await queryRows<{ amount: number; count: number; converted: number }>(
        db,
        sql`select coalesce(sum(case when p.currency = 'BGN' then round(r.amount::numeric / 1.95583) else r.amount end), 0)::int as amount,
              count(*)::int as count, count(*) filter (where p.currency = 'BGN')::int as converted
            from refunds r join payments p on p.id = r.payment_id
            where r.created_at >= ${from} and r.created_at < ${to}`,
      )
    ).map((row) => ({ currency: 'EUR', ...row }))[0],
    outstanding: overdueByHand(),
  };
}

const byKey = <T>(rows: T[], key: (row: T) => string) => [...rows].sort((a, b) => key(a).localeCompare(key(b)));

beforeEach(async () => {
  admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
});

describe('admin analytics', () => {
  it('refuses anonymous callers, non-admins and an unknown range', async () => {
    expect((await t.app.inject({ url: '/api/admin/analytics' })).statusCode).toBe(401);
    const instructor = await buildCaller(t.app, t.database.db, { role: 'instructor' });
    expect((await instructor.inject({ url: '/api/admin/analytics' })).statusCode).toBe(403);
    expect((await admin.inject({ url: '/api/admin/analytics?range=365' })).statusCode).toBe(400);
  });

  it('gives, for every quick filter and for custom periods, the figures the tables hold', async () => {
    await seedClub();
    const periods: Array<[string, string, SqlPeriod]> = [
      ...(['7', '30', '90', 'all'] as const).map((range): [string, string, SqlPeriod] => [
        range,
        `range=${range}`,
        quickPeriod(range),
      ]),
      // Ends on the day the cash payment was confirmed and starts on the day of an attendance mark: both included.
      ['custom 60..10', `from=${dayAgo(60)}&to=${dayAgo(10)}`, customPeriod(dayAgo(60), dayAgo(10))],
      ['custom 45..2', `from=${dayAgo(45)}&to=${dayAgo(2)}`, customPeriod(dayAgo(45), dayAgo(2))],
      ['custom one day', `from=${dayAgo(1)}&to=${dayAgo(1)}`, customPeriod(dayAgo(1), dayAgo(1))],
      ['custom to today', `from=${dayAgo(100)}&to=${dayAgo(0)}`, customPeriod(dayAgo(100), dayAgo(0))],
      // A custom period wins over a quick filter sent with it.
      ['custom with range', `range=7&from=${dayAgo(30)}&to=${dayAgo(5)}`, customPeriod(dayAgo(30), dayAgo(5))],
    ];
    for (const [label, query, period] of periods) {
      const res = await admin.inject({ url: `/api/admin/analytics?${query}` });
      expect(res.statusCode, label).toBe(200);
      const figures = res.json();
      const want = await expectedFigures(period);
      expect(figures.range, label).toBe(label.startsWith('custom') ? 'custom' : label);
      expect(figures.members, label).toEqual(want.members);
      expect(figures.children, label).toEqual(want.children);
      expect(figures.activeEnrollments, label).toBe(want.activeEnrollments);
      type Capacity = { classId: string; enrolled: number; maxCapacity: number };
      const capacity: Capacity[] = figures.capacity.map((c: Capacity) => ({
        classId: c.classId,
        enrolled: c.enrolled,
        maxCapacity: c.maxCapacity,
      }));
      expect(
        byKey(capacity, (c) => c.classId),
        label,
      ).toEqual(byKey(want.capacity, (c) => c.classId));
      expect(figures.attendance, label).toMatchObject(want.attendance);
      const marked = want.attendance.present + want.attendance.absent + want.attendance.excused;
      expect(figures.attendance.rate, label).toBe(marked ? want.attendance.present / marked : null);
      expect(figures.currency, label).toBe('EUR');
      const revenueKey = (r: { month: string; method: string }) => `${r.month}${r.method}`;
      expect(byKey(figures.revenue, revenueKey), label).toEqual(byKey(want.revenue, revenueKey));
      expect(figures.refunds, label).toEqual(want.refunds);
      expect(figures.outstanding, label).toEqual(want.outstanding);
    }
  });

  it('counts a custom period by club days: a boundary day is included whole, the day after is not', async () => {
    await seedClub();
    const get = async (query: string) => (await admin.inject({ url: `/api/admin/analytics?${query}` })).json();
    // Attendance 60 and 20 days ago, cash validated 10 days ago, the EUR card payment 50 days ago.
    const period = await get(`from=${dayAgo(60)}&to=${dayAgo(10)}`);
    expect(period.attendance).toEqual({ present: 1, absent: 0, excused: 1, rate: 1 / 2 });
    // 50.00 лв. in cash is 25.56 € (25.564…), by hand.
    expect(period.revenue.map((r: { amount: number; method: string }) => [r.method, r.amount]).sort()).toEqual([
      ['card', 8000],
      ['cash', 2556],
    ]);
    expect(period.refunds).toEqual({ currency: 'EUR', amount: 0, count: 0, converted: 0 });
    const after = await get(`from=${dayAgo(9)}&to=${dayAgo(2)}`);
    expect(after.revenue).toEqual([]);
    expect(after.attendance).toEqual({ present: 0, absent: 1, excused: 0, rate: 0 });
    expect(after.from).toBe(
      new Date(
        (
          await queryRows<{ at: Date }>(
            t.database.db,
            sql`select (${dayAgo(9)}::date::timestamp at time zone 'Europe/Sofia') as at`,
          )
        )[0]?.at ?? 0,
      ).toISOString(),
    );
  });

  it('refuses half a period, one that ends before it starts, one over two years, and a date that is not one', async () => {
    const cases: Array<[string, string, string]> = [
      ['from=2026-03-01', 'to', 'dateRequired'],
      ['to=2026-03-01', 'from', 'dateRequired'],
      ['from=2026-03-02&to=2026-03-01', 'to', 'dateRangeInvalid'],
      ['from=2024-01-01&to=2026-01-01', 'to', 'dateRangeTooLong'],
      ['from=2026-02-30&to=2026-03-01', 'from', 'dateInvalid'],
      ['from=0000-01-01&to=2026-03-01', 'from', 'dateInvalid'],
    ];
    for (const [query, path, message] of cases) {
      const res = await admin.inject({ url: `/api/admin/analytics?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code, query).toBe('VALIDATION_FAILED');
      expect(res.json().error.details, query).toEqual([{ path, message }]);
    }
    expect((await admin.inject({ url: '/api/admin/analytics?from=2024-01-02&to=2026-01-01' })).statusCode).toBe(200);
  });

  it('counts what the seeded club says, period by period', async () => {
    await seedClub();
    const get = async (range: string) => (await admin.inject({ url: `/api/admin/analytics?range=${range}` })).json();
    const week = await get('7');
    // The admin caller and the athlete joined this week; Vera was registered two days ago.
    expect(week.members).toMatchObject({ parents: 2, instructors: 1, athletes: 1, admins: 1, newInRange: 2 });
    expect(week.children).toEqual({ total: 3, newInRange: 1 });
    expect(week.activeEnrollments).toBe(3);
    expect(week.attendance).toEqual({ present: 2, absent: 1, excused: 0, rate: 2 / 3 });
    // By hand: 160.00 лв. = 81.81 €, beside a 45.00 € card payment the same day; refunds 20.00 лв. = 10.23 € and
    // 15.00 €; the unpaid months as counted by hand.
    expect(week.currency).toBe('EUR');
    expect(week.revenue.map((r: { amount: number; converted: number }) => [r.amount, r.converted])).toEqual([
      [8181 + 4500, 1],
    ]);
    expect(week.refunds).toEqual({ currency: 'EUR', amount: 1023 + 1500, count: 2, converted: 1 });
    expect(week.outstanding).toEqual(overdueByHand());
    // Analytics' unpaid dues are the arrears list's total.
    const arrears = (await admin.inject({ url: '/api/admin/arrears' })).json();
    expect(arrears.total).toEqual({
      currency: 'EUR',
      amount: week.outstanding.amount,
      converted: week.outstanding.converted,
    });
    expect(arrears.families).toHaveLength(2);
    const all = await get('all');
    expect(all.attendance.present).toBe(3);
    const converted = all.revenue.reduce((sum: number, r: { converted: number }) => sum + r.converted, 0);
    expect(converted).toBe(2);
    expect(
      all.capacity.map((c: { enrolled: number; maxCapacity: number }) => [c.enrolled, c.maxCapacity]).sort(),
    ).toEqual([
      [1, 10],
      [2, 4],
    ]);
  });
});
