// The ledger's state changes after money moves: paid, validated, failed, and what each renews or closes.
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { monthPeriodOf, zonedDate } from '@swim/shared/dates';
import { PLAN_SESSIONS } from '@swim/shared/pricing';
import { and, asc, between, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  attendance,
  enrollments,
  kindergartenBills,
  payments,
  reconciliationMismatches,
} from '../../db/schema/index.js';
import type { PaymentsDeps } from './payments-deps.js';
import { getPaymentView } from './payment-view.js';
import { loadRecipients, notMailedYet } from '../notices/notice-service.js';
import { receiptMessage } from '../notices/templates/receipt.js';
import { readNoticeSite } from '../notices/templates/site.js';
import { confirmationPath } from './payment-confirmation.js';
import { applyCarryOvers } from '../sessions/cancellation-effects.js';

type PaymentRow = typeof payments.$inferSelect;

/** First and last day of a billing period 'YYYY-MM'. */
export function periodBounds(period: string): { start: string; end: string } {
  const { start, end } = monthPeriodOf(`${period}-01`);
  return { start, end };
}

/**
 * Renews an enrollment for a settled period of the current month: the plan's sessions, plus sessions the club
 * cancelled before it and carried over, less those the child already attended in that month (so paying late never
 * grants extra sessions), and the period set to the month.
 * Future periods renew when their month begins (the monthly renewal job); past ones change nothing.
 */
export async function renewForPeriod(
  tx: Tx,
  { enrollmentId, period, now }: { enrollmentId: string; period: string; now: Date },
): Promise<void> {
  if (period !== zonedDate(now, CLUB_TIME_ZONE).slice(0, 7)) return;
  const [enrollment] = await tx.select().from(enrollments).where(eq(enrollments.id, enrollmentId)).for('update');
  if (!enrollment?.active) return;
  const { start, end } = periodBounds(period);
  const plan = PLAN_SESSIONS[enrollment.planType];
  let sessionsRemaining: number | null = null;
  if (plan !== null && plan !== undefined) {
    const marks = await tx
      .select({ id: attendance.id })
      .from(attendance)
      .where(
        and(
          eq(attendance.childId, enrollment.childId),
          eq(attendance.classId, enrollment.classId),
          eq(attendance.status, 'present'),
          between(attendance.date, start, end),
        ),
      )
      .orderBy(asc(attendance.date))
      .for('update');
    // Sessions the club cancelled before this period and carried over to it (the 'carry_over' rule) are added.
    const size = plan + (await applyCarryOvers(tx, { enrollment, period, periodStart: start, now }));
    sessionsRemaining = Math.max(0, size - marks.length);
    // The month's first sessions (up to the plan and its carried-over ones) are the ones taken from it: marked so, a
    // later change of one of them to absent gives its session back, and a present beyond them gives back nothing.
    const taken = marks.slice(0, size).map((m) => m.id);
    const beyond = marks.slice(size).map((m) => m.id);
    if (taken.length) await tx.update(attendance).set({ sessionDeducted: true }).where(inArray(attendance.id, taken));
    if (beyond.length)
      await tx.update(attendance).set({ sessionDeducted: false }).where(inArray(attendance.id, beyond));
  }
  await tx
    .update(enrollments)
    .set({ sessionsRemaining, periodStart: start, periodEnd: end })
    .where(eq(enrollments.id, enrollmentId));
}

/** What settling a payment brings with it: the period renewed, a kindergarten bill closed. */
async function afterSettled(tx: Tx, payment: PaymentRow, now: Date): Promise<void> {
  if (payment.kind === 'kindergarten') {
    await tx.update(kindergartenBills).set({ status: 'paid' }).where(eq(kindergartenBills.paymentId, payment.id));
  } else if (payment.enrollmentId && payment.billingPeriod) {
    await renewForPeriod(tx, { enrollmentId: payment.enrollmentId, period: payment.billingPeriod, now });
  }
}

