// Athletes: registration awaiting approval, their dashboard, and their training goals.
import type {
  AthleteDashboard,
  AthleteRegisterInput,
  Goal,
  GoalCreateInput,
  GoalUpdateInput,
} from '@swim/shared/api/athletes';
import type { GoalStatus, PlanType, SkillLevel } from '@swim/shared/enums';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
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
  emailOutbox,
  enrollments,
  locations,
  performanceRecords,
  progressMetrics,
  users,
} from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import type { Auth } from '../auth/auth-instance.js';

/**
 * Creates an athlete account awaiting approval. For an address that already has an account the auth library
 * answers as if it had created one and mails the owner, so the answer never reveals who is registered.
 */
export async function registerAthlete(
  auth: Auth,
  db: Db,
  input: AthleteRegisterInput,
  headers: Headers,
): Promise<void> {
  const result = await auth.api.signUpEmail({
    body: { email: input.email, password: input.password, name: input.name, callbackURL: '/athlete/pending' },
    headers,
  });
  const created = result.user?.id;
  if (!created) return;
  // The account exists from here on; if making it an athlete fails, remove it again so a retry can succeed.
  try {
    await markAthlete(db, created, input);
  } catch (err) {
    await undoSignUp(db, created, input.email);
    throw err;
  }
}

/** Turns a just-created, unconfirmed account into an athlete awaiting approval. */
export async function markAthlete(db: Db, userId: string, input: AthleteRegisterInput): Promise<void> {
  const created = userId;
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ role: 'athlete' })
      .where(and(eq(users.id, created), eq(users.role, 'parent'), eq(users.emailVerified, false)))
      .returning({ id: users.id });
    if (updated.length === 0) return;
    await tx
      .insert(athleteAccounts)
      .values({
        userId: created,
        approved: false,
        birthDate: input.birthDate || null,
        discipline: input.discipline || null,
      })
      .onConflictDoNothing();
  });
}

/**
 * Removes an account whose athlete sign-up could not be finished (its sessions and credentials go with it), and
 * the confirmation mail still waiting in the outbox, so nothing half-made stays and a retry starts clean.
 */
async function undoSignUp(db: Db, userId: string, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(users).where(and(eq(users.id, userId), eq(users.emailVerified, false)));
    await tx
      .delete(emailOutbox)
      .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, 'verify-email'), isNull(emailOutbox.sentAt)));
  });
}

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
      skillLevel: (row.child?.skillLevel as SkillLevel | undefined) ?? null,
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
    .select({ enrollment: enrollments, cls: classes, location: locations.name, instructor: users.name })
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
    level: r.cls.level as SkillLevel,
    planType: r.enrollment.planType as PlanType,
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
    .select({ assessment: assessments, instructor: users.name })
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

function toGoal(row: typeof athleteGoals.$inferSelect): Goal {
  return {
    id: row.id,
    title: row.title,
    target: row.target,
    dueDate: row.dueDate,
    progress: row.progress,
    status: row.status as GoalStatus,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The athlete's goals: active first, then by due date. */
export async function listGoals(db: Db, athleteId: string): Promise<Goal[]> {
  const rows = await db
    .select()
    .from(athleteGoals)
    .where(eq(athleteGoals.athleteId, athleteId))
    .orderBy(asc(athleteGoals.status), asc(athleteGoals.dueDate), desc(athleteGoals.createdAt));
  return rows.map(toGoal);
}

export async function createGoal(db: Db, athleteId: string, input: GoalCreateInput): Promise<Goal> {
  const [row] = await db
    .insert(athleteGoals)
    .values({ athleteId, title: input.title, target: input.target || null, dueDate: input.dueDate || null })
    .returning();
  if (!row) throw new Error('goal not created');
  return toGoal(row);
}

type GoalState = { status: GoalStatus; progress: number; completedAt: Date | null };

/**
 * One rule for a goal's state, whatever fields come and in whatever order: an explicit status wins; without one,
 * reaching 100% completes the goal and lowering a completed goal's progress reopens it. A completed goal has 100%
 * and a completion time; any other status has none.
 */
export function nextGoalState(
  current: GoalState,
  input: Pick<GoalUpdateInput, 'status' | 'progress'>,
  now: Date,
): GoalState {
  const progress = input.progress ?? current.progress;
  const status: GoalStatus =
    input.status ??
    (input.progress === 100
      ? 'completed'
      : input.progress !== undefined && current.status === 'completed'
        ? 'active'
        : current.status);
  if (status === 'completed') return { status, progress: 100, completedAt: current.completedAt ?? now };
  return { status, progress, completedAt: null };
}

/** Edits, tracks or completes one of the athlete's own goals (someone else's is simply not found). */
export async function updateGoal(db: Db, athleteId: string, goalId: string, input: GoalUpdateInput): Promise<Goal> {
  const own = and(eq(athleteGoals.id, goalId), eq(athleteGoals.athleteId, athleteId));
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(athleteGoals).where(own).for('update');
    if (!current) throw notFound('Goal not found');
    const state = nextGoalState(
      { status: current.status as GoalStatus, progress: current.progress, completedAt: current.completedAt },
      input,
      new Date(),
    );
    const [row] = await tx
      .update(athleteGoals)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.target !== undefined ? { target: input.target || null } : {}),
        ...(input.dueDate !== undefined ? { dueDate: input.dueDate || null } : {}),
        ...state,
      })
      .where(own)
      .returning();
    if (!row) throw notFound('Goal not found');
    return toGoal(row);
  });
}

export async function deleteGoal(db: Db, athleteId: string, goalId: string): Promise<void> {
  const deleted = await db
    .delete(athleteGoals)
    .where(and(eq(athleteGoals.id, goalId), eq(athleteGoals.athleteId, athleteId)))
    .returning({ id: athleteGoals.id });
  if (deleted.length === 0) throw notFound('Goal not found');
}
