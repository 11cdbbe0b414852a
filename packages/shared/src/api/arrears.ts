// Who owes what (issue 25): the admin's arrears list, its actions, and the coach's discreet balance flag.
import { z } from 'zod';
import { CURRENCIES, LANGUAGES, PLAN_TYPES } from '../enums.js';
import { localizedTextSchema, personNameSchema } from '../localized.js';

const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;

/** One period with money left on it, as the arrears list and the parent's view read it. */
export const owedPeriodSchema = z.object({
  childId: z.string(),
  childName: z.string(),
  /** The child's data was erased (ADR 0049): `childName` is the stored pseudonym, read in the reader's language. */
  childErased: z.boolean(),
  enrollmentId: z.string(),
  classTitle: localizedTextSchema,
  planType: z.enum(PLAN_TYPES),
  billingPeriod: z.string(),
  currency: z.enum(CURRENCIES),
  due: z.number().int(),
  paid: z.number().int(),
  writtenOff: z.number().int(),
  balance: z.number().int(),
  /** Club calendar day after which the balance is overdue. */
  dueOn: z.string(),
  overdue: z.boolean(),
  daysOverdue: z.number().int(),
  /** A cash or transfer declaration awaits the club's confirmation. */
  declared: z.boolean(),
  /** The club day that declaration was made (null without one): held past its grace days, the month is overdue. */
  declaredOn: z.string().nullable(),
  /** The kindergarten bill's payment to pay, null for a plan's month. */
  billPaymentId: z.string().nullable(),
});
export type OwedPeriod = z.infer<typeof owedPeriodSchema>;

/** A sum in the club's currency: lev amounts converted at the fixed rate, `converted` of them (ADR 0036). */
export const clubTotalSchema = z.object({
  currency: z.enum(CURRENCIES),
  amount: z.number().int(),
  converted: z.number().int(),
});
export type ClubTotal = z.infer<typeof clubTotalSchema>;

export const arrearsNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  author: personNameSchema.nullable(),
  createdAt: z.string(),
});

export const arrearsFamilySchema = z.object({
  parentId: z.string(),
  parentName: personNameSchema,
  email: z.string(),
  phone: z.string().nullable(),
  language: z.enum(LANGUAGES),
  /** The overdue periods, oldest first. */
  periods: z.array(owedPeriodSchema),
  total: clubTotalSchema,
  /** The oldest overdue period's days past its due day. */
  daysOverdue: z.number().int(),
  lastReminder: z
    .object({
      sentAt: z.string(),
      sentBy: personNameSchema.nullable(),
      /** Sent by the daily reminder job (due soon or overdue), not by a person. */
      automatic: z.boolean(),
    })
    .nullable(),
  notes: z.array(arrearsNoteSchema),
});
export type ArrearsFamily = z.infer<typeof arrearsFamilySchema>;

export const arrearsListSchema = z.object({
  families: z.array(arrearsFamilySchema),
  /** Everything overdue, in the club's currency: analytics' "unpaid dues" is this figure. */
  total: clubTotalSchema,
  graceDays: z.number().int(),
});
export type ArrearsList = z.infer<typeof arrearsListSchema>;

/** Messages are i18n keys under 'arrears.validation.*'. */
export const noteInputSchema = z.object({
  body: z.string({ error: 'noteRequired' }).trim().min(1, 'noteRequired').max(2000, 'tooLong'),
});

export const writeOffInputSchema = z.object({
  enrollmentId: z.string().uuid({ error: 'invalid' }),
  billingPeriod: z.string().regex(PERIOD, 'invalid'),
  /** Minor units; at most the period's balance. */
  amount: z.number({ error: 'amountInvalid' }).int('amountInvalid').positive('amountInvalid'),
  reason: z.string({ error: 'reasonRequired' }).trim().min(3, 'reasonRequired').max(500, 'tooLong'),
});
export type WriteOffInput = z.infer<typeof writeOffInputSchema>;

export const reminderSentSchema = z.object({ sentAt: z.string(), periods: z.number().int() });

/** A child's overdue months in a coach's class: no amounts (issue 25: a discreet flag). */
export const balanceFlagSchema = z
  .object({
    periods: z.array(z.string()),
    /** Those of them a parent declared paid (cash or a transfer) that the club has not confirmed yet. */
    declared: z.array(z.string()),
  })
  .nullable();
