// The instructor's workspace: today's classes, roster, schedule, payments, attendance, assessments, achievements and
// race times. Messages of refusals are i18n keys ('validation.*').
import { balanceFlagSchema } from './arrears.js';
import { z } from 'zod';
import {
  ATTENDANCE_STATUSES,
  CLOSURE_REASONS,
  CURRENCIES,
  GENDERS,
  LOCATION_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PLAN_TYPES,
  PROGRESS_METRICS,
  SKILL_LEVELS,
  STROKES,
} from '../enums.js';
import { localizedTextSchema, personNameSchema } from '../localized.js';
import { achievementSchema, performanceRecordSchema, progressSchema } from './children.js';
import { isCalendarDate } from './iso-date.js';
import { billingPeriodSchema } from './payments.js';
import { DATED_SESSION_STATUSES, rosterGuestSchema } from './sessions.js';
import { rosterTrialSchema } from './trials.js';

/** Kinds of achievement the club awards (the database checks the same list). */
export const ACHIEVEMENT_KINDS = ['badge', 'medal', 'certificate', 'milestone'] as const;
export type AchievementKind = (typeof ACHIEVEMENT_KINDS)[number];

/** Race distances in metres, as pools and meets run them. */
export const RACE_DISTANCES = [25, 50, 100, 200, 400, 800, 1500] as const;

/** Attendance may be marked for today, any past day, and at most this many days ahead. */
export const ATTENDANCE_DAYS_AHEAD = 1;
/** Attendance rates count the marks of this many days, up to and including the day shown. */
export const ATTENDANCE_RATE_DAYS = 90;
export const SCHEDULE_WEEKS_DEFAULT = 6;
export const SCHEDULE_WEEKS_MAX = 26;

/** A race time as a coach types it: 'm:ss.hh' or 'mm:ss.hh' (minutes), or 'ss.hh' under a minute. */
const RACE_TIME = /^(?:(\d{1,2}):([0-5]\d)|([0-5]?\d))\.(\d{2})$/;

/** Hundredths of a second of a race time written 'm:ss.hh', 'mm:ss.hh' or 'ss.hh'; null when it is not one. */
export function parseRaceTime(text: string): number | null {
  const match = RACE_TIME.exec(text.trim());
  if (!match) return null;
  const [, minutes, secondsAfterMinutes, secondsAlone, hundredths] = match;
  const seconds = Number(secondsAfterMinutes ?? secondsAlone);
  const total = (Number(minutes ?? 0) * 60 + seconds) * 100 + Number(hundredths);
  return total > 0 ? total : null;
}

const isoDate = z.string({ error: 'required' }).min(1, 'required').refine(isCalendarDate, 'dateInvalid');
const optionalText = (max: number) => z.string().trim().max(max, 'tooLong').optional().or(z.literal(''));
/** Any id: a malformed one is answered like an unknown one, never as a different kind of refusal. */
const anyId = z.string({ error: 'required' }).min(1, 'required').max(100, 'invalid');

// Queries.

export const attendanceQuerySchema = z.object({ date: isoDate.optional() });
export const scheduleQuerySchema = z.object({
  weeks: z.coerce.number().int().min(1).max(SCHEDULE_WEEKS_MAX).default(SCHEDULE_WEEKS_DEFAULT),
});
export const classPaymentsQuerySchema = z.object({ month: billingPeriodSchema.optional() });

// The dashboard and the class.

const weeklySessionSchema = z.object({ dayOfWeek: z.number().int(), startTime: z.string() });
const locationRefSchema = z.object({ id: z.string(), name: localizedTextSchema, type: z.enum(LOCATION_TYPES) });

export const instructorClassSchema = z.object({
  id: z.string(),
  title: localizedTextSchema,
  level: z.enum(SKILL_LEVELS),
  location: locationRefSchema,
  lane: z.string().nullable(),
  durationMinutes: z.number().int(),
  maxCapacity: z.number().int(),
  /** Active enrollments. */
  enrolled: z.number().int(),
  sessions: z.array(weeklySessionSchema),
  instructor: personNameSchema.nullable(),
  active: z.boolean(),
});
export type InstructorClass = z.infer<typeof instructorClassSchema>;

export const todaySessionSchema = z.object({
  classId: z.string(),
  title: localizedTextSchema,
  level: z.enum(SKILL_LEVELS),
  location: locationRefSchema,
  lane: z.string().nullable(),
  date: z.string(),
  startTime: z.string(),
  /** The start as an instant (ISO, UTC). */
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  enrolled: z.number().int(),
  maxCapacity: z.number().int(),
  /** Children already marked for this date. */
  marked: z.number().int(),
  /** Today's session as dated (issue 26): as scheduled, moved elsewhere, cancelled, or closed. */
  status: z.enum(DATED_SESSION_STATUSES),
  /** Where a moved session takes place instead (club day and time), when moved away from today. */
  movedTo: z.object({ date: z.string(), time: z.string() }).nullable(),
  /**
   * A session moved to today from another day or time of the week: its own day and time (the key its attendance is
   * taken under); then `startTime` and `startsAt` are when it takes place today. Null otherwise.
   */
  movedFrom: z.object({ date: z.string(), time: z.string() }).nullable(),
  /** The closure's reason, when closed. */
  closureReason: z.enum(CLOSURE_REASONS).nullable(),
});
export type TodaySession = z.infer<typeof todaySessionSchema>;

