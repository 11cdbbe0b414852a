// What the child profile's tabs show: attendance with its rate, progress over time, times, achievements, payments.
import type { ChildActivity } from '@swim/shared/api/children';
import type { AttendanceStatus } from '@swim/shared/enums';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  achievements,
  assessmentScores,
  assessments,
  attendance,
  classes,
  payments,
  performanceRecords,
  progressMetrics,
  skillLevelHistory,
  users,
} from '../../db/schema/index.js';
import { personName } from '../../lib/person-name.js';
import { type Actor, type ChildAction, findChildFor } from '../access/access-policy.js';
import { childGuestRecords } from '../instructor/guest-marks.js';
import { toChildPayment } from './payment-view.js';

/** Present share of marked sessions, in percent with one decimal; null before anything is marked. */
export function attendanceRate(present: number, absent: number, excused: number): number | null {
  const marked = present + absent + excused;
  return marked === 0 ? null : Math.round((present / marked) * 1000) / 10;
}

async function loadAttendance(db: Db, childId: string): Promise<ChildActivity['attendance']> {
  const rows = await db
    .select({ a: attendance, title: classes.title })
    .from(attendance)
    .innerJoin(classes, eq(classes.id, attendance.classId))
    .where(eq(attendance.childId, childId))
    .orderBy(desc(attendance.date));
  // A make-up's mark is the child's own session too (ADR 0039): it counts in the child's rate and is listed.
  const records = [
    ...rows.map((r) => ({ id: r.a.id, date: r.a.date, status: r.a.status, classTitle: r.title })),
    ...(await childGuestRecords(db, childId)),
  ].sort((a, b) => b.date.localeCompare(a.date));
  const count = (status: AttendanceStatus) => records.filter((r) => r.status === status).length;
  const [present, absent, excused] = [count('present'), count('absent'), count('excused')];
  return {
    records,
    present,
    absent,
    excused,
    rate: attendanceRate(present, absent, excused),
  };
}

async function loadProgress(db: Db, childId: string): Promise<ChildActivity['progress']> {
  const [metrics, rows] = await Promise.all([
    db.select().from(progressMetrics).orderBy(asc(progressMetrics.sortOrder)),
    db
      .select({ a: assessments, instructor: personName(users) })
      .from(assessments)
      .leftJoin(users, eq(users.id, assessments.instructorId))
      .where(eq(assessments.childId, childId))
      .orderBy(asc(assessments.date)),
  ]);
  const scores = rows.length
    ? await db
        .select()
        .from(assessmentScores)
        .where(
          inArray(
            assessmentScores.assessmentId,
            rows.map((r) => r.a.id),
          ),
        )
    : [];
  return {
    metrics: metrics.map((m) => ({ key: m.key, label: m.label })),
    assessments: rows.map((r) => ({
      id: r.a.id,
      date: r.a.date,
      notes: r.a.notes,
      instructor: r.instructor,
      scores: Object.fromEntries(scores.filter((s) => s.assessmentId === r.a.id).map((s) => [s.metric, s.score])),
    })),
  };
}

/** Everything the profile tabs need, for a child the actor reaches for the action (a family: their own only). */
export async function getChildActivity(
  db: Db,
  actor: Actor,
  { childId, action }: { childId: string; action: ChildAction },
): Promise<ChildActivity> {
  const child = await findChildFor(db, actor, childId, { action });
  const [attendanceSummary, progress, performance, achievementRows, paymentRows, history] = await Promise.all([
    loadAttendance(db, child.id),
    loadProgress(db, child.id),
    db
      .select()
      .from(performanceRecords)
      .where(eq(performanceRecords.childId, child.id))
      .orderBy(desc(performanceRecords.date)),
    db.select().from(achievements).where(eq(achievements.childId, child.id)).orderBy(desc(achievements.awardedAt)),
    db.select().from(payments).where(eq(payments.childId, child.id)).orderBy(desc(payments.createdAt)),
    db
      .select({ h: skillLevelHistory, by: personName(users) })
      .from(skillLevelHistory)
      .leftJoin(users, eq(users.id, skillLevelHistory.changedBy))
      .where(eq(skillLevelHistory.childId, child.id))
      .orderBy(desc(skillLevelHistory.changedAt)),
  ]);
  return {
    attendance: attendanceSummary,
    progress,
    performance: performance.map((p) => ({
      id: p.id,
      distance: p.distance,
      stroke: p.stroke,
      timeCentiseconds: p.timeCentiseconds,
      date: p.date,
      event: p.event,
    })),
    achievements: achievementRows.map((a) => ({
      id: a.id,
      title: a.title,
      description: a.description ?? null,
      kind: a.kind,
      awardedAt: a.awardedAt,
    })),
    payments: paymentRows.map(toChildPayment),
    levelHistory: history.map(({ h, by }) => ({
      id: h.id,
      fromLevel: h.fromLevel,
      toLevel: h.toLevel,
      changedBy: by,
      changedAt: h.changedAt.toISOString(),
    })),
  };
}
