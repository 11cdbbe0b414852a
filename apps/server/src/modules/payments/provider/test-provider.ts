// The built-in test provider: a card provider that lives in our own database, with a hosted checkout page
// (test-checkout.routes.ts), Stripe-shaped objects and Stripe-signed webhook events, so the code after the provider
// is the same as with Stripe. It keeps its own books (test_provider_objects), apart from the ledger.
// Several app instances share these books, so every read-decide-write runs in one transaction on the locked row
// (the checkout, the charge, the subscription) and an idempotency key is claimed by inserting it (ADR 0022).
import { createHash, randomBytes } from 'node:crypto';
import type { Currency } from '@swim/shared/enums';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Db, Tx } from '../../../db/client.js';
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
import { subscriptionCheckoutExpiry } from './payment-provider.js';
import {
  type CardOutcome,
  type TestCheckout,
  type TestIntent,
  type TestInvoice,
  type TestRefund,
  type TestSubscription,
  addMonth,
  cardCharges,
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
  /**
   * What Stripe does some time after a refund of the pending-refund card: each refund pending for at least
   * REFUND_SETTLES_AFTER_SECONDS by `now` succeeds, with a `charge.refund.updated` event. Answers how many.
   */
  settleRefunds(now: Date): Promise<number>;
  setDeliver(deliver: Deliver): void;
  readCheckout(id: string): Promise<TestCheckout | null>;
};

type Stored = { id: string; object: string; data: Record<string, unknown> };
/** The database or the transaction a step runs in. */
type Q = Db | Tx;

