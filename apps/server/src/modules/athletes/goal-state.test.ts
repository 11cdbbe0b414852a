// A goal's state follows one rule whatever fields a change carries and in whatever order.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GOAL_STATUSES } from '@swim/shared/enums';
import { nextGoalState } from './goal-state.js';

const now = new Date('2026-11-23T10:00:00Z');
const earlier = new Date('2026-10-01T10:00:00Z');

describe('nextGoalState', () => {
  it('keeps an explicit active status with 100% active, with no completion time', () => {
    const state = nextGoalState(
      { status: 'completed', progress: 100, completedAt: earlier },
      { status: 'active', progress: 100 },
      now,
    );
    expect(state).toEqual({ status: 'active', progress: 100, completedAt: null });
  });

  it('completes a goal that reaches 100% and reopens a completed one whose progress drops', () => {
    expect(nextGoalState({ status: 'active', progress: 40, completedAt: null }, { progress: 100 }, now)).toEqual({
      status: 'completed',
      progress: 100,
      completedAt: now,
    });
    expect(nextGoalState({ status: 'completed', progress: 100, completedAt: earlier }, { progress: 70 }, now)).toEqual({
      status: 'active',
      progress: 70,
      completedAt: null,
    });
  });

  it('never leaves a completed goal without its time or a non-completed one with one', () => {
    const status = fc.constantFrom(...GOAL_STATUSES);
    fc.assert(
      fc.property(
        status,
        fc.integer({ min: 0, max: 100 }),
        fc.boolean(),
        fc.option(status, { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
        (currentStatus, currentProgress, hadTime, nextStatus, nextProgress) => {
          const current = {
            status: currentStatus,
            progress: currentStatus === 'completed' ? 100 : currentProgress,
            completedAt: currentStatus === 'completed' && hadTime ? earlier : null,
          };
          const state = nextGoalState(current, { status: nextStatus, progress: nextProgress }, now);
          if (nextStatus) expect(state.status).toBe(nextStatus);
          if (state.status === 'completed') {
            expect(state.progress).toBe(100);
            expect(state.completedAt).not.toBeNull();
          } else {
            expect(state.completedAt).toBeNull();
          }
        },
      ),
    );
  });
});
