import type { Subscription } from '@swim/shared/api/payments';

/** How a subscription reads to a parent (spec §4): active, cancelling at a date, payment overdue, or past. */
export type SubscriptionState = 'active' | 'cancelling' | 'overdue' | 'past';

export function getSubscriptionState(subscription: Pick<Subscription, 'status' | 'cancelAt'>): SubscriptionState {
  if (subscription.status === 'canceled') return 'past';
  if (subscription.status === 'past_due') return 'overdue';
  return subscription.cancelAt ? 'cancelling' : 'active';
}

/** A scheduled cancellation can be withdrawn until it takes effect. */
export function canResume(subscription: Pick<Subscription, 'status' | 'cancelAt'>, now = new Date()): boolean {
  return (
    subscription.status === 'active' &&
    subscription.cancelAt !== null &&
    new Date(subscription.cancelAt).getTime() > now.getTime()
  );
}
