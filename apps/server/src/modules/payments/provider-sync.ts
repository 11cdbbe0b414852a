// Applies the provider's truth to the ledger. Every function re-reads the object from the provider and moves the
// ledger only forward, so events delivered twice, late or out of order end in the same, right state.
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import { type Currency, PLAN_TYPES, type SubscriptionStatus } from '@swim/shared/enums';
import { and, eq, gte, inArray, isNull, max, sum } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { type PriceLine, amountWithoutClosure, pricePeriod } from '@swim/shared/period-price';
import { isUuid } from '@swim/shared/uuid';
import { enrollments, payments, refunds, subscriptions } from '../../db/schema/index.js';
import { sendInvoiceMail } from '../invoices/invoice-mail.js';
import { closureLinesOf } from '../sessions/closure-ledger.js';
import { issueCreditNote } from '../invoices/issue-credit-note.js';
import { findCheckoutSettler } from './checkout-kinds.js';
import { settlePendingRefunds } from './card-refund-outcome.js';
import type { PaymentsDeps } from './payments-deps.js';
import type { PaymentIntentView, SubscriptionView } from './provider/payment-provider.js';
import { loadPriceFacts } from './period-price.service.js';
import { markFailed, markPaid, sendReceipt } from './settle-payment.js';
import { refundClosedShares } from './refund-closed-shares.js';
import { subscriptionStatusNotices } from './subscription-notices.js';

type PaymentRow = typeof payments.$inferSelect;

async function lockPayment(tx: Tx, where: ReturnType<typeof eq>): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(where).limit(1).for('update');
  return row;
}

/** The ledger payment a provider object belongs to: by the provider's id, else by our id in its metadata. */
async function findByMetadata(tx: Tx, metadata: Record<string, string>): Promise<PaymentRow | undefined> {
  const id = metadata.paymentId;
  if (!isUuid(id)) return undefined;
  return lockPayment(tx, eq(payments.id, id));
}

/** Checkout finished, expired or was abandoned: mark the payment paid or failed accordingly. */
export async function syncCheckout(deps: PaymentsDeps, checkoutId: string): Promise<void> {
  const checkout = await deps.provider.getCheckout(checkoutId);
  // Another module's checkout (a shop order) is settled by that module, not on the ledger of payments.
  const settler = findCheckoutSettler(deps, checkout);
  if (settler) {
    await settler(deps, checkout);
    return;
  }
  const subscription =
    checkout.mode === 'subscription' && checkout.subscriptionId
      ? await deps.provider.getSubscription(checkout.subscriptionId)
      : null;
  const paidId = await deps.db.transaction(async (tx) => {
    const payment =
      (await lockPayment(tx, eq(payments.providerCheckoutId, checkout.id))) ??
      (await findByMetadata(tx, checkout.metadata));
    if (!payment) return null;
    if (checkout.status === 'expired') {
      // A checkout the payment has since left (the parent opened a new one, or chose cash) fails nothing.
      if (payment.providerCheckoutId === checkout.id) await markFailed(tx, payment);
      return null;
    }
    if (checkout.status !== 'complete' || checkout.paymentStatus !== 'paid') return null;
    if (subscription) {
      const row = await upsertSubscription(tx, subscription);
      if (row && !payment.subscriptionId) {
        await tx.update(payments).set({ subscriptionId: row.id }).where(eq(payments.id, payment.id));
      }
    }
    const changed = await markPaid(tx, payment, { providerPaymentId: checkout.paymentIntentId, now: deps.now() });
    return changed ? payment.id : null;
  });
  if (paidId) await sendReceipt(deps, paidId);
}

