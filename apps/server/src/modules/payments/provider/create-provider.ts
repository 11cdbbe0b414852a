// Chooses the card provider from the configuration: Stripe with a secret key, else the built-in test provider.
import { createHmac } from 'node:crypto';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import type { PaymentProvider } from './payment-provider.js';
import { createStripeProvider } from './stripe-provider.js';
import { createTestProvider, type TestProvider } from './test-provider.js';

/** The test provider signs its events with a secret derived from AUTH_SECRET, like a whsec_ of its own. */
export function testWebhookSecret(authSecret: string): string {
  return `whsec_${createHmac('sha256', authSecret).update('builtin-test-provider').digest('base64url')}`;
}

export function createPaymentProvider(config: Config, db: Db): PaymentProvider | TestProvider {
  if (config.stripe) {
    const api = config.stripe.apiUrl ? new URL(config.stripe.apiUrl) : null;
    return createStripeProvider({
      secretKey: config.stripe.secretKey,
      webhookSecret: config.stripe.webhookSecret,
      ...(api
        ? {
            host: api.hostname,
            port: Number(api.port) || undefined,
            protocol: api.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
  }
  return createTestProvider({ db, webhookSecret: testWebhookSecret(config.authSecret), publicUrl: config.publicUrl });
}

export function isTestProvider(provider: PaymentProvider): provider is TestProvider {
  return provider.name === 'test';
}
