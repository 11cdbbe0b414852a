// Staff confirm a declared cash or bank transfer payment: it becomes validated, by whom and when, audit-logged.
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { type Actor, findPaymentFor } from '../access/access-policy.js';
import { getPaymentView } from './payment-view.js';
import type { PaymentsDeps } from './payments-deps.js';
import { markValidated, sendReceipt } from './settle-payment.js';

/** Confirms a pending cash or bank transfer payment: validated, by whom and when, audit-logged. */
export async function validatePayment(
  deps: PaymentsDeps,
  { actor, paymentId, note }: { actor: Actor; paymentId: string; note?: string | undefined },
) {
  await deps.db.transaction(async (tx) => {
    const payment = await findPaymentFor(tx, actor, paymentId, { action: 'validate', lock: true });
    if (payment.status !== 'pending' || (payment.method !== 'cash' && payment.method !== 'bank_transfer')) {
      throw new AppError('PAYMENT_NOT_VALIDATABLE', 'Only a pending cash or bank transfer payment can be validated');
    }
    await markValidated(tx, payment, { by: actor.id, now: deps.now() });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'payment.validated',
      entityType: 'payment',
      entityId: payment.id,
      details: { amount: payment.amount, currency: payment.currency, method: payment.method, note: note || null },
    });
  });
  await sendReceipt(deps, paymentId);
  return getPaymentView(deps.db, paymentId);
}
