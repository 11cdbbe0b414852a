// Whether an absence reported in time earns a make-up credit (ADR 0039): the plan must be one the club lists (and a
// counted plan must have sessions left: a missed session beyond the plan was never paid for), the family must owe
// nothing overdue (the one definition of owed, ADR 0037), and the child must have fewer than the
// club's monthly number of absence credits for sessions in that calendar month. The first rule that fails is the
// reason the family is told.
import type { CreditWithheld } from '@swim/shared/api/sessions';
import type { PlanType } from '@swim/shared/enums';
import { planEarnsCredits, type SessionRules } from '@swim/shared/session-rules';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { children, makeupCredits } from '../../db/schema/index.js';
import { periodBalances } from '../payments/owed.js';

export type { CreditWithheld };

/**
 * Whether any period of the family's enrollments is overdue now (not an erased child's: the family no longer sees it,
 * so it cannot be what holds their credits back, ADR 0049).
 */
async function familyHasOverdue(db: Db | Tx, parentId: string, now: Date): Promise<boolean> {
  const owed = await periodBalances(db, { where: eq(children.parentId, parentId), now });
  return owed.some((period) => period.overdue && !period.childErased);
}

/** The child's absence credits (not revoked) for sessions in the month of `sessionDate`. */
async function absenceCreditsInMonth(db: Db | Tx, childId: string, sessionDate: string): Promise<number> {
  const month = sessionDate.slice(0, 7);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(makeupCredits)
    .where(
      and(
        eq(makeupCredits.childId, childId),
        eq(makeupCredits.source, 'absence'),
        ne(makeupCredits.status, 'revoked'),
        sql`to_char(${makeupCredits.sessionDate}, 'YYYY-MM') = ${month}`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Why an absence for a session on `sessionDate` earns no credit, or null when it earns one. Callers that then insert
 * the credit hold the child's enrollment rows locked, so two reports cannot both see room under the monthly cap.
 */
export async function creditWithheldReason(
  db: Db | Tx,
  input: {
    rules: SessionRules;
    planType: PlanType;
    /** The enrollment's sessions left (null for a plan that does not count them). */
    sessionsRemaining: number | null;
    parentId: string;
    childId: string;
    sessionDate: string;
    now: Date;
  },
): Promise<CreditWithheld | null> {
  if (!planEarnsCredits(input.rules, input.planType)) return 'plan';
  if (input.sessionsRemaining !== null && input.sessionsRemaining <= 0) return 'planUsedUp';
  if (await familyHasOverdue(db, input.parentId, input.now)) return 'overdue';
  const earned = await absenceCreditsInMonth(db, input.childId, input.sessionDate);
  if (earned >= input.rules.creditsPerMonth) return 'monthlyCap';
  return null;
}
