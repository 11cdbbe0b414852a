// Dated sessions for families and coaches (issue 26, ADR 0039): a child's next sessions with "won't come", make-up
// credits, booking a make-up, and the coach's guests. Times are the club's wall clock ('YYYY-MM-DD', 'HH:MM');
// `startsAt` and deadlines are ISO instants.
import { z } from 'zod';
import { isCalendarDate } from '../calendar-date.js';
import { CREDIT_SOURCES, CREDIT_STATUSES, SKILL_LEVELS } from '../enums.js';
import { localizedTextSchema, personNameSchema } from '../localized.js';

/** How far ahead a parent sees a child's sessions and can report absences. */
export const UPCOMING_SESSION_DAYS = 14;
/** How far ahead make-up sessions are offered (never past the credit's last day). */
export const MAKEUP_SEARCH_DAYS = 28;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const isoDate = z.string({ error: 'required' }).min(1, 'required').refine(isCalendarDate, 'dateInvalid');
const startTime = z.string({ error: 'required' }).regex(TIME, 'timeInvalid');
/** Any id: a malformed one is answered like an unknown one. */
const anyId = z.string({ error: 'required' }).min(1, 'required').max(100, 'invalid');

export const DATED_SESSION_STATUSES = ['scheduled', 'moved', 'cancelled', 'closed'] as const;

/** Names one dated session: the class and the date and time its weekly pattern gives it. */
export const sessionKeySchema = z.object({ classId: anyId, date: isoDate, startTime });
export type SessionKey = z.infer<typeof sessionKeySchema>;

const datedSessionFields = {
  classId: z.string(),
  classTitle: localizedTextSchema,
  locationName: localizedTextSchema,
  /** The key (as the weekly pattern gives it). */
  date: z.string(),
  startTime: z.string(),
  /** When it takes place (differs from the key when moved). */
  onDate: z.string(),
  atTime: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  status: z.enum(DATED_SESSION_STATUSES),
};

/** A credit as the family reads it; `expired` is an available credit past its last day. */
export const makeupCreditSchema = z.object({
  id: z.string(),
  source: z.enum(CREDIT_SOURCES),
  /** The missed or cancelled session's date (a grant: the day granted). */
  sessionDate: z.string(),
  /** The class the credit was earned in (null for a grant without one). */
  classTitle: localizedTextSchema.nullable(),
  expiresOn: z.string(),
  status: z.enum([...CREDIT_STATUSES, 'expired']),
  /** The live make-up booked with it. */
  bookingId: z.string().nullable(),
});
export type MakeupCredit = z.infer<typeof makeupCreditSchema>;

/**
 * Why an absence reported in time earned no credit (null when it earned one); 'planUsedUp': a counted plan with no
 * sessions left (nothing was paid for the missed session).
 */
export const CREDIT_WITHHELD_REASONS = ['plan', 'planUsedUp', 'monthlyCap', 'overdue'] as const;
export type CreditWithheld = (typeof CREDIT_WITHHELD_REASONS)[number];

export const upcomingSessionSchema = z.object({
  ...datedSessionFields,
  enrollmentId: z.string(),
  /** The reported absence, if any (not taken back), with why it earned no credit (as decided when reported). */
  absence: z
    .object({
      id: z.string(),
      reportedAt: z.string(),
      creditId: z.string().nullable(),
      creditWithheld: z.enum(CREDIT_WITHHELD_REASONS).nullable(),
    })
    .nullable(),
  /** Absences can be reported or taken back until this instant (start − the club's notice period). */
  changeBy: z.string(),
  canReport: z.boolean(),
  canWithdraw: z.boolean(),
});
export type UpcomingSession = z.infer<typeof upcomingSessionSchema>;

export const makeupBookingSchema = z.object({
  ...datedSessionFields,
  id: z.string(),
  creditId: z.string(),
  coachName: personNameSchema.nullable(),
  /** The coach's mark for the guest, once taken. */
  attendance: z.enum(['present', 'absent']).nullable(),
  /** It can be cancelled (credit back) or moved until this instant. */
  changeBy: z.string(),
  canChange: z.boolean(),
});
export type MakeupBooking = z.infer<typeof makeupBookingSchema>;

export const childSessionsSchema = z.object({
  childId: z.string(),
  /** The club's notice period, in hours. */
  noticeHours: z.number().int(),
  /** The club's monthly number of absence credits per child (what 'monthlyCap' refers to). */
  creditsPerMonth: z.number().int(),
  /** The next UPCOMING_SESSION_DAYS of the child's regular sessions, in time order (cancelled and closed included). */
  upcoming: z.array(upcomingSessionSchema),
  /** Credits that are available, booked, or ended within the last 60 days, the soonest to expire first. */
  credits: z.array(makeupCreditSchema),
  /** Make-ups booked and not yet past, plus those of the last 14 days. */
  makeups: z.array(makeupBookingSchema),
});
export type ChildSessions = z.infer<typeof childSessionsSchema>;

export const absenceReportedSchema = z.object({
  absenceId: z.string(),
  credit: z.object({ id: z.string(), expiresOn: z.string() }).nullable(),
  creditWithheld: z.enum(CREDIT_WITHHELD_REASONS).nullable(),
});
export type AbsenceReported = z.infer<typeof absenceReportedSchema>;

export const makeupOptionsQuerySchema = z.object({ creditId: anyId });
export const makeupOptionSchema = z.object({
  ...datedSessionFields,
  level: z.enum(SKILL_LEVELS),
  coachName: personNameSchema.nullable(),
  freePlaces: z.number().int(),
});
export type MakeupOption = z.infer<typeof makeupOptionSchema>;
export const makeupOptionsSchema = z.object({
  creditId: z.string(),
  expiresOn: z.string(),
  /** The last day searched: the credit's last day or the end of the search window, whichever comes first. */
  searchedUntil: z.string(),
  options: z.array(makeupOptionSchema),
});
export type MakeupOptions = z.infer<typeof makeupOptionsSchema>;

export const makeupBookInputSchema = sessionKeySchema.extend({ creditId: anyId });
export type MakeupBookInput = z.infer<typeof makeupBookInputSchema>;

// The coach's side: guests on a date's roster, and their mark.

export const rosterGuestSchema = z.object({
  bookingId: z.string(),
  childId: z.string(),
  fullName: z.string(),
  birthDate: z.string(),
  /** The class the child is a regular of (where the credit was earned), when known. */
  homeClassTitle: localizedTextSchema.nullable(),
  medicalNotes: z.string().nullable(),
  emergencyContact: z.string(),
  emergencyPhone: z.string(),
  parentPhone: z.string().nullable(),
  startTime: z.string(),
  attendance: z.enum(['present', 'absent']).nullable(),
});
export type RosterGuest = z.infer<typeof rosterGuestSchema>;

export const guestMarkSchema = z.object({ status: z.enum(['present', 'absent'], { error: 'required' }) });
export type GuestMarkInput = z.infer<typeof guestMarkSchema>;
