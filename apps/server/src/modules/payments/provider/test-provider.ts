// The built-in test provider: a card provider that lives in our own database, with a hosted checkout page
// (test-checkout.routes.ts), Stripe-shaped objects and Stripe-signed webhook events, so the code after the provider
// is the same as with Stripe. It keeps its own books (test_provider_objects), apart from the ledger.
import { randomBytes } from 'node:crypto';
import type { Currency } from '@swim/shared/enums';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Db } from '../../../db/client.js';
import { testProviderObjects } from '../../../db/schema/index.js';
import type {
  CheckoutRequest,
  CheckoutSession,
  PaymentIntentView,
  PaymentProvider,
  ProviderEvent,
  RefundRequest,
  RefundView,
  SubscriptionChange,
  SubscriptionView,
} from './payment-provider.js';
import {
  type CardOutcome,
  type TestCheckout,
  type TestIntent,
  type TestInvoice,
  type TestRefund,
  type TestSubscription,
  addMonth,
  toCheckout,
  toIntent,
  toInvoice,
  toRefund,
  toSubscription,
} from './test-objects.js';
import { parseSignedEvent } from './webhook-event.js';

/** Sends one signed event body to the webhook endpoint; resolves true when it was accepted. */
export type Deliver = (body: string, signature: string) => Promise<boolean>;

export type TestProvider = PaymentProvider & {
  /** The hosted page's "Pay" button: charges the card, or asks for the extra step, or declines. */
  payCheckout(id: string, card: CardOutcome): Promise<TestCheckout>;
  /** Delivers every stored event not yet accepted, oldest first. */
  deliverPending(): Promise<void>;
  /** Charges the subscriptions whose period has ended (or ends them when cancelled): the monthly renewal job. */
  renewDueSubscriptions(now: Date): Promise<number>;
  setDeliver(deliver: Deliver): void;
  readCheckout(id: string): Promise<TestCheckout | null>;
};

