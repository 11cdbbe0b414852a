// The admin console's analytics: the club's figures over a period (the last 7, 30 or 90 days, all time, or the club
// days from one date to another).
import { z } from 'zod';
import { QUICK_DATE_RANGES, type QuickDateRange, daysBetween } from '../dates.js';
import { CURRENCIES, PAYMENT_METHODS } from '../enums.js';
import { localizedTextSchema } from '../localized.js';
import { clubTotalSchema } from './club-total.js';

import { isCalendarDate, isoDateSchema } from './iso-date.js';

/** The longest custom period, in club days (two years); longer questions are what 'all time' is for. */
export const ANALYTICS_MAX_DAYS = 731;

/**
 * The spec's quick filters (the last 7, 30 or 90 days, or all time), or a custom period: the club days from `from`
 * to `to`, both included (Europe/Sofia). A custom period needs both dates, in order, at most ANALYTICS_MAX_DAYS long;
 * each message is the i18n key under 'validation.'.
 */
export const analyticsQuerySchema = z
  .object({
    range: z.enum(QUICK_DATE_RANGES).default('30'),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.from === undefined && q.to === undefined) return;
    if (q.from === undefined || q.to === undefined) {
      const path = q.from === undefined ? 'from' : 'to';
      ctx.addIssue({ code: 'custom', path: [path], message: 'dateRequired' });
      return;
    }
    // A date that is not one has its own issue already.
    if (!isCalendarDate(q.from) || !isCalendarDate(q.to)) return;
    if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'dateRangeInvalid' });
    else if (daysBetween(q.from, q.to) + 1 > ANALYTICS_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'dateRangeTooLong' });
    }
  });
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

/** A period as the console asks for it: a quick filter, or custom club days. */
export type AnalyticsPeriod = { range: QuickDateRange } | { from: string; to: string };

const int = z.number().int();
/** A sum in the club's currency (club-total.ts) and how many payments or refunds it adds up. */
const money = clubTotalSchema.extend({ count: int });

export const analyticsSchema = z.object({
  /** The quick filter, or 'custom' for a period between two club days. */
  range: z.enum([...QUICK_DATE_RANGES, 'custom']),
  /** The start of the period (an instant; attendance counts from its club day), or null for all time. */
  from: z.string().nullable(),
  /** The end of a custom period (an instant, excluded: the start of the day after `to`), or null: up to now. */
  to: z.string().nullable(),
  /** Accounts by role (all time) and the accounts created within the period. */
  members: z.object({ parents: int, instructors: int, athletes: int, admins: int, newInRange: int }),
  children: z.object({ total: int, newInRange: int }),
  activeEnrollments: int,
  /** Active classes: children enrolled now against the capacity. */
  capacity: z.array(
    z.object({
      classId: z.string(),
      title: localizedTextSchema,
      location: z.object({ id: z.string(), name: localizedTextSchema }),
      enrolled: int,
      maxCapacity: int,
    }),
  ),
  /** Attendance marked within the period; rate = present / marked, null when nothing was marked. */
  attendance: z.object({ present: int, absent: int, excused: int, rate: z.number().nullable() }),
  /** The club's currency: every amount below is in it, amounts in the other currency converted at the fixed rate. */
  currency: z.enum(CURRENCIES),
  /**
   * Money received (paid by card or confirmed cash/transfer) within the period, by club month and method, in the
   * club's currency; `converted` counts the payments in the other currency in the amount.
   */
  revenue: z.array(z.object({ month: z.string(), method: z.enum(PAYMENT_METHODS), amount: int, converted: int })),
  /** Refunds issued within the period. */
  refunds: money,
  /** Payments still awaiting money now (pending). */
  outstanding: money,
});
export type Analytics = z.infer<typeof analyticsSchema>;
