// The club's rules for absences, make-up credits and cancelled sessions (issue 26, ADR 0039).
import { z } from 'zod';
import { PLAN_TYPES, type PlanType } from './enums.js';

export const CANCELLED_SESSION_RULES = ['credit', 'carry_over'] as const;
export type CancelledSessionRule = (typeof CANCELLED_SESSION_RULES)[number];

export const sessionRulesSchema = z.object({
  /** A parent reports an absence (or cancels a make-up) until this many hours before the session starts. */
  absenceNoticeHours: z.number().int().min(0).max(168),
  /** The plans whose absences reported in time earn a make-up credit. */
  creditPlans: z.array(z.enum(PLAN_TYPES)),
  /** A make-up can take place up to this many days after the missed session. */
  creditExpiryDays: z.number().int().min(1).max(365),
  /** At most this many credits earned by absences per child and calendar month of the missed session. */
  creditsPerMonth: z.number().int().min(0).max(31),
  /** A counted plan's session cancelled by the club: a make-up credit, or the session carries over to the next period. */
  cancelledSession: z.enum(CANCELLED_SESSION_RULES),
  /** A monthly unlimited plan with a week or more closed gets the closed share off its next period. */
  unlimitedClosureRefund: z.boolean(),
  /** A place offered to a family on a waiting list is held for them this many hours (issue 28). */
  waitlistOfferHours: z.number().int().min(1).max(336).default(48),
  /** At most this many trial lessons per child (named by the parent's address, first name and birth year). */
  trialsPerChild: z.number().int().min(0).max(10).default(1),
});
export type SessionRules = z.infer<typeof sessionRulesSchema>;

/** Counted plans earn credits; unlimited and kindergarten plans do not (a club can change both). */
export const DEFAULT_SESSION_RULES: SessionRules = {
  absenceNoticeHours: 2,
  creditPlans: ['pool_8', 'pool_12', 'pool_16'],
  creditExpiryDays: 60,
  creditsPerMonth: 2,
  cancelledSession: 'credit',
  unlimitedClosureRefund: true,
  waitlistOfferHours: 48,
  trialsPerChild: 1,
};

/** Whether an enrollment on this plan earns a make-up credit for an absence reported in time. */
export function planEarnsCredits(rules: SessionRules, plan: PlanType): boolean {
  return rules.creditPlans.includes(plan);
}
