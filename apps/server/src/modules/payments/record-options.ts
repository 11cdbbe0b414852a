// What the record dialog offers staff for an enrollment: each month they may record, with the server's default amount
// (the price the payment page would ask, what is left of it, or the issued bill's amount) and what already stands on it.
import type { PeriodLeft, PeriodPayment, RecordOptions } from '@swim/shared/api/staff-payments';
import { pricePeriod } from '@swim/shared/period-price';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { children, enrollments, type payments } from '../../db/schema/index.js';
import { type Actor, findEnrollmentFor } from '../access/access-policy.js';
import { type PeriodBalance, periodBalances } from './owed.js';
import { chargeForPeriod } from './period-charge.js';
import { loadPriceFacts } from './period-price.service.js';
import {
  type PeriodStanding,
  loadEnrollmentClass,
  loadPeriodPayments,
  loadReceivedPayments,
  receivedOnRange,
  recordablePeriods,
  standingOf,
  subscribedFrom,
} from './recordable-periods.js';

const toPeriodPayment = (p: typeof payments.$inferSelect): PeriodPayment => ({
  id: p.id,
  number: p.number,
  status: p.status,
  method: p.method,
  amount: p.amount,
  currency: p.currency,
  parentNotes: p.parentNotes,
});

/**
 * What is left of a plan's month part of which was received or written off, with the payments that received it; null
 * when nothing was taken off it (the whole month is due) or nothing is left.
 */
function leftOf(line: PeriodBalance | undefined, received: (typeof payments.$inferSelect)[]): PeriodLeft | null {
  if (!line || line.balance <= 0 || (line.paid === 0 && line.writtenOff === 0)) return null;
  return { due: line.due, received: line.paid, writtenOff: line.writtenOff, payments: received.map(toPeriodPayment) };
}

/** What stands on a month as the dialog shows it: a covering payment only when nothing is left of the month. */
function commonOf(billingPeriod: string, standing: PeriodStanding, left: PeriodLeft | null) {
  return {
    billingPeriod,
    covering: standing.covering && !left?.received ? toPeriodPayment(standing.covering) : null,
    declaration: standing.declaration ? toPeriodPayment(standing.declaration) : null,
    subscription: standing.subscription,
    left,
  };
}

/** The months staff may record for an enrollment they reach (access policy: 'record'), newest first. */
export async function recordOptions(
  db: Db,
  { actor, enrollmentId, now }: { actor: Actor; enrollmentId: string; now: Date },
): Promise<RecordOptions> {
  const enrollment = await findEnrollmentFor(db, actor, enrollmentId, { action: 'record' });
  const [child] = await db.select().from(children).where(eq(children.id, enrollment.childId));
  if (!child) throw new Error(`child ${enrollment.childId} vanished`);
  const { cls, kindergarten } = await loadEnrollmentClass(db, enrollment.classId);
  const [byPeriod, receivedBy, subscribed, facts] = await Promise.all([
    loadPeriodPayments(db, { enrollmentId: enrollment.id, kindergarten }),
    kindergarten ? new Map<string, never[]>() : loadReceivedPayments(db, enrollment.id),
    kindergarten ? null : subscribedFrom(db, enrollment.id),
    kindergarten ? null : loadPriceFacts(db, [enrollment.id]).then((m) => m.get(enrollment.id)),
  ]);
  const { earliest, today } = receivedOnRange(enrollment, now);
  const months = recordablePeriods(enrollment, now);
  // What is left of each month (a write-off, a part already received) by the one definition of owed (ADR 0037): the
  // amount staff are offered is what the parent's pay page asks.
  const balances = new Map(
    kindergarten || months.length === 0
      ? []
      : (
          await periodBalances(db, {
            now,
            where: eq(enrollments.id, enrollment.id),
            settled: true,
            through: months.reduce((a, b) => (a > b ? a : b)),
          })
        ).map((l) => [l.billingPeriod, l]),
  );
  const periods = months.flatMap((billingPeriod): RecordOptions['periods'] => {
    const standing = standingOf(byPeriod.get(billingPeriod) ?? [], subscribed !== null && billingPeriod >= subscribed);
    if (kindergarten) {
      // Only an issued bill can be recorded, at its own amount.
      const bill = standing.openBill ?? standing.declaration ?? standing.covering;
      const common = commonOf(billingPeriod, standing, null);
      return bill ? [{ ...common, currency: bill.currency, amount: bill.amount, price: null }] : [];
    }
    if (!facts) return [];
    const price = pricePeriod({ ...facts, period: billingPeriod });
    // A month the child has no session in costs nothing (ADR 0033): there is nothing to record for it.
    if (price.amount <= 0) return [];
    const line = balances.get(billingPeriod);
    const charge = chargeForPeriod(price, line);
    const common = commonOf(billingPeriod, standing, leftOf(line, receivedBy.get(billingPeriod) ?? []));
    // Nothing left (a month settled): an admin's second payment is offered at the month's price, as recording takes.
    const offered = charge.price.amount > 0 ? charge.price : price;
    return [{ ...common, currency: facts.currency, amount: offered.amount, price: offered }];
  });
  return {
    childId: child.id,
    childName: child.fullName,
    enrollmentId: enrollment.id,
    classTitle: cls.title,
    planType: enrollment.planType,
    kindergarten,
    today,
    earliestReceivedOn: earliest,
    canConfirmSecond: actor.role === 'admin' && !kindergarten,
    periods,
  };
}
