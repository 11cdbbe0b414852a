// An enrollment that ends (a parent unenrols, an admin deactivates it) must not keep a card subscription charging
// for a class the child no longer attends: each running one is scheduled to end with the period already paid.
import { and, eq, isNull, ne } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { PaymentsDeps } from './payments-deps.js';
import { upsertSubscription } from './provider-sync.js';

/** Schedules every running subscription of an enrollment to cancel at its period's end (provider first). */
export async function endEnrollmentSubscriptions(deps: PaymentsDeps, actorId: string, enrollmentId: string) {
  const running = await deps.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.enrollmentId, enrollmentId),
        ne(subscriptions.status, 'canceled'),
        isNull(subscriptions.cancelAt),
      ),
    );
  for (const sub of running) {
    if (!sub.providerSubscriptionId) continue;
    let view: Awaited<ReturnType<typeof deps.provider.updateSubscription>>;
    try {
      view = await deps.provider.updateSubscription(sub.providerSubscriptionId, {
        cancelAtPeriodEnd: true,
        idempotencyKey: `subscription:${sub.id}:enrollment-ended`,
      });
    } catch (err) {
      deps.log.warn({ err, subscriptionId: sub.id }, 'subscription end refused by the provider');
      // Nothing has changed yet: the enrollment stays as it was rather than leave a charge running.
      throw new AppError('PROVIDER_ERROR', 'The card provider did not end the subscription of this enrollment');
    }
    await deps.db.transaction(async (tx) => {
      await upsertSubscription(tx, view);
      await recordAudit(tx, {
        actorId,
        action: 'subscription.cancel_scheduled',
        entityType: 'subscription',
        entityId: sub.id,
        details: { reason: 'enrollment_ended', enrollmentId },
      });
    });
  }
}
