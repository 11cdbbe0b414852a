// A parent starts paying: a plan period of an enrollment, or an issued bill; by card (the provider's checkout),
// or a declared cash or bank transfer payment that waits for staff. Amounts come from the class, never the client.
import type { CreatePaymentInput, PayPendingInput, PaymentStarted } from '@swim/shared/api/payments';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import type { Language, PlanType } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized';
import { computePlanPrice } from '@swim/shared/pricing';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNotNull, ne, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { classes, enrollments, locations, payments, subscriptions, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { type Actor, findChildFor, findPaymentFor } from '../access/access-policy.js';
import { lockDecidedClubCurrency } from '../settings/club-currency.js';
import { owedEarlierMonths, periodBalances } from './owed.js';
import { loadSubscribedFrom } from './owed-facts.js';
import { chargeForPeriod, closureLinesCharged } from './period-charge.js';
import { getPaymentView } from './payment-view.js';
import type { PaymentsDeps } from './payments-deps.js';
import { amountWithoutClosure, nextPeriodOf } from '@swim/shared/period-price';
import { priceEnrollmentPeriod } from './period-price.service.js';
import { syncCheckout } from './provider-sync.js';

/** The months a parent may pay now: this one and the next (club time). */
export function payablePeriods(now: Date): string[] {
  const today = zonedDate(now, CLUB_TIME_ZONE);
  const [y, m] = today.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return [today.slice(0, 7), next];
}

/** The child, if the actor may pay for it (the access policy: its parent, or an admin on the parent's behalf). */
export async function findPayableChild(tx: Tx, actor: Actor, childId: string) {
  return findChildFor(tx, actor, childId, { action: 'pay' });
}

/** An enrollment of the child, active or ended (not a transfer's old row), with its class and location type. */
export async function findPricedEnrollment(tx: Tx, childId: string, enrollmentId: string) {
  const [row] = await tx
    .select({ e: enrollments, cls: classes, locationType: locations.type })
    .from(enrollments)
    .innerJoin(classes, eq(classes.id, enrollments.classId))
    .innerJoin(locations, eq(locations.id, classes.locationId))
    .where(
      and(
        eq(enrollments.id, enrollmentId),
        eq(enrollments.childId, childId),
        or(eq(enrollments.active, true), isNotNull(enrollments.endedOn)),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Enrollment not found');
  return row;
}

const BILL_LABEL: Record<Language, string> = {
  bg: 'Такса детска градина',
  en: 'Kindergarten bill',
  ru: 'Счёт детского сада',
};

/** 'YYYY-MM' as the month's name in a language, e.g. 'ноември 2026'. */
function monthLabel(period: string, language: Language): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const locale = { bg: 'bg-BG', en: 'en-GB', ru: 'ru-RU' }[language];
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(y, m - 1, 15),
  );
}

const MONTHLY_LABEL: Record<Language, string> = { bg: 'месечно', en: 'monthly', ru: 'ежемесячно' };

/**
 * When a subscription that pays `period` now starts its monthly charges: the 1st of the following month, 09:00 UTC
 * (11:00 or 12:00 in Sofia), so the day of the month is the 1st in UTC too and never drifts with daylight saving.
 */
export function monthlyChargesFrom(period: string): Date {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1, 9));
}

/** A class still priced in another currency than the club's (a changeover in between): the parent looks again. */
const priceChanged = () => new AppError('PRICE_CHANGED', "The class's price changed; look at it again");

const covered = () => new AppError('PERIOD_ALREADY_COVERED', 'This period is already paid or awaiting confirmation');

/** A child who starts after the period's last session owes nothing for it (ADR 0033). */
const nothingToPay = () =>
  new AppError('VALIDATION_FAILED', 'Nothing is due for this period', [
    { path: 'billingPeriod', message: 'periodNothingDue' },
  ]);

/**
 * Closes every card checkout still open for the same period at the provider, so a new try can replace it: a pending
 * try's, and a failed one's too (with Stripe a declined checkout stays open and payable). Runs before the transaction
 * (no provider call ever runs inside one); a try paid in the meantime makes the new one refused.
 */
async function closeOpenCardTries(deps: PaymentsDeps, enrollmentId: string, period: string): Promise<void> {
  if (await closeOpenCheckouts(deps, enrollmentId, period)) throw covered();
}