/**
 * The other live payment of the same enrollment and month, if any. An unfinished card try of that month is
 * superseded (failed) by the money that has arrived, so only a paid, validated or declared one is answered.
 */
async function otherLivePayment(tx: Tx, payment: PaymentRow): Promise<PaymentRow | undefined> {
  if ((payment.kind !== 'plan' && payment.kind !== 'subscription') || !payment.enrollmentId || !payment.billingPeriod)
    return undefined;
  // The rest of a month staff received part of completes that payment: it is meant to sit beside it (ADR 0037).
  if (payment.secondFor) return undefined;
  const others = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.enrollmentId, payment.enrollmentId),
        eq(payments.billingPeriod, payment.billingPeriod),
        inArray(payments.kind, ['plan', 'subscription']),
        inArray(payments.status, ['pending', 'validated', 'paid']),
        isNull(payments.duplicateOf),
        ne(payments.id, payment.id),
      ),
    )
    .for('update');
  for (const other of others) {
    if (other.status === 'pending' && other.method === 'card' && other.kind === 'plan') {
      await tx.update(payments).set({ status: 'failed' }).where(eq(payments.id, other.id));
      continue;
    }
    return other;
  }
  return undefined;
}

/**
 * Records a card payment as paid once the provider confirms it. Only a pending or failed payment moves: a late
 * confirmation never resurrects a refunded payment nor repeats the renewal. A charge for a month another live
 * payment already covers (an old checkout completed late) is recorded paid but marked a duplicate of it, renews
 * nothing, and is reported as a reconciliation mismatch for an admin to refund. Returns whether it changed.
 */
export async function markPaid(
  tx: Tx,
  payment: PaymentRow,
  charge: { providerPaymentId: string | null; now: Date },
): Promise<boolean> {
  if (payment.status !== 'pending' && payment.status !== 'failed') return recordLateCharge(tx, payment, charge);
  const covering = await otherLivePayment(tx, payment);
  const [updated] = await tx
    .update(payments)
    .set({
      status: 'paid',
      paidAt: charge.now,
      providerPaymentId: charge.providerPaymentId ?? payment.providerPaymentId,
      duplicateOf: covering?.id ?? null,
    })
    .where(and(eq(payments.id, payment.id), eq(payments.status, payment.status)))
    .returning();
  if (!updated) return false;
  if (!covering) {
    await afterSettled(tx, updated, charge.now);
    return true;
  }
  await reportDuplicate(tx, updated, covering);
  return true;
}

/** Reports a card charge for a month another payment already covers, for an admin to refund it. */
async function reportDuplicate(tx: Tx, duplicate: PaymentRow, covering: PaymentRow): Promise<void> {
  await tx
    .insert(reconciliationMismatches)
    .values({
      key: `duplicate:${duplicate.id}`,
      kind: 'duplicate',
      providerObjectId: duplicate.providerPaymentId ?? duplicate.providerCheckoutId ?? duplicate.providerInvoiceId,
      paymentId: duplicate.id,
      ledgerAmount: covering.amount,
      providerAmount: duplicate.amount,
      currency: duplicate.currency,
    })
    .onConflictDoNothing();
}

/**
 * A card charge that completes after its payment was settled otherwise (staff recorded the kindergarten bill in cash
 * while the parent's checkout was open): money the provider took is never lost. It is booked as a second payment of
 * the month, paid by card, a duplicate of the settled one (renewing nothing), and reported for an admin to refund. A
 * charge already on the ledger (the same event again, or by another route) changes nothing. Answers whether it booked.
 */