/** A charge succeeded, failed or was refunded (also from the provider's own dashboard). */
export async function syncPaymentIntent(deps: PaymentsDeps, intentId: string): Promise<void> {
  const intent = await deps.provider.getPaymentIntent(intentId);
  const creditNotes: string[] = [];
  const paidId = await deps.db.transaction(async (tx) => {
    let payment = await lockPayment(tx, eq(payments.providerPaymentId, intent.id));
    if (!payment) {
      const byMetadata = await findByMetadata(tx, intent.metadata);
      // A subscription's later charges carry the first payment's metadata; they are matched by their invoice.
      if (byMetadata && !byMetadata.providerPaymentId) payment = byMetadata;
    }
    if (!payment) return null;
    if (intent.status === 'failed') {
      await markFailed(tx, payment);
      return null;
    }
    if (intent.status !== 'succeeded') return null;
    const changed = await markPaid(tx, payment, { providerPaymentId: intent.id, now: deps.now() });
    creditNotes.push(...(await syncRefunds(tx, { ...payment, providerPaymentId: intent.id }, intent, deps.now())));
    return changed ? payment.id : null;
  });
  if (paidId) await sendReceipt(deps, paidId);
  for (const id of creditNotes) await sendInvoiceMail(deps, id);
}

/**
 * Records refunds the provider has and the ledger lacks (one made in the provider's dashboard), each with its credit
 * note when the payment was invoiced, and sets the refunded amount from the refunds. Answers the credit notes' ids.
 */
export async function syncRefunds(
  tx: Tx,
  payment: PaymentRow,
  intent: PaymentIntentView,
  now: Date,
): Promise<string[]> {
  // Our card refunds the provider had not completed when asked: completed (with credit notes) or released now.
  const creditNotes = await settlePendingRefunds(tx, { paymentId: payment.id, intent, now });
  const done = intent.refunds.filter((r) => r.status === 'succeeded');
  for (const refund of done) {
    const [known] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.providerRefundId, refund.id));
    if (known) continue;
    // A refund we asked for carries our row's id: tie it to that row instead of counting it twice.
    const ours = refund.metadata.refundId;
    if (isUuid(ours)) {
      const [tied] = await tx
        .update(refunds)
        .set({ providerRefundId: refund.id })
        .where(and(eq(refunds.id, ours), eq(refunds.paymentId, payment.id), isNull(refunds.providerRefundId)))
        .returning({ id: refunds.id });
      if (tied) continue;
      const [exists] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.id, ours));
      if (exists) continue;
    }
    const [recorded] = await tx
      .insert(refunds)
      .values({
        paymentId: payment.id,
        amount: refund.amount,
        reason: refund.reason ?? 'requested_by_customer',
        providerRefundId: refund.id,
      })
      .onConflictDoNothing({ target: refunds.providerRefundId })
      .returning({ id: refunds.id });
    const note = recorded ? await issueCreditNote(tx, { refundId: recorded.id, now }) : null;
    if (note) creditNotes.push(note.id);
  }
  const [total] = await tx
    .select({ n: sum(refunds.amount) })
    .from(refunds)
    .where(eq(refunds.paymentId, payment.id));
  const refunded = Math.min(payment.amount, Number(total?.n ?? 0));
  const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id));
  if (!current || refunded <= current.refundedAmount) return creditNotes;
  if (current.status !== 'paid' && current.status !== 'validated' && current.status !== 'refunded') return creditNotes;
  await tx
    .update(payments)
    .set({ refundedAmount: refunded, status: refunded >= current.amount ? 'refunded' : current.status })
    .where(eq(payments.id, payment.id));
  return creditNotes;
}

const STATUS: Record<SubscriptionView['status'], SubscriptionStatus> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  incomplete: 'past_due',
  paused: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
};

/** Creates or updates our subscription row from the provider's subscription (our ids ride in its metadata). */
export async function upsertSubscription(tx: Tx, view: SubscriptionView) {
  return (await applySubscription(tx, view)).row;
}

