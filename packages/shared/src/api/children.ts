// Children, the registration wizard, enrollments and the child profile. Messages are i18n keys ('validation.*').
import { z } from 'zod';
import { CLASS_FITS } from '../class-fit.js';
import { childConsentsInputSchema } from './consents.js';
import {
  ATTENDANCE_STATUSES,
  CURRENCIES,
  GENDERS,
  LOCATION_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PLAN_TYPES,
  SKILL_LEVELS,
  STROKES,
} from '../enums.js';
import { localizedTextSchema, personNameSchema } from '../localized.js';
import { isCalendarDate } from './iso-date.js';

const required = (key: string, max = 120) => z.string({ error: key }).trim().min(1, key).max(max, 'tooLong');
const optionalText = (max: number) => z.string().trim().max(max, 'tooLong').optional().or(z.literal(''));
/** Names in English: Latin letters, spaces, hyphens and apostrophes. */
const latinName = (key: string) => required(key, 60).regex(/^[A-Za-z][A-Za-z '-]*$/, 'latinOnly');

/** A birth date in the past, at most 25 years ago. */
export const birthDateSchema = z
  .string({ error: 'birthDateRequired' })
  .min(1, 'birthDateRequired')
  .refine(isCalendarDate, 'dateInvalid')
  .refine((value) => {
    const age = Date.now() - new Date(`${value}T00:00:00Z`).getTime();
    return age > 0 && age < 25 * 365.25 * 86_400_000;
  }, 'birthDateInvalid');

/** A child's details as a form holds them. */
const childFieldsSchema = z.object({
  fullName: required('fullNameRequired').min(2, 'fullNameRequired'),
  firstName: latinName('firstNameRequired'),
  lastName: latinName('lastNameRequired'),
  birthDate: birthDateSchema,
  gender: z.enum(GENDERS, { error: 'genderRequired' }),
  skillLevel: z.enum(SKILL_LEVELS, { error: 'levelRequired' }),
  notes: optionalText(2000),
  medicalNotes: optionalText(2000),
  emergencyContact: required('emergencyContactRequired'),
  emergencyPhone: required('emergencyPhoneRequired', 40).regex(/^\+?[\d\s()-]{6,}$/, 'phoneInvalid'),
  /** The family's answers to the consents, to the current texts (issue 29); medical notes need the medical one. */
  consents: childConsentsInputSchema.optional(),
});
/** A new child: medical notes are written only together with the consent to keep them (issue 29). */
export const childInputSchema = childFieldsSchema.refine((child) => !child.medicalNotes || child.consents?.medical, {
  path: ['medicalNotes'],
  message: 'medicalConsentRequired',
});
export type ChildInput = z.infer<typeof childInputSchema>;

/** A parent's (or an admin's) edit of a child's details; the level changes only through its own flow and history. */
export const childUpdateSchema = childFieldsSchema.omit({ skillLevel: true, consents: true });
export type ChildUpdateInput = z.infer<typeof childUpdateSchema>;
/** The child's fields an edit may change: the server compares them, the audit log names the changed ones. */
export const CHILD_EDITABLE_FIELDS = [
  'fullName',
  'firstName',
  'lastName',
  'birthDate',
  'gender',
  'notes',
  'medicalNotes',
  'emergencyContact',
  'emergencyPhone',
] as const satisfies readonly (keyof ChildUpdateInput)[];

export const enrollSchema = z.object({
  classId: z.uuid({ error: 'selectClass' }),
  planType: z.enum(PLAN_TYPES, { error: 'selectPlan' }),
});
export type EnrollInput = z.infer<typeof enrollSchema>;

/** The wizard's final step: everything in one request, created in one transaction. */
export const registrationSchema = enrollSchema.extend({
  locationId: z.uuid({ error: 'selectLocation' }),
  child: childInputSchema,
});
export type RegistrationInput = z.infer<typeof registrationSchema>;

export const transferSchema = z.object({ toClassId: z.uuid({ error: 'selectClass' }) });
export const levelChangeSchema = z.object({ level: z.enum(SKILL_LEVELS, { error: 'levelRequired' }) });
export const deleteChildSchema = z.object({ confirmName: z.string().max(200) });

export const planOptionSchema = z.object({
  planType: z.enum(PLAN_TYPES),
  sessions: z.number().int().nullable(),
  /** Minor units, computed by the server; 0 for kindergarten (billed later by attendance). */
  price: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** Minor units saved against paying the sessions one by one, for a child at every session; 0 when none. */
  saving: z.number().int(),
  /** The plan that costs least per session for a child at every session (ADR 0032). */
  bestValue: z.boolean(),
});
export type PlanOption = z.infer<typeof planOptionSchema>;

export const classOptionSchema = z.object({
  id: z.string(),
  title: localizedTextSchema,
  description: localizedTextSchema.nullable(),
  level: z.enum(SKILL_LEVELS),
  /** The ages the class is for, in whole years; null = no bound. */
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
  /** How the class suits the child the list was asked for (class-fit.ts); null when no child was given. */
  fit: z.enum(CLASS_FITS).nullable(),
  location: z.object({ id: z.string(), name: localizedTextSchema, type: z.enum(LOCATION_TYPES) }),
  instructor: personNameSchema.nullable(),
  lane: z.string().nullable(),
  durationMinutes: z.number().int(),
  sessions: z.array(z.object({ dayOfWeek: z.number().int(), startTime: z.string() })),
  maxCapacity: z.number().int(),
  freePlaces: z.number().int(),
  pricePerClass: z.number().int(),
  monthlyPrice: z.number().int().nullable(),
  currency: z.enum(CURRENCIES),
  plans: z.array(planOptionSchema),
});
export type ClassOption = z.infer<typeof classOptionSchema>;

/**
 * The classes of one location (or all); with a child's birth date and/or level, each class says how it suits that
 * child, so every screen shows the fit the server worked out.
 */
export const classOptionsQuerySchema = z.object({
  locationId: z.uuid().optional(),
  birthDate: z.string().max(10).refine(isCalendarDate, 'dateInvalid').optional(),
  level: z.enum(SKILL_LEVELS).optional(),
});
export type ClassOptionsQuery = z.infer<typeof classOptionsQuerySchema>;

export const enrollmentSchema = z.object({
  id: z.string(),
  classId: z.string(),
  classTitle: localizedTextSchema,
  level: z.enum(SKILL_LEVELS),
  location: localizedTextSchema,
  instructor: personNameSchema.nullable(),
  sessions: z.array(z.object({ dayOfWeek: z.number().int(), startTime: z.string() })),
  planType: z.enum(PLAN_TYPES),
  sessionsRemaining: z.number().int().nullable(),
  active: z.boolean(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  createdAt: z.string(),
});
export type Enrollment = z.infer<typeof enrollmentSchema>;

export const childSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  gender: z.enum(GENDERS),
  skillLevel: z.enum(SKILL_LEVELS),
  notes: z.string().nullable(),
  medicalNotes: z.string().nullable(),
  emergencyContact: z.string(),
  emergencyPhone: z.string(),
  createdAt: z.string(),
  enrollments: z.array(enrollmentSchema),
});
export type Child = z.infer<typeof childSchema>;

export const attendanceRecordSchema = z.object({
  id: z.string(),
  date: z.string(),
  status: z.enum(ATTENDANCE_STATUSES),
  classTitle: localizedTextSchema,
});
export const attendanceSummarySchema = z.object({
  records: z.array(attendanceRecordSchema),
  present: z.number().int(),
  absent: z.number().int(),
  excused: z.number().int(),
  /** Present / all marked, 0-100, null when nothing is marked yet. */
  rate: z.number().nullable(),
});
export type AttendanceSummary = z.infer<typeof attendanceSummarySchema>;

export const progressSchema = z.object({
  metrics: z.array(z.object({ key: z.string(), label: localizedTextSchema })),
  assessments: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      notes: z.string().nullable(),
      instructor: personNameSchema.nullable(),
      scores: z.record(z.string(), z.number().int()),
    }),
  ),
});
export type Progress = z.infer<typeof progressSchema>;