/**
 * Closes the month's card checkouts still open at the provider (a pending try's, or a failed one's: with Stripe a
 * declined checkout stays open and payable). Answers true when one of them was paid meanwhile (then synced: it covers
 * the month). Never inside a transaction: it calls the provider.
 */
export async function closeOpenCheckouts(deps: PaymentsDeps, enrollmentId: string, period: string): Promise<boolean> {
  const open = await deps.db
    .select({ checkoutId: payments.providerCheckoutId })
    .from(payments)
    .where(
      and(
        eq(payments.enrollmentId, enrollmentId),
        eq(payments.billingPeriod, period),
        inArray(payments.status, ['pending', 'failed']),
        eq(payments.method, 'card'),
        isNotNull(payments.providerCheckoutId),
      ),
    );
  let paid = false;
  for (const { checkoutId } of open) {
    if (checkoutId && (await closeCheckout(deps, checkoutId))) paid = true;
  }
  return paid;
}

/** Closes a checkout at the provider unless it is already over; answers true when it was paid (then synced). */
export async function closeCheckout(deps: PaymentsDeps, checkoutId: string): Promise<boolean> {
  const checkout = await deps.provider.getCheckout(checkoutId);
  if (checkout.status === 'open') await deps.provider.expireCheckout(checkoutId);
  if ((await deps.provider.getCheckout(checkoutId)).status !== 'complete') return false;
  await syncCheckout(deps, checkoutId);
  return true;
}

/**
 * Refuses a second subscription while a recurring checkout for another month of the enrollment is still open (two
 * tabs): both completing would start two subscriptions on one class. The same month's try is replaced instead.
 */
async function refuseOpenRecurring(deps: PaymentsDeps, enrollmentId: string, period: string): Promise<void> {
  const open = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.enrollmentId, enrollmentId),
        ne(payments.billingPeriod, period),
        eq(payments.status, 'pending'),
        eq(payments.method, 'card'),
        eq(payments.kind, 'plan'),
      ),
    );
  for (const p of open) {
    if (!p.providerCheckoutId) continue;
    const checkout = await deps.provider.getCheckout(p.providerCheckoutId);
    if (checkout.mode === 'subscription' && checkout.status !== 'expired') throw covered();
  }
}

/** Whether a month after `period` of the enrollment is paid, validated, declared or being paid by card. */
async function hasLiveLaterMonth(tx: Tx, enrollmentId: string, period: string): Promise<boolean> {
  const [later] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.enrollmentId, enrollmentId),
        gt(payments.billingPeriod, period),
        inArray(payments.kind, ['plan', 'subscription']),
        inArray(payments.status, ['pending', 'validated', 'paid']),
      ),
    )
    .limit(1);
  return Boolean(later);
}

/**
 * Refuses a period that is paid, validated or declared; an unfinished card try is marked failed (its checkout ids).
 * With `rest` (what is left of a month staff received part of, ADR 0037) a settled payment does not refuse it: it is
 * answered as the payment the new one completes.
 */
async function clearPeriod(
  tx: Tx,
  { enrollmentId, period, rest }: { enrollmentId: string; period: string; rest: boolean },
): Promise<{ replaced: string[]; completes: string | null }> {
  const live = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.enrollmentId, enrollmentId),
        eq(payments.billingPeriod, period),
        inArray(payments.status, ['pending', 'validated', 'paid']),
      ),
    )
    .for('update');
  const replaced: string[] = [];
  let completes: string | null = null;
  for (const p of live) {
    if (rest && p.status !== 'pending') {
      completes ??= p.id;
      continue;
    }
    if (p.status !== 'pending' || p.method !== 'card' || p.kind !== 'plan') throw covered();
    await tx.update(payments).set({ status: 'failed' }).where(eq(payments.id, p.id));
    if (p.providerCheckoutId) replaced.push(p.providerCheckoutId);
  }
  return { replaced, completes };
}

/**
 * Refuses a month a card subscription pays: a running one pays its months from its first (a `past_due` one only those
 * it paid, so a month it failed to pay can be paid otherwise), and a second subscription is never started.
 */