/** upsertSubscription, answering also the status the row had before (null for a new row). */
async function applySubscription(tx: Tx, view: SubscriptionView) {
  const values = {
    status: STATUS[view.status],
    amount: view.amount,
    currency: view.currency,
    currentPeriodStart: view.currentPeriodStart,
    currentPeriodEnd: view.currentPeriodEnd,
    cancelAt: view.cancelAtPeriodEnd ? (view.cancelAt ?? view.currentPeriodEnd) : null,
    canceledAt: view.canceledAt,
    providerCustomerId: view.customerId,
  };
  const [existing] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, view.id))
    .for('update');
  if (existing) {
    const [row] = await tx.update(subscriptions).set(values).where(eq(subscriptions.id, existing.id)).returning();
    return { row, before: existing.status };
  }
  const { parentId, childId, enrollmentId, plan } = view.metadata;
  if (!parentId || !plan) return { row: undefined, before: null };
  // We wrote the plan into the metadata; one we do not know would break the row's check constraint just the same.
  const known = PLAN_TYPES.find((p) => p === plan);
  if (!known) throw new Error(`subscription ${view.id} names an unknown plan '${plan}'`);
  const [row] = await tx
    .insert(subscriptions)
    .values({
      ...values,
      parentId,
      childId: isUuid(childId) ? childId : null,
      enrollmentId: isUuid(enrollmentId) ? enrollmentId : null,
      plan: known,
      provider: view.metadata.provider ?? null,
      providerSubscriptionId: view.id,
    })
    .onConflictDoUpdate({ target: subscriptions.providerSubscriptionId, set: values })
    .returning();
  return { row, before: null };
}

/**
 * A subscription changed at the provider (renewed, scheduled to cancel, resumed, ended). A renewal charge that failed
 * and the subscription's end are told to the parent, once, when the row moves into that state (a replayed or late
 * event finds it there already and tells nothing).
 */
export async function syncSubscription(deps: PaymentsDeps, subscriptionId: string): Promise<void> {
  const view = await deps.provider.getSubscription(subscriptionId);
  const written = await deps.db.transaction(async (tx) => {
    const { row, before } = await applySubscription(tx, view);
    return deps.notices.write(tx, row ? await subscriptionStatusNotices(tx, { row, before }, deps.publicUrl) : []);
  });
  deps.notices.dispatch(written);
}

