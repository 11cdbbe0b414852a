// An athlete's own training goals: listed, created, tracked and deleted; another athlete's goal is simply not found.
import type { Goal, GoalCreateInput, GoalUpdateInput } from '@swim/shared/api/athletes';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { athleteGoals } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { nextGoalState } from './goal-state.js';

/** The athlete whose goals a call reads or writes, and the database it goes to. */
export type GoalOwner = { db: Db; athleteId: string };

function toGoal(row: typeof athleteGoals.$inferSelect): Goal {
  return {
    id: row.id,
    title: row.title,
    target: row.target,
    dueDate: row.dueDate,
    progress: row.progress,
    status: row.status,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The athlete's goals: active first, then by due date. */
export async function listGoals({ db, athleteId }: GoalOwner): Promise<Goal[]> {
  const rows = await db
    .select()
    .from(athleteGoals)
    .where(eq(athleteGoals.athleteId, athleteId))
    .orderBy(asc(athleteGoals.status), asc(athleteGoals.dueDate), desc(athleteGoals.createdAt));
  return rows.map(toGoal);
}

/** Adds an active goal at 0% for the athlete. */
export async function createGoal({ db, athleteId }: GoalOwner, input: GoalCreateInput): Promise<Goal> {
  const [row] = await db
    .insert(athleteGoals)
    .values({ athleteId, title: input.title, target: input.target || null, dueDate: input.dueDate || null })
    .returning();
  if (!row) throw new Error('goal not created');
  return toGoal(row);
}

/** Edits, tracks or completes one of the athlete's own goals (someone else's is simply not found). */
export async function updateGoal({ db, athleteId }: GoalOwner, goalId: string, input: GoalUpdateInput): Promise<Goal> {
  const own = and(eq(athleteGoals.id, goalId), eq(athleteGoals.athleteId, athleteId));
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(athleteGoals).where(own).for('update');
    if (!current) throw notFound('Goal not found');
    const state = nextGoalState(
      { status: current.status, progress: current.progress, completedAt: current.completedAt },
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

/** Deletes one of the athlete's own goals. */
export async function deleteGoal({ db, athleteId }: GoalOwner, goalId: string): Promise<void> {
  const deleted = await db
    .delete(athleteGoals)
    .where(and(eq(athleteGoals.id, goalId), eq(athleteGoals.athleteId, athleteId)))
    .returning({ id: athleteGoals.id });
  if (deleted.length === 0) throw notFound('Goal not found');
}