async function refuseSubscribed(tx: Tx, enrollmentId: string, input: CreatePaymentInput): Promise<void> {
  const running = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.enrollmentId, enrollmentId), inArray(subscriptions.status, ['active', 'past_due'])));
  if (input.recurring && running.length > 0) throw covered();
  const from = (await loadSubscribedFrom(tx, [enrollmentId])).get(enrollmentId);
  if (from && input.billingPeriod >= from) throw covered();
}

/** What paying the month costs now: its price, or what is left of it (ADR 0037); nothing left is covered. */
async function chargeFor(tx: Tx, enrollmentId: string, period: string, now: Date) {
  const price = await priceEnrollmentPeriod(tx, enrollmentId, period);
  if (price.amount <= 0) throw nothingToPay();
  const lines = await periodBalances(tx, {
    now,
    where: eq(enrollments.id, enrollmentId),
    settled: true,
    through: period,
  });
  const charge = chargeForPeriod(
    price,
    lines.find((l) => l.billingPeriod === period),
  );
  if (charge.price.amount <= 0) throw covered();
  return { ...charge, currency: price.currency, rest: charge.deductions.some((d) => d.kind === 'received') };
}

/** Starts paying one period of an enrollment. */
export async function createPlanPayment(
  deps: PaymentsDeps,
  { actor, childId, input }: { actor: Actor; childId: string; input: CreatePaymentInput },
): Promise<PaymentStarted> {
  if (input.method === 'card') assertCardPayments(deps);
  // Ownership first: closing open tries touches the provider, so it runs only for the child's own enrollment.
  await deps.db.transaction(async (tx) => {
    const child = await findPayableChild(tx, actor, childId);
    await findPricedEnrollment(tx, child.id, input.enrollmentId);
  });
  await closeOpenCardTries(deps, input.enrollmentId, input.billingPeriod);
  if (input.recurring) await refuseOpenRecurring(deps, input.enrollmentId, input.billingPeriod);
  const payment = await deps.db
    .transaction(async (tx) => {
      // The settings row held shared before the class is read: a changeover running now is waited for, and one that
      // starts later waits for this payment and converts it, so it is never left in leva in a euro club.
      const clubCurrency = await lockDecidedClubCurrency(tx);
      const child = await findPayableChild(tx, actor, childId);
      const { e, cls, locationType } = await findPricedEnrollment(tx, child.id, input.enrollmentId);
      if (clubCurrency && cls.currency !== clubCurrency) throw priceChanged();
      // One start at a time per enrollment, so the checks below see each other's payments.
      await tx.select({ id: enrollments.id }).from(enrollments).where(eq(enrollments.id, e.id)).for('update');
      if (locationType === 'kindergarten') {
        throw new AppError('VALIDATION_FAILED', 'Kindergarten groups are billed monthly by attendance', [
          { path: 'enrollmentId', message: 'kindergartenBilled' },
        ]);
      }
      // This month, the next, or an earlier month still owed (issue 25).
      const owedEarlier = (await owedEarlierMonths(tx, [e.id], deps.now())).get(e.id) ?? [];
      // A card subscription starts from this month or the next, never from a month already past.
      // An ended enrollment is paid only for the months it still owes, never by a subscription (ADR 0037).
      const payable = !e.active
        ? input.recurring
          ? []
          : await owedMonthsOf(tx, e.id, deps.now())
        : input.recurring
          ? payablePeriods(deps.now())
          : [...owedEarlier, ...payablePeriods(deps.now())];
      if (!payable.includes(input.billingPeriod)) {
        throw new AppError('VALIDATION_FAILED', 'Choose this month, the next or a month still owed', [
          { path: 'billingPeriod', message: 'periodInvalid' },
        ]);
      }
      if (!computePlanPrice(e.planType, cls))
        throw new AppError('VALIDATION_FAILED', 'This plan has no price', [
          { path: 'enrollmentId', message: 'invalid' },
        ]);
      // The server's price of the period (ADR 0033), less what was written off or received of it (ADR 0037); a
      // subscription's months after it are whole months.
      const charge = await chargeFor(tx, e.id, input.billingPeriod, deps.now());
      // A closure's share (ADR 0040) is given back once, not taken off every month the card is charged.
      const monthlyAmount = input.recurring
        ? amountWithoutClosure(await priceEnrollmentPeriod(tx, e.id, nextPeriodOf(input.billingPeriod)))
        : null;
      await refuseSubscribed(tx, e.id, input);
      // A subscription charges every month from its first on: a month already paid (or being paid) after the
      // chosen one would be charged twice.
      if (input.recurring && (await hasLiveLaterMonth(tx, e.id, input.billingPeriod))) throw covered();
      const { replaced, completes } = await clearPeriod(tx, {
        enrollmentId: e.id,
        period: input.billingPeriod,
        rest: charge.rest,
      });
      const { price } = charge;
      const [row] = await tx
        .insert(payments)
        .values({
          parentId: child.parentId,
          childId: child.id,
          enrollmentId: e.id,
          amount: price.amount,
          // What is left of a month keeps no lines (the receipt shows what was paid); the month's due says the rest.
          listAmount: charge.monthDue === null && price.lines.length ? price.listAmount : null,
          priceLines: charge.monthDue === null ? price.lines : [],
          closureLines: closureLinesCharged(charge),
          monthDue: charge.monthDue,
          // Paying the rest of a month staff received part of completes that payment (outside one-live-payment).
          secondFor: completes,
          currency: cls.currency,
          method: input.method,
          kind: 'plan',
          billingPeriod: input.billingPeriod,
          parentNotes: input.method === 'card' ? null : input.parentNotes || null,
          status: 'pending',
          provider: input.method === 'card' ? deps.provider.name : null,
        })
        .returning();
      if (!row) throw new Error('payment not created');
      return { row, planType: e.planType, classTitle: cls.title, replaced, monthlyAmount };
    })
    .catch((err: unknown) => {
      // Two tries at once for the same period: the partial unique index lets one through (the driver's error is
      // wrapped by the ORM, its SQLSTATE in the cause).
      const e = err as { code?: string; cause?: { code?: string } };
      if (e.code === '23505' || e.cause?.code === '23505') throw covered();
      throw err;
    });
  // A try replaced here may have opened its checkout after closeOpenCardTries looked: close it too.
  for (const checkoutId of payment.replaced) await deps.provider.expireCheckout(checkoutId);
  if (input.method !== 'card') return { payment: await getPaymentView(deps.db, payment.row.id), checkoutUrl: null };
  const language = input.language ?? 'bg';
  return startCheckout(deps, payment.row, {
    mode: input.recurring ? 'subscription' : 'payment',
    plan: payment.planType,
    description: `${pickText(payment.classTitle, language)} – ${monthLabel(input.billingPeriod, language)}`,
    locale: language,
    ...(input.recurring
      ? {
          monthlyFrom: monthlyChargesFrom(input.billingPeriod),
          monthlyAmount: payment.monthlyAmount ?? payment.row.amount,
          monthlyDescription: `${pickText(payment.classTitle, language)} – ${MONTHLY_LABEL[language]}`,
        }
      : {}),
  });
}

