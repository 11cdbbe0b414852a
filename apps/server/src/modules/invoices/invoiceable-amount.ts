// What an invoice of a payment covers: what was paid less the refunds already completed. A card refund still with the
// provider is not out of the money yet: the invoice covers it, and the refund's credit note corrects the invoice once
// the provider completes it (a refund that fails then needs no correction). ADR 0035, amendment.
import type { PaymentStatus } from '@swim/shared/enums';
import { and, eq, sum } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { type payments, refunds } from '../../db/schema/index.js';

type PaymentRow = typeof payments.$inferSelect;
const INVOICEABLE: readonly PaymentStatus[] = ['paid', 'validated', 'refunded'];

/** The amount an invoice of the payment would be for now (0: nothing to invoice); read under the payment's lock. */
export async function invoiceableAmount(db: Db | Tx, payment: PaymentRow): Promise<number> {
  if (!INVOICEABLE.includes(payment.status)) return 0;
  const [pending] = await db
    .select({ amount: sum(refunds.amount) })
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), eq(refunds.status, 'pending')));
  return Math.max(0, payment.amount - payment.refundedAmount + Number(pending?.amount ?? 0));
}
