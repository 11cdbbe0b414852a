// The admin's side of make-up credits (issue 26 item 8): a child's credits with what became of them, and a credit
// granted or revoked by hand with a reason (audit-logged). Dates are the club's calendar days ('YYYY-MM-DD').
import { z } from 'zod';
import { CREDIT_REVOKE_CAUSES, CREDIT_SOURCES, CREDIT_STATUSES } from '../enums.js';
import { localizedTextSchema } from '../localized.js';
import { isoDateSchema } from './iso-date.js';

/** The longest reason an admin can write for a grant or a revocation. */
export const CREDIT_REASON_MAX = 500;

const reason = z.string({ error: 'reasonRequired' }).trim().min(1, 'reasonRequired').max(CREDIT_REASON_MAX, 'tooLong');

/** A credit granted by hand; without `expiresOn` it lasts the club's credit validity from today. */
export const creditGrantSchema = z.object({ reason, expiresOn: isoDateSchema.optional() });
export type CreditGrantInput = z.infer<typeof creditGrantSchema>;

export const creditRevokeSchema = z.object({ reason });
export type CreditRevokeInput = z.infer<typeof creditRevokeSchema>;

/** A credit as the admin reads it; `expired` is an available credit past its last day, `used` a make-up day gone by. */
export const adminCreditSchema = z.object({
  id: z.string(),
  source: z.enum(CREDIT_SOURCES),
  status: z.enum([...CREDIT_STATUSES, 'expired']),
  /** The missed or cancelled session's date (a grant: the day granted). */
  sessionDate: z.string(),
  expiresOn: z.string(),
  /** The class the credit was earned in (null for a grant). */
  classTitle: localizedTextSchema.nullable(),
  /** The admin's reason for a grant or a revocation, in their own words. */
  reason: z.string().nullable(),
  /** Why it was revoked: by an admin (their words in `reason`) or one of the app's own causes. */
  revokedFor: z.enum(CREDIT_REVOKE_CAUSES).nullable(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  /** The live make-up booked with it. */
  booking: z
    .object({
      id: z.string(),
      classTitle: localizedTextSchema,
      date: z.string(),
      startTime: z.string(),
      attendance: z.enum(['present', 'absent']).nullable(),
    })
    .nullable(),
});
export type AdminCredit = z.infer<typeof adminCreditSchema>;

export const adminChildCreditsSchema = z.object({
  childId: z.string(),
  /** The club's validity of a credit, in days (the default last day of a grant counts from today). */
  creditExpiryDays: z.number().int(),
  /** Every credit of the child, the newest first. */
  credits: z.array(adminCreditSchema),
});
export type AdminChildCredits = z.infer<typeof adminChildCreditsSchema>;

/** How many calendar months (this one included) the make-up summary counts. */
export const MAKEUP_SUMMARY_MONTHS = 6;
/** How many weeks ahead (from today) the make-up occupancy per class looks. */
export const MAKEUP_OCCUPANCY_WEEKS = 4;

const count = z.number().int().nonnegative();

/**
 * One calendar month of make-up credits (the club's calendar): issued by where they came from (counted in the month
 * they were created), used (in the month of the make-up: marked, or booked and its day gone by), expired (unused,
 * in the month of their last day) and revoked (in the month revoked).
 */
export const makeupMonthSchema = z.object({
  /** 'YYYY-MM': for formatting, never shown as it is. */
  month: z.string(),
  issued: z.object({ absence: count, cancellation: count, manual: count }),
  used: count,
  expired: count,
  revoked: count,
});
export type MakeupMonth = z.infer<typeof makeupMonthSchema>;

/** An active class's next weeks: the sessions that take place, the make-up guests booked in them, the free places. */
export const makeupClassOccupancySchema = z.object({
  classId: z.string(),
  classTitle: localizedTextSchema,
  locationName: localizedTextSchema,
  /** Dated sessions still to start in the window that take place (not closed or cancelled). */
  sessions: count,
  guests: count,
  /** Free places summed over those sessions (capacity, regulars, absences and guests, as booking counts them). */
  freePlaces: count,
});
export type MakeupClassOccupancy = z.infer<typeof makeupClassOccupancySchema>;

export const makeupSummarySchema = z.object({
  /** The months counted, the oldest first (the last is this month). */
  months: z.array(makeupMonthSchema),
  /** The occupancy window: today to `to` (both club days, included). */
  from: z.string(),
  to: z.string(),
  /** Every active class, by location and title. */
  classes: z.array(makeupClassOccupancySchema),
});
export type MakeupSummary = z.infer<typeof makeupSummarySchema>;
