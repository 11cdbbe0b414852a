// Closures and single-session changes (issue 26 items 5–7, ADR 0039): an admin closes the club or one location for a
// date range; a coach (or an admin) cancels one dated session or moves it to another time the same week. Families
// read upcoming closures on the public schedule and their children's sessions.
import { z } from 'zod';
import { isCalendarDate } from '../calendar-date.js';
import { CLOSURE_REASONS } from '../enums.js';
import { localizedTextSchema, personNameSchema } from '../localized.js';
import { optionalLocalizedInput } from './admin-club.js';

/** The longest closure, in days (a summer break is about ten weeks). */
export const MAX_CLOSURE_DAYS = 92;
/** How far ahead the public schedule lists closures. */
export const PUBLIC_CLOSURE_DAYS = 60;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const isoDate = (key = 'required') => z.string({ error: key }).min(1, key).refine(isCalendarDate, 'dateInvalid');
const time = z.string({ error: 'required' }).regex(TIME, 'timeInvalid');
const anyId = z.string().trim().min(1).max(100);

export const CLOSURE_MESSAGES = [
  'closureEndsBeforeStart',
  'closureTooLong',
  'moveOutsideWeek',
  'moveToSameTime',
] as const;

// Admin: closures.

export const closureInputSchema = z
  .object({
    startsOn: isoDate(),
    endsOn: isoDate(),
    /** null = the whole club. */
    locationId: anyId.nullable(),
    reason: z.enum(CLOSURE_REASONS, { error: 'reasonRequired' }),
    /** What families read, besides the reason's own words. */
    note: optionalLocalizedInput(500),
  })
  .superRefine((input, ctx) => {
    if (!isCalendarDate(input.startsOn) || !isCalendarDate(input.endsOn)) return;
    if (input.endsOn < input.startsOn)
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'closureEndsBeforeStart' });
    const days = (Date.parse(input.endsOn) - Date.parse(input.startsOn)) / 86_400_000 + 1;
    if (days > MAX_CLOSURE_DAYS) ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'closureTooLong' });
  });
export type ClosureInput = z.infer<typeof closureInputSchema>;

export const adminClosureSchema = z.object({
  id: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  location: z.object({ id: z.string(), name: localizedTextSchema }).nullable(),
  reason: z.enum(CLOSURE_REASONS),
  note: localizedTextSchema.nullable(),
  /** Dated sessions it closes, and the families with a child in one of them (as of now). */
  sessionCount: z.number().int(),
  familyCount: z.number().int(),
  createdBy: personNameSchema.nullable(),
  createdAt: z.string(),
});
export type AdminClosure = z.infer<typeof adminClosureSchema>;

export const closureListQuerySchema = z.object({
  /** 'upcoming' (ending today or later, the default) or 'past'. */
  when: z.enum(['upcoming', 'past']).default('upcoming'),
});
export const closureListSchema = z.object({ items: z.array(adminClosureSchema) });

// Public: what the schedule and the home page show.

export const publicClosureSchema = z.object({
  id: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  location: z.object({ id: z.string(), name: localizedTextSchema }).nullable(),
  reason: z.enum(CLOSURE_REASONS),
  note: localizedTextSchema.nullable(),
});
export type PublicClosure = z.infer<typeof publicClosureSchema>;
/** Closures ending today or later and starting within PUBLIC_CLOSURE_DAYS, soonest first. */
export const publicClosureListSchema = z.array(publicClosureSchema);

// Coach or admin: one dated session.

export const sessionCancelInputSchema = z.object({
  date: isoDate(),
  startTime: time,
  /** Why, for the families (the coach is ill). */
  note: optionalLocalizedInput(500),
});
export type SessionCancelInput = z.infer<typeof sessionCancelInputSchema>;

export const sessionMoveInputSchema = sessionCancelInputSchema.extend({
  /** Another day of the same week (Monday to Sunday) and time; not the time it already has. */
  toDate: isoDate(),
  toTime: time,
});
export type SessionMoveInput = z.infer<typeof sessionMoveInputSchema>;

/** Puts a cancelled or moved session back as the weekly pattern has it. */
export const sessionRestoreInputSchema = z.object({ date: isoDate(), startTime: time });

export const classDatedSessionSchema = z.object({
  date: z.string(),
  startTime: z.string(),
  onDate: z.string(),
  atTime: z.string(),
  status: z.enum(['scheduled', 'moved', 'cancelled', 'closed']),
  /** The closure's reason when closed. */
  closureReason: z.enum(CLOSURE_REASONS).nullable(),
  note: localizedTextSchema.nullable(),
  /** Whether the coach can still cancel, move or restore it (not started yet). */
  changeable: z.boolean(),
});
export type ClassDatedSession = z.infer<typeof classDatedSessionSchema>;
export const classDatedSessionsQuerySchema = z.object({
  from: isoDate().optional(),
  weeks: z.coerce.number().int().min(1).max(12).default(4),
});
export const classDatedSessionsSchema = z.object({ classId: z.string(), sessions: z.array(classDatedSessionSchema) });
