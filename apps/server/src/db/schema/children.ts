// Children, their enrollments and everything instructors record about them.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ATTENDANCE_STATUSES,
  GENDERS,
  PLAN_TYPES,
  PROGRESS_METRICS,
  SKILL_LEVELS,
  STROKES,
  type Gender,
  type SkillLevel,
  type PlanType,
  type AttendanceStatus,
  type Stroke,
} from '@swim/shared/enums';
import { users } from './auth.js';
import { classes } from './club.js';
import { createdAt, localized, oneOf, pk, updatedAt } from './helpers.js';

export const children = pgTable(
  'children',
  {
    id: pk(),
    parentId: text('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Full name as the parent writes it (Cyrillic as a rule). */
    fullName: text('full_name').notNull(),
    /** First and last name in English (Latin script), for competition entries. */
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    gender: text('gender').$type<Gender>().notNull(),
    skillLevel: text('skill_level').$type<SkillLevel>().notNull().default('beginner'),
    notes: text('notes'),
    medicalNotes: text('medical_notes'),
    emergencyContact: text('emergency_contact').notNull(),
    emergencyPhone: text('emergency_phone').notNull(),
    /** Set when the child's data was erased (issue 29): the row stays, pseudonymised, for the payments that name it. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('children_parent_idx').on(t.parentId),
    check('children_gender_check', oneOf('gender', GENDERS)),
    check('children_skill_level_check', oneOf('skill_level', SKILL_LEVELS)),
  ],
);

export const skillLevelHistory = pgTable(
  'skill_level_history',
  {
    id: pk(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    fromLevel: text('from_level').$type<SkillLevel>().notNull(),
    toLevel: text('to_level').$type<SkillLevel>().notNull(),
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('skill_level_history_child_idx').on(t.childId),
    check('skill_level_history_from_check', oneOf('from_level', SKILL_LEVELS)),
    check('skill_level_history_to_check', oneOf('to_level', SKILL_LEVELS)),
    check('skill_level_history_changed_check', sql`${t.fromLevel} <> ${t.toLevel}`),
  ],
);

export const enrollments = pgTable(
  'enrollments',
  {
    id: pk(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'restrict' }),
    planType: text('plan_type').$type<PlanType>().notNull(),
    /** null = unlimited (pool_monthly) or billed by attendance (kindergarten_monthly). */
    sessionsRemaining: integer('sessions_remaining'),
    active: boolean('active').notNull().default(true),
    /** The child's first day in the class (club calendar); a transfer keeps it (ADR 0033). */
    startsOn: date('starts_on', { mode: 'string' }).notNull().default(sql`(now() at time zone 'Europe/Sofia')::date`),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    /**
     * The club day the enrollment ended (a parent unenrolled, an admin deactivated it): what was owed up to then stays
     * owed (ADR 0037). Null while active, and for a row a transfer or a renewal replaced (its months moved on).
     */
    endedOn: date('ended_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('enrollments_child_idx').on(t.childId),
    index('enrollments_class_idx').on(t.classId),
    uniqueIndex('enrollments_one_active_per_class').on(t.childId, t.classId).where(sql`${t.active}`),
    check('enrollments_plan_check', oneOf('plan_type', PLAN_TYPES)),
    check('enrollments_sessions_check', sql`${t.sessionsRemaining} is null or ${t.sessionsRemaining} >= 0`),
  ],
);

export const attendance = pgTable(
  'attendance',
  {
    id: pk(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status').$type<AttendanceStatus>().notNull(),
    /** Set once a session was taken from a counted plan for this record, so it is never taken twice. */
    sessionDeducted: boolean('session_deducted').notNull().default(false),
    markedBy: text('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('attendance_child_class_date_unique').on(t.childId, t.classId, t.date),
    index('attendance_class_date_idx').on(t.classId, t.date),
    // Analytics over the last 7, 30 or 90 days.
    index('attendance_date_idx').on(t.date),
    check('attendance_status_check', oneOf('status', ATTENDANCE_STATUSES)),
  ],
);

export const progressMetrics = pgTable(
  'progress_metrics',
  {
    key: text('key').primaryKey(),
    label: localized('label').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  () => [check('progress_metrics_key_check', oneOf('key', PROGRESS_METRICS))],
);

export const assessments = pgTable(
  'assessments',
  {
    id: pk(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    instructorId: text('instructor_id').references(() => users.id, { onDelete: 'set null' }),
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'set null' }),
    date: date('date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [index('assessments_child_idx').on(t.childId, t.date)],
);

export const assessmentScores = pgTable(
  'assessment_scores',
  {
    id: pk(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    metric: text('metric')
      .notNull()
      .references(() => progressMetrics.key, { onDelete: 'restrict' }),
    /** 1-10. */
    score: integer('score').notNull(),
  },
  (t) => [
    unique('assessment_scores_metric_unique').on(t.assessmentId, t.metric),
    check('assessment_scores_score_check', sql`${t.score} between 1 and 10`),
  ],
);

export const achievements = pgTable(
  'achievements',
  {
    id: pk(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    title: localized('title').notNull(),
    description: localized('description'),
    /** e.g. 'badge', 'medal', 'certificate', 'milestone'. */
    kind: text('kind').notNull().default('badge'),
    awardedAt: date('awarded_at', { mode: 'string' }).notNull(),
    awardedBy: text('awarded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('achievements_child_idx').on(t.childId),
    check('achievements_kind_check', oneOf('kind', ['badge', 'medal', 'certificate', 'milestone'])),
  ],
);

export const performanceRecords = pgTable(
  'performance_records',
  {
    id: pk(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    /** Metres. */
    distance: integer('distance').notNull(),
    stroke: text('stroke').$type<Stroke>().notNull(),
    /** Hundredths of a second. */
    timeCentiseconds: integer('time_centiseconds').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    event: text('event'),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('performance_records_child_idx').on(t.childId),
    check('performance_records_stroke_check', oneOf('stroke', STROKES)),
    check('performance_records_distance_check', sql`${t.distance} > 0`),
    check('performance_records_time_check', sql`${t.timeCentiseconds} > 0`),
  ],
);
