// The parent dashboard: children cards, the next classes from their enrollments, and what is due, pending and paid.
import type { Dashboard } from '@swim/shared/api/children';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { addDays, isoDayOfWeek, zonedDate, zonedTimeToUtc } from '@swim/shared/dates';
import type { Currency } from '@swim/shared/enums';
import { awaitsConfirmation, paymentTotals, sumByCurrency } from '@swim/shared/dues';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { children, classes, locations, payments } from '../../db/schema/index.js';
import { type Actor, childScope, paymentScope } from '../access/access-policy.js';
import { listEnrollments } from '../children/children.service.js';
import { toChildPayment } from '../children/payment-view.js';
import { dueItems } from '../payments/parent-dues.js';

const UPCOMING_DAYS = 7;

/** The instant a dashboard is built for, and the currency the club charges in now. */
export type DashboardMoment = { now: Date; clubCurrency: Currency };

/** Builds the dashboard of the actor's own family (whatever their role) at an instant. */
export async function getDashboard(db: Db, actor: Actor, { now, clubCurrency }: DashboardMoment): Promise<Dashboard> {
  const kids = await db.select().from(children).where(childScope(actor, 'family')).orderBy(asc(children.birthDate));
  const ids = kids.map((k) => k.id);
  const active = await listEnrollments(db, ids, true);
  const classRows = active.length
    ? await db
        .select({ cls: classes, locationType: locations.type })
        .from(classes)
        .innerJoin(locations, eq(locations.id, classes.locationId))
        .where(
          inArray(
            classes.id,
            active.map((e) => e.classId),
          ),
        )
    : [];
  const paymentRows = await db
    .select()
    .from(payments)
    .where(paymentScope(actor, 'family'))
    .orderBy(desc(payments.createdAt));
  const nameOf = new Map(kids.map((k) => [k.id, k.fullName]));

  const today = zonedDate(now, CLUB_TIME_ZONE);
  const upcoming: Dashboard['upcoming'] = [];
  for (let offset = 0; offset < UPCOMING_DAYS; offset++) {
    const date = addDays(today, offset);
    for (const e of active) {
      const cls = classRows.find((c) => c.cls.id === e.classId)?.cls;
      for (const s of e.sessions.filter((s) => s.dayOfWeek === isoDayOfWeek(date))) {
        const startsAt = zonedTimeToUtc(date, s.startTime, CLUB_TIME_ZONE);
        if (startsAt <= now) continue;
        upcoming.push({
          childId: e.childId,
          childName: nameOf.get(e.childId) ?? '',
          classId: e.classId,
          title: e.classTitle,
          location: e.location,
          date,
          startTime: s.startTime,
          startsAt: startsAt.toISOString(),
          durationMinutes: cls?.durationMinutes ?? 0,
        });
      }
    }
  }
  upcoming.sort((a, b) => a.startsAt.localeCompare(b.startsAt));

  // Due by the payment page's own rules: a subscriber owes nothing more, an issued bill is due with its Pay action,
  // and an unfinished card try leaves its month due (and is not awaiting the club's confirmation).
  const due = await dueItems(db, actor, now);
  const totals = paymentTotals(paymentRows.filter((p) => p.status !== 'pending' || awaitsConfirmation(p)));

  return {
    children: kids.map((k) => ({
      id: k.id,
      fullName: k.fullName,
      birthDate: k.birthDate,
      skillLevel: k.skillLevel,
      classes: active
        .filter((e) => e.childId === k.id)
        .map((e) => ({
          enrollmentId: e.id,
          title: e.classTitle,
          planType: e.planType,
          sessionsRemaining: e.sessionsRemaining,
          periodStart: e.periodStart,
        })),
    })),
    upcoming: upcoming.slice(0, 20),
    payments: {
      currency: clubCurrency,
      due: sumByCurrency(due),
      dueItems: due,
      pending: totals.pending,
      paid: totals.paid,
      recent: paymentRows.slice(0, 5).map((p) => ({
        ...toChildPayment(p),
        childName: p.childId ? (nameOf.get(p.childId) ?? null) : null,
      })),
    },
  };
}

/** When a dashboard built at `now` turns stale by time alone: its first class starts, or a new day begins. */
export function dashboardValidUntil(dashboard: Dashboard, now: Date): number {
  const tomorrow = addDays(zonedDate(now, CLUB_TIME_ZONE), 1);
  const nextDay = zonedTimeToUtc(tomorrow, '00:00', CLUB_TIME_ZONE).getTime();
  const firstStart = dashboard.upcoming[0] ? Date.parse(dashboard.upcoming[0].startsAt) : Number.POSITIVE_INFINITY;
  return Math.min(firstStart, nextDay);
}
