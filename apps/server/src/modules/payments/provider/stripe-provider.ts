// The Stripe adapter of the payment provider port: the official SDK, its objects reduced to the port's shapes.
// Written against stripe-node 23.x (API version 2026-10-28.endive): billing periods live on subscription items,
// an invoice names its subscription under `parent` and its payment intent under `payments`.
import { CURRENCIES, type Currency, REFUND_REASONS, type RefundReason } from '@swim/shared/enums';
import Stripe from 'stripe';
import { parseSignedEvent } from './webhook-event.js';
import type {
  CheckoutRequest,
  CheckoutSession,
  InvoiceView,
  PaymentIntentView,
  PaymentProvider,
  ProviderMetadata,
  RefundView,
  SubscriptionView,
} from './payment-provider.js';
import { subscriptionCheckoutExpiry } from './payment-provider.js';

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  /** tests: a local HTTP stub */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** Retries of a failed network call (the SDK reuses the idempotency key); tests set 0. */
  maxNetworkRetries?: number;
};

const CHECKOUT_MODES: readonly CheckoutSession['mode'][] = ['payment', 'subscription'];
const CHECKOUT_STATUSES: readonly CheckoutSession['status'][] = ['open', 'complete', 'expired'];
const CHECKOUT_PAYMENT_STATUSES: readonly CheckoutSession['paymentStatus'][] = [
  'paid',
  'unpaid',
  'no_payment_required',
];
/** The Stripe statuses that mean the same in the port. */
const PAYMENT_INTENT_STATUSES: readonly PaymentIntentView['status'][] = [
  'succeeded',
  'processing',
  'requires_action',
  'canceled',
];
const SUBSCRIPTION_STATUSES: readonly SubscriptionView['status'][] = [
  'active',
  'past_due',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'trialing',
  'paused',
];
const INVOICE_STATUSES: readonly InvoiceView['status'][] = ['draft', 'open', 'paid', 'uncollectible', 'void'];

