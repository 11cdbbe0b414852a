// Athlete accounts (approval) and their training goals.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { GOAL_STATUSES, type GoalStatus } from '@swim/shared/enums';
import { users } from './auth.js';
import { children } from './children.js';
import { createdAt, oneOf, updatedAt } from './helpers.js';

export const athleteAccounts = pgTable('athlete_accounts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  approved: boolean('approved').notNull().default(false),
  approvedBy: text('approved_by').references(() => users.id, { onDelete: 'set null' }),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  birthDate: date('birth_date', { mode: 'string' }),
  discipline: text('discipline'),
  /** The athlete's own swimmer record (enrollments, assessments, achievements), when the club links one. */
  childId: uuid('child_id').references(() => children.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const athleteGoals = pgTable(
  'athlete_goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    athleteId: text('athlete_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    target: text('target'),
    dueDate: date('due_date', { mode: 'string' }),
    /** Percent complete, 0-100. */
    progress: integer('progress').notNull().default(0),
    status: text('status').$type<GoalStatus>().notNull().default('active'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('athlete_goals_athlete_idx').on(t.athleteId),
    check('athlete_goals_progress_check', sql`${t.progress} between 0 and 100`),
    check('athlete_goals_status_check', oneOf('status', GOAL_STATUSES)),
  ],
);
