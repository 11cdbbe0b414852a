// Card refunds the provider has not settled for us yet (ADR 0035, amendment): a refund reserved `pending` completes
// when the provider's event says it succeeded. When that event never comes (lost, or the request that asked stopped
// before the provider answered), this job asks the provider itself, and completes or releases the refund through the
// same functions the webhook uses, under the payment's row lock: two instances running it at once, or a webhook
// arriving meanwhile, complete a refund once and issue one credit note.
import type { Currency } from '@swim/shared/enums';
import { and, asc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { closureRefunds, payments, refunds } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { sendInvoiceMail } from '../invoices/invoice-mail.js';
import { completeRefund, releaseRefund } from './card-refund-outcome.js';
import { sendClosureRefundMail } from './send-closure-refund-mail.js';
import type { PaymentsDeps } from './payments-deps.js';
import type { ProviderMetadata, RefundView } from './provider/payment-provider.js';

/** A refund younger than this may still be in the admin's request or the webhook's sync: it is left to them. */
export const PENDING_REFUND_RECHECK_MINUTES = 10;
/**
 * Within this long the provider still knows the refund's idempotency key (Stripe keeps keys for at least 24 hours), so
 * a reservation it never received is sent with that key: a second sender gets the same refund, never another. An older
 * reservation the provider never received is released instead.
 */
export const RESEND_WITHIN_HOURS = 23;
/** At most this many refunds a run: the rest wait for the next one. */
const BATCH = 100;

type RefundRow = typeof refunds.$inferSelect;
type Charge = { id: string; providerPaymentId: string; currency: Currency; amount: number };
type Outcome = 'completed' | 'released' | 'waiting';

/** The metadata the first request sent with this refund: the same key must come with the same parameters. */
async function metadataOf(deps: PaymentsDeps, refund: RefundRow, paymentId: string): Promise<ProviderMetadata> {
  const [closure] = await deps.db
    .select({ id: closureRefunds.id })
    .from(closureRefunds)
    .where(eq(closureRefunds.refundId, refund.id))
    .limit(1);
  if (closure) return { paymentId, refundId: refund.id, closure: 'true' };
  return { paymentId, refundId: refund.id, refundedBy: refund.refundedBy ?? '' };
}

/** The provider's refund this reservation stands for, or null when the provider never received it and it was released. */
async function findAtProvider(deps: PaymentsDeps, refund: RefundRow, charge: Charge): Promise<RefundView | null> {
  if (refund.providerRefundId) return deps.provider.getRefund(refund.providerRefundId);
  // Not tied: the request that asked may have stopped after the provider answered (our id rides in its metadata),
  // or before it asked at all.
  const intent = await deps.provider.getPaymentIntent(charge.providerPaymentId);
  const sent = intent.refunds.find((r) => r.metadata.refundId === refund.id);
  if (sent) return sent;
  if (refund.createdAt.getTime() < deps.now().getTime() - RESEND_WITHIN_HOURS * 3_600_000) {
    await deps.db.transaction((tx) =>
      releaseRefund(tx, { paymentId: charge.id, refundId: refund.id, failedAtProvider: null }),
    );
    return null;
  }
  return deps.provider.refund({
    paymentIntentId: charge.providerPaymentId,
    amount: refund.amount,
    reason: refund.reason,
    metadata: await metadataOf(deps, refund, charge.id),
    idempotencyKey: `refund:${refund.id}`,
  });
}

/** Ties the reservation to the provider's refund; an admin's refund whose request stopped is audited now. */
async function tie(tx: Tx, refund: RefundRow, charge: Charge, providerRefundId: string): Promise<void> {
  const [tied] = await tx
    .update(refunds)
    .set({ providerRefundId })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending'), isNull(refunds.providerRefundId)))
    .returning({ id: refunds.id });
  if (!tied || !refund.refundedBy) return;
  await recordAudit(tx, {
    actorId: refund.refundedBy,
    action: 'payment.refunded',
    entityType: 'payment',
    entityId: charge.id,
    details: {
      amount: refund.amount,
      currency: charge.currency,
      reason: refund.reason,
      percent: Math.round((refund.amount / charge.amount) * 1000) / 10,
      providerRefundId,
    },
  });
}

/** Asks the provider how one pending refund ended and applies it: completed, released, or still waiting. */
async function recheckRefund(deps: PaymentsDeps, refund: RefundRow, charge: Charge): Promise<Outcome> {
  const view = await findAtProvider(deps, refund, charge);
  if (!view) return 'released';
  const outcome = await deps.db.transaction(async (tx) => {
    if (view.status === 'failed' || view.status === 'canceled') {
      const released = await releaseRefund(tx, {
        paymentId: charge.id,
        refundId: refund.id,
        failedAtProvider: { providerRefundId: view.id },
      });
      return { kind: released ? ('released' as const) : ('waiting' as const), creditNote: null };
    }
    await tie(tx, refund, charge, view.id);
    if (view.status !== 'succeeded') return { kind: 'waiting' as const, creditNote: null };
    const creditNote = await completeRefund(tx, {
      paymentId: charge.id,
      refundId: refund.id,
      providerRefundId: view.id,
      now: deps.now(),
    });
    return { kind: 'completed' as const, creditNote };
  });
  if (outcome.creditNote) await sendInvoiceMail(deps, outcome.creditNote.id);
  // Sent once whoever completed it (its notice key): a closed share refunded from a subscription's charge.
  if (outcome.kind === 'completed') await sendClosureRefundMail(deps, refund.id);
  return outcome.kind;
}

/**
 * Settles the card refunds of payments pending longer than PENDING_REFUND_RECHECK_MINUTES from the provider's own
 * answer (the periodic job). One the provider cannot be asked about now stays pending for the next run.
 */
export async function recheckPendingRefunds(deps: PaymentsDeps): Promise<Record<Outcome | 'failed', number>> {
  const before = new Date(deps.now().getTime() - PENDING_REFUND_RECHECK_MINUTES * 60_000);
  const rows = await deps.db
    .select({
      refund: refunds,
      charge: {
        id: payments.id,
        providerPaymentId: payments.providerPaymentId,
        currency: payments.currency,
        amount: payments.amount,
      },
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        eq(refunds.status, 'pending'),
        lt(refunds.createdAt, before),
        eq(payments.method, 'card'),
        isNotNull(payments.providerPaymentId),
        // Only the provider that holds the charge can say what became of its refund.
        or(isNull(payments.provider), eq(payments.provider, deps.provider.name)),
      ),
    )
    .orderBy(asc(refunds.createdAt), asc(refunds.id))
    .limit(BATCH);
  const counts = { completed: 0, released: 0, waiting: 0, failed: 0 };
  for (const { refund, charge } of rows) {
    if (!charge.providerPaymentId) continue;
    try {
      counts[await recheckRefund(deps, refund, { ...charge, providerPaymentId: charge.providerPaymentId })]++;
    } catch (err) {
      counts.failed++;
      deps.log.warn({ err, refundId: refund.id }, 'pending refund not rechecked');
    }
  }
  return counts;
}
