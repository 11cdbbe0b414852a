// The parent dashboard: children cards, the next classes from their enrollments, and what is due, pending and paid.
import type { Dashboard } from '@swim/shared/api/children';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { addDays, isoDayOfWeek, zonedDate, zonedTimeToUtc } from '@swim/shared/dates';
import type { Currency, LocationType, SkillLevel } from '@swim/shared/enums';
import { computePlanPrice } from '@swim/shared/pricing';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { children, classes, locations, payments } from '../../db/schema/index.js';
import { listEnrollments } from '../children/children.service.js';
import { toChildPayment } from '../children/payment-view.js';

const UPCOMING_DAYS = 7;

/** Builds the dashboard for one parent at an instant. */
export async function getDashboard(db: Db, parentId: string, now: Date, clubCurrency: Currency): Promise<Dashboard> {
  const kids = await db.select().from(children).where(eq(children.parentId, parentId)).orderBy(asc(children.birthDate));
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
    .where(eq(payments.parentId, parentId))
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

  const period = today.slice(0, 7);
  const coveredEnrollments = new Set(
    paymentRows
      .filter((p) => p.billingPeriod === period && p.status !== 'failed' && p.enrollmentId)
      .map((p) => p.enrollmentId),
  );
  const dueItems: Dashboard['payments']['dueItems'] = [];
  for (const e of active) {
    if (coveredEnrollments.has(e.id)) continue;
    const row = classRows.find((c) => c.cls.id === e.classId);
    if (!row || (row.locationType as LocationType) === 'kindergarten') continue;
    const amount = computePlanPrice(e.planType, row.cls);
    if (!amount) continue;
    dueItems.push({
      childId: e.childId,
      childName: nameOf.get(e.childId) ?? '',
      enrollmentId: e.id,
      title: e.classTitle,
      planType: e.planType,
      amount,
      billingPeriod: period,
    });
  }
  // Amounts are labelled with the currency they are kept in, not the one the club would prefer.
  const currency = (classRows[0]?.cls.currency ?? paymentRows[0]?.currency ?? clubCurrency) as Currency;
  const sum = (statuses: string[]) =>
    paymentRows.filter((p) => statuses.includes(p.status)).reduce((total, p) => total + p.amount - p.refundedAmount, 0);

  return {
    children: kids.map((k) => ({
      id: k.id,
      fullName: k.fullName,
      birthDate: k.birthDate,
      skillLevel: k.skillLevel as SkillLevel,
      classes: active
        .filter((e) => e.childId === k.id)
        .map((e) => ({
          enrollmentId: e.id,
          title: e.classTitle,
          planType: e.planType,
          sessionsRemaining: e.sessionsRemaining,
        })),
    })),
    upcoming: upcoming.slice(0, 20),
    payments: {
      currency,
      due: dueItems.reduce((total, d) => total + d.amount, 0),
      dueItems,
      pending: sum(['pending']),
      paid: sum(['paid', 'validated']),
      recent: paymentRows.slice(0, 5).map((p) => ({
        ...toChildPayment(p),
        childName: p.childId ? (nameOf.get(p.childId) ?? null) : null,
      })),
    },
  };
}
