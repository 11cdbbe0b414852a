// Staff record money they received (issue 25): a coach for a child of their class, or an admin, books cash or a bank
// transfer for one month of an enrollment. It is validated at once, by them, audit-logged, and the parent gets the
// receipt. What is left of a month part of which was received already is recorded like any month (it is not a second
// payment); a month settled is refused, unless an admin records a second payment on purpose.
import type { RecordPaymentInput } from '@swim/shared/api/staff-payments';
import type { PriceLine } from '@swim/shared/period-price';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { children, enrollments, payments } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { type Actor, findEnrollmentFor } from '../access/access-policy.js';
import { lockDecidedClubCurrency } from '../settings/club-currency.js';
import { getPaymentView } from './payment-view.js';
import type { PaymentsDeps } from './payments-deps.js';
import { periodBalances } from './owed.js';
import { chargeForPeriod, closureLinesCharged } from './period-charge.js';
import { priceEnrollmentPeriod } from './period-price.service.js';
import {
  type PeriodStanding,
  loadEnrollmentClass,
  loadPeriodPayments,
  receivedOnRange,
  recordablePeriods,
  standingOf,
  subscribedFrom,
} from './recordable-periods.js';
import { markValidated, sendReceipt } from './settle-payment.js';
import { closeCheckout, closeOpenCheckouts } from './start-payment.js';

type PaymentRow = typeof payments.$inferSelect;
type Enrollment = Awaited<ReturnType<typeof findEnrollmentFor>>;

export const periodCovered = () =>
  new AppError('PAYMENT_PERIOD_COVERED', 'A payment already covers this period; only an admin may record a second one');

const fieldError = (path: string, message: string, text: string) =>
  new AppError('VALIDATION_FAILED', text, [{ path, message }]);

/** Refuses a month outside the enrollment's recordable ones and a day money cannot have been received on. */
function checkPeriodAndDay(enrollment: Enrollment, input: RecordPaymentInput, now: Date): void {
  if (!recordablePeriods(enrollment, now).includes(input.billingPeriod)) {
    throw fieldError('billingPeriod', 'periodInvalid', "Choose a month from the enrollment's first to next month");
  }
  const { earliest, today } = receivedOnRange(enrollment, now);
  if (input.receivedOn > today) throw fieldError('receivedOn', 'dateInFuture', 'The date cannot be in the future');
  if (input.receivedOn < earliest) {
    throw fieldError('receivedOn', 'receivedTooEarly', 'The date is too long before the enrollment started');
  }
}

/** What staff entered, as the payment row keeps it. */
function recordedValues(actor: Actor, input: RecordPaymentInput) {
  return {
    method: input.method,
    recordedBy: actor.id,
    receivedOn: input.receivedOn,
    staffNote: input.note || null,
    provider: null,
    providerCheckoutId: null,
  };
}

/** The price lines a payment keeps: the period's own when staff took its price, none for another amount. */
function priced(amount: number, price: { amount: number; listAmount: number; lines: PriceLine[] }) {
  return amount === price.amount && price.lines.length > 0
    ? { listAmount: price.listAmount, priceLines: price.lines }
    : { listAmount: null, priceLines: [] };
}

/** Settles the month's issued kindergarten bill with the staff's method; the bill's amount is not changed. */
async function recordBill(
  tx: Tx,
  { actor, input, standing, now }: { actor: Actor; input: RecordPaymentInput; standing: PeriodStanding; now: Date },
): Promise<PaymentRow> {
  const bill = standing.openBill ?? standing.declaration;
  if (!bill) {
    if (standing.covering) throw periodCovered();
    throw fieldError('billingPeriod', 'noBillIssued', 'No bill has been issued for this month');
  }
  if (input.amount !== undefined && input.amount !== bill.amount) {
    throw fieldError('amount', 'billAmountFixed', "A kindergarten bill is paid at the bill's amount");
  }
  // The bill's last checkout stays named on it: closed after this transaction, and should it complete all the same,
  // its charge finds the bill and is booked as a second payment for an admin to refund (settle-payment.ts).
  const values = {
    ...recordedValues(actor, input),
    provider: bill.provider,
    providerCheckoutId: bill.providerCheckoutId,
  };
  const [row] = await tx.update(payments).set(values).where(eq(payments.id, bill.id)).returning();
  if (!row) throw new Error('payment vanished');
  return markValidated(tx, row, { by: actor.id, now });
}

/**
 * Books a plan's month: confirms the parent's declaration, or adds a payment: beside the payment that received part of
 * the month when a balance is left of it, or a second one when an admin says so.
 */
