// Trial lessons (issue 28): a visitor books one dated session of a class without an account; the mail's links let them
// create the account with the details filled in, or cancel; the coach sees the trial on that date's roster and marks
// it; the family later enrolls. Times are the club's wall clock ('YYYY-MM-DD', 'HH:MM'); `startsAt` is an ISO instant.
import { z } from 'zod';
import { isCalendarDate } from '../calendar-date.js';
import { LANGUAGES, SKILL_LEVELS } from '../enums.js';
import { localizedTextSchema, personNameSchema } from '../localized.js';
import { DATED_SESSION_STATUSES } from './sessions.js';

/** How far ahead a visitor can book a trial (the sessions offered). */
export const TRIAL_BOOKING_DAYS = 28;
/** The oldest child a trial is for, in years (as for registering a child). */
export const TRIAL_MAX_AGE_YEARS = 25;

/** This feature's own validation messages (the web translates them under 'trials.validation.*'). */
export const TRIAL_MESSAGES = ['childNameRequired', 'birthYearInvalid', 'consentRequired', 'selectSession'] as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Any id: a malformed one is answered like an unknown one. */
const anyId = z.string({ error: 'required' }).min(1, 'required').max(100, 'invalid');

/** A birth year from TRIAL_MAX_AGE_YEARS years ago up to this year (read when the request is checked). */
const birthYear = z
  .number({ error: 'birthYearInvalid' })
  .int('birthYearInvalid')
  .refine((year) => {
    const now = new Date().getUTCFullYear();
    return year <= now && year >= now - TRIAL_MAX_AGE_YEARS;
  }, 'birthYearInvalid');

/** The visitor's booking: the session (its key), the family's details and their consent; `website` is a honeypot. */
export const trialBookInputSchema = z.object({
  classId: anyId,
  date: z.string({ error: 'selectSession' }).refine(isCalendarDate, 'selectSession'),
  startTime: z.string({ error: 'selectSession' }).regex(TIME, 'selectSession'),
  parentName: z.string({ error: 'nameRequired' }).trim().min(2, 'nameRequired').max(120, 'tooLong'),
  email: z
    .string({ error: 'emailRequired' })
    .trim()
    .min(1, 'emailRequired')
    .max(254, 'tooLong')
    .pipe(z.email('emailInvalid'))
    .transform((email) => email.toLowerCase()),
  phone: z
    .string({ error: 'phoneRequired' })
    .trim()
    .min(1, 'phoneRequired')
    .max(40, 'tooLong')
    .regex(/^[+\d\s()-]+$/, 'phoneInvalid')
    .refine((phone) => phone.replace(/\D/g, '').length >= 6, 'phoneInvalid'),
  childFirstName: z.string({ error: 'childNameRequired' }).trim().min(1, 'childNameRequired').max(60, 'tooLong'),
  childBirthYear: birthYear,
  /** "I agree to be contacted about this trial": required. */
  consent: z.literal(true, { error: 'consentRequired' }),
  /** The visitor's language: the mails are written in it (else the browser's, else Bulgarian). */
  language: z.enum(LANGUAGES).optional(),
  /** Honeypot: people leave it empty; bots fill it in. */
  website: z.string().max(500).optional(),
});
export type TrialBookInput = z.input<typeof trialBookInputSchema>;
export type TrialBookValues = z.output<typeof trialBookInputSchema>;

/** The answer to a booking (the same for a honeypot hit, which stores nothing). */
export const trialBookedSchema = z.object({ ok: z.literal(true) });

/** A dated session a visitor can book: in the future, taking place, with a free place. */
export const trialSessionSchema = z.object({
  /** The key (as the weekly pattern gives it). */
  date: z.string(),
  startTime: z.string(),
  /** When it takes place (differs from the key when moved). */
  onDate: z.string(),
  atTime: z.string(),
  startsAt: z.string(),
  moved: z.boolean(),
  freePlaces: z.number().int(),
});
export type TrialSession = z.infer<typeof trialSessionSchema>;

/** A class as a visitor sees it when booking a trial, with its bookable sessions of the next TRIAL_BOOKING_DAYS. */
export const trialClassSchema = z.object({
  classId: z.string(),
  title: localizedTextSchema,
  level: z.enum(SKILL_LEVELS),
  locationName: localizedTextSchema,
  locationAddress: localizedTextSchema,
  coachName: personNameSchema.nullable(),
  durationMinutes: z.number().int(),
  /** False when the club offers no trials (its limit per child is 0): no session is listed. */
  offered: z.boolean(),
  sessions: z.array(trialSessionSchema),
});
export type TrialClass = z.infer<typeof trialClassSchema>;

export const TRIAL_STATUSES = ['booked', 'cancelled', 'attended', 'absent'] as const;
export type TrialStatus = (typeof TRIAL_STATUSES)[number];

