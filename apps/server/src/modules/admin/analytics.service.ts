// The admin console's analytics: members, children, enrollments, capacity, attendance and money over a period.
import type { Analytics, analyticsQuerySchema } from '@swim/shared/api/admin-analytics';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { addDays, quickRangeStart, zonedDate, zonedTimeToUtc } from '@swim/shared/dates';
import type { Currency } from '@swim/shared/enums';
import { type AnyColumn, type SQL, and, count, eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
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
import { inClubCurrency, isConverted } from '../../lib/in-club-currency.js';
import { countActiveEnrollments } from '../enrollments/class-listing.js';
import { countGuestMarks } from '../instructor/guest-marks.js';
import { overdueTotal } from '../payments/arrears-total.js';
import { readClubCurrency } from '../settings/club-currency.js';

/** Money counts as received once paid by card or confirmed (cash, transfer); a later refund is reported apart. */
const RECEIVED = ['paid', 'validated', 'refunded'] as const;
const receivedAt = sql`coalesce(${payments.paidAt}, ${payments.validatedAt})`;
// The zone is written into the SQL, not bound: a parameter per use would make GROUP BY see different expressions.
const clubMonth = sql<string>`to_char(${receivedAt} at time zone ${sql.raw(`'${CLUB_TIME_ZONE}'`)}, 'YYYY-MM')`;

const n = (value: unknown) => Number(value ?? 0);

/**
 * The period the figures cover: instants for timestamps (start included, end excluded; null = open) and the club
 * days for attendance (both included).
 */
type Period = { from: Date | null; to: Date | null; fromDay: string | null; toDay: string | null };

/** A quick filter counts back from now; a custom period runs from the start of `from` to the end of `to` in Sofia. */
export function resolvePeriod(query: z.output<typeof analyticsQuerySchema>, now: Date): Period {
  if (query.from && query.to) {
    return {
      from: zonedTimeToUtc(query.from, '00:00', CLUB_TIME_ZONE),
      to: zonedTimeToUtc(addDays(query.to, 1), '00:00', CLUB_TIME_ZONE),
      fromDay: query.from,
      toDay: query.to,
    };
  }
  const from = quickRangeStart(query.range, now);
  return { from, to: null, fromDay: from ? zonedDate(from, CLUB_TIME_ZONE) : null, toDay: null };
}

/** A timestamp column within the period. */
function within(column: AnyColumn, period: Period): SQL | undefined {
  return and(period.from ? gte(column, period.from) : undefined, period.to ? lt(column, period.to) : undefined);
}

async function countMembers(db: Db, period: Period) {
  const byRole = await db.select({ role: users.role, n: count() }).from(users).groupBy(users.role);
  const [created] = await db.select({ n: count() }).from(users).where(within(users.createdAt, period));
  const of = (role: string) => n(byRole.find((r) => r.role === role)?.n);
  return {
    parents: of('parent'),
    instructors: of('instructor'),
    athletes: of('athlete'),
    admins: of('admin'),
    newInRange: n(created?.n),
  };
}

async function countChildren(db: Db, period: Period) {
  const [total] = await db.select({ n: count() }).from(children);
  const [created] = await db.select({ n: count() }).from(children).where(within(children.createdAt, period));
  return { total: n(total?.n), newInRange: n(created?.n) };
}

async function capacityOfActiveClasses(db: Db) {
  const rows = await db
    .select({ cls: classes, location: { id: locations.id, name: locations.name } })
    .from(classes)
    .innerJoin(locations, eq(locations.id, classes.locationId))
    .where(and(eq(classes.active, true), eq(locations.active, true)))
    .orderBy(sql`${locations.name} ->> 'bg'`, sql`${classes.title} ->> 'bg'`);
  const enrolled = await countActiveEnrollments(
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

async function countAttendance(db: Db, period: Period) {
  const rows = await db
    .select({ status: attendance.status, n: count() })
    .from(attendance)
    .where(
      and(
        period.fromDay ? gte(attendance.date, period.fromDay) : undefined,
        period.toDay ? lte(attendance.date, period.toDay) : undefined,
      ),
    )
    .groupBy(attendance.status);
  // Make-up guests' marks live on their bookings (ADR 0039): they count like any other.
  const guests = await countGuestMarks(db, { from: period.fromDay, to: period.toDay });
  const of = (status: string) => n(rows.find((r) => r.status === status)?.n);
  const [present, absent, excused] = [of('present') + guests.present, of('absent') + guests.absent, of('excused')];
  const marked = present + absent + excused;
  return { present, absent, excused, rate: marked === 0 ? null : present / marked };
}

/** Sums of amounts in the club's currency, each converted before it is added, and how many were converted. */
function clubSum(amount: AnyColumn, club: Currency) {
  return {
    amount: sql<string>`coalesce(sum(${inClubCurrency(amount, payments.currency, club)}), 0)`,
    converted: sql<string>`count(*) filter (where ${isConverted(payments.currency, club)})`,
  };
}

async function sumRevenue(db: Db, period: Period, club: Currency) {
  const rows = await db
    .select({ month: clubMonth, method: payments.method, ...clubSum(payments.amount, club) })
    .from(payments)
    .where(
      and(
        inArray(payments.status, [...RECEIVED]),
        isNotNull(payments.method),
        sql`${receivedAt} is not null`,
        period.from ? sql`${receivedAt} >= ${period.from.toISOString()}` : undefined,
        period.to ? sql`${receivedAt} < ${period.to.toISOString()}` : undefined,
      ),
    )
    .groupBy(clubMonth, payments.method)
    .orderBy(clubMonth, payments.method);
  // The query already leaves out payments without a method; the check tells the compiler so.
  return rows.flatMap(({ month, method, amount, converted }) =>
    method ? [{ month, method, amount: n(amount), converted: n(converted) }] : [],
  );
}

/** Refunds completed, made within the period (a card refund still with the provider is not money given back yet). */
async function sumRefunds(db: Db, period: Period, club: Currency) {
  const [row] = await db
    .select({ ...clubSum(refunds.amount, club), count: count() })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(within(refunds.createdAt, period), eq(refunds.status, 'completed')));
  return { currency: club, amount: n(row?.amount), converted: n(row?.converted), count: n(row?.count) };
}

/**
 * The club's figures for a quick filter (counting back from `now`) or a custom period of club days. Accounts by
 * role, children, active enrollments, capacity and outstanding dues are as they stand now; the rest is the period's.
 * Money is in the club's currency (`currency`: the configured one until the club's own is stored).
 */
export async function getAnalytics(
  db: Db,
  options: { query: z.output<typeof analyticsQuerySchema>; now: Date; currency: Currency },
): Promise<Analytics> {
  const period = resolvePeriod(options.query, options.now);
  const club = await readClubCurrency(db, options.currency);
  const [members, childCount, activeEnrollments, capacity, marks, revenue, refunded, outstanding] = await Promise.all([
    countMembers(db, period),
    countChildren(db, period),
    db
      .select({ n: count() })
      .from(enrollments)
      .where(eq(enrollments.active, true))
      .then(([row]) => n(row?.n)),
    capacityOfActiveClasses(db),
    countAttendance(db, period),
    sumRevenue(db, period, club),
    sumRefunds(db, period, club),
    // Unpaid dues are the arrears list's total (issue 25): one definition of what is owed, overdue now.
    overdueTotal(db, options.now, club),
  ]);
  return {
    range: period.toDay ? 'custom' : options.query.range,
    from: period.from?.toISOString() ?? null,
    to: period.to?.toISOString() ?? null,
    members,
    children: childCount,
    activeEnrollments,
    capacity,
    attendance: marks,
    currency: club,
    revenue,
    refunds: refunded,
    outstanding,
  };
}
