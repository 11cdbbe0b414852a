// One class for its instructor: the roster with what a coach needs on the pool deck, the coming session dates, and
// each child's payment for a month.
import type { ClassPayments, ClassSchedule, InstructorClassDetail } from '@swim/shared/api/instructor';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { addDays, isoDayOfWeek, zonedDate, zonedTimeToUtc } from '@swim/shared/dates';
import type { PaymentStatus } from '@swim/shared/enums';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { children, classes, enrollments, payments, users } from '../../db/schema/index.js';
import { type Actor, findClassFor } from '../access/access-policy.js';
import { periodBalances } from '../payments/owed.js';
import { ageOn, loadClassViews } from './class-views.js';

/** The class's active enrollments with their children and parents, by the child's name. */
export async function loadRoster(db: Db | Tx, classId: string) {
  return db
    .select({ enrollment: enrollments, child: children, parentName: users.name, parentPhone: users.phone })
    .from(enrollments)
    .innerJoin(children, eq(children.id, enrollments.childId))
    .innerJoin(users, eq(users.id, children.parentId))
    .where(and(eq(enrollments.classId, classId), eq(enrollments.active, true)))
    .orderBy(asc(children.fullName), asc(children.id));
}

/**
 * Each enrollment of the class with an overdue balance: the months, oldest first (issue 25). Coaches see that a month is
 * owed, never how much: the flag is for a quiet word with the parent, not for the deck.
 */
export async function overdueMonthsByEnrollment(db: Db | Tx, classId: string, now: Date) {
  const lines = await periodBalances(db, { now, where: eq(enrollments.classId, classId) });
  const months = new Map<string, { period: string; declared: boolean }[]>();
  for (const line of lines) {
    if (!line.overdue) continue;
    const month = { period: line.billingPeriod, declared: line.declared };
    months.set(line.enrollmentId, [...(months.get(line.enrollmentId) ?? []), month]);
  }
  return (enrollmentId: string) => {
    const owed = months.get(enrollmentId);
    if (!owed) return null;
    // A declared month the club has not confirmed in time is overdue too, shown as declared (ADR 0037).
    const periods = owed.map((m) => m.period).sort();
    return {
      periods,
      declared: owed
        .filter((m) => m.declared)
        .map((m) => m.period)
        .sort(),
    };
  };
}

/** The class with its roster. */
export async function getClassDetail(
  db: Db,
  actor: Actor,
  { classId, now }: { classId: string; now: Date },
): Promise<InstructorClassDetail> {
  const cls = await findClassFor(db, actor, classId);
  const [[view], roster, balanceDue] = await Promise.all([
    loadClassViews(db, eq(classes.id, cls.id)),
    loadRoster(db, cls.id),
    overdueMonthsByEnrollment(db, cls.id, now),
  ]);
  if (!view) throw new Error('class vanished');
  const today = zonedDate(now, CLUB_TIME_ZONE);
  return {
    ...view,
    description: cls.description ?? null,
    roster: roster.map(({ enrollment: e, child: c, parentName, parentPhone }) => ({
      childId: c.id,
      enrollmentId: e.id,
      fullName: c.fullName,
      birthDate: c.birthDate,
      age: ageOn(c.birthDate, today),
      gender: c.gender,
      skillLevel: c.skillLevel,
      planType: e.planType,
      sessionsRemaining: e.sessionsRemaining,
      sessionsUsedUp: e.sessionsRemaining === 0,
      medicalNotes: c.medicalNotes,
      notes: c.notes,
      emergencyContact: c.emergencyContact,
      emergencyPhone: c.emergencyPhone,
      parent: { name: parentName, phone: parentPhone },
      balanceDue: balanceDue(e.id),
    })),
  };
}

/** The dates of the class's weekly sessions from today (club time) for a number of weeks. */
export async function getClassSchedule(
  db: Db,
  actor: Actor,
  options: { classId: string; weeks: number; now: Date },
): Promise<ClassSchedule> {
  const cls = await findClassFor(db, actor, options.classId);
  const [view] = await loadClassViews(db, eq(classes.id, cls.id));
  const from = zonedDate(options.now, CLUB_TIME_ZONE);
  const to = addDays(from, options.weeks * 7 - 1);
  const dates: ClassSchedule['dates'] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    for (const s of view?.sessions.filter((x) => x.dayOfWeek === isoDayOfWeek(date)) ?? []) {
      const startsAt = zonedTimeToUtc(date, s.startTime, CLUB_TIME_ZONE);
      dates.push({
        date,
        dayOfWeek: s.dayOfWeek,
        startTime: s.startTime,
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + cls.durationMinutes * 60_000).toISOString(),
      });
    }
  }
  return { classId: cls.id, from, to, dates };
}

/** Which payment speaks for a month when there are several: a settled one first, then one in progress. */
const STATUS_RANK: Record<PaymentStatus, number> = { paid: 0, validated: 0, pending: 1, refunded: 2, failed: 3 };

/** Each actively enrolled child's payment status for a month ('YYYY-MM', by default the current club month). */
export async function getClassPayments(
  db: Db,
  actor: Actor,
  options: { classId: string; month?: string; now: Date },
): Promise<ClassPayments> {
  const cls = await findClassFor(db, actor, options.classId);
  const month = options.month ?? zonedDate(options.now, CLUB_TIME_ZONE).slice(0, 7);
  const [roster, balanceDue] = await Promise.all([
    loadRoster(db, cls.id),
    overdueMonthsByEnrollment(db, cls.id, options.now),
  ]);
  const rows = roster.length
    ? await db
        .select()
        .from(payments)
        .where(
          and(
            inArray(
              payments.enrollmentId,
              roster.map((r) => r.enrollment.id),
            ),
            eq(payments.billingPeriod, month),
          ),
        )
        .orderBy(desc(payments.createdAt))
    : [];
  return {
    classId: cls.id,
    month,
    children: roster.map(({ enrollment, child }) => {
      const [payment] = rows
        .filter((p) => p.enrollmentId === enrollment.id)
        .sort((a, b) => STATUS_RANK[a.status] - STATUS_RANK[b.status]);
      return {
        childId: child.id,
        fullName: child.fullName,
        enrollmentId: enrollment.id,
        planType: enrollment.planType,
        status: payment?.status ?? 'none',
        paymentId: payment?.id ?? null,
        amount: payment?.amount ?? null,
        currency: payment?.currency ?? null,
        method: payment?.method ?? null,
        refundedAmount: payment?.refundedAmount ?? 0,
        balanceDue: balanceDue(enrollment.id),
      };
    }),
  };
}
