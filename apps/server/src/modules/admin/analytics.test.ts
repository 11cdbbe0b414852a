import { CLUB_TIME_ZONE } from '@swim/shared/club';
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
  await buildEnrollment(db, ana.id, sharks.id);
  await buildEnrollment(db, boris.id, sharks.id);
  await buildEnrollment(db, vera.id, dolphins.id);
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
  await buildPayment(db, { parentId: parent2.id, amount: 8000, currency: 'EUR', paidAt: ago(50) });
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
}

/** Every figure straight from the tables with plain SQL, independently of the service. */
async function expectedFigures(range: '7' | '30' | '90' | 'all') {
  const db = t.database.db;
  const from = range === 'all' ? '1900-01-01T00:00:00Z' : ago(Number(range)).toISOString();
  const fromDay = range === 'all' ? '1900-01-01' : dayAgo(Number(range));
  const one = async (query: ReturnType<typeof sql>) => Number((await queryRows<{ n: number }>(db, query))[0]?.n ?? 0);
  const role = (r: string) => one(sql`select count(*)::int as n from users where role = ${r}`);
  const status = (s: string) =>
    one(sql`select count(*)::int as n from attendance where status = ${s} and date >= ${fromDay}::date`);
  return {
    members: {
      parents: await role('parent'),
      instructors: await role('instructor'),
      athletes: await role('athlete'),
      admins: await role('admin'),
      newInRange: await one(sql`select count(*)::int as n from users where created_at >= ${from}::timestamptz`),
    },
    children: {
      total: await one(sql`select count(*)::int as n from children`),
      newInRange: await one(sql`select count(*)::int as n from children where created_at >= ${from}::timestamptz`),
    },
    activeEnrollments: await one(sql`select count(*)::int as n from enrollments where active`),
    capacity: await queryRows<{ classId: string; enrolled: number; maxCapacity: number }>(
      db,
      sql`select c.id as "classId", c.max_capacity as "maxCapacity",
            (select count(*)::int from enrollments e where e.class_id = c.id and e.active) as enrolled
          from classes c join locations l on l.id = c.location_id where c.active and l.active`,
    ),
    attendance: { present: await status('present'), absent: await status('absent'), excused: await status('excused') },
    revenue: await queryRows<{ month: string; method: string; currency: string; amount: number }>(
      db,
      sql`select to_char(coalesce(paid_at, validated_at) at time zone 'Europe/Sofia', 'YYYY-MM') as month,
            method, currency, sum(amount)::int as amount
          from payments
          where status in ('paid', 'validated', 'refunded') and coalesce(paid_at, validated_at) >= ${from}::timestamptz
          group by 1, 2, 3`,
    ),
    refunds: await queryRows<{ currency: string; amount: number; count: number }>(
      db,
      sql`select p.currency, sum(r.amount)::int as amount, count(*)::int as count
          from refunds r join payments p on p.id = r.payment_id where r.created_at >= ${from}::timestamptz group by 1`,
    ),
    outstanding: await queryRows<{ currency: string; amount: number; count: number }>(
      db,
      sql`select currency, sum(amount)::int as amount, count(*)::int as count from payments where status = 'pending' group by 1`,
    ),
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

  it('gives, for every quick filter, the figures the tables hold', async () => {
    await seedClub();
    for (const range of ['7', '30', '90', 'all'] as const) {
      const res = await admin.inject({ url: `/api/admin/analytics?range=${range}` });
      expect(res.statusCode, range).toBe(200);
      const figures = res.json();
      const want = await expectedFigures(range);
      expect(figures.members, range).toEqual(want.members);
      expect(figures.children, range).toEqual(want.children);
      expect(figures.activeEnrollments, range).toBe(want.activeEnrollments);
      type Capacity = { classId: string; enrolled: number; maxCapacity: number };
      const capacity: Capacity[] = figures.capacity.map((c: Capacity) => ({
        classId: c.classId,
        enrolled: c.enrolled,
        maxCapacity: c.maxCapacity,
      }));
      expect(
        byKey(capacity, (c) => c.classId),
        range,
      ).toEqual(byKey(want.capacity, (c) => c.classId));
      expect(figures.attendance, range).toMatchObject(want.attendance);
      const marked = want.attendance.present + want.attendance.absent + want.attendance.excused;
      expect(figures.attendance.rate, range).toBe(marked ? want.attendance.present / marked : null);
      const revenueKey = (r: { month: string; method: string; currency: string }) =>
        `${r.month}${r.method}${r.currency}`;
      expect(byKey(figures.revenue, revenueKey), range).toEqual(byKey(want.revenue, revenueKey));
      expect(figures.refunds, range).toEqual(want.refunds);
      expect(figures.outstanding, range).toEqual(want.outstanding);
    }
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
    expect(week.revenue.map((r: { amount: number; currency: string }) => [r.amount, r.currency])).toEqual([
      [16000, 'BGN'],
    ]);
    expect(week.refunds).toEqual([{ currency: 'BGN', amount: 2000, count: 1 }]);
    expect(week.outstanding).toEqual([{ currency: 'BGN', amount: 3000, count: 1 }]);
    const all = await get('all');
    expect(all.attendance.present).toBe(3);
    expect(all.revenue.map((r: { currency: string }) => r.currency).sort()).toEqual(['BGN', 'BGN', 'EUR']);
    expect(
      all.capacity.map((c: { enrolled: number; maxCapacity: number }) => [c.enrolled, c.maxCapacity]).sort(),
    ).toEqual([
      [1, 10],
      [2, 4],
    ]);
  });
});
