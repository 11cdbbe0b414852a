// Provider events: stored by id first, then applied once. The handler trusts only the signature, and then the
// provider's current state (each sync re-reads the object), never the event's copy of it.
import { eq, sql } from 'drizzle-orm';
import { providerEvents } from '../../db/schema/index.js';
import type { PaymentsDeps } from './payments-deps.js';
import type { ProviderEvent } from './provider/payment-provider.js';
import { syncCheckout, syncInvoice, syncPaymentIntent, syncSubscription } from './provider-sync.js';

/** Applies one event by its kind; events we do not use are stored and acknowledged. */
async function applyEvent(deps: PaymentsDeps, event: ProviderEvent): Promise<void> {
  const { object } = event;
  if (object.object === 'checkout.session') return syncCheckout(deps, object.id);
  if (object.object === 'invoice') return syncInvoice(deps, object.id);
  if (object.object === 'subscription') return syncSubscription(deps, object.id);
  if (event.paymentIntentId) return syncPaymentIntent(deps, event.paymentIntentId);
}

export type EventOutcome = 'applied' | 'duplicate';

/** Stores the event and applies it unless it was applied before. Throws (the provider retries) when applying fails. */
export async function handleProviderEvent(deps: PaymentsDeps, event: ProviderEvent): Promise<EventOutcome> {
  await deps.db
    .insert(providerEvents)
    .values({ id: event.id, provider: deps.provider.name, type: event.type, objectId: event.object.id })
    .onConflictDoNothing();
  const [stored] = await deps.db.select().from(providerEvents).where(eq(providerEvents.id, event.id));
  if (stored?.processedAt) return 'duplicate';
  try {
    await applyEvent(deps, event);
  } catch (err) {
    await deps.db
      .update(providerEvents)
      .set({ attempts: sql`${providerEvents.attempts} + 1`, lastError: String(err).slice(0, 1000) })
      .where(eq(providerEvents.id, event.id));
    throw err;
  }
  await deps.db
    .update(providerEvents)
    .set({ processedAt: new Date(), attempts: sql`${providerEvents.attempts} + 1`, lastError: null })
    .where(eq(providerEvents.id, event.id));
  return 'applied';
}
