// Athlete self-registration, dashboard and training goals.
import { z } from 'zod';
import { GOAL_STATUSES, PLAN_TYPES, SKILL_LEVELS, STROKES } from '../enums.js';
import { localizedTextSchema, personNameSchema } from '../localized.js';
import { emailSchema, passwordSchema } from './auth.js';
import { isoDateSchema } from './iso-date.js';

const isoDate = isoDateSchema;

export const athleteRegisterSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: z.string({ error: 'nameRequired' }).trim().min(2, 'nameRequired').max(120, 'tooLong'),
  birthDate: isoDate.optional(),
  discipline: z.string().trim().max(120, 'tooLong').optional(),
});
export type AthleteRegisterInput = z.infer<typeof athleteRegisterSchema>;

export const athleteStatusSchema = z.object({ approved: z.boolean() });

export const goalSchema = z.object({
  id: z.string(),
  title: z.string(),
  target: z.string().nullable(),
  dueDate: z.string().nullable(),
  progress: z.number().int(),
  status: z.enum(GOAL_STATUSES),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Goal = z.infer<typeof goalSchema>;

export const goalCreateSchema = z.object({
  title: z.string({ error: 'titleRequired' }).trim().min(1, 'titleRequired').max(200, 'tooLong'),
  target: z.string().trim().max(500, 'tooLong').optional().or(z.literal('')),
  dueDate: isoDate.optional().or(z.literal('')),
});
export type GoalCreateInput = z.infer<typeof goalCreateSchema>;

export const goalUpdateSchema = goalCreateSchema.partial().extend({
  progress: z.number().int().min(0, 'progressRange').max(100, 'progressRange').optional(),
  status: z.enum(GOAL_STATUSES).optional(),
});
export type GoalUpdateInput = z.infer<typeof goalUpdateSchema>;

export const athleteDashboardSchema = z.object({
  profile: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    birthDate: z.string().nullable(),
    discipline: z.string().nullable(),
    approvedAt: z.string().nullable(),
    memberSince: z.string(),
    skillLevel: z.enum(SKILL_LEVELS).nullable(),
  }),
  classes: z.array(
    z.object({
      enrollmentId: z.string(),
      classId: z.string(),
      title: localizedTextSchema,
      level: z.enum(SKILL_LEVELS),
      planType: z.enum(PLAN_TYPES),
      sessionsRemaining: z.number().int().nullable(),
      location: localizedTextSchema,
      instructor: personNameSchema.nullable(),
      sessions: z.array(z.object({ dayOfWeek: z.number().int(), startTime: z.string() })),
    }),
  ),
  assessments: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      notes: z.string().nullable(),
      instructor: personNameSchema.nullable(),
      scores: z.array(z.object({ metric: z.string(), label: localizedTextSchema, score: z.number().int() })),
    }),
  ),
  achievements: z.array(
    z.object({
      id: z.string(),
      title: localizedTextSchema,
      description: localizedTextSchema.nullable(),
      kind: z.string(),
      awardedAt: z.string(),
    }),
  ),
  /** Race times recorded for the athlete's swimmer record, newest first. */
  times: z.array(
    z.object({
      id: z.string(),
      distance: z.number().int(),
      stroke: z.enum(STROKES),
      timeCentiseconds: z.number().int(),
      date: z.string(),
      event: z.string().nullable(),
    }),
  ),
  goals: z.object({ active: z.number().int(), completed: z.number().int() }),
});
export type AthleteDashboard = z.infer<typeof athleteDashboardSchema>;
