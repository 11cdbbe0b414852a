// The real Stripe SDK against a local HTTP stub: what we send is read off the wire, what we get back is Stripe's JSON.
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REFUND_REASONS } from '@swim/shared/enums';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type PaymentProvider, WebhookSignatureError } from './payment-provider.js';
import { createStripeProvider } from './stripe-provider.js';

type RecordedRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Stripe's form encoding, keys as sent: `line_items[0][price_data][unit_amount]`. */
  body: Record<string, string>;
  headers: IncomingHttpHeaders;
};
type Reply = { status?: number; body: unknown };
type Responder = (request: RecordedRequest) => Reply;

const SECRET_KEY = 'sk_test_stub_key';
const WEBHOOK_SECRET = 'whsec_test_stub_secret';
const METADATA = { paymentId: '0b6f3c1e-2f4d-4a57-9a55-5d2c0d6b1a01', kind: 'enrollment' };
const CREATED = 1_790_000_000; // 2026-09-21T14:13:20Z, in seconds as Stripe sends it

async function startStripeStub() {
  const requests: RecordedRequest[] = [];
  const routes = new Map<string, Responder>();
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stub');
    const request: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
      headers: req.headers,
    };
    requests.push(request);
    const responder = routes.get(`${request.method} ${request.path}`);
    const reply = responder?.(request) ?? {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.path})` } },
    };
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', 'request-id': 'req_stub' });
    res.end(JSON.stringify(reply.body));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    on(method: string, path: string, responder: Responder) {
      routes.set(`${method} ${path}`, responder);
    },
    reset() {
      requests.length = 0;
      routes.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Realistic Stripe objects, trimmed to the fields the adapter reads plus a few neighbours.
function checkoutSessionJson(overrides: Record<string, unknown> = {}) {
  return {
    id: 'cs_test_a1B2c3',
    object: 'checkout.session',
    amount_subtotal: 4500,
    amount_total: 4500,
    cancel_url: 'https://club.example/payments/cancel',
    created: CREATED,
    currency: 'bgn',
    customer: null,
    customer_email: 'parent@example.com',
    expires_at: CREATED + 86_400,
    livemode: false,
    metadata: METADATA,
    mode: 'payment',
    payment_intent: null,
    payment_status: 'unpaid',
    status: 'open',
    subscription: null,
    success_url: 'https://club.example/payments/success',
    url: 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3#fidkdWxOYHwnPyd1blpxYHZxWjA0',
    ...overrides,
  };
}

function paymentIntentJson(overrides: Record<string, unknown> = {}) {
  return {
    id: 'pi_3Q1declined',
    object: 'payment_intent',
    amount: 4500,
    amount_capturable: 0,
    amount_received: 0,
    capture_method: 'automatic',
    created: CREATED,
    currency: 'bgn',
    last_payment_error: null,
    latest_charge: 'ch_3Q1declined',
    livemode: false,
    metadata: METADATA,
    status: 'requires_payment_method',
    ...overrides,
  };
}

function refundJson(overrides: Record<string, unknown> = {}) {
  return {
    id: 're_3Q1refund',
    object: 'refund',
    amount: 2000,
    charge: 'ch_3Q1paid',
    created: CREATED + 3600,
    currency: 'eur',
    metadata: METADATA,
    payment_intent: 'pi_3Q1paid',
    reason: 'requested_by_customer',
    status: 'succeeded',
    ...overrides,
  };
}

function listJson(url: string, data: unknown[], hasMore = false) {
  return { object: 'list', data, has_more: hasMore, url };
}

function subscriptionJson(overrides: { unitAmount?: number; priceId?: string; [key: string]: unknown } = {}) {
  const { unitAmount = 4000, priceId = 'price_1Qold', ...rest } = overrides;
  const price = {
    id: priceId,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    currency: 'eur',
    product: 'prod_Qswim',
    recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' },
    type: 'recurring',
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  };
  return {
    id: 'sub_1Qmonthly',
    object: 'subscription',
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    created: CREATED,
    currency: 'eur',
    customer: 'cus_Qparent',
    items: listJson('/v1/subscription_items?subscription=sub_1Qmonthly', [
      {
        id: 'si_Qitem',
        object: 'subscription_item',
        created: CREATED,
        current_period_start: 1_790_000_000,
        current_period_end: 1_792_592_000,
        metadata: {},
        price,
        quantity: 1,
        subscription: 'sub_1Qmonthly',
      },
    ]),
    metadata: METADATA,
    status: 'active',
    ...rest,
  };
}

let stub: Awaited<ReturnType<typeof startStripeStub>>;
let provider: PaymentProvider;

beforeAll(async () => {
  stub = await startStripeStub();
  provider = createStripeProvider({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    host: '127.0.0.1',
    port: stub.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
});

afterAll(async () => {
  await stub.close();
});

beforeEach(() => {
  stub.reset();
});

describe('createCheckout', () => {
  const request = {
    amount: 4500,
    currency: 'BGN' as const,
    description: 'Swimming lessons, 8 sessions',
    customerEmail: 'parent@example.com',
    metadata: METADATA,
    successUrl: 'https://club.example/payments/success',
    cancelUrl: 'https://club.example/payments/cancel',
    idempotencyKey: 'checkout-0b6f3c1e-1',
  };

  it('sends a one-off payment with our amount, currency, metadata and idempotency key', async () => {
    stub.on('POST', '/v1/checkout/sessions', () => ({ body: checkoutSessionJson() }));

    const session = await provider.createCheckout({ ...request, mode: 'payment' });

    expect(stub.requests).toHaveLength(1);
    const [sent] = stub.requests;
    expect(sent?.headers['idempotency-key']).toBe('checkout-0b6f3c1e-1');
    expect(sent?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent?.body).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'bgn',
      'line_items[0][price_data][unit_amount]': '4500',
      'line_items[0][price_data][product_data][name]': 'Swimming lessons, 8 sessions',
      'line_items[0][quantity]': '1',
      // Cards only: a delayed method would leave the month (or an order's stock) pending for days.
      'allowed_payment_method_types[0]': 'card',
      'metadata[paymentId]': METADATA.paymentId,
      'metadata[kind]': 'enrollment',
      'payment_intent_data[metadata][paymentId]': METADATA.paymentId,
      'payment_intent_data[metadata][kind]': 'enrollment',
      customer_email: 'parent@example.com',
      success_url: 'https://club.example/payments/success',
      cancel_url: 'https://club.example/payments/cancel',
    });
    expect(Object.keys(sent?.body ?? {}).some((key) => key.startsWith('subscription_data'))).toBe(false);
    expect(session).toEqual({
      id: 'cs_test_a1B2c3',
      url: 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3#fidkdWxOYHwnPyd1blpxYHZxWjA0',
      mode: 'payment',
      status: 'open',
      paymentStatus: 'unpaid',
      amountTotal: 4500,
      currency: 'BGN',
      paymentIntentId: null,
      subscriptionId: null,
      customerId: null,
      metadata: METADATA,
    });
  });

  it('charges the chosen month once, then the monthly price from the 1st: an anchor when that is within a month', async () => {
    stub.on('POST', '/v1/checkout/sessions', () => ({
      body: checkoutSessionJson({ mode: 'subscription', currency: 'eur', amount_total: 4000 }),
    }));
    // Paying the current month: the monthly charges start on the 1st of the next one, under a month away.
    const monthlyFrom = new Date(Date.now() + 20 * 86_400_000);

    const session = await provider.createCheckout({
      ...request,
      mode: 'subscription',
      amount: 4000,
      currency: 'EUR',
      description: 'Dolphins – November 2026',
      monthlyDescription: 'Dolphins – monthly',
      monthlyFrom,
    });

    const body = stub.requests[0]?.body ?? {};
    expect(body).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '4000',
      'line_items[0][price_data][product_data][name]': 'Dolphins – November 2026',
      'line_items[0][quantity]': '1',
      'line_items[1][price_data][unit_amount]': '4000',
      'line_items[1][price_data][recurring][interval]': 'month',
      'line_items[1][price_data][product_data][name]': 'Dolphins – monthly',
      'line_items[1][quantity]': '1',
      'subscription_data[metadata][paymentId]': METADATA.paymentId,
      'subscription_data[billing_cycle_anchor]': String(Math.floor(monthlyFrom.getTime() / 1000)),
      'subscription_data[proration_behavior]': 'none',
      'metadata[paymentId]': METADATA.paymentId,
    });
    // The one-time line is not recurring, and there is no trial.
    expect(body).not.toHaveProperty('line_items[0][price_data][recurring][interval]');
    expect(body).not.toHaveProperty('subscription_data[trial_end]');
    expect(Object.keys(body).some((key) => key.startsWith('payment_intent_data'))).toBe(false);
    expect(session).toMatchObject({ mode: 'subscription', currency: 'EUR', amountTotal: 4000 });
  });

  it('closes a checkout opened on a month’s last day 30 minutes before the first monthly charge', async () => {
    stub.on('POST', '/v1/checkout/sessions', () => ({ body: checkoutSessionJson({ mode: 'subscription' }) }));
    // Paid after the anchor, Stripe would charge the first full month on top of the chosen one.
    const monthlyFrom = new Date(Date.now() + 12 * 3_600_000);
    await provider.createCheckout({ ...request, mode: 'subscription', monthlyFrom });
    expect(stub.requests[0]?.body).toMatchObject({
      expires_at: String(Math.floor((monthlyFrom.getTime() - 30 * 60_000) / 1000)),
    });

    // Weeks before the anchor the checkout keeps Stripe's own 24 hours; a payment never gets an expiry.
    await provider.createCheckout({
      ...request,
      mode: 'subscription',
      monthlyFrom: new Date(Date.now() + 20 * 86_400_000),
    });
    await provider.createCheckout({ ...request, mode: 'payment' });
    expect(stub.requests[1]?.body).not.toHaveProperty('expires_at');
    expect(stub.requests[2]?.body).not.toHaveProperty('expires_at');
  });

  it('starts the monthly price with a trial end when the chosen month is next month (over a month away)', async () => {
    stub.on('POST', '/v1/checkout/sessions', () => ({ body: checkoutSessionJson({ mode: 'subscription' }) }));
    const monthlyFrom = new Date(Date.now() + 40 * 86_400_000);

    await provider.createCheckout({ ...request, mode: 'subscription', monthlyFrom });

    const body = stub.requests[0]?.body ?? {};
    expect(body).toMatchObject({ 'subscription_data[trial_end]': String(Math.floor(monthlyFrom.getTime() / 1000)) });
    expect(body).not.toHaveProperty('subscription_data[billing_cycle_anchor]');
    expect(body).not.toHaveProperty('subscription_data[proration_behavior]');
  });

  it('lets a Stripe refusal reach the caller', async () => {
    stub.on('POST', '/v1/checkout/sessions', () => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', param: 'customer_email', message: 'Invalid email address' } },
    }));

    await expect(provider.createCheckout({ ...request, mode: 'payment' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
  });
});

describe('expireCheckout', () => {
  it('treats a session that already expired as done', async () => {
    stub.on('POST', '/v1/checkout/sessions/cs_test_a1B2c3/expire', () => ({
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          message:
            'Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of `expired`.',
        },
      },
    }));
    stub.on('GET', '/v1/checkout/sessions/cs_test_a1B2c3', () => ({
      body: checkoutSessionJson({ status: 'expired' }),
    }));

    await expect(provider.expireCheckout('cs_test_a1B2c3')).resolves.toBeUndefined();
  });

  it('still fails when the session stays open', async () => {
    stub.on('POST', '/v1/checkout/sessions/cs_test_a1B2c3/expire', () => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'Something else went wrong' } },
    }));
    stub.on('GET', '/v1/checkout/sessions/cs_test_a1B2c3', () => ({ body: checkoutSessionJson() }));

    await expect(provider.expireCheckout('cs_test_a1B2c3')).rejects.toThrow('Something else went wrong');
  });
});

describe('refund', () => {
  it.each(REFUND_REASONS)('sends the payment intent, amount, reason %s and our idempotency key', async (reason) => {
    stub.on('POST', '/v1/refunds', (sent) => ({ body: refundJson({ reason: sent.body.reason, status: 'pending' }) }));

    const refund = await provider.refund({
      paymentIntentId: 'pi_3Q1paid',
      amount: 2000,
      reason,
      metadata: METADATA,
      idempotencyKey: `refund-${reason}`,
    });

    const [sent] = stub.requests;
    expect(sent?.headers['idempotency-key']).toBe(`refund-${reason}`);
    expect(sent?.body).toMatchObject({
      payment_intent: 'pi_3Q1paid',
      amount: '2000',
      reason,
      'metadata[paymentId]': METADATA.paymentId,
    });
    expect(refund).toEqual({
      id: 're_3Q1refund',
      paymentIntentId: 'pi_3Q1paid',
      amount: 2000,
      currency: 'EUR',
      status: 'pending',
      reason,
      created: new Date((CREATED + 3600) * 1000),
      metadata: METADATA,
    });
  });
});

describe('getRefund', () => {
  it('reads one refund by its id and maps what Stripe may still call pending', async () => {
    stub.on('GET', '/v1/refunds/re_3Q1refund', () => ({ body: refundJson({ status: 'succeeded' }) }));
    expect(await provider.getRefund('re_3Q1refund')).toMatchObject({
      id: 're_3Q1refund',
      paymentIntentId: 'pi_3Q1paid',
      amount: 2000,
      status: 'succeeded',
      metadata: METADATA,
    });
    expect(stub.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/refunds/re_3Q1refund']);

    // A refund waiting for the customer's bank details is not final: the port reads it as pending.
    stub.on('GET', '/v1/refunds/re_3Q1refund', () => ({ body: refundJson({ status: 'requires_action' }) }));
    expect((await provider.getRefund('re_3Q1refund')).status).toBe('pending');
    stub.on('GET', '/v1/refunds/re_3Q1refund', () => ({ body: refundJson({ status: 'failed' }) }));
    expect((await provider.getRefund('re_3Q1refund')).status).toBe('failed');
  });

  it('lets an unknown refund reach the caller as an error', async () => {
    await expect(provider.getRefund('re_missing')).rejects.toThrow(/Unrecognized request URL/);
  });
});

describe('updateSubscription', () => {
  it('changes the plan by creating a monthly price and swapping the item without proration', async () => {
    stub.on('GET', '/v1/subscriptions/sub_1Qmonthly', () => ({ body: subscriptionJson() }));
    stub.on('POST', '/v1/prices', () => ({
      body: { id: 'price_1Qnew', object: 'price', currency: 'eur', unit_amount: 6000, type: 'recurring' },
    }));
    stub.on('POST', '/v1/subscriptions/sub_1Qmonthly', () => ({
      body: subscriptionJson({ unitAmount: 6000, priceId: 'price_1Qnew' }),
    }));

    const subscription = await provider.updateSubscription('sub_1Qmonthly', {
      price: { amount: 6000, currency: 'EUR', description: 'Competitive squad, monthly' },
      idempotencyKey: 'plan-change-7',
    });

    const priceRequest = stub.requests.find((request) => request.path === '/v1/prices');
    expect(priceRequest?.body).toMatchObject({
      currency: 'eur',
      unit_amount: '6000',
      'recurring[interval]': 'month',
      'product_data[name]': 'Competitive squad, monthly',
    });
    const update = stub.requests.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions/sub_1Qmonthly');
    expect(update?.headers['idempotency-key']).toBe('plan-change-7');
    expect(update?.body).toMatchObject({
      'items[0][id]': 'si_Qitem',
      'items[0][price]': 'price_1Qnew',
      proration_behavior: 'none',
    });
    expect(priceRequest?.headers['idempotency-key']).toBeDefined();
    expect(priceRequest?.headers['idempotency-key']).not.toBe('plan-change-7');
    expect(subscription).toMatchObject({ amount: 6000, currency: 'EUR' });
  });

  it('schedules a cancellation at the end of the period without touching the items', async () => {
    stub.on('POST', '/v1/subscriptions/sub_1Qmonthly', () => ({
      body: subscriptionJson({ cancel_at_period_end: true, cancel_at: 1_792_592_000 }),
    }));

    const subscription = await provider.updateSubscription('sub_1Qmonthly', {
      cancelAtPeriodEnd: true,
      idempotencyKey: 'cancel-3',
    });

    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0]?.body).toEqual({ cancel_at_period_end: 'true' });
    expect(subscription).toMatchObject({ cancelAtPeriodEnd: true, cancelAt: new Date(1_792_592_000 * 1000) });
  });
});

describe('getSubscription', () => {
  it('reads the billing period and amount from the subscription item', async () => {
    stub.on('GET', '/v1/subscriptions/sub_1Qmonthly', () => ({ body: subscriptionJson() }));

    expect(await provider.getSubscription('sub_1Qmonthly')).toEqual({
      id: 'sub_1Qmonthly',
      status: 'active',
      customerId: 'cus_Qparent',
      amount: 4000,
      currency: 'EUR',
      currentPeriodStart: new Date('2026-09-21T14:13:20.000Z'),
      currentPeriodEnd: new Date('2026-10-21T14:13:20.000Z'),
      cancelAtPeriodEnd: false,
      cancelAt: null,
      canceledAt: null,
      metadata: METADATA,
    });
  });
});

describe('getInvoice', () => {
  it('finds the subscription under parent, the payment intent under payments and the period on the line', async () => {
    stub.on('GET', '/v1/invoices/in_1Qpaid', () => ({
      body: {
        id: 'in_1Qpaid',
        object: 'invoice',
        amount_due: 4000,
        amount_paid: 4000,
        currency: 'eur',
        lines: listJson('/v1/invoices/in_1Qpaid/lines', [
          {
            id: 'il_1Q',
            object: 'line_item',
            amount: 4000,
            currency: 'eur',
            period: { start: 1_792_592_000, end: 1_795_270_400 },
          },
        ]),
        metadata: {},
        parent: {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: { metadata: METADATA, subscription: 'sub_1Qmonthly' },
        },
        payments: listJson('/v1/invoice_payments', [
          {
            id: 'inpay_1Q',
            object: 'invoice_payment',
            amount_paid: 4000,
            amount_requested: 4000,
            currency: 'eur',
            invoice: 'in_1Qpaid',
            is_default: true,
            payment: { type: 'payment_intent', payment_intent: 'pi_3Qrenewal' },
            status: 'paid',
          },
        ]),
        period_end: 1_792_592_000,
        period_start: 1_790_000_000,
        status: 'paid',
      },
    }));

    const invoice = await provider.getInvoice('in_1Qpaid');

    expect(stub.requests[0]?.query).toEqual({ 'expand[0]': 'payments' });
    expect(invoice).toEqual({
      id: 'in_1Qpaid',
      subscriptionId: 'sub_1Qmonthly',
      paymentIntentId: 'pi_3Qrenewal',
      status: 'paid',
      amountPaid: 4000,
      amountDue: 4000,
      currency: 'EUR',
      periodStart: new Date('2026-10-21T14:13:20.000Z'),
      periodEnd: new Date('2026-11-21T14:13:20.000Z'),
      metadata: METADATA,
    });
  });
});

describe('getPaymentIntent', () => {
  it('reports a declined card as failed', async () => {
    stub.on('GET', '/v1/payment_intents/pi_3Q1declined', () => ({
      body: paymentIntentJson({
        last_payment_error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        },
      }),
    }));
    stub.on('GET', '/v1/refunds', () => ({ body: listJson('/v1/refunds', []) }));

    const intent = await provider.getPaymentIntent('pi_3Q1declined');

    expect(intent).toMatchObject({ id: 'pi_3Q1declined', status: 'failed', currency: 'BGN', refunds: [] });
  });

  it('lists every refund of a paid intent, ours and the dashboard’s', async () => {
    stub.on('GET', '/v1/payment_intents/pi_3Q1paid', () => ({
      body: paymentIntentJson({ id: 'pi_3Q1paid', status: 'succeeded', amount_received: 4500, currency: 'eur' }),
    }));
    stub.on('GET', '/v1/refunds', () => ({
      body: listJson('/v1/refunds', [
        refundJson({ id: 're_ours', amount: 2000 }),
        refundJson({ id: 're_dashboard', amount: 500, reason: null, metadata: {} }),
      ]),
    }));

    const intent = await provider.getPaymentIntent('pi_3Q1paid');

    expect(stub.requests.find((request) => request.path === '/v1/refunds')?.query).toMatchObject({
      payment_intent: 'pi_3Q1paid',
    });
    expect(intent.status).toBe('succeeded');
    expect(intent.amountReceived).toBe(4500);
    expect(intent.refunds.map(({ id, amount, reason }) => ({ id, amount, reason }))).toEqual([
      { id: 're_ours', amount: 2000, reason: 'requested_by_customer' },
      { id: 're_dashboard', amount: 500, reason: null },
    ]);
  });
});

describe('listPaymentIntents', () => {
  it('walks every page since the date and keeps only the successful charges', async () => {
    stub.on('GET', '/v1/payment_intents', (sent) =>
      sent.query.starting_after === 'pi_page1_b'
        ? { body: listJson('/v1/payment_intents', [paymentIntentJson({ id: 'pi_page2', status: 'succeeded' })]) }
        : {
            body: listJson(
              '/v1/payment_intents',
              [
                paymentIntentJson({ id: 'pi_page1_a', status: 'succeeded' }),
                paymentIntentJson({ id: 'pi_page1_b', status: 'canceled' }),
              ],
              true,
            ),
          },
    );
    stub.on('GET', '/v1/refunds', () => ({ body: listJson('/v1/refunds', []) }));

    const intents = await provider.listPaymentIntents(new Date('2026-09-01T00:00:00Z'));

    const firstPage = stub.requests.find((request) => request.path === '/v1/payment_intents');
    expect(firstPage?.query).toMatchObject({ 'created[gte]': '1788220800', limit: '100' });
    expect(intents.map((intent) => intent.id)).toEqual(['pi_page1_a', 'pi_page2']);
  });
});

describe('parseWebhook', () => {
  const payload = JSON.stringify({
    id: 'evt_1Qcompleted',
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: CREATED,
    data: { object: checkoutSessionJson({ status: 'complete', payment_status: 'paid' }) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'checkout.session.completed',
  });

  it('accepts a body signed with our secret', () => {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

    expect(provider.parseWebhook(Buffer.from(payload), signature)).toEqual({
      id: 'evt_1Qcompleted',
      type: 'checkout.session.completed',
      created: new Date(CREATED * 1000),
      object: { id: 'cs_test_a1B2c3', object: 'checkout.session' },
      // A checkout session's payment intent, by id, so refund and charge events can be tied to the charge.
      paymentIntentId: null,
    });
  });

  it('rejects a wrong secret, a tampered body, an old signature and a missing header', () => {
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = payload.replace('"amount_total":4500', '"amount_total":1');
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });

    expect(tampered).not.toBe(payload);
    expect(() => provider.parseWebhook(Buffer.from(payload), forged)).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(Buffer.from(tampered), signature)).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(Buffer.from(payload), stale)).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(Buffer.from(payload), undefined)).toThrow(WebhookSignatureError);
  });
});