/** Creates the PaymentProvider that talks to Stripe through the official SDK. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
  });

  async function listRefunds(paymentIntentId: string): Promise<RefundView[]> {
    const refunds: RefundView[] = [];
    for await (const refund of stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 })) {
      refunds.push(toRefundView(refund));
    }
    return refunds;
  }

  async function toPaymentIntentView(intent: Stripe.PaymentIntent): Promise<PaymentIntentView> {
    return {
      id: intent.id,
      status: toPaymentIntentStatus(intent),
      amount: intent.amount,
      amountReceived: intent.amount_received,
      currency: toCurrency(intent.currency),
      refunds: await listRefunds(intent.id),
      metadata: toMetadata(intent.metadata),
      created: fromUnix(intent.created),
    };
  }

  /**
   * When the monthly price starts billing (ADR 0025): the first line charges the chosen month now, the monthly line
   * from the 1st after it. An anchor must come before the natural next billing date (a month from now); a later
   * start (the chosen month is next month) is a trial end instead, weeks away and so above Stripe's 48-hour minimum.
   */
  function monthlyStart(from: Date | undefined): Stripe.Checkout.SessionCreateParams.SubscriptionData {
    if (!from) return {};
    const at = Math.floor(from.getTime() / 1000);
    const naturalNext = new Date();
    naturalNext.setUTCMonth(naturalNext.getUTCMonth() + 1);
    return from < naturalNext ? { billing_cycle_anchor: at, proration_behavior: 'none' } : { trial_end: at };
  }

  /** A subscription checkout opened on a month's last day closes before its monthly charges begin (ADR 0025). */
  function expiry(request: CheckoutRequest): { expires_at?: number } {
    if (request.mode !== 'subscription') return {};
    const closes = subscriptionCheckoutExpiry(request.monthlyFrom, new Date());
    return closes ? { expires_at: Math.floor(closes.getTime() / 1000) } : {};
  }

  return {
    name: 'stripe',

    async createCheckout(request: CheckoutRequest) {
      const currency = request.currency.toLowerCase();
      const product_data = { name: request.description };
      // No expires_at on a payment: a value computed from the clock would differ between our own tries. A
      // subscription opened on a month's last day closes before its first monthly charge (expiry, below); the SDK's
      // retries resend these same parameters.
      const session = await stripe.checkout.sessions.create(
        {
          mode: request.mode,
          // Cards only: they settle at once, while delayed methods would leave a plan month or an order (with its
          // stock held) pending for days.
          allowed_payment_method_types: ['card'],
          ...(request.locale ? { locale: request.locale } : {}),
          line_items: [
            { price_data: { currency, unit_amount: request.amount, product_data }, quantity: 1 },
            ...(request.mode === 'subscription'
              ? [
                  {
                    price_data: {
                      currency,
                      unit_amount: request.monthlyAmount ?? request.amount,
                      product_data: { name: request.monthlyDescription ?? request.description },
                      recurring: { interval: 'month' as const },
                    },
                    quantity: 1,
                  },
                ]
              : []),
          ],
          ...(request.mode === 'subscription'
            ? { subscription_data: { metadata: request.metadata, ...monthlyStart(request.monthlyFrom) } }
            : { payment_intent_data: { metadata: request.metadata } }),
          ...expiry(request),
          customer_email: request.customerEmail,
          metadata: request.metadata,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return toCheckoutSession(session);
    },

    async getCheckout(id) {
      return toCheckoutSession(await stripe.checkout.sessions.retrieve(id));
    },

    async expireCheckout(id) {
      try {
        await stripe.checkout.sessions.expire(id);
      } catch (error) {
        // Stripe refuses to expire a session that is no longer open; that session can no longer be paid anyway.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const session = await stripe.checkout.sessions.retrieve(id);
        if (session.status === 'open') throw error;
      }
    },

    async getPaymentIntent(id) {
      return toPaymentIntentView(await stripe.paymentIntents.retrieve(id));
    },

    async refund(request) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: request.paymentIntentId,
          amount: request.amount,
          reason: request.reason,
          metadata: request.metadata,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return toRefundView(refund);
    },

    async getRefund(id) {
      return toRefundView(await stripe.refunds.retrieve(id));
    },

    async getSubscription(id) {
      return toSubscriptionView(await stripe.subscriptions.retrieve(id));
    },

    async updateSubscription(id, change) {
      const params: Stripe.SubscriptionUpdateParams = {};
      if (change.cancelAtPeriodEnd !== undefined) params.cancel_at_period_end = change.cancelAtPeriodEnd;
      if (change.metadata) params.metadata = change.metadata;
      if (change.price) {
        const current = await stripe.subscriptions.retrieve(id);
        const price = await stripe.prices.create(
          {
            currency: change.price.currency.toLowerCase(),
            unit_amount: change.price.amount,
            recurring: { interval: 'month' },
            product_data: { name: change.price.description },
          },
          // A key belongs to one request: the price and the update each get their own, both stable on a retry.
          { idempotencyKey: `${change.idempotencyKey}:price` },
        );
        params.items = [{ id: firstItem(current).id, price: price.id }];
        params.proration_behavior = 'none';
      }
      const subscription = await stripe.subscriptions.update(id, params, { idempotencyKey: change.idempotencyKey });
      return toSubscriptionView(subscription);
    },

    async getInvoice(id) {
      return toInvoiceView(await stripe.invoices.retrieve(id, { expand: ['payments'] }));
    },

    async listPaymentIntents(since) {
      const views: PaymentIntentView[] = [];
      const intents = stripe.paymentIntents.list({ created: { gte: toUnix(since) }, limit: 100 });
      for await (const intent of intents) {
        // Charges in other currencies were not made by the club (it only sells in BGN and EUR).
        if (intent.status !== 'succeeded' || !isCurrency(intent.currency.toUpperCase())) continue;
        views.push(await toPaymentIntentView(intent));
      }
      return views;
    },

    parseWebhook(rawBody, signature) {
      return parseSignedEvent(stripe, { rawBody, signature, secret: options.webhookSecret });
    },
  };
}

function toCheckoutSession(session: Stripe.Checkout.Session): CheckoutSession {
  return {
    id: session.id,
    url: session.url,
    mode: oneOf(CHECKOUT_MODES, session.mode, 'checkout mode'),
    // Stripe documents the status as always set; a missing one can only be a session still open.
    status: oneOf(CHECKOUT_STATUSES, session.status ?? 'open', 'checkout status'),
    paymentStatus: oneOf(CHECKOUT_PAYMENT_STATUSES, session.payment_status, 'checkout payment status'),
    amountTotal: session.amount_total,
    currency: session.currency ? toCurrency(session.currency) : null,
    paymentIntentId: idOf(session.payment_intent),
    subscriptionId: idOf(session.subscription),
    customerId: idOf(session.customer),
    metadata: toMetadata(session.metadata),
  };
}

