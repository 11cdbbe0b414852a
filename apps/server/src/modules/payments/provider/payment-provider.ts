// The port every card provider implements: Stripe in production, the built-in test provider by default.
// Shapes follow Stripe's objects (the test provider speaks the same events), reduced to what the club uses.
import type { Currency, Language, RefundReason } from '@swim/shared/enums';

export type ProviderName = 'stripe' | 'test';

/** Our own ids travel with every provider object, so an event can always be tied back to the ledger. */
export type ProviderMetadata = Record<string, string>;

export type CheckoutRequest = {
  mode: 'payment' | 'subscription';
  /** Minor units; for a subscription, the first charge (and each month's, unless `monthlyAmount` says otherwise). */
  amount: number;
  currency: Currency;
  /** The line shown on the checkout page and the statement. */
  description: string;
  customerEmail: string;
  metadata: ProviderMetadata;
  successUrl: string;
  cancelUrl: string;
  /** Same key = same checkout at the provider, so a retried request never charges twice. */
  idempotencyKey: string;
  /** The language of the checkout page. */
  locale?: Language;
  /**
   * Subscription mode: when the monthly charges begin (09:00 UTC on the 1st of the month after the one paid now).
   * The checkout charges `amount` once for the chosen month, then `amount` every month from this date (ADR 0025).
   */
  monthlyFrom?: Date;
  /**
   * Subscription mode: what each month from `monthlyFrom` charges, when it differs from the first charge (a fair first
   * period is a part month, ADR 0033). Defaults to `amount`.
   */
  monthlyAmount?: number;
  /** Subscription mode: the name of the monthly line ("<class> – monthly"). */
  monthlyDescription?: string;
};

/**
 * When a subscription checkout must close (ADR 0025): 30 minutes before its monthly charges begin, when that is within
 * the 24 hours a checkout stays open. Paid after that moment, the provider would charge the first full month on top
 * of the chosen one in one invoice. Null when the checkout's own 24 hours end first.
 */
export function subscriptionCheckoutExpiry(monthlyFrom: Date | undefined, now: Date): Date | null {
  if (!monthlyFrom) return null;
  const closes = new Date(monthlyFrom.getTime() - 30 * 60_000);
  const left = closes.getTime() - now.getTime();
  // A checkout lives between 30 minutes and 24 hours; a month's last evening leaves more than 10 hours.
  return left < 24 * 3_600_000 ? new Date(Math.max(closes.getTime(), now.getTime() + 31 * 60_000)) : null;
}

export type CheckoutSession = {
  id: string;
  url: string | null;
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  amountTotal: number | null;
  currency: Currency | null;
  paymentIntentId: string | null;
  subscriptionId: string | null;
  customerId: string | null;
  metadata: ProviderMetadata;
};

/** A charge attempt. 'failed' covers a declined card (Stripe: requires_payment_method with an error). */
export type PaymentIntentView = {
  id: string;
  status: 'succeeded' | 'processing' | 'requires_action' | 'requires_payment_method' | 'failed' | 'canceled';
  amount: number;
  amountReceived: number;
  currency: Currency;
  /** Every refund the provider knows of, ours or made in its dashboard. */
  refunds: RefundView[];
  metadata: ProviderMetadata;
  created: Date;
};

export type RefundRequest = {
  paymentIntentId: string;
  amount: number;
  reason: RefundReason;
  metadata: ProviderMetadata;
  idempotencyKey: string;
};

export type RefundView = {
  id: string;
  paymentIntentId: string;
  amount: number;
  currency: Currency;
  status: 'succeeded' | 'pending' | 'failed' | 'canceled';
  reason: RefundReason | null;
  created: Date;
  /** Our ids (the ledger refund's `refundId`), so a webhook can tie the refund to the row that asked for it. */
  metadata: ProviderMetadata;
};

export type SubscriptionView = {
  id: string;
  status: 'active' | 'past_due' | 'canceled' | 'incomplete' | 'incomplete_expired' | 'unpaid' | 'trialing' | 'paused';
  customerId: string | null;
  amount: number;
  currency: Currency;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** When a scheduled cancellation takes effect (null when none is scheduled). */
  cancelAt: Date | null;
  canceledAt: Date | null;
  metadata: ProviderMetadata;
};

export type SubscriptionChange = {
  /** true: cancel at the end of the current period; false: resume (undo a scheduled cancellation). */
  cancelAtPeriodEnd?: boolean;
  /** A new monthly amount, charged from the next period on (no proration). */
  price?: { amount: number; currency: Currency; description: string };
  metadata?: ProviderMetadata;
  idempotencyKey: string;
};

/** One period of a subscription and what was charged for it. */
export type InvoiceView = {
  id: string;
  subscriptionId: string | null;
  paymentIntentId: string | null;
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
  amountPaid: number;
  amountDue: number;
  currency: Currency;
  periodStart: Date;
  periodEnd: Date;
  metadata: ProviderMetadata;
};

/** The envelope of a signed webhook, checked and parsed; the handler re-reads the object it names. */
export type ProviderEvent = {
  id: string;
  type: string;
  created: Date;
  /** The id and kind of the object the event is about ('checkout.session', 'invoice', ...). */
  object: { id: string; object: string };
  /** The charge the event is about, when the object names one (payment intents, charges, refunds). */
  paymentIntentId: string | null;
};

export class WebhookSignatureError extends Error {}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  getCheckout(id: string): Promise<CheckoutSession>;
  /** Closes an open checkout so it can no longer be paid (a newer one replaced it). */
  expireCheckout(id: string): Promise<void>;
  getPaymentIntent(id: string): Promise<PaymentIntentView>;
  refund(request: RefundRequest): Promise<RefundView>;
  /** One refund as the provider holds it now (a refund it answered `pending` may have ended since). */
  getRefund(id: string): Promise<RefundView>;
  getSubscription(id: string): Promise<SubscriptionView>;
  updateSubscription(id: string, change: SubscriptionChange): Promise<SubscriptionView>;
  getInvoice(id: string): Promise<InvoiceView>;
  /** Successful charges created at or after `since`, for reconciliation. */
  listPaymentIntents(since: Date): Promise<PaymentIntentView[]>;
  /** Verifies the signature over the raw body and parses the event; throws WebhookSignatureError when it fails. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}
