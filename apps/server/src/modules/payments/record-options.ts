// What the record dialog offers staff for an enrollment: each month they may record, with the server's default amount
// (the price the payment page would ask, or the issued bill's amount) and what already stands on it.
import type { PeriodPayment, RecordOptions } from '@swim/shared/api/staff-payments';
import { pricePeriod } from '@swim/shared/period-price';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { children, type payments } from '../../db/schema/index.js';
import { type Actor, findEnrollmentFor } from '../access/access-policy.js';
import { loadPriceFacts } from './period-price.service.js';
import {
  loadEnrollmentClass,
  loadPeriodPayments,
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

/** The months staff may record for an enrollment they reach (access policy: 'record'), newest first. */
export async function recordOptions(
  db: Db,
  { actor, enrollmentId, now }: { actor: Actor; enrollmentId: string; now: Date },
): Promise<RecordOptions> {
  const enrollment = await findEnrollmentFor(db, actor, enrollmentId, { action: 'record' });
  const [child] = await db.select().from(children).where(eq(children.id, enrollment.childId));
  if (!child) throw new Error(`child ${enrollment.childId} vanished`);
  const { cls, kindergarten } = await loadEnrollmentClass(db, enrollment.classId);
  const [byPeriod, subscribed, facts] = await Promise.all([
    loadPeriodPayments(db, { enrollmentId: enrollment.id, kindergarten }),
    kindergarten ? null : subscribedFrom(db, enrollment.id),
    kindergarten ? null : loadPriceFacts(db, [enrollment.id]).then((m) => m.get(enrollment.id)),
  ]);
  const { earliest, today } = receivedOnRange(enrollment, now);
  const periods = recordablePeriods(enrollment, now).flatMap((billingPeriod): RecordOptions['periods'] => {
    const standing = standingOf(byPeriod.get(billingPeriod) ?? [], subscribed !== null && billingPeriod >= subscribed);
    const common = {
      billingPeriod,
      covering: standing.covering ? toPeriodPayment(standing.covering) : null,
      declaration: standing.declaration ? toPeriodPayment(standing.declaration) : null,
      subscription: standing.subscription,
    };
    if (kindergarten) {
      // Only an issued bill can be recorded, at its own amount.
      const bill = standing.openBill ?? standing.declaration ?? standing.covering;
      return bill ? [{ ...common, currency: bill.currency, amount: bill.amount, price: null }] : [];
    }
    if (!facts) return [];
    const price = pricePeriod({ ...facts, period: billingPeriod });
    // A month the child has no session in costs nothing (ADR 0033): there is nothing to record for it.
    if (price.amount <= 0) return [];
    return [{ ...common, currency: facts.currency, amount: price.amount, price }];
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
