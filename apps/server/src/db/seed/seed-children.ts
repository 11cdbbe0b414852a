// Children, their enrollments and six weeks of attendance, with sessions taken from counted plans.
import { randomUUID } from 'node:crypto';
import type { AttendanceStatus } from '@swim/shared/enums';
import { PLAN_SESSIONS } from '@swim/shared/pricing';
import type { Tx } from '../client.js';
import { attendance, children, enrollments } from '../schema/index.js';
import { CHILDREN, type ChildKey, type ChildSeed } from './children-data.js';
import { listMemberChildren } from './member-families.js';
import { type IsoDate, addDays, addMonths, clubInstant, datesOnWeekdays, dayOfWeek, firstOfMonth } from './dates.js';
import type { Club, SeededClass } from './seed-club.js';
import type { People } from './seed-people.js';

const ATTENDANCE_WEEKS = 6;

export type SeededEnrollment = { id: string; periodStart: IsoDate; periodEnd: IsoDate | null; active: boolean };
export type SeededChild = ChildSeed & {
  id: string;
  class: SeededClass;
  current: SeededEnrollment;
  previous: SeededEnrollment | null;
  /** Dates marked present. */
  presentDates: IsoDate[];
};
export type Families = Record<ChildKey, SeededChild>;

type Period = SeededEnrollment & { sessionsRemaining: number | null };

/** A believable register: mostly present, an absence or an excused day now and then. */
function statusFor(childIndex: number, sessionIndex: number): AttendanceStatus {
  const n = (sessionIndex + childIndex * 3) % 9;
  if (n === 4) return 'absent';
  if (n === 7) return 'excused';
  return 'present';
}

function periodsFor(child: ChildSeed, today: IsoDate): { current: Period; previous: Period | null } {
  const { plan, startedDaysAgo, renewed } = child.enrollment;
  const sessions = PLAN_SESSIONS[plan];
  const start = addDays(today, -startedDaysAgo);
  if (plan === 'kindergarten_monthly') {
    // Billed later by attendance: an open-ended enrollment from the first of the month.
    const current = { id: randomUUID(), periodStart: firstOfMonth(start), periodEnd: null, active: true };
    return { current: { ...current, sessionsRemaining: null }, previous: null };
  }
  const current = { id: randomUUID(), periodStart: start, periodEnd: addDays(addMonths(start, 1), -1), active: true };
  const previousStart = addMonths(start, -1);
  const previous = renewed
    ? {
        id: randomUUID(),
        periodStart: previousStart,
        periodEnd: addDays(start, -1),
        active: false,
        sessionsRemaining: sessions,
      }
    : null;
  return { current: { ...current, sessionsRemaining: sessions }, previous };
}

export async function seedChildren(tx: Tx, today: IsoDate, people: People, club: Club): Promise<Families> {
  const families = {} as Families;
  const childRows: (typeof children.$inferInsert)[] = [];
  const enrollmentRows: (typeof enrollments.$inferInsert)[] = [];
  const attendanceRows: (typeof attendance.$inferInsert)[] = [];

  [...CHILDREN, ...listMemberChildren()].forEach((child, childIndex) => {
    const { key, parent, enrollment, ...fields } = child;
    const id = randomUUID();
    const seededClass = club.classes[enrollment.classKey];
    const { current, previous } = periodsFor(child, today);
    const since = previous?.periodStart ?? current.periodStart;
    childRows.push({ ...fields, id, parentId: people[parent], createdAt: clubInstant(since, '09:00') });

    // Walk the class days of the last weeks; a present mark takes a session from the plan that covered the day.
    const sixWeeksAgo = addDays(today, -7 * ATTENDANCE_WEEKS);
    const windowStart = since > sixWeeksAgo ? since : sixWeeksAgo;
    const weekdays = seededClass.sessions.map(([day]) => day);
    const presentDates: IsoDate[] = [];
    datesOnWeekdays(windowStart, addDays(today, -1), weekdays).forEach((date, sessionIndex) => {
      const period = previous && date < current.periodStart ? previous : current;
      let status = statusFor(childIndex, sessionIndex);
      const counted = period.sessionsRemaining !== null;
      if (status === 'present' && counted && period.sessionsRemaining === 0) status = 'absent';
      const deducted = status === 'present' && counted;
      if (deducted && period.sessionsRemaining !== null) period.sessionsRemaining -= 1;
      if (status === 'present') presentDates.push(date);
      const time = seededClass.sessions.find(([day]) => day === dayOfWeek(date))?.[1] ?? '10:00';
      const markedAt = new Date(clubInstant(date, time).getTime() + seededClass.durationMinutes * 60_000);
      attendanceRows.push({
        classId: seededClass.id,
        childId: id,
        date,
        status,
        sessionDeducted: deducted,
        markedBy: people[seededClass.instructor],
        markedAt,
      });
    });

    for (const period of [previous, current]) {
      if (!period) continue;
      enrollmentRows.push({
        id: period.id,
        childId: id,
        classId: seededClass.id,
        planType: enrollment.plan,
        sessionsRemaining: period.sessionsRemaining,
        active: period.active,
        periodStart: period.periodStart,
        periodEnd: period.periodEnd,
        createdAt: clubInstant(addDays(period.periodStart, -2), '20:15'),
      });
    }
    if (key) families[key] = { ...child, id, class: seededClass, current, previous, presentDates };
  });

  await tx.insert(children).values(childRows);
  await tx.insert(enrollments).values(enrollmentRows);
  await tx.insert(attendance).values(attendanceRows);
  return families;
}
