// Staff mark a declared cash or bank transfer payment as never received (issue 25): it fails, with who said so, when
// and why, audit-logged; the parent is told in their language, and the month is owed again (a failed payment is not
// live, so a new declaration or a card payment for it is possible).
import { pickText } from '@swim/shared/localized';
import { eq } from 'drizzle-orm';
import { payments, users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { type Actor, findPaymentFor } from '../access/access-policy.js';
import { readClubSettings } from '../settings/settings.service.js';
import { getPaymentView } from './payment-view.js';
import type { PaymentsDeps } from './payments-deps.js';
import { rejectionMail } from './rejection-mail.js';

/** Marks a pending cash or transfer declaration as not received; answers the failed payment. */
export async function rejectPayment(
  deps: PaymentsDeps,
  { actor, paymentId, reason }: { actor: Actor; paymentId: string; reason: string },
) {
  const id = await deps.db.transaction(async (tx) => {
    const payment = await findPaymentFor(tx, actor, paymentId, { action: 'reject', lock: true });
    if (payment.status !== 'pending' || (payment.method !== 'cash' && payment.method !== 'bank_transfer')) {
      throw new AppError('PAYMENT_NOT_REJECTABLE', 'Only a pending cash or bank transfer payment can be rejected');
    }
    await tx
      .update(payments)
      .set({ status: 'failed', rejectedBy: actor.id, rejectedAt: deps.now(), rejectionReason: reason })
      .where(eq(payments.id, payment.id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'payment.rejected',
      entityType: 'payment',
      entityId: payment.id,
      details: {
        amount: payment.amount,
        currency: payment.currency,
        method: payment.method,
        month: payment.billingPeriod,
        reason,
      },
    });
    return payment.id;
  });
  await sendRejection(deps, id, reason);
  return getPaymentView(deps.db, id);
}

/** Mails the parent that the money did not arrive, through the outbox, in their language. Never fails the caller. */
async function sendRejection(deps: PaymentsDeps, paymentId: string, reason: string): Promise<void> {
  try {
    const payment = await getPaymentView(deps.db, paymentId);
    const [parent] = await deps.db
      .select({ email: users.email, language: users.preferredLanguage })
      .from(users)
      .innerJoin(payments, eq(payments.parentId, users.id))
      .where(eq(payments.id, paymentId));
    if (!parent) return;
    const payPath = payment.childId ? `/child/${payment.childId}/payment` : '/payments';
    const club = await readClubSettings(deps.db);
    await deps.mailer.send(
      rejectionMail({
        to: parent.email,
        language: parent.language,
        payment,
        reason,
        clubName: pickText(club.name, parent.language),
        payUrl: `${deps.publicUrl}${payPath}`,
        dualDisplay: club.dualDisplay,
      }),
    );
  } catch (err) {
    deps.log.warn({ err, paymentId }, 'rejection mail not sent');
  }
}
