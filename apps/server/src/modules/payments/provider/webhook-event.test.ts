// A signed event is taken only within its time window: at most 5 minutes old (Stripe's tolerance) and at most a
// minute ahead of our clock (skew). Signed with the real SDK's helper, for the Stripe adapter and the built-in
// provider's webhook endpoint alike (ADR 0021).
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { providerEvents } from '../../../db/schema/index.js';
import { useTestApp } from '../../../test/app.js';
import { testWebhookSecret } from './create-provider.js';
import { WebhookSignatureError } from './payment-provider.js';
import { createStripeProvider } from './stripe-provider.js';

const WEBHOOK_SECRET = 'whsec_window_test_secret';
const now = () => Math.floor(Date.now() / 1000);

/** An event Stripe would send, and its signature made at `offset` seconds from now. */
function signedEvent(secret: string, offset: number) {
  const payload = JSON.stringify({
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: now(),
    livemode: false,
    type: 'customer.created',
    data: { object: { id: 'cus_window_1', object: 'customer' } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: now() + offset });
  return { payload, signature };
}

/** Times around the window's edges, in seconds from now, and whether each is taken. */
const WINDOW: Array<[string, number, boolean]> = [
  ['signed now', 0, true],
  ['4 minutes ago', -240, true],
  ['6 minutes ago', -360, false],
  ['30 seconds ahead', 30, true],
  ['2 minutes ahead', 120, false],
  ['10 minutes ahead', 600, false],
];

describe('the Stripe adapter', () => {
  // No API call is made: checking a signature is local.
  const provider = createStripeProvider({ secretKey: 'sk_test_window', webhookSecret: WEBHOOK_SECRET });

  for (const [when, offset, taken] of WINDOW) {
    it(`${taken ? 'takes' : 'refuses'} an event ${when}`, () => {
      const { payload, signature } = signedEvent(WEBHOOK_SECRET, offset);
      const parse = () => provider.parseWebhook(Buffer.from(payload), signature);
      if (taken) expect(parse().type).toBe('customer.created');
      else expect(parse).toThrow(WebhookSignatureError);
    });
  }
});

describe("the built-in provider's webhook endpoint", () => {
  const t = useTestApp();

  it('answers 400 and stores nothing outside the window, and takes events inside it', async () => {
    const secret = testWebhookSecret(t.app.config.authSecret);
    const answers: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const [when, offset, taken] of WINDOW) {
      const { payload, signature } = signedEvent(secret, offset);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
      answers[when] = res.statusCode;
      expected[when] = taken ? 200 : 400;
    }
    expect(answers).toEqual(expected);
    const stored = await t.database.db.select().from(providerEvents);
    expect(stored).toHaveLength(WINDOW.filter(([, , taken]) => taken).length);
  });
});
