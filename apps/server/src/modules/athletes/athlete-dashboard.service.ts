// An athlete's dashboard: profile, classes, latest assessments, achievements, race times and a count of goals.
import type { AthleteDashboard } from '@swim/shared/api/athletes';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  achievements,
  assessmentScores,
  assessments,
  athleteAccounts,
  athleteGoals,
  children,
  classSessions,
  classes,
  enrollments,
  locations,
  performanceRecords,
  progressMetrics,
  users,
} from '../../db/schema/index.js';
import { personName } from '../../lib/person-name.js';
import { notFound } from '../../lib/errors.js';

/** The athlete's profile, classes, latest assessments and achievements. */
export async function getAthleteDashboard(db: Db, userId: string): Promise<AthleteDashboard> {
  const [row] = await db
    .select({ user: users, athlete: athleteAccounts, child: children })
    .from(users)
    .innerJoin(athleteAccounts, eq(athleteAccounts.userId, users.id))
    .leftJoin(children, eq(children.id, athleteAccounts.childId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound('Athlete not found');
  const childId = row.child?.id ?? null;
  const goalStatuses = db
    .select({ status: athleteGoals.status })
    .from(athleteGoals)
    .where(eq(athleteGoals.athleteId, userId));
  const [classRows, assessmentRows, achievementRows, timeRows, goalRows] = childId
    ? await Promise.all([
        listClasses(db, childId),
        listAssessments(db, childId),
        db
          .select()
          .from(achievements)
          .where(eq(achievements.childId, childId))
          .orderBy(desc(achievements.awardedAt))
          .limit(10),
        db
          .select()
          .from(performanceRecords)
          .where(eq(performanceRecords.childId, childId))
          .orderBy(desc(performanceRecords.date), desc(performanceRecords.createdAt))
          .limit(20),
        goalStatuses,
      ])
    : [[], [], [], [], await goalStatuses];
  return {
    profile: {
      name: row.user.name,
      email: row.user.email,
      phone: row.user.phone,
      birthDate: row.athlete.birthDate ?? row.child?.birthDate ?? null,
      discipline: row.athlete.discipline,
      approvedAt: row.athlete.approvedAt?.toISOString() ?? null,
      memberSince: row.user.createdAt.toISOString(),
      skillLevel: row.child?.skillLevel ?? null,
    },
    classes: classRows,
    assessments: assessmentRows,
    achievements: achievementRows.map((a) => ({
      id: a.id,
      title: a.title,
      description: a.description ?? null,
      kind: a.kind,
      awardedAt: a.awardedAt,
    })),
    times: timeRows.map((r) => ({
      id: r.id,
      distance: r.distance,
      stroke: r.stroke,
      timeCentiseconds: r.timeCentiseconds,
      date: r.date,
      event: r.event ?? null,
    })),
    goals: {
      active: goalRows.filter((g) => g.status === 'active').length,
      completed: goalRows.filter((g) => g.status === 'completed').length,
    },
  };
}

async function listClasses(db: Db, childId: string): Promise<AthleteDashboard['classes']> {
  const rows = await db
    .select({ enrollment: enrollments, cls: classes, location: locations.name, instructor: personName(users) })
    .from(enrollments)
    .innerJoin(classes, eq(classes.id, enrollments.classId))
    .innerJoin(locations, eq(locations.id, classes.locationId))
    .leftJoin(users, eq(users.id, classes.instructorId))
    .where(and(eq(enrollments.childId, childId), eq(enrollments.active, true)));
  const sessions = rows.length
    ? await db
        .select()
        .from(classSessions)
        .where(
          inArray(
            classSessions.classId,
            rows.map((r) => r.cls.id),
          ),
        )
        .orderBy(asc(classSessions.dayOfWeek), asc(classSessions.startTime))
    : [];
  return rows.map((r) => ({
    enrollmentId: r.enrollment.id,
    classId: r.cls.id,
    title: r.cls.title,
    level: r.cls.level,
    planType: r.enrollment.planType,
    sessionsRemaining: r.enrollment.sessionsRemaining,
    location: r.location,
    instructor: r.instructor,
    sessions: sessions
      .filter((s) => s.classId === r.cls.id)
      .map((s) => ({ dayOfWeek: s.dayOfWeek, startTime: s.startTime.slice(0, 5) })),
  }));
}

async function listAssessments(db: Db, childId: string): Promise<AthleteDashboard['assessments']> {
  const rows = await db
    .select({ assessment: assessments, instructor: personName(users) })
    .from(assessments)
    .leftJoin(users, eq(users.id, assessments.instructorId))
    .where(eq(assessments.childId, childId))
    .orderBy(desc(assessments.date))
    .limit(5);
  if (rows.length === 0) return [];
  const scores = await db
    .select({ score: assessmentScores, label: progressMetrics.label, order: progressMetrics.sortOrder })
    .from(assessmentScores)
    .innerJoin(progressMetrics, eq(progressMetrics.key, assessmentScores.metric))
    .where(
      inArray(
        assessmentScores.assessmentId,
        rows.map((r) => r.assessment.id),
      ),
    )
    .orderBy(asc(progressMetrics.sortOrder));
  return rows.map((r) => ({
    id: r.assessment.id,
    date: r.assessment.date,
    notes: r.assessment.notes,
    instructor: r.instructor,
    scores: scores
      .filter((s) => s.score.assessmentId === r.assessment.id)
      .map((s) => ({ metric: s.score.metric, label: s.label, score: s.score.score })),
  }));
}
