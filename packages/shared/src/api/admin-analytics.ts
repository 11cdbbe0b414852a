// The admin console's analytics: the club's figures over a period (the last 7, 30 or 90 days, or all time).
import { z } from 'zod';
import { QUICK_DATE_RANGES } from '../dates.js';
import { CURRENCIES, PAYMENT_METHODS } from '../enums.js';
import { localizedTextSchema } from '../localized.js';

/** The spec's quick filters: the last 7, 30 or 90 days, or all time. */
export const analyticsQuerySchema = z.object({ range: z.enum(QUICK_DATE_RANGES).default('30') });

const int = z.number().int();
const money = z.object({ currency: z.enum(CURRENCIES), amount: int, count: int });

export const analyticsSchema = z.object({
  range: z.enum(QUICK_DATE_RANGES),
  /** The start of the period (an instant; attendance counts from its club day), or null for all time. */
  from: z.string().nullable(),
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
  /** Money received (paid by card or confirmed cash/transfer) within the period, by club month and method. */
  revenue: z.array(
    z.object({ month: z.string(), method: z.enum(PAYMENT_METHODS), currency: z.enum(CURRENCIES), amount: int }),
  ),
  /** Refunds issued within the period, per currency. */
  refunds: z.array(money),
  /** Payments still awaiting money now (pending), per currency. */
  outstanding: z.array(money),
});
export type Analytics = z.infer<typeof analyticsSchema>;