export const performanceRecordSchema = z.object({
  id: z.string(),
  distance: z.number().int(),
  stroke: z.enum(STROKES),
  timeCentiseconds: z.number().int(),
  date: z.string(),
  event: z.string().nullable(),
});
export type PerformanceRecord = z.infer<typeof performanceRecordSchema>;

export const achievementSchema = z.object({
  id: z.string(),
  title: localizedTextSchema,
  description: localizedTextSchema.nullable(),
  kind: z.string(),
  awardedAt: z.string(),
});
export type Achievement = z.infer<typeof achievementSchema>;

export const childPaymentSchema = z.object({
  id: z.string(),
  /** What people quote: PM-2026-000123. */
  number: z.string(),
  createdAt: z.string(),
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** Null until the parent chooses how to pay (an issued kindergarten bill). */
  method: z.enum(PAYMENT_METHODS).nullable(),
  billingPeriod: z.string().nullable(),
  parentNotes: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  refundedAmount: z.number().int(),
});
export type ChildPayment = z.infer<typeof childPaymentSchema>;

export const levelHistorySchema = z.object({
  id: z.string(),
  fromLevel: z.enum(SKILL_LEVELS),
  toLevel: z.enum(SKILL_LEVELS),
  changedBy: personNameSchema.nullable(),
  changedAt: z.string(),
});
export type LevelHistoryEntry = z.infer<typeof levelHistorySchema>;

