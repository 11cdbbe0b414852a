// What an invoice's amounts are, from what was paid (issue 24, ADR 0035): a VAT-registered club's prices include 20%
// VAT, so the tax base is the paid total divided by 1.2, rounded half-up to the cent, and VAT is the rest; a club not
// registered charges no VAT and names the legal ground instead. Integer arithmetic only.
import type { ClubLegalDetails, InvoiceLine } from '@swim/shared/api/invoices';

export const VAT_RATE = 20;
/** Why a club not registered for VAT charges none (ЗДДС art. 113(9)). */
export const VAT_EXEMPTION_GROUND = 'чл. 113, ал. 9 от ЗДДС';

/** A paid line before VAT is taken out: what the family paid for it. */
export type GrossLine = { description: string; quantity: number; unitPrice: number; amount: number };

export type InvoiceAmounts = {
  lines: InvoiceLine[];
  taxBase: number;
  vatRate: number;
  vatAmount: number;
  total: number;
  vatExemptionGround: string | null;
};

/** `gross / 1.2` rounded half-up to the cent (gross ≥ 0): 100 × gross / 120, exactly. */
export function netOf(gross: number): number {
  return Math.floor((2 * 100 * gross + 120) / (2 * 120));
}

/**
 * The lines and totals of a document whose lines were paid `gross`. With VAT, each line's unit price and amount are
 * shown without VAT; the last line takes the cent a per-line rounding may leave, so the lines add up to the tax base.
 */
export function invoiceAmounts(lines: GrossLine[], issuer: Pick<ClubLegalDetails, 'vatRegistered'>): InvoiceAmounts {
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  if (!issuer.vatRegistered) {
    return { lines, taxBase: total, vatRate: 0, vatAmount: 0, total, vatExemptionGround: VAT_EXEMPTION_GROUND };
  }
  const taxBase = netOf(total);
  const net = lines.map((line) => ({ ...line, unitPrice: netOf(line.unitPrice), amount: netOf(line.amount) }));
  const last = net.at(-1);
  if (last) last.amount += taxBase - net.reduce((sum, line) => sum + line.amount, 0);
  return { lines: net, taxBase, vatRate: VAT_RATE, vatAmount: total - taxBase, total, vatExemptionGround: null };
}

/** The document's number: ten digits, zero-padded. */
export const formatInvoiceNumber = (n: number) => String(n).padStart(10, '0');