/** A declined card leaves the intent waiting for another card, with the decline kept as its last error. */
function toPaymentIntentStatus(intent: Stripe.PaymentIntent): PaymentIntentView['status'] {
  if (intent.status === 'requires_payment_method') {
    return intent.last_payment_error ? 'failed' : 'requires_payment_method';
  }
  if (intent.status === 'requires_confirmation') return 'requires_action';
  const direct = PAYMENT_INTENT_STATUSES.find((status) => status === intent.status);
  // requires_capture (authorised, not captured) and any newer state: not final, so the caller asks again.
  return direct ?? 'processing';
}

function toRefundView(refund: Stripe.Refund): RefundView {
  const paymentIntentId = idOf(refund.payment_intent);
  if (!paymentIntentId) throw new Error(`Stripe refund ${refund.id} has no payment intent`);
  return {
    id: refund.id,
    paymentIntentId,
    amount: refund.amount,
    currency: toCurrency(refund.currency),
    status: toRefundStatus(refund.status),
    reason: isRefundReason(refund.reason) ? refund.reason : null,
    created: fromUnix(refund.created),
    metadata: refund.metadata ?? {},
  };
}

function toRefundStatus(status: string | null): RefundView['status'] {
  if (status === 'succeeded' || status === 'failed' || status === 'canceled') return status;
  // pending, requires_action (the customer must give bank details) or not yet known
  return 'pending';
}

function toSubscriptionView(subscription: Stripe.Subscription): SubscriptionView {
  const item = firstItem(subscription);
  if (item.price.unit_amount === null) throw new Error(`Stripe subscription ${subscription.id} has no unit amount`);
  return {
    id: subscription.id,
    status: oneOf(SUBSCRIPTION_STATUSES, subscription.status, 'subscription status'),
    customerId: idOf(subscription.customer),
    amount: item.price.unit_amount,
    currency: toCurrency(subscription.currency),
    currentPeriodStart: fromUnix(item.current_period_start),
    currentPeriodEnd: fromUnix(item.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    cancelAt: subscription.cancel_at === null ? null : fromUnix(subscription.cancel_at),
    canceledAt: subscription.canceled_at === null ? null : fromUnix(subscription.canceled_at),
    metadata: toMetadata(subscription.metadata),
  };
}

function firstItem(subscription: Stripe.Subscription): Stripe.SubscriptionItem {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${subscription.id} has no items`);
  return item;
}

function toInvoiceView(invoice: Stripe.Invoice): InvoiceView {
  const subscriptionDetails = invoice.parent?.subscription_details ?? null;
  const payments = invoice.payments?.data ?? [];
  const payment = payments.find((entry) => entry.is_default) ?? payments[0];
  // The invoice's own period is the one before the charge; the line says which month was paid for.
  const period = invoice.lines.data[0]?.period ?? { start: invoice.period_start, end: invoice.period_end };
  return {
    id: invoice.id,
    subscriptionId: idOf(subscriptionDetails?.subscription ?? null),
    paymentIntentId: idOf(payment?.payment.payment_intent ?? null),
    status: oneOf(INVOICE_STATUSES, invoice.status ?? 'draft', 'invoice status'),
    amountPaid: invoice.amount_paid,
    amountDue: invoice.amount_due,
    currency: toCurrency(invoice.currency),
    periodStart: fromUnix(period.start),
    periodEnd: fromUnix(period.end),
    // Our ids ride on the subscription; Stripe copies them onto each of its invoices.
    metadata: { ...toMetadata(subscriptionDetails?.metadata ?? null), ...toMetadata(invoice.metadata) },
  };
}

function toCurrency(currency: string): Currency {
  const upper = currency.toUpperCase();
  if (!isCurrency(upper)) throw new Error(`Unsupported Stripe currency: ${currency}`);
  return upper;
}

function isCurrency(currency: string): currency is Currency {
  return (CURRENCIES as readonly string[]).includes(currency);
}

function isRefundReason(reason: string | null): reason is RefundReason {
  return reason !== null && (REFUND_REASONS as readonly string[]).includes(reason);
}

function oneOf<T extends string>(allowed: readonly T[], value: string, what: string): T {
  const match = allowed.find((candidate) => candidate === value);
  if (match === undefined) throw new Error(`Unexpected Stripe ${what}: ${value}`);
  return match;
}

/** An expandable field is either the id or the object itself. */
function idOf(value: string | { id?: string } | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value : (value.id ?? null);
}

function toMetadata(metadata: Stripe.Metadata | null): ProviderMetadata {
  return { ...(metadata ?? {}) };
}

function fromUnix(seconds: number): Date {
  return new Date(seconds * 1000);
}

function toUnix(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
