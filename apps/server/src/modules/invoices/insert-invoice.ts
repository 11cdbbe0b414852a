// Writes one invoice or credit note inside the issuing transaction: its number from the one sequence, its PDF rendered
// from exactly what is stored, and the row (final from then on: ADR 0035).
import type { ClubLegalDetails, InvoiceKind, InvoiceRecipient, InvoiceSummary } from '@swim/shared/api/invoices';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import type { Currency } from '@swim/shared/enums';
import type { Tx } from '../../db/client.js';
import { invoices } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { allocateInvoiceNumber } from './allocate-invoice-number.js';
import { type GrossLine, type Uncredited, invoiceAmounts } from './invoice-amounts.js';
import { renderInvoicePdf } from './invoice-pdf.js';

export type InvoiceRow = typeof invoices.$inferSelect;

export type NewDocument = {
  kind: InvoiceKind;
  /** Exactly one of the two. */
  paymentId: string | null;
  orderId: string | null;
  corrects: InvoiceRow | null;
  refundId: string | null;
  requestedBy: string | null;
  issuer: ClubLegalDetails;
  recipient: InvoiceRecipient;
  /** What was paid (or given back) per line, VAT included when the club charges it. */
  lines: GrossLine[];
  currency: Currency;
  /** Whether VAT is charged: the club's registration for an invoice, the corrected invoice's for a credit note. */
  vatRegistered: boolean;
  /** A credit note's: what is left of the corrected invoice's base and VAT (invoice-amounts.ts). */
  uncredited?: Uncredited;
  /** A credit note's reason for being issued (art. 115(3)), in Bulgarian, as printed. */
  reason?: string | null;
  /** The instant of the taxable event (payment, refund). */
  taxEventAt: Date;
  email: string | null;
  now: Date;
};

/** Issues the document; call inside the transaction that locked what it documents. */
export async function insertInvoice(tx: Tx, input: NewDocument): Promise<InvoiceRow> {
  const number = await allocateInvoiceNumber(tx);
  const amounts = invoiceAmounts(input.lines, { vatRegistered: input.vatRegistered }, input.uncredited);
  const issueDate = zonedDate(input.now, CLUB_TIME_ZONE);
  const taxEventDate = zonedDate(input.taxEventAt, CLUB_TIME_ZONE);
  const corrects = input.corrects ? { number: input.corrects.number, issueDate: input.corrects.issueDate } : null;
  const pdf = await renderInvoicePdf(
    {
      kind: input.kind,
      number,
      issueDate,
      taxEventDate,
      issuer: input.issuer,
      recipient: input.recipient,
      ...amounts,
      currency: input.currency,
      corrects,
      reason: input.reason ?? null,
    },
    input.now,
  );
  const [row] = await tx
    .insert(invoices)
    .values({
      number,
      kind: input.kind,
      correctsId: input.corrects?.id ?? null,
      paymentId: input.paymentId,
      orderId: input.orderId,
      refundId: input.refundId,
      requestedBy: input.requestedBy,
      issueDate,
      taxEventDate,
      issuer: input.issuer,
      recipient: input.recipient,
      ...amounts,
      currency: input.currency,
      email: input.email,
      pdf,
    })
    .returning();
  if (!row) throw new Error('invoice not written');
  return row;
}

export const invoiceExists = () => new AppError('INVOICE_EXISTS', 'An invoice has already been issued for this');

/** Runs an issue, answering INVOICE_EXISTS when a concurrent one won the unique index (its transaction rolled back). */
export async function mapDuplicateInvoice<T>(issue: Promise<T>): Promise<T> {
  try {
    return await issue;
  } catch (err) {
    const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
    const code = e.code ?? e.cause?.code;
    const constraint = e.constraint ?? e.cause?.constraint ?? '';
    if (code === '23505' && constraint.startsWith('invoices_one_per')) throw invoiceExists();
    throw err;
  }
}

/** Where a stored document is downloaded (GET /api/invoices/:invoiceId/pdf). */
export const invoicePdfPath = (id: string) => `/api/invoices/${id}/pdf`;

/** A document as a payment, an order or a list shows it. */
export function toInvoiceSummary(row: InvoiceRow, correctsNumber: string | null): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    issueDate: row.issueDate,
    recipientName: row.recipient.name,
    total: row.total,
    currency: row.currency,
    correctsNumber,
    pdfUrl: invoicePdfPath(row.id),
  };
}
