// The admin console's analytics: members, children, enrollments, capacity, attendance and money over a period.
import type { Analytics } from '@swim/shared/api/admin-analytics';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { type QuickDateRange, quickRangeStart, zonedDate } from '@swim/shared/dates';
import type { Currency, PaymentMethod } from '@swim/shared/enums';
import { and, count, eq, gte, inArray, isNotNull, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  attendance,
  children,
  classes,
  enrollments,
  locations,
  payments,
  refunds,
  users,
} from '../../db/schema/index.js';
import { countActive } from '../enrollments/class-options.service.js';

/** Money counts as received once paid by card or confirmed (cash, transfer); a later refund is reported apart. */
const RECEIVED = ['paid', 'validated', 'refunded'] as const;
const receivedAt = sql`coalesce(${payments.paidAt}, ${payments.validatedAt})`;
// The zone is written into the SQL, not bound: a parameter per use would make GROUP BY see different expressions.
const clubMonth = sql<string>`to_char(${receivedAt} at time zone ${sql.raw(`'${CLUB_TIME_ZONE}'`)}, 'YYYY-MM')`;

const n = (value: unknown) => Number(value ?? 0);

async function countMembers(db: Db, from: Date | null) {
  const byRole = await db.select({ role: users.role, n: count() }).from(users).groupBy(users.role);
  const [created] = await db
    .select({ n: count() })
    .from(users)
    .where(from ? gte(users.createdAt, from) : undefined);
  const of = (role: string) => n(byRole.find((r) => r.role === role)?.n);
  return {
    parents: of('parent'),
    instructors: of('instructor'),
    athletes: of('athlete'),
    admins: of('admin'),
    newInRange: n(created?.n),
  };
}

async function countChildren(db: Db, from: Date | null) {
  const [total] = await db.select({ n: count() }).from(children);
  const [created] = await db
    .select({ n: count() })
    .from(children)
    .where(from ? gte(children.createdAt, from) : undefined);
  return { total: n(total?.n), newInRange: n(created?.n) };
}

async function capacityOfActiveClasses(db: Db) {
  const rows = await db
    .select({ cls: classes, location: { id: locations.id, name: locations.name } })
    .from(classes)
    .innerJoin(locations, eq(locations.id, classes.locationId))
    .where(and(eq(classes.active, true), eq(locations.active, true)))
    .orderBy(sql`${locations.name} ->> 'bg'`, sql`${classes.title} ->> 'bg'`);
  const enrolled = await countActive(
    db,
    rows.map((r) => r.cls.id),
  );
  return rows.map(({ cls, location }) => ({
    classId: cls.id,
    title: cls.title,
    location,
    enrolled: enrolled.get(cls.id) ?? 0,
    maxCapacity: cls.maxCapacity,
  }));
}

async function countAttendance(db: Db, fromDay: string | null) {
  const rows = await db
    .select({ status: attendance.status, n: count() })
    .from(attendance)
    .where(fromDay ? gte(attendance.date, fromDay) : undefined)
    .groupBy(attendance.status);
  const of = (status: string) => n(rows.find((r) => r.status === status)?.n);
  const [present, absent, excused] = [of('present'), of('absent'), of('excused')];
  const marked = present + absent + excused;
  return { present, absent, excused, rate: marked === 0 ? null : present / marked };
}

async function sumRevenue(db: Db, from: Date | null) {
  const rows = await db
    .select({ month: clubMonth, method: payments.method, currency: payments.currency, amount: sum(payments.amount) })
    .from(payments)
    .where(
      and(
        inArray(payments.status, [...RECEIVED]),
        isNotNull(payments.method),
        sql`${receivedAt} is not null`,
        from ? sql`${receivedAt} >= ${from.toISOString()}` : undefined,
      ),
    )
    .groupBy(clubMonth, payments.method, payments.currency)
    .orderBy(clubMonth, payments.method, payments.currency);
  return rows.map((r) => ({
    month: r.month,
    method: r.method as PaymentMethod,
    currency: r.currency,
    amount: n(r.amount),
  }));
}

async function sumRefunds(db: Db, from: Date | null) {
  const rows = await db
    .select({ currency: payments.currency, amount: sum(refunds.amount), count: count() })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(from ? gte(refunds.createdAt, from) : undefined)
    .groupBy(payments.currency)
    .orderBy(payments.currency);
  return rows.map((r) => ({ currency: r.currency as Currency, amount: n(r.amount), count: n(r.count) }));
}

async function sumOutstanding(db: Db) {
  const rows = await db
    .select({ currency: payments.currency, amount: sum(payments.amount), count: count() })
    .from(payments)
    .where(eq(payments.status, 'pending'))
    .groupBy(payments.currency)
    .orderBy(payments.currency);
  return rows.map((r) => ({ currency: r.currency as Currency, amount: n(r.amount), count: n(r.count) }));
}

/** The club's figures for the last 7, 30 or 90 days (or all time), as of `now`. */
export async function getAnalytics(db: Db, options: { range: QuickDateRange; now: Date }): Promise<Analytics> {
  const from = quickRangeStart(options.range, options.now);
  const fromDay = from ? zonedDate(from, CLUB_TIME_ZONE) : null;
  const [members, childCount, activeEnrollments, capacity, marks, revenue, refunded, outstanding] = await Promise.all([
    countMembers(db, from),
    countChildren(db, from),
    db
      .select({ n: count() })
      .from(enrollments)
      .where(eq(enrollments.active, true))
      .then(([row]) => n(row?.n)),
    capacityOfActiveClasses(db),
    countAttendance(db, fromDay),
    sumRevenue(db, from),
    sumRefunds(db, from),
    sumOutstanding(db),
  ]);
  return {
    range: options.range,
    from: from?.toISOString() ?? null,
    members,
    children: childCount,
    activeEnrollments,
    capacity,
    attendance: marks,
    revenue,
    refunds: refunded,
    outstanding,
  };
}