/** Opens the provider's checkout for a pending card payment; a provider failure marks the payment failed. */
function assertCardPayments(deps: PaymentsDeps): void {
  if (!deps.cardPayments) throw new AppError('PROVIDER_ERROR', 'Card payments are not set up for this club');
}

async function startCheckout(
  deps: PaymentsDeps,
  payment: typeof payments.$inferSelect,
  options: {
    mode: 'payment' | 'subscription';
    plan: PlanType | null;
    description: string;
    locale: Language;
    monthlyFrom?: Date;
    monthlyAmount?: number;
    monthlyDescription?: string;
  },
): Promise<PaymentStarted> {
  const [parent] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, payment.parentId));
  const back = `${deps.publicUrl}/child/${payment.childId}/payment`;
  try {
    const checkout = await deps.provider.createCheckout({
      mode: options.mode,
      amount: payment.amount,
      currency: payment.currency,
      description: options.description,
      locale: options.locale,
      ...(options.monthlyFrom ? { monthlyFrom: options.monthlyFrom } : {}),
      ...(options.monthlyAmount !== undefined ? { monthlyAmount: options.monthlyAmount } : {}),
      ...(options.monthlyDescription ? { monthlyDescription: options.monthlyDescription } : {}),
      customerEmail: parent?.email ?? '',
      metadata: {
        paymentId: payment.id,
        parentId: payment.parentId,
        childId: payment.childId ?? '',
        enrollmentId: payment.enrollmentId ?? '',
        billingPeriod: payment.billingPeriod ?? '',
        kind: payment.kind,
        provider: deps.provider.name,
        ...(options.plan ? { plan: options.plan } : {}),
      },
      successUrl: `${back}?checkout=success&payment=${payment.id}`,
      cancelUrl: `${back}?checkout=cancelled&payment=${payment.id}`,
      idempotencyKey: `checkout:${payment.id}:${randomUUID()}`,
    });
    const [stored] = await deps.db
      .update(payments)
      .set({ providerCheckoutId: checkout.id })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    if (!stored) {
      // A newer try replaced this one while its checkout was being opened: that checkout must never be paid.
      await deps.provider.expireCheckout(checkout.id);
      throw covered();
    }
    return { payment: await getPaymentView(deps.db, payment.id), checkoutUrl: checkout.url };
  } catch (err) {
    if (err instanceof AppError) throw err;
    deps.log.warn({ err, paymentId: payment.id }, 'checkout could not be opened');
    await deps.db.update(payments).set({ status: 'failed' }).where(eq(payments.id, payment.id));
    throw new AppError('PROVIDER_ERROR', 'The card payment could not be started');
  }
}

