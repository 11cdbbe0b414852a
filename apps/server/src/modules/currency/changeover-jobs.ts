// The changeover's scheduled work, once across all instances (pg-boss): card subscriptions in leva that the provider
// has not yet confirmed as ending, and their parents' mails, are retried every 15 minutes (ADR 0036).
import type { JobQueue } from '../../lib/jobs.js';
import type { PaymentsDeps } from '../payments/payments-deps.js';
import { finishSubscriptionEnds } from './end-leva-subscriptions.js';

/** Registers the retry job and its schedule. */
export async function registerChangeoverJobs(queue: JobQueue, deps: PaymentsDeps): Promise<void> {
  await queue.work('currency-subscription-ends', async () => void (await finishSubscriptionEnds(deps)));
  await queue.schedule('currency-subscription-ends', '*/15 * * * *');
}