type Stored = { id: string; object: string; data: Record<string, unknown> };

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function createTestProvider(options: { db: Db; webhookSecret: string; publicUrl: string }): TestProvider {
  const { db, webhookSecret, publicUrl } = options;
  // Only the SDK's webhook helpers are used: signing here, verifying in parseWebhook, exactly as with Stripe.
  const stripe = new Stripe('sk_test_builtin_provider');
  let deliver: Deliver | null = null;
  let delivering: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  /** An object of one kind by id: an id of another kind is not found, as at a real provider. */
  async function read<T>(id: string, object: string): Promise<T | null> {
    const [row] = await db
      .select()
      .from(testProviderObjects)
      .where(and(eq(testProviderObjects.id, id), eq(testProviderObjects.object, object)));
    return row ? (row.data as T) : null;
  }
  async function must<T>(id: string, kind: string): Promise<T> {
    const found = await read<T>(id, kind);
    if (!found) throw Object.assign(new Error(`No such ${kind}: '${id}'`), { statusCode: 404 });
    return found;
  }
  async function write(object: string, data: { id: string; [key: string]: unknown }): Promise<void> {
    const value = data as unknown as Record<string, unknown>;
    await db
      .insert(testProviderObjects)
      .values({ id: data.id, object, data: value })
      .onConflictDoUpdate({ target: testProviderObjects.id, set: { data: value, updatedAt: new Date() } });
  }
  /** Stores an event to deliver; the provider sends it after the call that caused it, as a real one does. */
  async function emit(type: string, object: Stored): Promise<void> {
    const id = newId('evt');
    await write('event', {
      id,
      type,
      created: seconds(new Date()),
      delivered: false,
      attempts: 0,
      data: { object: { id: object.id, object: object.object, ...object.data } },
    });
  }
  function scheduleDelivery(): void {
    setImmediate(() => void provider.deliverPending().catch(() => undefined));
  }

  async function chargeIntent(input: {
    amount: number;
    currency: Currency;
    metadata: Record<string, string>;
    card: CardOutcome;
  }): Promise<TestIntent> {
    const succeeded = input.card === 'success';
    const intent: TestIntent = {
      id: newId('pi'),
      status: succeeded ? 'succeeded' : 'requires_payment_method',
      amount: input.amount,
      amount_received: succeeded ? input.amount : 0,
      currency: input.currency,
      metadata: input.metadata,
      created: seconds(new Date()),
      last_payment_error: succeeded ? null : { code: 'card_declined', message: 'Your card was declined.' },
      refunds: [],
    };
    await write('payment_intent', intent);
    await emit(succeeded ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', {
      id: intent.id,
      object: 'payment_intent',
      data: { ...intent },
    });
    return intent;
  }

  async function startSubscription(checkout: TestCheckout, intent: TestIntent, now: Date): Promise<TestSubscription> {
    const sub: TestSubscription = {
      id: newId('sub'),
      status: 'active',
      customer: checkout.customer,
      amount: checkout.amount_total,
      currency: checkout.currency,
      description: checkout.description,
      current_period_start: seconds(now),
      current_period_end: seconds(addMonth(now)),
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      metadata: checkout.metadata,
    };
    await write('subscription', sub);
    await emit('customer.subscription.created', { id: sub.id, object: 'subscription', data: { ...sub } });
    await invoiceFor(sub, intent, now);
    return sub;
  }

  async function invoiceFor(sub: TestSubscription, intent: TestIntent, periodStart: Date): Promise<TestInvoice> {
    const paid = intent.status === 'succeeded';
    const invoice: TestInvoice = {
      id: newId('in'),
      subscription: sub.id,
      payment_intent: intent.id,
      status: paid ? 'paid' : 'open',
      amount_paid: paid ? intent.amount : 0,
      amount_due: intent.amount,
      currency: sub.currency,
      period_start: seconds(periodStart),
      period_end: seconds(addMonth(periodStart)),
      metadata: sub.metadata,
    };
    await write('invoice', invoice);
    await emit(paid ? 'invoice.paid' : 'invoice.payment_failed', {
      id: invoice.id,
      object: 'invoice',
      data: { ...invoice },
    });
    return invoice;
  }

  const provider: TestProvider = {
    name: 'test',

    setDeliver(next) {
      deliver = next;
    },

    readCheckout: (id) => read<TestCheckout>(id, 'checkout.session'),

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const key = `idem_${request.idempotencyKey}`;
      const seen = await read<{ id: string; target: string }>(key, 'idempotency');
      if (seen) return toCheckout(await must<TestCheckout>(seen.target, 'checkout.session'));
      const id = newId('cs');
      const checkout: TestCheckout = {
        id,
        mode: request.mode,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: request.amount,
        currency: request.currency,
        description: request.description,
        customer: `cus_test_${Buffer.from(request.customerEmail).toString('hex').slice(0, 24)}`,
        customer_email: request.customerEmail,
        metadata: request.metadata,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        url: `${publicUrl}/test-checkout/${id}${request.locale ? `?lang=${request.locale}` : ''}`,
        payment_intent: null,
        subscription: null,
        requires_action: false,
        last_error: null,
      };
      await write('checkout.session', checkout);
      await write('idempotency', { id: key, target: id });
      return toCheckout(checkout);
    },

    async getCheckout(id) {
      return toCheckout(await must<TestCheckout>(id, 'checkout.session'));
    },

    async expireCheckout(id) {
      const checkout = await must<TestCheckout>(id, 'checkout.session');
      if (checkout.status !== 'open') return;
      const expired = { ...checkout, status: 'expired' as const };
      await write('checkout.session', expired);
      await emit('checkout.session.expired', { id, object: 'checkout.session', data: { ...expired } });
      scheduleDelivery();
    },

    async payCheckout(id, card) {
      const checkout = await must<TestCheckout>(id, 'checkout.session');
      if (checkout.status !== 'open') return checkout;
      if (card === 'requires_action') {
        const waiting = { ...checkout, requires_action: true, last_error: null };
        await write('checkout.session', waiting);
        return waiting;
      }
      const intent = await chargeIntent({
        amount: checkout.amount_total,
        currency: checkout.currency,
        metadata: checkout.metadata,
        card,
      });
      if (card !== 'success') {
        // A declined card ends this checkout: the parent is sent back to the club, which shows 'Payment Failed'.
        const failed = {
          ...checkout,
          status: 'expired' as const,
          payment_intent: intent.id,
          requires_action: false,
          last_error: intent.last_payment_error?.message ?? 'Your card was declined.',
        };
        await write('checkout.session', failed);
        await emit('checkout.session.expired', { id, object: 'checkout.session', data: { ...failed } });
        return failed;
      }
      const now = new Date();
      const sub = checkout.mode === 'subscription' ? await startSubscription(checkout, intent, now) : null;
      const done: TestCheckout = {
        ...checkout,
        status: 'complete',
        payment_status: 'paid',
        payment_intent: intent.id,
        subscription: sub?.id ?? null,
        requires_action: false,
        last_error: null,
      };
      await write('checkout.session', done);
      await emit('checkout.session.completed', { id, object: 'checkout.session', data: { ...done } });
      return done;
    },

    async getPaymentIntent(id) {
      const intent = await must<TestIntent>(id, 'payment_intent');
      const refunds = await Promise.all(intent.refunds.map((r) => must<TestRefund>(r, 'refund')));
      return toIntent(intent, refunds);
    },

    async refund(request: RefundRequest): Promise<RefundView> {
      const key = `idem_${request.idempotencyKey}`;
      const seen = await read<{ id: string; target: string }>(key, 'idempotency');
      if (seen) return toRefund(await must<TestRefund>(seen.target, 'refund'));
      const intent = await must<TestIntent>(request.paymentIntentId, 'payment_intent');
      const refunds = await Promise.all(intent.refunds.map((r) => must<TestRefund>(r, 'refund')));
      const refunded = refunds.reduce((sum, r) => sum + r.amount, 0);
      if (intent.status !== 'succeeded' || request.amount <= 0 || refunded + request.amount > intent.amount_received) {
        throw Object.assign(new Error('Refund amount is greater than the unrefunded amount of the charge'), {
          statusCode: 400,
        });
      }
      const refund: TestRefund = {
        id: newId('re'),
        payment_intent: intent.id,
        amount: request.amount,
        currency: intent.currency,
        status: 'succeeded',
        reason: request.reason,
        metadata: request.metadata,
        created: seconds(new Date()),
      };
      await write('refund', refund);
      await write('idempotency', { id: key, target: refund.id });
      const updated = { ...intent, refunds: [...intent.refunds, refund.id] };
      await write('payment_intent', updated);
      await emit('charge.refunded', { id: intent.id, object: 'payment_intent', data: { ...updated } });
      scheduleDelivery();
      return toRefund(refund);
    },

    async getSubscription(id) {
      return toSubscription(await must<TestSubscription>(id, 'subscription'));
    },

    async updateSubscription(id, change: SubscriptionChange): Promise<SubscriptionView> {
      const sub = await must<TestSubscription>(id, 'subscription');
      if (sub.status === 'canceled')
        throw Object.assign(new Error('This subscription is canceled'), { statusCode: 400 });
      const next: TestSubscription = { ...sub, metadata: { ...sub.metadata, ...(change.metadata ?? {}) } };
      if (change.cancelAtPeriodEnd !== undefined) {
        next.cancel_at_period_end = change.cancelAtPeriodEnd;
        next.cancel_at = change.cancelAtPeriodEnd ? sub.current_period_end : null;
      }
      // No proration: the new amount is what the next period's invoice charges.
      if (change.price) {
        next.amount = change.price.amount;
        next.description = change.price.description;
      }
      await write('subscription', next);
      await emit('customer.subscription.updated', { id, object: 'subscription', data: { ...next } });
      scheduleDelivery();
      return toSubscription(next);
    },

    async getInvoice(id) {
      return toInvoice(await must<TestInvoice>(id, 'invoice'));
    },

    async listPaymentIntents(since) {
      const rows = await db
        .select()
        .from(testProviderObjects)
        .where(and(eq(testProviderObjects.object, 'payment_intent'), gte(testProviderObjects.createdAt, since)))
        .orderBy(asc(testProviderObjects.createdAt));
      const views: PaymentIntentView[] = [];
      for (const row of rows) {
        const intent = row.data as unknown as TestIntent;
        if (intent.status !== 'succeeded') continue;
        views.push(await provider.getPaymentIntent(intent.id));
      }
      return views;
    },

    parseWebhook(rawBody, signature): ProviderEvent {
      return parseSignedEvent(stripe, rawBody, signature, webhookSecret);
    },

    async deliverPending() {
      // One delivery run at a time per instance keeps events in order. A call made during a run gets the next run
      // (shared by the calls made meanwhile): the run under way may have read the events before this call's were stored.
      if (queued) return queued;
      if (delivering) {
        queued = delivering
          .catch(() => undefined)
          .then(() => {
            queued = null;
            return provider.deliverPending();
          });
        return queued;
      }
      delivering = (async () => {
        try {
          const events = await db
            .select()
            .from(testProviderObjects)
            .where(
              and(
                eq(testProviderObjects.object, 'event'),
                sql`(${testProviderObjects.data} ->> 'delivered') = 'false'`,
              ),
            )
            .orderBy(asc(testProviderObjects.createdAt));
          for (const row of events) {
            if (!deliver) return;
            const { delivered: _delivered, attempts, ...event } = row.data as { delivered: boolean; attempts: number };
            const body = JSON.stringify({ ...event, object: 'event', livemode: false, api_version: '2025-01-01' });
            const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret });
            const ok = await deliver(body, signature).catch(() => false);
            await write('event', { ...(row.data as { id: string }), delivered: ok, attempts: attempts + 1 });
          }
        } finally {
          delivering = null;
        }
      })();
      return delivering;
    },

    async renewDueSubscriptions(now) {
      const rows = await db
        .select()
        .from(testProviderObjects)
        .where(
          and(
            eq(testProviderObjects.object, 'subscription'),
            sql`(${testProviderObjects.data} ->> 'status') in ('active', 'past_due')`,
            sql`((${testProviderObjects.data} ->> 'current_period_end')::bigint) <= ${seconds(now)}`,
          ),
        );
      for (const row of rows) {
        const sub = row.data as unknown as TestSubscription;
        const periodStart = new Date(sub.current_period_end * 1000);
        if (sub.cancel_at_period_end) {
          const ended = { ...sub, status: 'canceled' as const, canceled_at: seconds(now) };
          await write('subscription', ended);
          await emit('customer.subscription.deleted', { id: sub.id, object: 'subscription', data: { ...ended } });
          continue;
        }
        const intent = await chargeIntent({
          amount: sub.amount,
          currency: sub.currency,
          metadata: sub.metadata,
          card: 'success',
        });
        const renewed: TestSubscription = {
          ...sub,
          status: 'active',
          current_period_start: seconds(periodStart),
          current_period_end: seconds(addMonth(periodStart)),
        };
        await write('subscription', renewed);
        await emit('customer.subscription.updated', { id: sub.id, object: 'subscription', data: { ...renewed } });
        await invoiceFor(renewed, intent, periodStart);
      }
      if (rows.length) scheduleDelivery();
      return rows.length;
    },
  };
  return provider;
}
