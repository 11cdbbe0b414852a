// Tells a family once that a closed share was refunded from their card subscription's charge (ADR 0040): when the
// refund completes, never while it is only reserved. Sent after the completing transaction commits, as a receipt is,
// by whoever completed it (the charge's booking, the pending-refund job); a completion the webhook's sync made is
// mailed by the sweep below. The notice's key (one per refund) makes every sender after the first send nothing.
import { and, asc, eq, gte, inArray, isNull } from 'drizzle-orm';
import { closureRefunds, payments, refunds, users } from '../../db/schema/index.js';
import { loadRecipients, notMailedYet } from '../notices/notice-service.js';
import { readNoticeSite } from '../notices/templates/site.js';
import { closureRefundMessage } from './closure-refund-mail.js';
import { getPaymentView } from './payment-view.js';
import type { PaymentsDeps } from './payments-deps.js';

/** A completed closure refund older than this that was never mailed is left alone (the news would come too late). */
const SWEEP_DAYS = 31;
const BATCH = 100;

const eventKeyOf = (refundId: string) => `closure-refund:${refundId}`;

/** Mails the family of a completed closure refund, once; does nothing for any other refund or one still pending. */
export async function sendClosureRefundMail(deps: PaymentsDeps, refundId: string): Promise<void> {
  try {
    const [refund] = await deps.db
      .select({ amount: refunds.amount, paymentId: refunds.paymentId, parentId: payments.parentId })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'completed')));
    if (!refund?.paymentId) return;
    const months = await deps.db
      .select({ period: closureRefunds.closedPeriod, amount: closureRefunds.amount })
      .from(closureRefunds)
      .where(eq(closureRefunds.refundId, refundId))
      .orderBy(asc(closureRefunds.closedPeriod));
    if (months.length === 0) return;
    const [to] = await loadRecipients(deps.db, [refund.parentId]);
    if (!to) return;
    const payment = await getPaymentView(deps.db, refund.paymentId);
    const site = await readNoticeSite(deps.db, deps.publicUrl);
    await deps.notices.send([
      {
        // A refund is money the family keeps track of, like a receipt: mailed whatever their notice settings.
        kind: 'receipt',
        eventKey: eventKeyOf(refundId),
        to,
        message: closureRefundMessage({ site, payment, months, amount: refund.amount }, to.language),
      },
    ]);
  } catch (err) {
    deps.log.warn({ err, refundId }, 'closure refund mail not sent');
  }
}

/**
 * Mails the completed closure refunds of the last SWEEP_DAYS no one has mailed yet: those the webhook's sync completed
 * (it has no mail of its own), and any whose sender stopped between the commit and the mail. Answers how many.
 */
export async function sendMissedClosureRefundMails(deps: PaymentsDeps): Promise<number> {
  const since = new Date(deps.now().getTime() - SWEEP_DAYS * 86_400_000);
  const missing = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(users, eq(users.id, payments.parentId))
    .where(
      and(
        eq(refunds.status, 'completed'),
        gte(refunds.createdAt, since),
        // An erased family has no address to mail: its refunds would be tried again every run and crowd out the rest.
        isNull(users.erasedAt),
        inArray(refunds.id, deps.db.select({ id: closureRefunds.refundId }).from(closureRefunds)),
        notMailedYet(deps.db, 'closure-refund', refunds.id),
      ),
    )
    .orderBy(asc(refunds.createdAt))
    .limit(BATCH);
  for (const { id } of missing) await sendClosureRefundMail(deps, id);
  return missing.length;
}
