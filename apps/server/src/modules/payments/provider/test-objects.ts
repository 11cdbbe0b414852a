// The test provider's stored objects (Stripe-shaped, snake_case, times in seconds) and their views for the port.
import type { Currency, RefundReason } from '@swim/shared/enums';
import type {
  CheckoutSession,
  InvoiceView,
  PaymentIntentView,
  RefundView,
  SubscriptionView,
} from './payment-provider.js';

/** What the card typed on the hosted page does (the well-known test cards). */
export type CardOutcome = 'success' | 'refund_pending' | 'declined' | 'insufficient_funds' | 'requires_action';

const CARDS: Record<string, CardOutcome> = {
  '4242424242424242': 'success',
  '5555555555554444': 'success',
  // Stripe's test card whose refunds start pending and succeed some time later (charge.refund.updated).
  '4000000000007726': 'refund_pending',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000002500003155': 'requires_action',
};

/** Whether a card's charge goes through (a card whose refunds start pending is charged like any good card). */
export function cardCharges(card: CardOutcome): boolean {
  return card === 'success' || card === 'refund_pending';
}

/** The outcome of a test card number, or null for a number that is not one of the test cards. */
export function cardOutcome(number: string): CardOutcome | null {
  return CARDS[number.replace(/[\s-]/g, '')] ?? null;
}

export type TestCheckout = {
  id: string;
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: Currency;
  description: string;
  customer: string;
  customer_email: string;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
  payment_intent: string | null;
  subscription: string | null;
  /** The card asked for the extra confirmation step (3-D Secure). */
  requires_action: boolean;
  last_error: string | null;
  /** Subscription mode: when the monthly charges begin (seconds); the first charge pays up to it (ADR 0025). */
  monthly_from?: number | null;
  /** Subscription mode: what each month from `monthly_from` charges (the first charge may be a part month). */
  monthly_amount?: number | null;
  /** When an open checkout ends unpaid (seconds), if before its 24 hours: a subscription's month's last day. */
  expires_at?: number | null;
};

export type TestIntent = {
  id: string;
  status: 'succeeded' | 'requires_payment_method';
  amount: number;
  amount_received: number;
  currency: Currency;
  metadata: Record<string, string>;
  created: number;
  last_payment_error: { code: string; message: string } | null;
  refunds: string[];
  /** Charged with the card whose refunds start pending (4000 0000 0000 7726). */
  refund_pending?: boolean;
};

export type TestRefund = {
  id: string;
  payment_intent: string;
  amount: number;
  currency: Currency;
  /** 'pending' until the provider's refund run settles it (settleRefunds), for the pending-refund card only. */
  status: 'succeeded' | 'pending';
  reason: RefundReason;
  metadata: Record<string, string>;
  created: number;
};

export type TestSubscription = {
  id: string;
  status: 'active' | 'past_due' | 'canceled';
  customer: string;
  amount: number;
  currency: Currency;
  description: string;
  current_period_start: number;
  current_period_end: number;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  metadata: Record<string, string>;
  /** Started with the card whose refunds start pending: its monthly charges are made with that card too. */
  refund_pending?: boolean;
};

export type TestInvoice = {
  id: string;
  subscription: string;
  payment_intent: string;
  status: 'paid' | 'open';
  amount_paid: number;
  amount_due: number;
  currency: Currency;
  period_start: number;
  period_end: number;
  metadata: Record<string, string>;
};

const date = (s: number) => new Date(s * 1000);

/** The same day one calendar month later (clamped to the month's last day), as card providers bill. */
export function addMonth(from: Date): Date {
  const next = new Date(from);
  const day = from.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  return next;
}

export function toCheckout(c: TestCheckout): CheckoutSession {
  return {
    id: c.id,
    url: c.status === 'open' ? c.url : null,
    mode: c.mode,
    status: c.status,
    paymentStatus: c.payment_status,
    amountTotal: c.amount_total,
    currency: c.currency,
    paymentIntentId: c.payment_intent,
    subscriptionId: c.subscription,
    customerId: c.customer,
    metadata: c.metadata,
  };
}

export function toRefund(r: TestRefund): RefundView {
  return {
    id: r.id,
    paymentIntentId: r.payment_intent,
    amount: r.amount,
    currency: r.currency,
    status: r.status,
    reason: r.reason,
    created: date(r.created),
    metadata: r.metadata,
  };
}

export function toIntent(i: TestIntent, refunds: TestRefund[]): PaymentIntentView {
  return {
    id: i.id,
    status: i.status === 'succeeded' ? 'succeeded' : i.last_payment_error ? 'failed' : 'requires_payment_method',
    amount: i.amount,
    amountReceived: i.amount_received,
    currency: i.currency,
    refunds: refunds.map(toRefund),
    metadata: i.metadata,
    created: date(i.created),
  };
}

export function toSubscription(s: TestSubscription): SubscriptionView {
  return {
    id: s.id,
    status: s.status,
    customerId: s.customer,
    amount: s.amount,
    currency: s.currency,
    currentPeriodStart: date(s.current_period_start),
    currentPeriodEnd: date(s.current_period_end),
    cancelAtPeriodEnd: s.cancel_at_period_end,
    cancelAt: s.cancel_at ? date(s.cancel_at) : null,
    canceledAt: s.canceled_at ? date(s.canceled_at) : null,
    metadata: s.metadata,
  };
}

export function toInvoice(i: TestInvoice): InvoiceView {
  return {
    id: i.id,
    subscriptionId: i.subscription,
    paymentIntentId: i.payment_intent,
    status: i.status,
    amountPaid: i.amount_paid,
    amountDue: i.amount_due,
    currency: i.currency,
    periodStart: date(i.period_start),
    periodEnd: date(i.period_end),
    metadata: i.metadata,
  };
}
