// Both providers sign events the Stripe way; one function checks the signature and reads the envelope.
import type Stripe from 'stripe';
import { type ProviderEvent, WebhookSignatureError } from './payment-provider.js';

/** How old a signed event may be (Stripe's default tolerance): an older one is a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** How far ahead of our clock a signature may be dated (clock skew); the SDK checks only the age (ADR 0021). */
export const WEBHOOK_FUTURE_SKEW_SECONDS = 60;

/** The signature's timestamp, read as the SDK reads it (the last `t=` item), or null. */
function signedAt(signature: string): number | null {
  let timestamp: number | null = null;
  for (const item of signature.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
  }
  return timestamp !== null && Number.isFinite(timestamp) ? timestamp : null;
}

/**
 * Verifies a webhook with the SDK's signature check over the raw body and returns its envelope. A signature older
 * than the tolerance or dated more than the clock skew ahead of now is refused: one signed for later could be
 * replayed until then.
 */
export function parseSignedEvent(
  stripe: Stripe,
  { rawBody, signature, secret }: { rawBody: Buffer; signature: string | undefined; secret: string },
): ProviderEvent {
  if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid webhook signature');
  }
  const timestamp = signedAt(signature);
  if (timestamp === null || timestamp - Date.now() / 1000 > WEBHOOK_FUTURE_SKEW_SECONDS) {
    throw new WebhookSignatureError('Timestamp is ahead of our clock beyond the allowed skew');
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