async function recordLateCharge(
  tx: Tx,
  payment: PaymentRow,
  charge: { providerPaymentId: string | null; now: Date },
): Promise<boolean> {
  const chargeId = charge.providerPaymentId;
  if (!chargeId || chargeId === payment.providerPaymentId) return false;
  if (payment.status !== 'validated' && payment.status !== 'paid' && payment.status !== 'refunded') return false;
  const [known] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.providerPaymentId, chargeId))
    .limit(1);
  if (known) return false;
  const [late] = await tx
    .insert(payments)
    .values({
      parentId: payment.parentId,
      childId: payment.childId,
      enrollmentId: payment.enrollmentId,
      kind: payment.kind,
      billingPeriod: payment.billingPeriod,
      amount: payment.amount,
      currency: payment.currency,
      method: 'card',
      status: 'paid',
      paidAt: charge.now,
      provider: payment.provider,
      providerPaymentId: chargeId,
      duplicateOf: payment.id,
    })
    .returning();
  if (!late) throw new Error('late charge not recorded');
  await reportDuplicate(tx, late, payment);
  return true;
}

/** Records a cash or bank transfer payment as confirmed by staff. */
export async function markValidated(
  tx: Tx,
  payment: PaymentRow,
  { by, now }: { by: string; now: Date },
): Promise<PaymentRow> {
  const [updated] = await tx
    .update(payments)
    .set({ status: 'validated', validatedBy: by, validatedAt: now, paidAt: now })
    .where(eq(payments.id, payment.id))
    .returning();
  if (!updated) throw new Error('payment vanished');
  await afterSettled(tx, updated, now);
  return updated;
}

/** A card attempt that did not go through: only a pending card payment becomes failed (never a declared cash one). */
export async function markFailed(tx: Tx, payment: PaymentRow): Promise<boolean> {
  if (payment.status !== 'pending' || payment.method !== 'card') return false;
  const [updated] = await tx
    .update(payments)
    .set({ status: 'failed' })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending'), eq(payments.method, 'card')))
    .returning();
  return Boolean(updated);
}

/**
 * Sends the parent the payment's receipt (notice kind 'receipt': always by mail, with a push where they allow it), in
 * their language, once per payment however often it is raised. Never fails the caller.
 */
export async function sendReceipt(deps: PaymentsDeps, paymentId: string): Promise<void> {
  try {
    const [row] = await deps.db
      .select({ parentId: payments.parentId })
      .from(payments)
      .where(eq(payments.id, paymentId));
    const [to] = row ? await loadRecipients(deps.db, [row.parentId]) : [];
    if (!to) return;
    const payment = await getPaymentView(deps.db, paymentId);
    const site = await readNoticeSite(deps.db, deps.publicUrl);
    await deps.notices.send([
      {
        kind: 'receipt',
        eventKey: `receipt:${paymentId}`,
        to,
        message: receiptMessage(
          { site, payment, confirmationPath: (language) => confirmationPath(payment.number, language) },
          to.language,
        ),
      },
    ]);
  } catch (err) {
    deps.log.warn({ err, paymentId }, 'receipt not sent');
  }
}

/** A receipt is sent again by the sweep only after this long: the settling request sends its own first. */
const RECEIPT_GRACE_MS = 5 * 60_000;
/** Settled longer ago than this, a payment missing its receipt is left to the admin (the mail would come too late). */
const RECEIPT_SWEEP_DAYS = 7;

/**
 * Sends the receipts of payments settled in the last week whose receipt was never written: the settling transaction
 * commits first and the receipt follows in its own, so a process stopped in between (a deploy, a crash) would lose it.
 * Each is sent as sendReceipt does, once per payment (its delivery key), so a sweep racing the settling request or
 * another instance sends nothing twice. Answers how many it sent.
 */
export async function sendMissedReceipts(deps: PaymentsDeps): Promise<number> {
  const now = deps.now();
  const missing = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['paid', 'validated']),
        between(
          payments.paidAt,
          new Date(now.getTime() - RECEIPT_SWEEP_DAYS * 86_400_000),
          new Date(now.getTime() - RECEIPT_GRACE_MS),
        ),
        notMailedYet(deps.db, 'receipt', payments.id),
      ),
    )
    .orderBy(asc(payments.paidAt))
    .limit(200);
  for (const { id } of missing) await sendReceipt(deps, id);
  return missing.length;
}
