// The admin's invoices list (Billing): invoices and credit notes issued in a period, newest first and paged, each
// with the payment or order it documents, an invoice's credit notes and its status computed from them, and the
// period's totals per currency. Reads the issued rows as stored; never their PDF bytes.
import type { AdminInvoice, AdminInvoiceList, InvoiceStatus, InvoiceTotals } from '@swim/shared/api/admin-invoices';
import type { Currency } from '@swim/shared/enums';
import { type SQL, and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { invoices, orders, payments } from '../../db/schema/index.js';
import { offsetOf } from '../../lib/list-queries.js';
import { invoicePdfPath } from './insert-invoice.js';

export type InvoicePeriod = { from?: string; to?: string };

const corrected = alias(invoices, 'corrected');

/** The documents issued in the period (issue date, both ends included; an open end is open). */
export function periodCondition({ from, to }: InvoicePeriod): SQL | undefined {
  return and(from ? gte(invoices.issueDate, from) : undefined, to ? lte(invoices.issueDate, to) : undefined);
}

/** Every column a list or export reads, joined with the payment's or order's number and the corrected invoice's. */
export function selectDocuments(db: Db) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      kind: invoices.kind,
      issueDate: invoices.issueDate,
      taxEventDate: invoices.taxEventDate,
      recipient: invoices.recipient,
      taxBase: invoices.taxBase,
      vatRate: invoices.vatRate,
      vatAmount: invoices.vatAmount,
      total: invoices.total,
      currency: invoices.currency,
      paymentNumber: payments.number,
      orderNumber: orders.number,
      correctsNumber: corrected.number,
    })
    .from(invoices)
    .leftJoin(payments, eq(payments.id, invoices.paymentId))
    .leftJoin(orders, eq(orders.id, invoices.orderId))
    .leftJoin(corrected, eq(corrected.id, invoices.correctsId));
}

export type DocumentRow = Awaited<ReturnType<ReturnType<typeof selectDocuments>['execute']>>[number];

/** An invoice's standing from what its credit notes took back. */
export function invoiceStatus(total: number, credited: number): InvoiceStatus {
  if (credited <= 0) return 'issued';
  return credited >= total ? 'fully_credited' : 'partly_credited';
}

type CreditNote = { id: string; number: string; total: number; correctsId: string | null };

/** The credit notes of these invoices, whatever their own issue date, oldest first. */
async function creditNotesOf(db: Db, invoiceIds: string[]): Promise<Map<string, CreditNote[]>> {
  const byInvoice = new Map<string, CreditNote[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await db
    .select({ id: invoices.id, number: invoices.number, total: invoices.total, correctsId: invoices.correctsId })
    .from(invoices)
    .where(and(eq(invoices.kind, 'credit_note'), inArray(invoices.correctsId, invoiceIds)))
    .orderBy(asc(invoices.number));
  for (const row of rows) {
    if (!row.correctsId) continue;
    byInvoice.set(row.correctsId, [...(byInvoice.get(row.correctsId) ?? []), row]);
  }
  return byInvoice;
}

function toAdminInvoice(row: DocumentRow, notes: CreditNote[]): AdminInvoice {
  const invoice = row.kind === 'invoice';
  const credited = notes.reduce((sum, note) => sum + note.total, 0);
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    issueDate: row.issueDate,
    recipientName: row.recipient.name,
    recipientEik: row.recipient.type === 'company' ? row.recipient.eik : null,
    total: row.total,
    currency: row.currency,
    status: invoice ? invoiceStatus(row.total, credited) : null,
    paymentNumber: row.paymentNumber,
    orderNumber: row.orderNumber,
    correctsNumber: row.correctsNumber,
    creditNotes: notes.map(({ id, number }) => ({ id, number })),
    pdfUrl: invoicePdfPath(row.id),
  };
}

/** What the period's invoices and credit notes total, per currency. */
async function periodTotals(db: Db, where: SQL | undefined): Promise<InvoiceTotals> {
  const rows = await db
    .select({ currency: invoices.currency, kind: invoices.kind, sum: sql<string>`sum(${invoices.total})` })
    .from(invoices)
    .where(where)
    .groupBy(invoices.currency, invoices.kind);
  const byCurrency = new Map<Currency, { invoiced: number; credited: number }>();
  for (const row of rows) {
    const entry = byCurrency.get(row.currency) ?? { invoiced: 0, credited: 0 };
    entry[row.kind === 'invoice' ? 'invoiced' : 'credited'] += Number(row.sum);
    byCurrency.set(row.currency, entry);
  }
  return [...byCurrency].sort(([a], [b]) => a.localeCompare(b)).map(([currency, sums]) => ({ currency, ...sums }));
}

/** One page of the period's invoices and credit notes, newest first, with the period's totals. */
export async function listAdminInvoices(
  db: Db,
  query: InvoicePeriod & { page: number; pageSize: number },
): Promise<AdminInvoiceList> {
  const where = periodCondition(query);
  const [rows, [counted], totals] = await Promise.all([
    selectDocuments(db)
      .where(where)
      .orderBy(desc(invoices.issueDate), desc(invoices.number))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(invoices).where(where),
    periodTotals(db, where),
  ]);
  const notes = await creditNotesOf(
    db,
    rows.filter((row) => row.kind === 'invoice').map((row) => row.id),
  );
  return {
    items: rows.map((row) => toAdminInvoice(row, notes.get(row.id) ?? [])),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    totals,
  };
}
