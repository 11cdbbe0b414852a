// The rule for a training goal's state, apart from any storage so it can be tested on its own (goal-state.test.ts).
import type { GoalUpdateInput } from '@swim/shared/api/athletes';
import type { GoalStatus } from '@swim/shared/enums';

export type GoalState = { status: GoalStatus; progress: number; completedAt: Date | null };

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
