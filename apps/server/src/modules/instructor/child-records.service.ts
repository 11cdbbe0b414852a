// A child as the coach sees them: contacts, classes, the metric catalog, assessment history, achievements and times.
import type { Achievement, PerformanceRecord } from '@swim/shared/api/children';
import type { Assessment, InstructorChild, MetricCatalog } from '@swim/shared/api/instructor';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import type { ProgressMetric } from '@swim/shared/enums';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  achievements,
  assessmentScores,
  assessments,
  classes,
  enrollments,
  performanceRecords,
  progressMetrics,
  users,
} from '../../db/schema/index.js';
import { personName } from '../../lib/person-name.js';
import { type Actor, classScope, findChildFor } from '../access/access-policy.js';
import { ageOn } from './class-views.js';

/** The metric catalog in its display order. */
export async function listMetrics(db: Db | Tx): Promise<MetricCatalog> {
  const rows = await db
    .select()
    .from(progressMetrics)
    .orderBy(asc(progressMetrics.sortOrder), asc(progressMetrics.key));
  return rows.map((m) => ({ key: m.key as ProgressMetric, label: m.label }));
}

/** Assessments matching a condition, oldest first, with their scores by metric key. */
export async function loadAssessments(db: Db | Tx, where: SQL): Promise<Assessment[]> {
  const rows = await db
    .select({ a: assessments, instructor: personName(users) })
    .from(assessments)
    .leftJoin(users, eq(users.id, assessments.instructorId))
    .where(where)
    .orderBy(asc(assessments.date), asc(assessments.createdAt));
  const ids = rows.map((r) => r.a.id);
  const scores = ids.length
    ? await db.select().from(assessmentScores).where(inArray(assessmentScores.assessmentId, ids))
    : [];
  return rows.map((r) => ({
    id: r.a.id,
    date: r.a.date,
    notes: r.a.notes,
    instructor: r.instructor,
    scores: Object.fromEntries(scores.filter((s) => s.assessmentId === r.a.id).map((s) => [s.metric, s.score])),
  }));
}

export const toAchievement = (a: typeof achievements.$inferSelect): Achievement => ({
  id: a.id,
  title: a.title,
  description: a.description ?? null,
  kind: a.kind,
  awardedAt: a.awardedAt,
});

export const toPerformance = (p: typeof performanceRecords.$inferSelect): PerformanceRecord => ({
  id: p.id,
  distance: p.distance,
  stroke: p.stroke,
  timeCentiseconds: p.timeCentiseconds,
  date: p.date,
  event: p.event,
});

/** A child within reach: contacts, their classes within reach, assessment history, achievements and times. */
export async function getInstructorChild(
  db: Db,
  actor: Actor,
  { childId, now }: { childId: string; now: Date },
): Promise<InstructorChild> {
  const child = await findChildFor(db, actor, childId, { action: 'coach' });
  const [[parent], classRows, metrics, history, achievementRows, performance] = await Promise.all([
    db.select({ name: users.name, phone: users.phone }).from(users).where(eq(users.id, child.parentId)),
    db
      .select({ e: enrollments, title: classes.title })
      .from(enrollments)
      .innerJoin(classes, eq(classes.id, enrollments.classId))
      .where(and(eq(enrollments.childId, child.id), classScope(actor)))
      .orderBy(desc(enrollments.active), desc(enrollments.createdAt)),
    listMetrics(db),
    loadAssessments(db, eq(assessments.childId, child.id)),
    db.select().from(achievements).where(eq(achievements.childId, child.id)).orderBy(desc(achievements.awardedAt)),
    db
      .select()
      .from(performanceRecords)
      .where(eq(performanceRecords.childId, child.id))
      .orderBy(desc(performanceRecords.date)),
  ]);
  return {
    id: child.id,
    fullName: child.fullName,
    firstName: child.firstName,
    lastName: child.lastName,
    birthDate: child.birthDate,
    age: ageOn(child.birthDate, zonedDate(now, CLUB_TIME_ZONE)),
    gender: child.gender,
    skillLevel: child.skillLevel,
    medicalNotes: child.medicalNotes,
    notes: child.notes,
    emergencyContact: child.emergencyContact,
    emergencyPhone: child.emergencyPhone,
    parent: { name: parent?.name ?? '', phone: parent?.phone ?? null },
    classes: classRows.map(({ e, title }) => ({
      enrollmentId: e.id,
      classId: e.classId,
      title,
      planType: e.planType,
      sessionsRemaining: e.sessionsRemaining,
      active: e.active,
    })),
    metrics,
    assessments: history,
    achievements: achievementRows.map(toAchievement),
    performance: performance.map(toPerformance),
  };
}
