// Both providers sign events the Stripe way; one function checks the signature and reads the envelope.
import type Stripe from 'stripe';
import { type ProviderEvent, WebhookSignatureError } from './payment-provider.js';

/** Verifies a webhook with the SDK's signature check over the raw body and returns its envelope. */
export function parseSignedEvent(
  stripe: Stripe,
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): ProviderEvent {
  if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid webhook signature');
  }
  const object = event.data.object as unknown as Record<string, unknown>;
  const id = typeof object.id === 'string' ? object.id : '';
  const kind = typeof object.object === 'string' ? object.object : '';
  const intent = object.payment_intent;
  const paymentIntentId =
    kind === 'payment_intent' ? id : typeof intent === 'string' ? intent : idOf(intent as { id?: unknown } | null);
  return {
    id: event.id,
    type: event.type,
    created: new Date(event.created * 1000),
    object: { id, object: kind },
    paymentIntentId,
  };
}

function idOf(value: { id?: unknown } | null | undefined): string | null {
  return value && typeof value.id === 'string' ? value.id : null;
}
