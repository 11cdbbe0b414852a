// A refund of an invoiced payment or order issues a credit note (кредитно известие) in the refund's own transaction:
// from the same sequence, naming the invoice it corrects, for the amount given back (issue 24, ADR 0035).
import type { RefundReason } from '@swim/shared/enums';
import { formatMonth } from '@swim/shared/month-names';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { closureRefunds, invoices, refunds } from '../../db/schema/index.js';
import { readClubLegal } from './club-legal.service.js';
import { type InvoiceRow, insertInvoice } from './insert-invoice.js';
import { formatDocumentDate } from './invoice-pdf.js';

/** Why a credit note is issued (art. 115(3)), as printed: the refund's reason; a partial refund says so. */
const REASON: Record<RefundReason, { whole: string; partial: string }> = {
  requested_by_customer: {
    whole: 'Възстановяване по искане на клиента',
    partial: 'Частично възстановяване на платената сума по искане на клиента',
  },
  duplicate: { whole: 'Двойно плащане', partial: 'Двойно плащане: частично възстановяване' },
  fraudulent: { whole: 'Измамно плащане', partial: 'Измамно плащане: частично възстановяване' },
};

/** A closed share refunded from a subscription's charge (ADR 0040) says which months, else null. */
async function closureReason(tx: Tx, refundId: string): Promise<string | null> {
  const rows = await tx
    .select({ period: closureRefunds.closedPeriod })
    .from(closureRefunds)
    .where(eq(closureRefunds.refundId, refundId));
  if (rows.length === 0) return null;
  const months = rows
    .map((r) => r.period)
    .sort()
    .map((p) => formatMonth(p, 'bg'));
  return `Възстановен дял за неосъществени занимания (затворен басейн): ${months.join(', ')}`;
}

/**
 * Issues the credit note of a refund completed in this transaction, when what it refunds has an invoice (else null,
 * and nothing is issued); a refund that has one already gets it back. The caller holds the payment's (or order's) row
 * lock, as an invoice request does: an invoice issued before the refund completed covers it and gets this correction,
 * one issued after leaves it out. The caller mails the credit note once committed.
 */
export async function issueCreditNote(tx: Tx, input: { refundId: string; now: Date }): Promise<InvoiceRow | null> {
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, input.refundId));
  if (!refund) throw new Error(`refund ${input.refundId} not found`);
  // A card refund still with the provider is in the invoice (invoiceable-amount.ts): it is corrected once completed.
  if (refund.status !== 'completed') return null;
  const [already] = await tx.select().from(invoices).where(eq(invoices.refundId, refund.id));
  if (already) return already;
  const target = refund.paymentId
    ? eq(invoices.paymentId, refund.paymentId)
    : eq(invoices.orderId, refund.orderId ?? '');
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(target, eq(invoices.kind, 'invoice')));
  if (!invoice) return null;
  // What earlier credit notes took of the invoice: this one takes no more than the rest, and the last exactly the rest.
  const earlier = await tx
    .select({ taxBase: invoices.taxBase, vatAmount: invoices.vatAmount })
    .from(invoices)
    .where(and(eq(invoices.correctsId, invoice.id), eq(invoices.kind, 'credit_note')));
  const credited = (key: 'taxBase' | 'vatAmount') => earlier.reduce((sum, note) => sum + note[key], 0);
  const uncredited = {
    taxBase: invoice.taxBase - credited('taxBase'),
    vatAmount: invoice.vatAmount - credited('vatAmount'),
  };
  const partial = earlier.length > 0 || refund.amount < invoice.total;
  // A whole refund without VAT takes back each line as invoiced; otherwise one line of the amount given back (with VAT,
  // split the same way as the invoice).
  const whole = refund.amount === invoice.total && invoice.vatRate === 0;
  const correcting = `по фактура № ${invoice.number} от ${formatDocumentDate(invoice.issueDate)}`;
  const only = invoice.lines.length === 1 ? `: ${invoice.lines[0]?.description}` : '';
  const lines = whole
    ? invoice.lines.map((line) => ({ ...line, description: `Сторниране ${correcting}: ${line.description}` }))
    : [
        {
          description: `Възстановена сума ${correcting}${only}`,
          quantity: 1,
          unitPrice: refund.amount,
          amount: refund.amount,
        },
      ];
  return insertInvoice(tx, {
    kind: 'credit_note',
    paymentId: invoice.paymentId,
    orderId: invoice.orderId,
    corrects: invoice,
    refundId: refund.id,
    requestedBy: invoice.requestedBy,
    issuer: (await readClubLegal(tx)) ?? invoice.issuer,
    recipient: invoice.recipient,
    lines,
    currency: invoice.currency,
    vatRegistered: invoice.vatRate > 0,
    uncredited,
    reason: (await closureReason(tx, refund.id)) ?? REASON[refund.reason][partial ? 'partial' : 'whole'],
    taxEventAt: refund.createdAt,
    email: invoice.email,
    now: input.now,
  });
}