/** The month after 'YYYY-MM'. */
function monthAfter(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * A subscription's monthly invoice was paid: the period's payment is recorded once (by invoice id), a plan change
 * asked for takes effect with it, and the period renews the child's sessions.
 */
export async function syncInvoice(deps: PaymentsDeps, invoiceId: string): Promise<void> {
  const invoice = await deps.provider.getInvoice(invoiceId);
  if (invoice.status !== 'paid' || !invoice.subscriptionId) return;
  const view = await deps.provider.getSubscription(invoice.subscriptionId);
  const period = zonedDate(invoice.periodStart, CLUB_TIME_ZONE).slice(0, 7);
  const booked = await deps.db.transaction(async (tx) => {
    const sub = await upsertSubscription(tx, view);
    if (!sub) return null;
    let payment = await lockPayment(tx, eq(payments.providerInvoiceId, invoice.id));
    if (!payment && invoice.paymentIntentId) {
      payment = await lockPayment(tx, eq(payments.providerPaymentId, invoice.paymentIntentId));
    }
    if (!payment) {
      // The first invoice belongs to the payment the parent started the subscription with.
      const first = await findByMetadata(tx, view.metadata);
      // It may pay a later month than the invoice's first day (a subscription started for next month).
      if (first && !first.providerInvoiceId && first.billingPeriod && first.billingPeriod >= period) payment = first;
    }
    if (payment) {
      await tx
        .update(payments)
        .set({ providerInvoiceId: invoice.id, subscriptionId: sub.id })
        .where(and(eq(payments.id, payment.id), isNull(payments.providerInvoiceId)));
      // Stripe's subscription checkout names no charge: the first invoice's is the one to refund later.
      if (invoice.paymentIntentId && !payment.providerPaymentId) {
        await tx
          .update(payments)
          .set({ providerPaymentId: invoice.paymentIntentId })
          .where(and(eq(payments.id, payment.id), isNull(payments.providerPaymentId)));
      }
    } else {
      if (sub.nextPlan) {
        // The plan the parent chose applies from this new period on.
        await tx.update(subscriptions).set({ plan: sub.nextPlan, nextPlan: null }).where(eq(subscriptions.id, sub.id));
        if (sub.enrollmentId) {
          await tx.update(enrollments).set({ planType: sub.nextPlan }).where(eq(enrollments.id, sub.enrollmentId));
        }
      }
      // Each renewal pays the month after the last one this subscription paid (it may have started a month ahead).
      const [covered] = await tx
        .select({ last: max(payments.billingPeriod) })
        .from(payments)
        .where(and(eq(payments.subscriptionId, sub.id), inArray(payments.status, ['paid', 'refunded'])));
      let billingPeriod = covered?.last && covered.last >= period ? monthAfter(covered.last) : period;
      // Months the enrollment already has paid or being paid otherwise (a one-off payment ahead) are not charged
      // again: the renewal pays the first month after them.
      if (sub.enrollmentId) {
        const taken = await tx
          .select({ period: payments.billingPeriod })
          .from(payments)
          .where(
            and(
              eq(payments.enrollmentId, sub.enrollmentId),
              inArray(payments.kind, ['plan', 'subscription']),
              inArray(payments.status, ['pending', 'validated', 'paid']),
              gte(payments.billingPeriod, billingPeriod),
            ),
          );
        const months = new Set(taken.map((t) => t.period));
        while (months.has(billingPeriod)) billingPeriod = monthAfter(billingPeriod);
      }
      const price = await explainedPrice(tx, sub.enrollmentId, billingPeriod, {
        charged: invoice.amountPaid,
        currency: invoice.currency,
      });
      const [created] = await tx
        .insert(payments)
        .values({
          parentId: sub.parentId,
          childId: sub.childId,
          enrollmentId: sub.enrollmentId,
          amount: invoice.amountPaid,
          ...price,
          currency: invoice.currency,
          method: 'card',
          kind: 'subscription',
          billingPeriod,
          status: 'pending',
          provider: deps.provider.name,
          providerInvoiceId: invoice.id,
          subscriptionId: sub.id,
        })
        .onConflictDoNothing({ target: payments.providerInvoiceId })
        .returning();
      if (!created) return null;
      payment = created;
    }
    const changed = await markPaid(tx, payment, { providerPaymentId: invoice.paymentIntentId, now: deps.now() });
    return { paymentId: payment.id, changed };
  });
  if (!booked) return;
  if (booked.changed) await sendReceipt(deps, booked.paymentId);
  // On every delivery, not only the first: one stopped before the refund is finished by the provider's retry.
  await refundClosedShares(deps, booked.paymentId);
}

/**
 * How a subscription's monthly charge is made up (ADR 0033), for its receipt: the period's price lines when they add
 * up to what the card was charged. A charge fixed at checkout that no longer matches today's price (the club or the
 * family changed since) keeps no lines rather than explain an amount it did not charge.
 */
async function explainedPrice(
  tx: Tx,
  enrollmentId: string | null,
  period: string,
  { charged, currency }: { charged: number; currency: Currency },
): Promise<{ listAmount?: number; priceLines?: PriceLine[]; closureLines?: PriceLine[] }> {
  const facts = enrollmentId ? (await loadPriceFacts(tx, [enrollmentId])).get(enrollmentId) : undefined;
  if (!facts || facts.currency !== currency) return {};
  const price = pricePeriod({ ...facts, period });
  // A subscription charges the month without its closure lines (those are refunded from the charge instead).
  const lines =
    price.amount === charged
      ? price.lines
      : amountWithoutClosure(price) === charged
        ? price.lines.filter((line) => line.kind !== 'closure')
        : null;
  if (!lines) return {};
  // What the charge gave of closed months is known whenever its amount is explained, lines or none.
  const closureLines = closureLinesOf(lines);
  return lines.length === 0 ? { closureLines } : { listAmount: price.listAmount, priceLines: lines, closureLines };
}
