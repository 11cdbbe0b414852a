// Children, their enrollments and six weeks of attendance, with sessions taken from counted plans.
import { randomUUID } from 'node:crypto';
import type { AttendanceStatus } from '@swim/shared/enums';
import { monthPeriodOf } from '@swim/shared/dates';
import { familyRanks } from '@swim/shared/period-price';
import { PLAN_SESSIONS } from '@swim/shared/pricing';
import { CONSENT_TEXTS } from '@swim/shared/privacy';
import { attendance, children, consents, enrollments } from '../schema/index.js';
import { CHILDREN, type ChildKey, type ChildSeed } from './children-data.js';
import { listMemberChildren } from './member-families.js';
import { type IsoDate, addDays, clubInstant, datesOnWeekdays, dayOfWeek, firstOfMonth } from './dates.js';
import type { Club, SeededClass } from './seed-club.js';
import type { Seeding } from './seed-people.js';

const ATTENDANCE_WEEKS = 6;

export type SeededEnrollment = {
  id: string;
  periodStart: IsoDate;
  periodEnd: IsoDate | null;
  active: boolean;
  /** The day the family enrolled for this period (two days before it, or before the child joined mid-month). */
  createdOn: IsoDate;
};
export type SeededChild = ChildSeed & {
  id: string;
  class: SeededClass;
  current: SeededEnrollment;
  previous: SeededEnrollment | null;
  /** Dates marked present. */
  presentDates: IsoDate[];
  /** The child's first day in the class (ADR 0033). */
  startsOn: IsoDate;
  /** The child's place in the family and its class's among its own, as the club's pricing counts them (ADR 0033). */
  ranks: { childRank: number; classRank: number };
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

/**
 * Calendar-month periods (ADR 0025): the current one is this month; a renewed child also had last month. A child
 * who was not renewed joined this month (on the 1st at the earliest), so no class day goes without a period.
 */
function periodsFor(child: ChildSeed, today: IsoDate): { current: Period; previous: Period | null; joined: IsoDate } {
  const { plan, startedDaysAgo, renewed } = child.enrollment;
  const sessions = PLAN_SESSIONS[plan];
  const thisMonth = monthPeriodOf(today);
  if (plan === 'kindergarten_monthly') {
    // Billed later by attendance: an open-ended enrollment from the first of the month it started in.
    const periodStart = firstOfMonth(addDays(today, -startedDaysAgo));
    const current = {
      id: randomUUID(),
      periodStart,
      periodEnd: null,
      active: true,
      createdOn: addDays(periodStart, -2),
    };
    return { current: { ...current, sessionsRemaining: null }, previous: null, joined: periodStart };
  }
  const lastMonth = monthPeriodOf(addDays(thisMonth.start, -1));
  const previous = renewed
    ? {
        id: randomUUID(),
        periodStart: lastMonth.start,
        periodEnd: lastMonth.end,
        active: false,
        createdOn: addDays(lastMonth.start, -2),
        sessionsRemaining: sessions,
      }
    : null;
  const earliest = previous ? previous.periodStart : thisMonth.start;
  const started = addDays(today, -startedDaysAgo);
  const joined = started > earliest ? started : earliest;
  const current = {
    id: randomUUID(),
    periodStart: thisMonth.start,
    periodEnd: thisMonth.end,
    active: true,
    createdOn: previous ? addDays(thisMonth.start, -2) : addDays(joined, -2),
    sessionsRemaining: sessions,
  };
  return { current, previous, joined };
}

export async function seedChildren({ tx, today, people }: Seeding, club: Club): Promise<Families> {
  const families = {} as Families;
  const childRows: (typeof children.$inferInsert)[] = [];
  const enrollmentRows: (typeof enrollments.$inferInsert)[] = [];
  const attendanceRows: (typeof attendance.$inferInsert)[] = [];

  [...CHILDREN, ...listMemberChildren()].forEach((child, childIndex) => {
    const { key, parent, enrollment, ...fields } = child;
    const id = randomUUID();
    const seededClass = club.classes[enrollment.classKey];
    const { current, previous, joined: since } = periodsFor(child, today);
    // A renewed child has been in the class since last month began; a new one since the day it joined.
    const startsOn = previous ? previous.periodStart : since;
    const registeredOn = addDays((previous ?? current).createdOn, -1);
    childRows.push({ ...fields, id, parentId: people[parent], createdAt: clubInstant(registeredOn, '09:00') });

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
        startsOn,
        createdAt: clubInstant(period.createdOn, '20:15'),
      });
    }
    if (key) {
      const ranks = { childRank: 1, classRank: 1 };
      families[key] = { ...child, id, class: seededClass, current, previous, presentDates, startsOn, ranks };
    }
  });

  // The families' order, by the rule the server prices with, for the payments the seed makes.
  const parentOf = new Map(childRows.map((c) => [c.id, { parentId: c.parentId, birthDate: c.birthDate }]));
  const ranks = familyRanks(
    enrollmentRows
      .filter((e) => e.active)
      .map((e) => ({
        id: String(e.id),
        childId: e.childId,
        parentId: String(parentOf.get(e.childId)?.parentId),
        birthDate: String(parentOf.get(e.childId)?.birthDate),
        startsOn: String(e.startsOn),
        createdAt: e.createdAt as Date,
      })),
  );
  for (const child of Object.values(families)) child.ranks = ranks.get(child.current.id) ?? child.ranks;

  await tx.insert(children).values(childRows);
  await tx.insert(consents).values(childRows.flatMap(demoConsents));
  await tx.insert(enrollments).values(enrollmentRows);
  await tx.insert(attendance).values(attendanceRows);
  return families;
}

/**
 * The answers a demo family gave at registration: photos allowed, and keeping medical notes where they wrote some
 * (the wizard asks for both; a child with notes has the consent).
 */
function demoConsents(child: typeof children.$inferInsert): (typeof consents.$inferInsert)[] {
  const answer = (kind: 'photos' | 'medical') => ({
    childId: String(child.id),
    kind,
    granted: true,
    textVersion: CONSENT_TEXTS[kind].version,
    givenBy: child.parentId,
    givenAs: 'parent' as const,
    givenAt: child.createdAt as Date,
  });
  return child.medicalNotes ? [answer('photos'), answer('medical')] : [answer('photos')];
}