/** How long a refund of the pending-refund card stays pending at the test provider. */
export const REFUND_SETTLES_AFTER_SECONDS = 60;

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
  async function read<T>(id: string, object: string, q: Q = db): Promise<T | null> {
    const [row] = await q
      .select()
      .from(testProviderObjects)
      .where(and(eq(testProviderObjects.id, id), eq(testProviderObjects.object, object)));
    return row ? (row.data as T) : null;
  }
  async function must<T>(id: string, kind: string, q: Q = db): Promise<T> {
    const found = await read<T>(id, kind, q);
    if (!found) throw Object.assign(new Error(`No such ${kind}: '${id}'`), { statusCode: 404 });
    return found;
  }
  /** Like must, holding the row's lock to the end of the transaction: the next caller reads what this one wrote. */
  async function lock<T>(tx: Tx, id: string, kind: string): Promise<T> {
    const [row] = await tx
      .select()
      .from(testProviderObjects)
      .where(and(eq(testProviderObjects.id, id), eq(testProviderObjects.object, kind)))
      .for('update');
    if (!row) throw Object.assign(new Error(`No such ${kind}: '${id}'`), { statusCode: 404 });
    return row.data as T;
  }
  /**
   * Claims an idempotency key for a new object, or answers the object an earlier call made with it. A second claim
   * of a key still being claimed waits for that transaction and then finds its object.
   */
  async function claim(tx: Tx, key: string, target: string): Promise<string | null> {
    const id = `idem_${key}`;
    const [claimed] = await tx
      .insert(testProviderObjects)
      .values({ id, object: 'idempotency', data: { id, target } })
      .onConflictDoNothing()
      .returning({ id: testProviderObjects.id });
    if (claimed) return null;
    const seen = await must<{ target: string }>(id, 'idempotency', tx);
    return seen.target;
  }
  async function write(q: Q, object: string, data: { id: string; [key: string]: unknown }): Promise<void> {
    const value = data as unknown as Record<string, unknown>;
    await q
      .insert(testProviderObjects)
      .values({ id: data.id, object, data: value })
      .onConflictDoUpdate({ target: testProviderObjects.id, set: { data: value, updatedAt: new Date() } });
  }
  /** Stores an event to deliver; the provider sends it after the call that caused it, as a real one does. */
  async function emit(q: Q, type: string, object: Stored): Promise<void> {
    const id = newId('evt');
    await write(q, 'event', {
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

  async function chargeIntent(
    q: Q,
    input: {
      amount: number;
      currency: Currency;
      metadata: Record<string, string>;
      card: CardOutcome;
    },
  ): Promise<TestIntent> {
    const succeeded = cardCharges(input.card);
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
      ...(input.card === 'refund_pending' ? { refund_pending: true } : {}),
    };
    await write(q, 'payment_intent', intent);
    await emit(q, succeeded ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', {
      id: intent.id,
      object: 'payment_intent',
      data: { ...intent },
    });
    return intent;
  }

  async function startSubscription(
    q: Q,
    { checkout, intent, now }: { checkout: TestCheckout; intent: TestIntent; now: Date },
  ): Promise<TestSubscription> {
    const sub: TestSubscription = {
      id: newId('sub'),
      status: 'active',
      customer: checkout.customer,
      amount: checkout.monthly_amount ?? checkout.amount_total,
      currency: checkout.currency,
      description: checkout.description,
      current_period_start: seconds(now),
      // Billing begins on the 1st after the month paid now, as at Stripe (anchor or trial end, no proration).
      current_period_end: checkout.monthly_from ?? seconds(addMonth(now)),
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      metadata: checkout.metadata,
      ...(intent.refund_pending ? { refund_pending: true } : {}),
    };
    await write(q, 'subscription', sub);
    await emit(q, 'customer.subscription.created', { id: sub.id, object: 'subscription', data: { ...sub } });
    await invoiceFor(q, { sub, intent, periodStart: now, periodEnd: new Date(sub.current_period_end * 1000) });
    return sub;
  }

  async function invoiceFor(
    q: Q,
    {
      sub,
      intent,
      periodStart,
      periodEnd = addMonth(periodStart),
    }: { sub: TestSubscription; intent: TestIntent; periodStart: Date; periodEnd?: Date },
  ): Promise<TestInvoice> {
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
      period_end: seconds(periodEnd),
      metadata: sub.metadata,
    };
    await write(q, 'invoice', invoice);
    await emit(q, paid ? 'invoice.paid' : 'invoice.payment_failed', {
      id: invoice.id,
      object: 'invoice',
      data: { ...invoice },
    });
    return invoice;
  }

  /** Ends or charges one subscription whose period is over; false when another run got there first. */
  async function renewOne(tx: Tx, id: string, now: Date): Promise<boolean> {
    const sub = await lock<TestSubscription>(tx, id, 'subscription');
    if (sub.status === 'canceled' || sub.current_period_end > seconds(now)) return false;
    const periodStart = new Date(sub.current_period_end * 1000);
    if (sub.cancel_at_period_end) {
      const ended = { ...sub, status: 'canceled' as const, canceled_at: seconds(now) };
      await write(tx, 'subscription', ended);
      await emit(tx, 'customer.subscription.deleted', { id: sub.id, object: 'subscription', data: { ...ended } });
      return true;
    }
    const intent = await chargeIntent(tx, {
      amount: sub.amount,
      currency: sub.currency,
      metadata: sub.metadata,
      card: sub.refund_pending ? 'refund_pending' : 'success',
    });
    const renewed: TestSubscription = {
      ...sub,
      status: 'active',
      current_period_start: seconds(periodStart),
      current_period_end: seconds(addMonth(periodStart)),
    };
    await write(tx, 'subscription', renewed);
    await emit(tx, 'customer.subscription.updated', { id: sub.id, object: 'subscription', data: { ...renewed } });
    await invoiceFor(tx, { sub: renewed, intent, periodStart });
    return true;
  }

  /** A subscription checkout closes before its monthly charges begin, as the Stripe adapter asks (ADR 0025). */
  function expiresAt(request: CheckoutRequest): number | null {
    if (request.mode !== 'subscription') return null;
    const closes = subscriptionCheckoutExpiry(request.monthlyFrom, new Date());
    return closes ? seconds(closes) : null;
  }

  const provider: TestProvider = {
    name: 'test',

    setDeliver(next) {
      deliver = next;
    },

    readCheckout: (id) => read<TestCheckout>(id, 'checkout.session'),

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      return db.transaction(async (tx) => {
        const id = newId('cs');
        const earlier = await claim(tx, request.idempotencyKey, id);
        if (earlier) return toCheckout(await must<TestCheckout>(earlier, 'checkout.session', tx));
        const checkout: TestCheckout = {
          id,
          mode: request.mode,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: request.amount,
          currency: request.currency,
          description: request.description,
          // The same customer for the same address, as Stripe reuses one, without the address readable in the id.
          customer: `cus_test_${createHash('sha256').update(request.customerEmail.toLowerCase()).digest('hex').slice(0, 24)}`,
          customer_email: request.customerEmail,
          metadata: request.metadata,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          url: `${publicUrl}/test-checkout/${id}${request.locale ? `?lang=${request.locale}` : ''}`,
          payment_intent: null,
          subscription: null,
          requires_action: false,
          last_error: null,
          monthly_from: request.mode === 'subscription' && request.monthlyFrom ? seconds(request.monthlyFrom) : null,
          monthly_amount: request.mode === 'subscription' ? (request.monthlyAmount ?? request.amount) : null,
          expires_at: expiresAt(request),
        };
        await write(tx, 'checkout.session', checkout);
        return toCheckout(checkout);
      });
    },

    async getCheckout(id) {
      return toCheckout(await must<TestCheckout>(id, 'checkout.session'));
    },

    async expireCheckout(id) {
      const expired = await db.transaction(async (tx) => {
        const checkout = await lock<TestCheckout>(tx, id, 'checkout.session');
        if (checkout.status !== 'open') return false;
        const closed = { ...checkout, status: 'expired' as const };
        await write(tx, 'checkout.session', closed);
        await emit(tx, 'checkout.session.expired', { id, object: 'checkout.session', data: { ...closed } });
        return true;
      });
      if (expired) scheduleDelivery();
    },

    async payCheckout(id, card) {
      // The checkout's row lock makes two presses of "Pay" (two tabs, two instances) one charge: the second waits,
      // then finds the checkout complete and answers it as it is.
      return db.transaction(async (tx) => {
        const checkout = await lock<TestCheckout>(tx, id, 'checkout.session');
        if (checkout.status !== 'open') return checkout;
        if (checkout.expires_at && seconds(new Date()) >= checkout.expires_at) {
          // As at Stripe: past its expiry the checkout ends unpaid, so a month's first charge is never doubled.
          const expired = { ...checkout, status: 'expired' as const };
          await write(tx, 'checkout.session', expired);
          await emit(tx, 'checkout.session.expired', { id, object: 'checkout.session', data: { ...expired } });
          return expired;
        }
        if (card === 'requires_action') {
          const waiting = { ...checkout, requires_action: true, last_error: null };
          await write(tx, 'checkout.session', waiting);
          return waiting;
        }
        const intent = await chargeIntent(tx, {
          amount: checkout.amount_total,
          currency: checkout.currency,
          metadata: checkout.metadata,
          card,
        });
        if (!cardCharges(card)) {
          // A declined card ends this checkout: the parent is sent back to the club, which shows 'Payment Failed'.
          const failed = {
            ...checkout,
            status: 'expired' as const,
            payment_intent: intent.id,
            requires_action: false,
            last_error: intent.last_payment_error?.message ?? 'Your card was declined.',
          };
          await write(tx, 'checkout.session', failed);
          await emit(tx, 'checkout.session.expired', { id, object: 'checkout.session', data: { ...failed } });
          return failed;
        }
        const now = new Date();
        const sub = checkout.mode === 'subscription' ? await startSubscription(tx, { checkout, intent, now }) : null;
        const done: TestCheckout = {
          ...checkout,
          status: 'complete',
          payment_status: 'paid',
          payment_intent: intent.id,
          subscription: sub?.id ?? null,
          requires_action: false,
          last_error: null,
        };
        await write(tx, 'checkout.session', done);
        await emit(tx, 'checkout.session.completed', { id, object: 'checkout.session', data: { ...done } });
        return done;
      });
    },

    async getPaymentIntent(id) {
      const intent = await must<TestIntent>(id, 'payment_intent');
      const refunds = await Promise.all(intent.refunds.map((r) => must<TestRefund>(r, 'refund')));
      return toIntent(intent, refunds);
    },

    async refund(request: RefundRequest): Promise<RefundView> {
      // The charge's row lock orders every refund of it, so the unrefunded amount is read after the last one wrote.
      const made = await db.transaction(async (tx) => {
        const intent = await lock<TestIntent>(tx, request.paymentIntentId, 'payment_intent');
        const id = newId('re');
        const earlier = await claim(tx, request.idempotencyKey, id);
        if (earlier) return { refund: await must<TestRefund>(earlier, 'refund', tx), fresh: false };
        const refunds = await Promise.all(intent.refunds.map((r) => must<TestRefund>(r, 'refund', tx)));
        const refunded = refunds.reduce((sum, r) => sum + r.amount, 0);
        if (
          intent.status !== 'succeeded' ||
          request.amount <= 0 ||
          refunded + request.amount > intent.amount_received
        ) {
          throw Object.assign(new Error('Refund amount is greater than the unrefunded amount of the charge'), {
            statusCode: 400,
          });
        }
        const refund: TestRefund = {
          id,
          payment_intent: intent.id,
          amount: request.amount,
          currency: intent.currency,
          status: intent.refund_pending ? 'pending' : 'succeeded',
          reason: request.reason,
          metadata: request.metadata,
          created: seconds(new Date()),
        };
        await write(tx, 'refund', refund);
        const updated = { ...intent, refunds: [...intent.refunds, refund.id] };
        await write(tx, 'payment_intent', updated);
        await emit(tx, 'charge.refunded', { id: intent.id, object: 'payment_intent', data: { ...updated } });
        return { refund, fresh: true };
      });
      if (made.fresh) scheduleDelivery();
      return toRefund(made.refund);
    },

    async getRefund(id) {
      return toRefund(await must<TestRefund>(id, 'refund'));
    },

    async getSubscription(id) {
      return toSubscription(await must<TestSubscription>(id, 'subscription'));
    },

    async updateSubscription(id, change: SubscriptionChange): Promise<SubscriptionView> {
      const next = await db.transaction(async (tx) => {
        const sub = await lock<TestSubscription>(tx, id, 'subscription');
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
        await write(tx, 'subscription', next);
        await emit(tx, 'customer.subscription.updated', { id, object: 'subscription', data: { ...next } });
        return next;
      });
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
      return parseSignedEvent(stripe, { rawBody, signature, secret: webhookSecret });
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
            await write(db, 'event', { ...(row.data as { id: string }), delivered: ok, attempts: attempts + 1 });
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
      let renewed = 0;
      for (const row of rows) {
        // Each under its row lock, checked again: two runs of the job (two instances) renew a period once.
        if (await db.transaction((tx) => renewOne(tx, row.id, now))) renewed++;
      }
      if (renewed) scheduleDelivery();
      return renewed;
    },

    async settleRefunds(now) {
      const rows = await db
        .select({ id: testProviderObjects.id })
        .from(testProviderObjects)
        .where(
          and(
            eq(testProviderObjects.object, 'refund'),
            sql`(${testProviderObjects.data} ->> 'status') = 'pending'`,
            sql`((${testProviderObjects.data} ->> 'created')::bigint) <= ${seconds(now) - REFUND_SETTLES_AFTER_SECONDS}`,
          ),
        );
      let settled = 0;
      for (const row of rows) {
        // Under the refund's row lock, checked again: two runs settle a refund once, with one event.
        const done = await db.transaction(async (tx) => {
          const refund = await lock<TestRefund>(tx, row.id, 'refund');
          if (refund.status !== 'pending') return false;
          const succeeded: TestRefund = { ...refund, status: 'succeeded' };
          await write(tx, 'refund', succeeded);
          await emit(tx, 'charge.refund.updated', { id: refund.id, object: 'refund', data: { ...succeeded } });
          return true;
        });
        if (done) settled++;
      }
      if (settled) scheduleDelivery();
      return settled;
    },
  };
  return provider;
}