export const instructorDashboardSchema = z.object({
  /** Today in the club's time zone. */
  date: z.string(),
  today: z.array(todaySessionSchema),
  classes: z.array(instructorClassSchema),
  /** Cash and bank transfer payments of these classes' children awaiting confirmation. */
  pendingPayments: z.number().int(),
});
export type InstructorDashboard = z.infer<typeof instructorDashboardSchema>;

const parentContactSchema = z.object({ name: z.string(), phone: z.string().nullable() });

export const rosterEntrySchema = z.object({
  childId: z.string(),
  enrollmentId: z.string(),
  fullName: z.string(),
  birthDate: z.string(),
  /** Full years today, in the club's time zone. */
  age: z.number().int(),
  gender: z.enum(GENDERS),
  skillLevel: z.enum(SKILL_LEVELS),
  planType: z.enum(PLAN_TYPES),
  /** null = unlimited or billed by attendance. */
  sessionsRemaining: z.number().int().nullable(),
  /** A counted plan with no session left. */
  sessionsUsedUp: z.boolean(),
  medicalNotes: z.string().nullable(),
  notes: z.string().nullable(),
  emergencyContact: z.string(),
  emergencyPhone: z.string(),
  parent: parentContactSchema,
  /** The months this child's place in the class is overdue for ('YYYY-MM', oldest first); no amounts (issue 25). */
  balanceDue: balanceFlagSchema,
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;

export const instructorClassDetailSchema = instructorClassSchema.extend({
  description: localizedTextSchema.nullable(),
  address: localizedTextSchema,
  roster: z.array(rosterEntrySchema),
});
export type InstructorClassDetail = z.infer<typeof instructorClassDetailSchema>;

export const classScheduleSchema = z.object({
  classId: z.string(),
  from: z.string(),
  to: z.string(),
  dates: z.array(
    z.object({
      date: z.string(),
      dayOfWeek: z.number().int(),
      startTime: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
    }),
  ),
});
export type ClassSchedule = z.infer<typeof classScheduleSchema>;

/** A child's payment status for a month: the payment's own status, or 'none' when nothing was paid or declared. */
export const CLASS_PAYMENT_STATUSES = [...PAYMENT_STATUSES, 'none'] as const;

export const classPaymentsSchema = z.object({
  classId: z.string(),
  month: z.string(),
  children: z.array(
    z.object({
      childId: z.string(),
      fullName: z.string(),
      enrollmentId: z.string(),
      planType: z.enum(PLAN_TYPES),
      status: z.enum(CLASS_PAYMENT_STATUSES),
      paymentId: z.string().nullable(),
      amount: z.number().int().nullable(),
      currency: z.enum(CURRENCIES).nullable(),
      method: z.enum(PAYMENT_METHODS).nullable(),
      refundedAmount: z.number().int(),
      /** The months overdue in this class, oldest first, or null (issue 25). */
      balanceDue: balanceFlagSchema,
    }),
  ),
});
export type ClassPayments = z.infer<typeof classPaymentsSchema>;

// Attendance.

export const classAttendanceSchema = z.object({
  classId: z.string(),
  date: z.string(),
  /** Whether the class has a weekly session on this day of the week. */
  scheduled: z.boolean(),
  /**
   * The dated session of that day as it stands (issue 26): 'cancelled' (one session called off) or 'closed' (a
   * closure) tell the coach nobody comes; null when the class has no session that day.
   */
  sessionStatus: z.enum(DATED_SESSION_STATUSES).nullable(),
  /** The days the rates count (ATTENDANCE_RATE_DAYS up to the date shown). */
  rateFrom: z.string(),
  rateTo: z.string(),
  /** Present / marked over those days for the whole class, 0-100; null when nothing is marked. */
  classRate: z.number().nullable(),
  children: z.array(
    z.object({
      childId: z.string(),
      enrollmentId: z.string(),
      fullName: z.string(),
      planType: z.enum(PLAN_TYPES),
      sessionsRemaining: z.number().int().nullable(),
      sessionsUsedUp: z.boolean(),
      /**
       * The coach's mark; without one, 'excused' when the family reported the absence (pre-marked: markedAt and
       * markedBy stay null until the coach marks).
       */
      status: z.enum(ATTENDANCE_STATUSES).nullable(),
      markedAt: z.string().nullable(),
      markedBy: personNameSchema.nullable(),
      /** When the family reported the child absent for this date (a live report, not taken back), or null. */
      absenceReportedAt: z.string().nullable(),
      present: z.number().int(),
      marked: z.number().int(),
      rate: z.number().nullable(),
    }),
  ),
  /** Make-up guests booked for this date (not cancelled), apart from the regulars, by start time and name. */
  guests: z.array(rosterGuestSchema),
  /** Trial children booked for this date (not cancelled), apart from regulars and guests (issue 28). */
  trials: z.array(rosterTrialSchema),
});
export type ClassAttendance = z.infer<typeof classAttendanceSchema>;

export const attendanceMarkSchema = z.object({
  date: isoDate,
  childId: anyId,
  status: z.enum(ATTENDANCE_STATUSES, { error: 'required' }),
});
export type AttendanceMarkInput = z.infer<typeof attendanceMarkSchema>;

export const attendanceMarkedSchema = z.object({
  classId: z.string(),
  childId: z.string(),
  date: z.string(),
  status: z.enum(ATTENDANCE_STATUSES),
  /** False when the child already had this mark (nothing changed). */
  changed: z.boolean(),
  /** -1 when this mark took a session, +1 when it gave one back, else 0. */
  sessionChange: z.number().int(),
  sessionsRemaining: z.number().int().nullable(),
  /** A counted plan with no session left: marked present, nothing more could be taken; time to renew. */
  planUsedUp: z.boolean(),
});
export type AttendanceMarked = z.infer<typeof attendanceMarkedSchema>;

/** The coach's mark for a make-up guest (body: guestMarkSchema in ./sessions.ts); it uses the credit, never a plan. */
export const guestMarkedSchema = z.object({
  classId: z.string(),
  bookingId: z.string(),
  childId: z.string(),
  date: z.string(),
  attendance: z.enum(['present', 'absent']),
  /** False when the guest already had this mark (nothing changed). */
  changed: z.boolean(),
  markedAt: z.string(),
});
export type GuestMarked = z.infer<typeof guestMarkedSchema>;

// Assessments, achievements and race times.

export const metricCatalogSchema = z.array(z.object({ key: z.enum(PROGRESS_METRICS), label: localizedTextSchema }));
export type MetricCatalog = z.infer<typeof metricCatalogSchema>;

const scoreSchema = z.object({
  metric: z.enum(PROGRESS_METRICS, { error: 'metricUnknown' }),
  score: z.number({ error: 'scoreRange' }).int('scoreRange').min(1, 'scoreRange').max(10, 'scoreRange'),
});

export const assessmentInputSchema = z.object({
  date: isoDate,
  notes: optionalText(2000),
  scores: z
    .array(scoreSchema, { error: 'scoresRequired' })
    .min(1, 'scoresRequired')
    .max(PROGRESS_METRICS.length, 'metricDuplicate')
    .superRefine((scores, ctx) => {
      const seen = new Set<string>();
      scores.forEach((s, i) => {
        if (seen.has(s.metric)) ctx.addIssue({ code: 'custom', path: [i, 'metric'], message: 'metricDuplicate' });
        seen.add(s.metric);
      });
    }),
});
export type AssessmentInput = z.infer<typeof assessmentInputSchema>;

/** One assessment as the parent's progress tab shows it (scores by metric key). */
export const assessmentSchema = progressSchema.shape.assessments.element;
export type Assessment = z.infer<typeof assessmentSchema>;

export const achievementInputSchema = z.object({
  title: z.object(
    {
      bg: z.string({ error: 'titleRequired' }).trim().min(1, 'titleRequired').max(200, 'tooLong'),
      en: optionalText(200),
      ru: optionalText(200),
    },
    { error: 'titleRequired' },
  ),
  kind: z.enum(ACHIEVEMENT_KINDS, { error: 'required' }),
  awardedAt: isoDate,
});
export type AchievementInput = z.infer<typeof achievementInputSchema>;

/** A race time: `time` is text 'm:ss.hh', 'mm:ss.hh' or 'ss.hh'; the answer carries it in hundredths. */
export const raceTimeInputSchema = z.object({
  distance: z
    .number({ error: 'distanceInvalid' })
    .refine((d) => (RACE_DISTANCES as readonly number[]).includes(d), 'distanceInvalid'),
  stroke: z.enum(STROKES, { error: 'required' }),
  time: z.string({ error: 'timeInvalid' }).refine((t) => parseRaceTime(t) !== null, 'timeInvalid'),
  date: isoDate,
  event: optionalText(200),
});
export type RaceTimeInput = z.infer<typeof raceTimeInputSchema>;

export const instructorChildSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  age: z.number().int(),
  gender: z.enum(GENDERS),
  skillLevel: z.enum(SKILL_LEVELS),
  medicalNotes: z.string().nullable(),
  notes: z.string().nullable(),
  emergencyContact: z.string(),
  emergencyPhone: z.string(),
  parent: parentContactSchema,
  /** Enrollments in the classes within the caller's reach (all classes for an admin). */
  classes: z.array(
    z.object({
      enrollmentId: z.string(),
      classId: z.string(),
      title: localizedTextSchema,
      planType: z.enum(PLAN_TYPES),
      sessionsRemaining: z.number().int().nullable(),
      active: z.boolean(),
    }),
  ),
  metrics: progressSchema.shape.metrics,
  /** Oldest first, as the progress chart draws them. */
  assessments: z.array(assessmentSchema),
  achievements: z.array(achievementSchema),
  performance: z.array(performanceRecordSchema),
});
export type InstructorChild = z.infer<typeof instructorChildSchema>;