/** Pays an issued bill (a pending payment whose method the parent chooses now). */
export async function payPending(
  deps: PaymentsDeps,
  { actor, paymentId, input }: { actor: Actor; paymentId: string; input: PayPendingInput },
): Promise<PaymentStarted> {
  if (input.method === 'card') assertCardPayments(deps);
  const before = await findPaymentFor(deps.db, actor, paymentId, { action: 'pay' });
  // The bill's previous checkout is closed whatever the try's status: a declined one may still be open (Stripe).
  if (before.providerCheckoutId && (before.status === 'pending' || before.status === 'failed')) {
    if (await closeCheckout(deps, before.providerCheckoutId)) {
      throw new AppError('PAYMENT_NOT_PAYABLE', 'This payment is already paid');
    }
  }
  const payment = await deps.db.transaction(async (tx) => {
    const row = await findPaymentFor(tx, actor, paymentId, { action: 'pay', lock: true });
    const retry =
      row.status === 'failed' || (row.status === 'pending' && (row.method === null || row.method === 'card'));
    if (row.kind !== 'kindergarten' || !retry)
      throw new AppError('PAYMENT_NOT_PAYABLE', 'This payment cannot be paid now');
    const [updated] = await tx
      .update(payments)
      .set({
        method: input.method,
        status: 'pending',
        parentNotes: input.method === 'card' ? row.parentNotes : input.parentNotes || null,
        provider: input.method === 'card' ? deps.provider.name : null,
        providerCheckoutId: null,
      })
      .where(eq(payments.id, row.id))
      .returning();
    if (!updated) throw new Error('payment vanished');
    return updated;
  });
  if (input.method !== 'card') return { payment: await getPaymentView(deps.db, payment.id), checkoutUrl: null };
  const language = input.language ?? 'bg';
  const month = payment.billingPeriod ? monthLabel(payment.billingPeriod, language) : '';
  return startCheckout(deps, payment, {
    mode: 'payment',
    plan: null,
    description: `${BILL_LABEL[language]} ${month}`.trim(),
    locale: language,
  });
}

/**
 * Re-reads a card payment's checkout after the parent came back from it (webhooks may be slower than people).
 * A checkout still open when the parent has come back was abandoned: it is closed and the payment marked failed.
 */
export async function syncPaymentFromProvider(deps: PaymentsDeps, actor: Actor, paymentId: string) {
  const payment = await findPaymentFor(deps.db, actor, paymentId, { action: actor.role === 'admin' ? 'read' : 'pay' });
  if (payment.providerCheckoutId && (payment.status === 'pending' || payment.status === 'failed')) {
    const checkout = await deps.provider.getCheckout(payment.providerCheckoutId);
    if (checkout.status === 'open') await deps.provider.expireCheckout(checkout.id);
    await syncCheckout(deps, checkout.id);
  }
  return getPaymentView(deps.db, payment.id);
}

/** The months an enrollment still owes now (a balance, no declaration awaiting the club), oldest first. */
async function owedMonthsOf(tx: Tx, enrollmentId: string, now: Date): Promise<string[]> {
  const lines = await periodBalances(tx, { now, where: eq(enrollments.id, enrollmentId) });
  return lines.filter((l) => !l.declared && !l.billPaymentId && l.balance > 0).map((l) => l.billingPeriod);
}
