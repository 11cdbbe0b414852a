// Admins give money back: part or all of a paid or validated payment, card money through the provider.
import type { RefundInput } from '@swim/shared/api/payments';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { payments, refunds } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { type Actor, findPaymentFor } from '../access/access-policy.js';
import { sendInvoiceMail } from '../invoices/invoice-mail.js';
import { completeRefund, releaseRefund } from './card-refund-outcome.js';
import { getPaymentView } from './payment-view.js';
import type { PaymentsDeps } from './payments-deps.js';
import type { RefundView } from './provider/payment-provider.js';

/**
 * Refunds part or all of a paid or validated payment, never more than paid minus already refunded, also when two
 * refunds race: the amount is first reserved (a pending refund) on the locked payment row, then card money goes back
 * through the provider (outside any transaction); a refused refund releases its reservation, and the refund is
 * completed, with its credit note, only once the provider says the money went back.
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
      .values({
        paymentId: payment.id,
        amount: input.amount,
        reason: input.reason,
        refundedBy: actor.id,
        status: 'pending',
      })
      .returning();
    await tx
      .update(payments)
      .set({ refundedAmount: refunded, status: refunded >= payment.amount ? 'refunded' : payment.status })
      .where(eq(payments.id, payment.id));
    if (!refund) throw new Error('refund not recorded');
    if (payment.method === 'card') return { payment, refund, refunded, creditNote: null };
    // Cash and transfers go back by hand: the refund is final at once, completed with its credit note in this same
    // transaction, so no crash can leave it pending with nothing to complete it.
    await auditRefund(tx, { actor, payment, refund, amount: input.amount, providerRefundId: null });
    const creditNote = await completeRefund(tx, {
      paymentId: payment.id,
      refundId: refund.id,
      providerRefundId: null,
      now: deps.now(),
    });
    return { payment, refund, refunded, creditNote };
  });
  const { payment, refund } = reserved;
  if (payment.method !== 'card') {
    if (reserved.creditNote) await sendInvoiceMail(deps, reserved.creditNote.id);
    return getPaymentView(deps.db, payment.id);
  }
  if (!payment.providerPaymentId) {
    // Card money can only go back through the provider: without its charge id, nothing is recorded as refunded.
    await release(deps, payment.id, refund.id);
    throw new AppError('PROVIDER_ERROR', 'The card charge of this payment is not known to the provider');
  }
  let given: RefundView;
  try {
    given = await deps.provider.refund({
      paymentIntentId: payment.providerPaymentId,
      amount: input.amount,
      reason: input.reason,
      metadata: { paymentId: payment.id, refundId: refund.id, refundedBy: actor.id },
      idempotencyKey: `refund:${refund.id}`,
    });
  } catch (err) {
    deps.log.warn({ err, paymentId }, 'refund refused by the provider');
    await release(deps, payment.id, refund.id);
    throw new AppError('PROVIDER_ERROR', 'The card provider did not refund the payment');
  }
  if (given.status === 'failed' || given.status === 'canceled') {
    deps.log.warn({ paymentId, status: given.status }, 'refund failed at the provider');
    await release(deps, payment.id, refund.id);
    throw new AppError('PROVIDER_ERROR', 'The card provider did not refund the payment');
  }
  // A refund the provider accepted but has not completed stays reserved, without a credit note, until its webhook
  // says how it ended (card-refund-outcome.ts).
  return finishRefund(deps, {
    actor,
    payment,
    refund,
    amount: input.amount,
    providerRefundId: given.id,
    done: given.status === 'succeeded',
  });
}

/**
 * Audits the refund the provider accepted and, once the money went back, completes it: its credit note is issued in
 * the same transaction (an issued credit note is never deleted) and mailed after the commit.
 */
async function finishRefund(
  deps: PaymentsDeps,
  input: {
    actor: Actor;
    payment: typeof payments.$inferSelect;
    refund: typeof refunds.$inferSelect;
    amount: number;
    providerRefundId: string | null;
    done: boolean;
  },
) {
  const { actor, payment, refund, amount, providerRefundId } = input;
  const creditNote = await deps.db.transaction(async (tx) => {
    if (providerRefundId) {
      // The provider's webhook may have tied its refund to this row already; only an untied row is updated.
      await tx
        .update(refunds)
        .set({ providerRefundId })
        .where(and(eq(refunds.id, refund.id), isNull(refunds.providerRefundId)));
    }
    await auditRefund(tx, { actor, payment, refund, amount, providerRefundId });
    if (!input.done) return null;
    return completeRefund(tx, { paymentId: payment.id, refundId: refund.id, providerRefundId, now: deps.now() });
  });
  if (creditNote) await sendInvoiceMail(deps, creditNote.id);
  return getPaymentView(deps.db, payment.id);
}

/** Gives back a reserved refund the provider refused, so the money shows as paid again. */
async function release(deps: PaymentsDeps, paymentId: string, refundId: string) {
  await deps.db.transaction((tx) => releaseRefund(tx, { paymentId, refundId, failedAtProvider: null }));
}

/** The refund on the audit log: how much, of what, why, and the provider's id when card money went back. */
function auditRefund(
  tx: Tx,
  input: {
    actor: Actor;
    payment: typeof payments.$inferSelect;
    refund: typeof refunds.$inferSelect;
    amount: number;
    providerRefundId: string | null;
  },
) {
  const { actor, payment, refund, amount, providerRefundId } = input;
  return recordAudit(tx, {
    actorId: actor.id,
    action: 'payment.refunded',
    entityType: 'payment',
    entityId: payment.id,
    details: {
      amount,
      currency: payment.currency,
      reason: refund.reason,
      percent: Math.round((amount / payment.amount) * 1000) / 10,
      providerRefundId,
    },
  });
}