async function recordPlanMonth(
  tx: Tx,
  options: { actor: Actor; input: RecordPaymentInput; enrollment: Enrollment; standing: PeriodStanding; now: Date },
): Promise<PaymentRow> {
  const { actor, input, enrollment, standing, now } = options;
  const price = await priceEnrollmentPeriod(tx, enrollment.id, input.billingPeriod);
  if (price.amount <= 0) throw fieldError('billingPeriod', 'periodNothingDue', 'Nothing is due for this period');
  // Unless staff typed what they received, what is left of the month (ADR 0037), as the parent's pay page asks.
  const line = (
    await periodBalances(tx, {
      now,
      where: eq(enrollments.id, enrollment.id),
      settled: true,
      through: input.billingPeriod,
    })
  ).find((l) => l.billingPeriod === input.billingPeriod);
  const left = chargeForPeriod(price, line);
  const amount = input.amount ?? (left.price.amount > 0 ? left.price.amount : price.amount);
  // What is left of a month part of which was received is not a second payment: whoever may record the month records
  // it, beside the payment it completes (outside the one-live-payment index), as the parent's payment of it would be.
  const rest = standing.covering !== null && line !== undefined && line.paid > 0 && line.balance > 0;
  const covered = standing.subscription || (standing.covering !== null && !rest);
  // A second payment is an admin's decision, and needs a payment it is the second of (a subscription's coming charge
  // is not one yet).
  const second = covered && actor.role === 'admin' && input.confirmSecond === true ? standing.covering : null;
  if (covered && !second) throw periodCovered();
  // The month's whole due stays on a payment of exactly what was left of it (the receipt says so); another amount
  // staff typed in is one more part.
  const monthDue = amount === left.price.amount ? left.monthDue : null;
  const values = {
    ...recordedValues(actor, input),
    amount,
    ...(monthDue === null ? priced(amount, price) : { listAmount: null, priceLines: [] }),
    monthDue,
    // Whatever amount staff typed in, the month's closed shares were given in it: never again next month.
    closureLines: closureLinesCharged(left),
  };
  if (!second && standing.declaration) {
    // The family never has two payments for the month: the declaration becomes the payment, as staff recorded it.
    const [row] = await tx.update(payments).set(values).where(eq(payments.id, standing.declaration.id)).returning();
    if (!row) throw new Error('payment vanished');
    return markValidated(tx, row, { by: actor.id, now });
  }
  // Unfinished card tries are superseded by the money that arrived (their checkouts were closed before).
  for (const attempt of second ? [] : standing.cardTries) {
    await tx.update(payments).set({ status: 'failed' }).where(eq(payments.id, attempt.id));
  }
  const [child] = await tx.select().from(children).where(eq(children.id, enrollment.childId));
  if (!child) throw new Error('child vanished');
  const [row] = await tx
    .insert(payments)
    .values({
      ...values,
      parentId: child.parentId,
      childId: child.id,
      enrollmentId: enrollment.id,
      currency: price.currency,
      kind: 'plan',
      billingPeriod: input.billingPeriod,
      status: 'pending',
      secondFor: second?.id ?? (rest ? standing.covering?.id : null) ?? null,
    })
    .returning();
  if (!row) throw new Error('payment not created');
  return markValidated(tx, row, { by: actor.id, now });
}

/** Records money staff received for a month of an enrollment they reach; answers the validated payment. */
export async function recordPayment(deps: PaymentsDeps, { actor, input }: { actor: Actor; input: RecordPaymentInput }) {
  // Reach and the cheap checks first: closing checkouts touches the provider, so it runs only for a valid request.
  const before = await findEnrollmentFor(deps.db, actor, input.enrollmentId, { action: 'record' });
  checkPeriodAndDay(before, input, deps.now());
  // Cash is booked only once the month's card checkouts are closed, so the family cannot pay it twice; one paid
  // meanwhile is synced and then covers the month.
  await closeOpenCheckouts(deps, before.id, input.billingPeriod);
  const recorded = await deps.db
    .transaction(async (tx) => {
      // The settings row held shared, as a parent's payment holds it: a changeover running now is waited for.
      const clubCurrency = await lockDecidedClubCurrency(tx);
      // The enrollment row locked: one recording (or a parent's start) at a time per enrollment.
      const enrollment = await findEnrollmentFor(tx, actor, input.enrollmentId, { action: 'record', lock: true });
      const now = deps.now();
      checkPeriodAndDay(enrollment, input, now);
      const { cls, kindergarten } = await loadEnrollmentClass(tx, enrollment.classId);
      if (clubCurrency && cls.currency !== clubCurrency) {
        throw new AppError('PRICE_CHANGED', "The class's price changed; look at it again");
      }
      const rows = await loadPeriodPayments(tx, {
        enrollmentId: enrollment.id,
        kindergarten,
        period: input.billingPeriod,
        lock: true,
      });
      const subscribed = kindergarten ? null : await subscribedFrom(tx, enrollment.id);
      const standing = standingOf(
        rows.get(input.billingPeriod) ?? [],
        subscribed !== null && input.billingPeriod >= subscribed,
      );
      const row = kindergarten
        ? await recordBill(tx, { actor, input, standing, now })
        : await recordPlanMonth(tx, { actor, input, enrollment, standing, now });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'payment.recorded',
        entityType: 'payment',
        entityId: row.id,
        details: {
          amount: row.amount,
          currency: row.currency,
          method: row.method,
          month: input.billingPeriod,
          date: input.receivedOn,
          note: input.note || null,
          enrollmentId: enrollment.id,
        },
      });
      return { id: row.id, billCheckout: kindergarten ? row.providerCheckoutId : null };
    })
    .catch((err: unknown) => {
      // Two recordings at once for the same month: the partial unique index lets one through (the driver's error is
      // wrapped by the ORM, its SQLSTATE in the cause).
      const e = err as { code?: string; cause?: { code?: string } };
      if (e.code === '23505' || e.cause?.code === '23505') throw periodCovered();
      throw err;
    });
  // A card try opened after the checkouts were closed above was failed in the transaction: its checkout (and the
  // bill's) is closed now, so the family cannot pay the month twice; one completed meanwhile is synced and booked.
  await closeOpenCheckouts(deps, before.id, input.billingPeriod);
  if (recorded.billCheckout) await closeCheckout(deps, recorded.billCheckout);
  await sendReceipt(deps, recorded.id);
  return getPaymentView(deps.db, recorded.id);
}