export const childActivitySchema = z.object({
  attendance: attendanceSummarySchema,
  progress: progressSchema,
  performance: z.array(performanceRecordSchema),
  achievements: z.array(achievementSchema),
  payments: z.array(childPaymentSchema),
  levelHistory: z.array(levelHistorySchema),
});
export type ChildActivity = z.infer<typeof childActivitySchema>;

const moneyLineSchema = z.object({ currency: z.enum(CURRENCIES), amount: z.number().int() });

export const dashboardSchema = z.object({
  children: z.array(
    z.object({
      id: z.string(),
      fullName: z.string(),
      birthDate: z.string(),
      skillLevel: z.enum(SKILL_LEVELS),
      classes: z.array(
        z.object({
          enrollmentId: z.string(),
          title: localizedTextSchema,
          planType: z.enum(PLAN_TYPES),
          sessionsRemaining: z.number().int().nullable(),
          /** The first day of the plan period (a calendar month, ADR 0025) the sessions belong to. */
          periodStart: z.string().nullable(),
        }),
      ),
    }),
  ),
  upcoming: z.array(
    z.object({
      childId: z.string(),
      childName: z.string(),
      classId: z.string(),
      title: localizedTextSchema,
      location: localizedTextSchema,
      date: z.string(),
      startTime: z.string(),
      startsAt: z.string(),
      durationMinutes: z.number().int(),
    }),
  ),
  payments: z.object({
    /** The club's currency, for showing a zero total. */
    currency: z.enum(CURRENCIES),
    /**
     * What is owed now, per currency (issue 25): each month of an active plan left unpaid up to this one, and each
     * issued kindergarten bill not paid yet; a declaration awaiting the club's confirmation is not counted.
     */
    due: z.array(moneyLineSchema),
    dueItems: z.array(
      z.object({
        /** The issued bill to pay, when this is a kindergarten bill (else a plan month to pay). */
        paymentId: z.string().nullable().optional(),
        childId: z.string(),
        childName: z.string(),
        enrollmentId: z.string(),
        title: localizedTextSchema,
        planType: z.enum(PLAN_TYPES),
        /** What is due for the period: the server's price of it (ADR 0033), or the bill's amount. */
        amount: z.number().int(),
        currency: z.enum(CURRENCIES),
        billingPeriod: z.string(),
        /** Club calendar day after which the month is overdue (issue 25). */
        dueOn: z.string(),
        overdue: z.boolean(),
        /** The month is owed again because the club marked the parent's declaration as not received: when, and why. */
        rejection: z.object({ at: z.string(), reason: z.string() }).nullable().optional(),
      }),
    ),
    pending: z.array(moneyLineSchema),
    paid: z.array(moneyLineSchema),
    recent: z.array(childPaymentSchema.extend({ childName: z.string().nullable() })),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