/** One trial as its family reads it (the dashboard, the mail's link). */
export const trialViewSchema = z.object({
  id: z.string(),
  classId: z.string(),
  locationId: z.string(),
  classTitle: localizedTextSchema,
  locationName: localizedTextSchema,
  /** The session's key and when it takes place. */
  date: z.string(),
  startTime: z.string(),
  onDate: z.string(),
  atTime: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  /** The session as it stands: 'cancelled' or 'closed' when the club called it off. */
  sessionStatus: z.enum(DATED_SESSION_STATUSES),
  childFirstName: z.string(),
  childBirthYear: z.number().int(),
  /** Booked (not marked yet), cancelled by the family, or the coach's mark. */
  status: z.enum(TRIAL_STATUSES),
  /** The session has ended. */
  past: z.boolean(),
  /** The family may still cancel it (booked, and the session has not started). */
  canCancel: z.boolean(),
  /** The family enrolled the child in the class after the trial. */
  converted: z.boolean(),
});
export type TrialView = z.infer<typeof trialViewSchema>;

/** The trial a mail's link names, with the details the family gave (to fill in the account and the wizard). */
export const trialLinkSchema = z.object({
  trial: trialViewSchema,
  parentName: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type TrialLink = z.infer<typeof trialLinkSchema>;

/** The secret of a mail's link. */
export const trialTokenSchema = z.object({ t: z.string({ error: 'required' }).min(1, 'required').max(200, 'invalid') });
export type TrialTokenInput = z.infer<typeof trialTokenSchema>;

/** The answer to claiming a trial for the signed-in account. */
export const trialClaimedSchema = z.object({ trial: trialViewSchema, linked: z.boolean() });
export type TrialClaimed = z.infer<typeof trialClaimedSchema>;

/** The family's trials, the next first, then the past ones (latest first). */
export const myTrialsSchema = z.object({ items: z.array(trialViewSchema) });
export type MyTrials = z.infer<typeof myTrialsSchema>;

// The coach's side: the trial children on a date's roster, and their mark.

export const rosterTrialSchema = z.object({
  trialId: z.string(),
  childFirstName: z.string(),
  childBirthYear: z.number().int(),
  parentName: z.string(),
  phone: z.string(),
  startTime: z.string(),
  attendance: z.enum(['present', 'absent']).nullable(),
});
export type RosterTrial = z.infer<typeof rosterTrialSchema>;

export const trialMarkSchema = z.object({ status: z.enum(['present', 'absent'], { error: 'required' }) });
export type TrialMarkInput = z.infer<typeof trialMarkSchema>;

export const trialMarkedSchema = z.object({
  classId: z.string(),
  trialId: z.string(),
  date: z.string(),
  attendance: z.enum(['present', 'absent']),
  /** False when the trial already had this mark (nothing changed). */
  changed: z.boolean(),
  markedAt: z.string(),
});
export type TrialMarked = z.infer<typeof trialMarkedSchema>;

// The admin's side: every trial with its outcome, and the conversion figures.

export const adminTrialsQuerySchema = z.object({
  status: z.enum([...TRIAL_STATUSES, 'converted']).optional(),
});
export type AdminTrialsQuery = z.infer<typeof adminTrialsQuerySchema>;

export const adminTrialSchema = z.object({
  id: z.string(),
  classId: z.string(),
  classTitle: localizedTextSchema,
  locationName: localizedTextSchema,
  date: z.string(),
  startTime: z.string(),
  parentName: z.string(),
  email: z.string(),
  phone: z.string(),
  childFirstName: z.string(),
  childBirthYear: z.number().int(),
  status: z.enum(TRIAL_STATUSES),
  createdAt: z.string(),
  /** The family has an account linked to the trial. */
  hasAccount: z.boolean(),
  followUpSentAt: z.string().nullable(),
  convertedAt: z.string().nullable(),
});
export type AdminTrial = z.infer<typeof adminTrialSchema>;

const int = z.number().int();
/**
 * Every trial booked (the filter aside): `booked` counts those not cancelled; `rate` is converted / booked in percent
 * (one decimal), null while none is booked.
 */
export const trialFiguresSchema = z.object({
  booked: int,
  cancelled: int,
  attended: int,
  absent: int,
  converted: int,
  rate: z.number().nullable(),
});
export type TrialFigures = z.infer<typeof trialFiguresSchema>;

/** Per club month of the sessions ('YYYY-MM'): trials booked (not cancelled) and how many of them converted. */
export const trialMonthSchema = z.object({ month: z.string(), booked: int, converted: int });
export type TrialMonth = z.infer<typeof trialMonthSchema>;
/** How many months the admin's monthly figures show (up to the next month: trials are booked weeks ahead). */
export const TRIAL_MONTHS = 12;

export const adminTrialsSchema = z.object({
  figures: trialFiguresSchema,
  /** TRIAL_MONTHS months up to the next one, oldest first (every month listed, zeros included). */
  months: z.array(trialMonthSchema),
  /** The trials the filter keeps, latest session first (at most ADMIN_TRIALS_LIMIT). */
  items: z.array(adminTrialSchema),
  /** How many the filter keeps (more than listed when over the limit). */
  total: int,
});
export type AdminTrials = z.infer<typeof adminTrialsSchema>;

export const ADMIN_TRIALS_LIMIT = 300;
