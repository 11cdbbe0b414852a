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

/** What is left of an invoice's base and VAT to credit: no credit note may take more of either (ADR 0035). */
export type Uncredited = { taxBase: number; vatAmount: number };

/**
 * The lines and totals of a document whose lines were paid `gross`. With VAT, each line reads quantity × net unit price
 * = amount; the cents the per-line rounding leaves go to the last line, split in two lines a cent apart in unit price
 * when its quantity is over one, so the lines add up to the tax base. A credit note passes what is left of its invoice:
 * one that gives back the rest takes exactly the rest of the base and VAT, any other stays within them.
 */
export function invoiceAmounts(
  lines: GrossLine[],
  issuer: Pick<ClubLegalDetails, 'vatRegistered'>,
  uncredited?: Uncredited,
): InvoiceAmounts {
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  if (!issuer.vatRegistered) {
    return { lines, taxBase: total, vatRate: 0, vatAmount: 0, total, vatExemptionGround: VAT_EXEMPTION_GROUND };
  }
  let taxBase = netOf(total);
  if (uncredited) {
    taxBase =
      total >= uncredited.taxBase + uncredited.vatAmount
        ? uncredited.taxBase
        : Math.min(uncredited.taxBase, Math.max(taxBase, total - uncredited.vatAmount));
  }
  const net: InvoiceLine[] = lines.slice(0, -1).map((line) => {
    const unitPrice = netOf(line.unitPrice);
    return { ...line, unitPrice, amount: unitPrice * line.quantity };
  });
  const last = lines.at(-1);
  if (last) {
    const amount = taxBase - net.reduce((sum, line) => sum + line.amount, 0);
    const unitPrice = Math.floor(amount / last.quantity);
    const over = amount - unitPrice * last.quantity; // 0 ≤ over < quantity: these units cost a cent more
    if (last.quantity > over) {
      const quantity = last.quantity - over;
      net.push({ ...last, quantity, unitPrice, amount: unitPrice * quantity });
    }
    if (over > 0) net.push({ ...last, quantity: over, unitPrice: unitPrice + 1, amount: (unitPrice + 1) * over });
  }
  return { lines: net, taxBase, vatRate: VAT_RATE, vatAmount: total - taxBase, total, vatExemptionGround: null };
}

/** The document's number: ten digits, zero-padded. */
export const formatInvoiceNumber = (n: number) => String(n).padStart(10, '0');
