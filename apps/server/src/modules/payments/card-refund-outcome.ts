// What happens to a card refund once the provider has decided (ADR 0035, amendment): a refund is reserved as
// 'pending' under the payment's row lock before the provider is asked; it becomes 'completed', with its credit note,
// only when the provider says the money went back, and a refund the provider refuses or fails later is deleted and
// its amount given back to the payment. Every step runs under the payment's row lock, as an invoice request does, so
// an invoice either already leaves a completed refund out or is corrected by that refund's credit note, never both.
import { and, eq, exists } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { closureRefunds, payments, refunds } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import type { InvoiceRow } from '../invoices/insert-invoice.js';
import { issueCreditNote } from '../invoices/issue-credit-note.js';
import type { PaymentIntentView, RefundView } from './provider/payment-provider.js';

type PaymentRow = typeof payments.$inferSelect;

async function lockPaymentRow(tx: Tx, paymentId: string): Promise<PaymentRow | undefined> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return payment;
}

/**
 * Marks a pending refund completed (tied to the provider's refund when it is not yet) and issues its credit note when
 * the payment is invoiced. Answers the credit note, or null when there is none or the refund was completed already.
 */
export async function completeRefund(
  tx: Tx,
  input: { paymentId: string; refundId: string; providerRefundId: string | null; now: Date },
): Promise<InvoiceRow | null> {
  await lockPaymentRow(tx, input.paymentId);
  const [pending] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, input.refundId), eq(refunds.status, 'pending')));
  if (!pending) return null;
  await tx
    .update(refunds)
    .set({ status: 'completed', providerRefundId: pending.providerRefundId ?? input.providerRefundId })
    .where(eq(refunds.id, pending.id));
  return issueCreditNote(tx, { refundId: pending.id, now: input.now });
}

/**
 * Deletes a pending refund the provider refused or failed and gives its amount back to the payment (paid or validated
 * again when it was refunded in full). A failure the provider reports after accepting the refund is audited.
 */
export async function releaseRefund(
  tx: Tx,
  input: { paymentId: string; refundId: string; failedAtProvider: { providerRefundId: string } | null },
): Promise<boolean> {
  const payment = await lockPaymentRow(tx, input.paymentId);
  // A closed share refunded from a subscription's charge (ADR 0040) was not given after all: it is owed again.
  await tx.delete(closureRefunds).where(
    and(
      eq(closureRefunds.refundId, input.refundId),
      exists(
        tx
          .select({ id: refunds.id })
          .from(refunds)
          .where(and(eq(refunds.id, input.refundId), eq(refunds.status, 'pending'))),
      ),
    ),
  );
  const [released] = await tx
    .delete(refunds)
    .where(and(eq(refunds.id, input.refundId), eq(refunds.status, 'pending')))
    .returning();
  if (!payment || !released) return false;
  const refunded = Math.max(0, payment.refundedAmount - released.amount);
  const status = payment.status === 'refunded' ? (payment.validatedAt ? 'validated' : 'paid') : payment.status;
  await tx.update(payments).set({ refundedAmount: refunded, status }).where(eq(payments.id, payment.id));
  if (input.failedAtProvider) {
    await recordAudit(tx, {
      actorId: null,
      action: 'payment.refund_failed',
      entityType: 'payment',
      entityId: payment.id,
      details: {
        amount: released.amount,
        currency: payment.currency,
        providerRefundId: input.failedAtProvider.providerRefundId,
      },
    });
  }
  return true;
}

/** The provider's refund that a ledger row stands for: by the provider's id once tied, else by our id in its metadata. */
function providerRefundOf(intent: PaymentIntentView, row: typeof refunds.$inferSelect): RefundView | undefined {
  return intent.refunds.find((r) =>
    row.providerRefundId ? r.id === row.providerRefundId : r.metadata.refundId === row.id,
  );
}

/**
 * Settles the payment's pending card refunds from the provider's current state (a webhook's sync): completed ones
 * with their credit notes, failed or cancelled ones released. One still pending, or not yet at the provider (the
 * admin's request is on its way), is left as it is. Answers the credit notes' ids for the caller to mail.
 */
export async function settlePendingRefunds(
  tx: Tx,
  input: { paymentId: string; intent: PaymentIntentView; now: Date },
): Promise<string[]> {
  const pending = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentId, input.paymentId), eq(refunds.status, 'pending')));
  const notes: string[] = [];
  for (const row of pending) {
    const atProvider = providerRefundOf(input.intent, row);
    if (!atProvider || atProvider.status === 'pending') continue;
    if (atProvider.status === 'succeeded') {
      const note = await completeRefund(tx, {
        paymentId: input.paymentId,
        refundId: row.id,
        providerRefundId: atProvider.id,
        now: input.now,
      });
      if (note) notes.push(note.id);
      continue;
    }
    await releaseRefund(tx, {
      paymentId: input.paymentId,
      refundId: row.id,
      failedAtProvider: { providerRefundId: atProvider.id },
    });
  }
  return notes;
}
