// A card subscription charges its fixed monthly amount (ADR 0040), so the closed share of a monthly unlimited plan
// cannot come off a month's price while the subscription runs: it is refunded from the next month's charge instead,
// once, through the same reserved-then-completed refund an admin's goes through (ADR 0035), and each closed month's
// part is written to `closure_refunds`, which the closure ledger counts as given.
import { pricePeriod } from '@swim/shared/period-price';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { closureRefunds, enrollments, payments, refunds } from '../../db/schema/index.js';
import { closureLinesGiven } from '../sessions/closure-ledger.js';
import { recordAudit } from '../../lib/audit.js';
import { sendInvoiceMail } from '../invoices/invoice-mail.js';
import { completeRefund, releaseRefund } from './card-refund-outcome.js';
import type { PaymentsDeps } from './payments-deps.js';
import { loadPriceFacts } from './period-price.service.js';
import { sendClosureRefundMail } from './send-closure-refund-mail.js';

type PaymentRow = typeof payments.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;
type Reserved = { payment: PaymentRow; refund: RefundRow };

/** The closed shares still owed before the charge's month, as a one-off payment of that month would take them off. */
async function closedSharesOwed(tx: Tx, payment: PaymentRow & { enrollmentId: string; billingPeriod: string }) {
  const facts = (await loadPriceFacts(tx, [payment.enrollmentId])).get(payment.enrollmentId);
  // The setting off, another plan, or a class priced in another currency than the charge: nothing to give back here.
  if (!facts?.closures || facts.currency !== payment.currency) return [];
  const price = pricePeriod({ ...facts, period: payment.billingPeriod });
  // A charge that carries closure lines itself already gave those; never more than is left of the charge.
  let room = payment.amount - payment.refundedAmount;
  const shares: { period: string; amount: number }[] = [];
  for (const line of price.lines) {
    if (line.kind !== 'closure') continue;
    const own = (closureLinesGiven([payment]) ?? [])
      .filter((l) => l.kind === 'closure' && l.period === line.period)
      .reduce((sum, l) => sum - l.amount, 0);
    const amount = Math.min(-line.amount - own, room);
    if (amount <= 0) continue;
    room -= amount;
    shares.push({ period: line.period, amount });
  }
  return shares;
}

/**
 * Under the charge's row lock, then its enrollment's: the reservation already made for this charge (to finish), or a
 * new one: a pending refund of the closed shares owed, one `closure_refunds` row and one audit entry per closed month.
 */
async function reserveClosedShares(tx: Tx, deps: PaymentsDeps, paymentId: string): Promise<Reserved | null> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (payment?.kind !== 'subscription' || !payment.enrollmentId || !payment.billingPeriod) return null;
  const [earlier] = await tx
    .select({ refundId: closureRefunds.refundId })
    .from(closureRefunds)
    .where(eq(closureRefunds.paymentId, payment.id))
    .limit(1);
  if (earlier) {
    // Reserved by an earlier delivery that did not reach the provider's answer: finished with the same key.
    if (!earlier.refundId) return null;
    const [untied] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.id, earlier.refundId), eq(refunds.status, 'pending'), isNull(refunds.providerRefundId)));
    return untied ? { payment, refund: untied } : null;
  }
  if (payment.status !== 'paid' || payment.duplicateOf || !payment.providerPaymentId) return null;
  if (payment.provider && payment.provider !== deps.provider.name) return null;
  // Two charges of one enrollment booked at once must not both give the same closed month back.
  await tx
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(eq(enrollments.id, payment.enrollmentId))
    .for('update');
  const shares = await closedSharesOwed(tx, {
    ...payment,
    enrollmentId: payment.enrollmentId,
    billingPeriod: payment.billingPeriod,
  });
  const total = shares.reduce((sum, s) => sum + s.amount, 0);
  if (total <= 0) return null;
  const [refund] = await tx
    .insert(refunds)
    .values({ paymentId: payment.id, amount: total, reason: 'requested_by_customer', status: 'pending' })
    .returning();
  if (!refund) throw new Error('closure refund not recorded');
  const refunded = payment.refundedAmount + total;
  await tx
    .update(payments)
    .set({ refundedAmount: refunded, status: refunded >= payment.amount ? 'refunded' : payment.status })
    .where(eq(payments.id, payment.id));
  for (const share of shares) {
    await tx.insert(closureRefunds).values({
      enrollmentId: payment.enrollmentId,
      closedPeriod: share.period,
      paymentId: payment.id,
      refundId: refund.id,
      amount: share.amount,
    });
    await recordAudit(tx, {
      actorId: null,
      action: 'payment.closure_refunded',
      entityType: 'payment',
      entityId: payment.id,
      details: { month: share.period, amount: share.amount, currency: payment.currency },
    });
  }
  return { payment, refund };
}

/**
 * Gives back from a subscription's monthly charge the closed shares of earlier months not given yet (ADR 0040), once:
 * a second delivery, another instance or a retry finds the charge's reservation and at most finishes it with the same
 * idempotency key. The money goes back through the provider outside any transaction; the refund completes, with its
 * credit note when the charge was invoiced, when the provider says it succeeded (else the webhook's sync finishes it).
 * A provider that cannot be reached leaves the reservation and throws, so the provider's retry of the event finishes it.
 */
export async function refundClosedShares(deps: PaymentsDeps, paymentId: string): Promise<void> {
  const reserved = await deps.db.transaction((tx) => reserveClosedShares(tx, deps, paymentId));
  if (!reserved) return;
  const { payment, refund } = reserved;
  const given = await deps.provider.refund({
    paymentIntentId: String(payment.providerPaymentId),
    amount: refund.amount,
    reason: refund.reason,
    metadata: { paymentId: payment.id, refundId: refund.id, closure: 'true' },
    idempotencyKey: `refund:${refund.id}`,
  });
  const creditNote = await deps.db.transaction(async (tx) => {
    if (given.status === 'failed' || given.status === 'canceled') {
      // Its closed shares are owed again (releaseRefund deletes their rows) and come off a later month.
      await releaseRefund(tx, {
        paymentId: payment.id,
        refundId: refund.id,
        failedAtProvider: { providerRefundId: given.id },
      });
      return null;
    }
    await tx
      .update(refunds)
      .set({ providerRefundId: given.id })
      .where(and(eq(refunds.id, refund.id), isNull(refunds.providerRefundId)));
    if (given.status !== 'succeeded') return null;
    return completeRefund(tx, {
      paymentId: payment.id,
      refundId: refund.id,
      providerRefundId: given.id,
      now: deps.now(),
    });
  });
  if (creditNote) await sendInvoiceMail(deps, creditNote.id);
  // The family is told once the money went back (sent once per refund, whoever completes it).
  if (given.status === 'succeeded') await sendClosureRefundMail(deps, refund.id);
}
