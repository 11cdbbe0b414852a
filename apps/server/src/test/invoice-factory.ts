// Issued invoices and credit notes written straight into the table, for tests that read them (lists, exports):
// the issuing module's numbering and PDF are not what those tests are about.
import type { Db } from '../db/client.js';
import { invoices } from '../db/schema/index.js';

type InvoiceInsert = typeof invoices.$inferInsert;

const ISSUER = {
  legalName: 'Плувен клуб Делфин ЕООД',
  eik: '121517190',
  vatNumber: null,
  address: 'ул. Плувна 12, София',
  mol: 'Иван Иванов',
  vatRegistered: false,
};

let next = 0;

/**
 * An issued invoice (by default 100.00 EUR to a person, not VAT registered, issued on 2026-11-10) for a payment or
 * order; a credit note when `correctsId` is given. Numbers are consecutive unless given.
 */
export async function buildInvoice(
  db: Db,
  overrides: Partial<InvoiceInsert> & ({ paymentId: string } | { orderId: string }),
) {
  next += 1;
  const total = overrides.total ?? 10000;
  const vatAmount = overrides.vatAmount ?? 0;
  const [row] = await db
    .insert(invoices)
    .values({
      number: String(next).padStart(10, '0'),
      kind: overrides.correctsId ? 'credit_note' : 'invoice',
      issueDate: '2026-11-10',
      taxEventDate: overrides.issueDate ?? '2026-11-10',
      issuer: ISSUER,
      recipient: { type: 'person', name: 'Мария Петрова', address: null },
      lines: [{ description: 'Плуване', quantity: 1, unitPrice: total - vatAmount, amount: total - vatAmount }],
      taxBase: total - vatAmount,
      vatRate: vatAmount > 0 ? 20 : 0,
      vatAmount,
      total,
      currency: 'EUR',
      vatExemptionGround: vatAmount > 0 ? null : 'чл. 113, ал. 9 от ЗДДС',
      pdf: Buffer.from('%PDF-1.7 test'),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('invoice not created');
  return row;
}
