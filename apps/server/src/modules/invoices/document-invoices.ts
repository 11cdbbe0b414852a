// A payment's or order's invoice and its credit notes, and whether the caller may ask for one now.
import type { DocumentInvoices } from '@swim/shared/api/invoices';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoices } from '../../db/schema/index.js';
import { type Actor, type OrderViewer, findOrderFor, findPaymentFor } from '../access/access-policy.js';
import { readClubLegal } from './club-legal.service.js';
import { toInvoiceSummary } from './insert-invoice.js';
import { invoiceableAmount } from './invoiceable-amount.js';

async function documentsOf(db: Db, where: ReturnType<typeof eq>, invoiceable: boolean): Promise<DocumentInvoices> {
  const rows = await db.select().from(invoices).where(where).orderBy(asc(invoices.number));
  const invoice = rows.find((row) => row.kind === 'invoice') ?? null;
  const creditNotes = rows
    .filter((row) => row.kind === 'credit_note')
    .map((row) => toInvoiceSummary(row, invoice?.number ?? null));
  const canRequest = !invoice && invoiceable && (await readClubLegal(db)) !== null;
  return { invoice: invoice ? toInvoiceSummary(invoice, null) : null, creditNotes, canRequest };
}

/** The documents of a payment its parent (or an admin) reaches. */
export async function paymentInvoices(db: Db, actor: Actor, paymentId: string): Promise<DocumentInvoices> {
  const payment = await findPaymentFor(db, actor, paymentId, { action: 'invoice' });
  return documentsOf(db, eq(invoices.paymentId, payment.id), (await invoiceableAmount(db, payment)) > 0);
}

/** The documents of an order its buyer (or an admin) reaches. */
export async function orderInvoices(db: Db, viewer: OrderViewer, orderId: string): Promise<DocumentInvoices> {
  const order = await findOrderFor(db, viewer, orderId);
  return documentsOf(db, eq(invoices.orderId, order.id), order.status === 'completed');
}
