// Scheduled money work, once across all instances (pg-boss): renewals, reconciliation, refunds still pending at the
// provider, event delivery, mail retries.
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import { and, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import { enrollments, payments, subscriptions } from '../../db/schema/index.js';
import type { JobQueue } from '../../lib/jobs.js';
import type { Mailer } from '../../lib/mailer.js';
import type { PaymentsDeps } from './payments-deps.js';
import { isTestProvider } from './provider/create-provider.js';
import { recheckPendingRefunds } from './recheck-pending-refunds.js';
import { reconcile } from './reconciliation.js';
import { sendMissedClosureRefundMails } from './send-closure-refund-mail.js';
import { periodBounds, renewForPeriod, sendMissedReceipts } from './settle-payment.js';

/** When a subscription charges for `period`: its 1st, 09:00 UTC (ADR 0025; monthlyChargesFrom of the month before). */
function firstChargeOf(period: string): Date {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1, 9));
}

/**
 * At the start of a month: every enrollment whose new month is already settled (paid in advance, validated, or a
 * subscription invoice) gets that month's sessions. Safe to run again: a renewed enrollment starts in the month.
 */
export async function renewSettledPeriods(deps: PaymentsDeps): Promise<number> {
  const now = deps.now();
  const period = zonedDate(now, CLUB_TIME_ZONE).slice(0, 7);
  const { start } = periodBounds(period);
  const due = await deps.db
    .select({ enrollmentId: enrollments.id })
    .from(payments)
    .innerJoin(enrollments, eq(enrollments.id, payments.enrollmentId))
    .where(
      and(
        eq(payments.billingPeriod, period),
        inArray(payments.status, ['paid', 'validated']),
        inArray(payments.kind, ['plan', 'subscription']),
        eq(enrollments.active, true),
        or(isNull(enrollments.periodStart), lt(enrollments.periodStart, start)),
      ),
    );
  // A monthly card subscription that is still running covers the new month from its first day, whatever day of
  // the month its card is charged on.
  const subscribed = await deps.db
    .select({ enrollmentId: enrollments.id })
    .from(subscriptions)
    .innerJoin(enrollments, eq(enrollments.id, subscriptions.enrollmentId))
    .where(
      and(
        eq(subscriptions.status, 'active'),
        // Still charging this month: a cancel at the end of last month's period ends at this month's first charge
        // (the 1st, 09:00 UTC: ADR 0025), so it gets no sessions; an older one, set mid-month, ends later.
        or(isNull(subscriptions.cancelAt), gt(subscriptions.cancelAt, firstChargeOf(period))),
        eq(enrollments.active, true),
        or(isNull(enrollments.periodStart), lt(enrollments.periodStart, start)),
      ),
    );
  for (const row of subscribed) if (!due.some((d) => d.enrollmentId === row.enrollmentId)) due.push(row);
  for (const { enrollmentId } of due) {
    await deps.db.transaction((tx) => renewForPeriod(tx, { enrollmentId, period, now }));
  }
  return due.length;
}

/** Registers the jobs and their schedules (times in the club's time zone). */
export async function registerPaymentJobs(queue: JobQueue, deps: PaymentsDeps, mailer: Mailer): Promise<void> {
  const tz = CLUB_TIME_ZONE;
  await queue.work('payments-renew-periods', async () => void (await renewSettledPeriods(deps)));
  await queue.schedule('payments-renew-periods', '10 0 * * *', {}, { tz });
  await queue.work('payments-reconcile', async () => void (await reconcile(deps)));
  await queue.schedule('payments-reconcile', '30 3 * * *', {}, { tz });
  await queue.work('mail-retry', async () => void (await mailer.retryFailed()));
  await queue.schedule('mail-retry', '*/5 * * * *');
  await queue.work('payments-missed-receipts', async () => void (await sendMissedReceipts(deps)));
  await queue.schedule('payments-missed-receipts', '*/15 * * * *');
  // Card refunds whose provider event never came: asked of the provider (recheck-pending-refunds.ts).
  await queue.work('payments-pending-refunds', async () => void (await recheckPendingRefunds(deps)));
  await queue.schedule('payments-pending-refunds', '*/10 * * * *');
  await queue.work('payments-closure-refund-mails', async () => void (await sendMissedClosureRefundMails(deps)));
  await queue.schedule('payments-closure-refund-mails', '*/10 * * * *');
  const provider = deps.provider;
  if (isTestProvider(provider)) {
    // What Stripe does on its side: charge subscriptions when their month ends, and retry undelivered events.
    await queue.work('test-provider-renewals', async () => void (await provider.renewDueSubscriptions(deps.now())));
    await queue.schedule('test-provider-renewals', '*/15 * * * *');
    await queue.work('test-provider-deliveries', async () => provider.deliverPending());
    await queue.schedule('test-provider-deliveries', '* * * * *');
    // Refunds of the card whose refunds start pending succeed a minute later, as at Stripe "some time later".
    await queue.work('test-provider-refunds', async () => void (await provider.settleRefunds(deps.now())));
    await queue.schedule('test-provider-refunds', '* * * * *');
  }
}
