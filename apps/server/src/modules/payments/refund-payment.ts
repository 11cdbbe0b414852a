// Admins give money back: part or all of a paid or validated payment, card money through the provider.
import type { RefundInput } from '@swim/shared/api/payments';
import { and, eq, isNull } from 'drizzle-orm';
import { payments, refunds } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { type Actor, findPaymentFor } from '../access/access-policy.js';
import { issueCreditNote } from '../invoices/issue-credit-note.js';
import { sendInvoiceMail } from '../invoices/invoice-mail.js';
import { getPaymentView } from './payment-view.js';
import type { PaymentsDeps } from './payments-deps.js';

/**
 * Refunds part or all of a paid or validated payment, never more than paid minus already refunded, also when two
 * refunds race: the amount is first reserved on the locked payment row, then card money goes back through the
 * provider (outside any transaction), and a refused refund releases its reservation.
 */
export async function refundPayment(
  deps: PaymentsDeps,
  { actor, paymentId, input }: { actor: Actor; paymentId: string; input: RefundInput },
) {
  const reserved = await deps.db.transaction(async (tx) => {
    const payment = await findPaymentFor(tx, actor, paymentId, { action: 'refund', lock: true });
    const remaining = payment.amount - payment.refundedAmount;
    if ((payment.status !== 'paid' && payment.status !== 'validated') || remaining <= 0) {
      throw new AppError('REFUND_NOT_ALLOWED', 'Only a paid or validated payment can be refunded');
    }
    if (input.amount > remaining) {
      throw new AppError('REFUND_TOO_LARGE', 'The refund is larger than what is left to refund', [
        { path: 'amount', message: 'refundTooLarge' },
      ]);
    }
    if (payment.method === 'card' && payment.provider && payment.provider !== deps.provider.name) {
      // Taken before a switch of provider (the test provider, then Stripe): only the provider that holds the charge
      // can give the money back, so it is refunded there and nothing is recorded here.
      throw new AppError('PROVIDER_ERROR', `The card charge is held by the ${payment.provider} provider`);
    }
    const refunded = payment.refundedAmount + input.amount;
    const [refund] = await tx
      .insert(refunds)
      .values({ paymentId: payment.id, amount: input.amount, reason: input.reason, refundedBy: actor.id })
      .returning();
    await tx
      .update(payments)
      .set({ refundedAmount: refunded, status: refunded >= payment.amount ? 'refunded' : payment.status })
      .where(eq(payments.id, payment.id));
    if (!refund) throw new Error('refund not recorded');
    return { payment, refund, refunded };
  });
  const { payment, refund } = reserved;
  let providerRefundId: string | null = null;
  if (payment.method === 'card' && !payment.providerPaymentId) {
    // Card money can only go back through the provider: without its charge id, nothing is recorded as refunded.
    await releaseReservation(deps, { paymentId: payment.id, refundId: refund.id, amount: input.amount });
    throw new AppError('PROVIDER_ERROR', 'The card charge of this payment is not known to the provider');
  }
  if (payment.method === 'card' && payment.providerPaymentId) {
    try {
      const done = await deps.provider.refund({
        paymentIntentId: payment.providerPaymentId,
        amount: input.amount,
        reason: input.reason,
        metadata: { paymentId: payment.id, refundId: refund.id, refundedBy: actor.id },
        idempotencyKey: `refund:${refund.id}`,
      });
      providerRefundId = done.id;
    } catch (err) {
      deps.log.warn({ err, paymentId }, 'refund refused by the provider');
      await releaseReservation(deps, { paymentId: payment.id, refundId: refund.id, amount: input.amount });
      throw new AppError('PROVIDER_ERROR', 'The card provider did not refund the payment');
    }
  }
  // The credit note is issued here, with the refund made final: a reservation the provider refused is deleted, and
  // an issued credit note never is.
  const creditNote = await deps.db.transaction(async (tx) => {
    if (providerRefundId) {
      // The provider's webhook may have tied its refund to this row already; only an untied row is updated.
      await tx
        .update(refunds)
        .set({ providerRefundId })
        .where(and(eq(refunds.id, refund.id), isNull(refunds.providerRefundId)));
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'payment.refunded',
      entityType: 'payment',
      entityId: payment.id,
      details: {
        amount: input.amount,
        currency: payment.currency,
        reason: input.reason,
        percent: Math.round((input.amount / payment.amount) * 1000) / 10,
        providerRefundId,
      },
    });
    return issueCreditNote(tx, { refundId: refund.id, now: deps.now() });
  });
  if (creditNote) await sendInvoiceMail(deps, creditNote.id);
  return getPaymentView(deps.db, paymentId);
}

/** Gives back a reserved refund the provider refused, so the money shows as paid again. */
async function releaseReservation(
  deps: PaymentsDeps,
  { paymentId, refundId, amount }: { paymentId: string; refundId: string; amount: number },
) {
  await deps.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    await tx.delete(refunds).where(eq(refunds.id, refundId));
    if (!payment) return;
    const refunded = Math.max(0, payment.refundedAmount - amount);
    const status = payment.status === 'refunded' ? (payment.validatedAt ? 'validated' : 'paid') : payment.status;
    await tx.update(payments).set({ refundedAmount: refunded, status }).where(eq(payments.id, paymentId));
  });
}
