// What a family owes and has paid, per currency: amounts in different currencies are never added together.
import type { Currency, PaymentMethod, PaymentStatus } from './enums.js';

export type MoneyLine = { currency: Currency; amount: number };

/** Sums amounts per currency, in the order each currency first appears; zero sums are left out. */
export function sumByCurrency(lines: readonly MoneyLine[]): MoneyLine[] {
  const sums = new Map<Currency, number>();
  for (const line of lines) sums.set(line.currency, (sums.get(line.currency) ?? 0) + line.amount);
  return [...sums].filter(([, amount]) => amount !== 0).map(([currency, amount]) => ({ currency, amount }));
}

/**
 * Whether a payment awaits the club's confirmation: declared in cash or by bank transfer. An unfinished card try and
 * an issued bill with no method chosen await the parent instead (they are due).
 */
export function awaitsConfirmation(p: { status: PaymentStatus; method: PaymentMethod | null }): boolean {
  return p.status === 'pending' && (p.method === 'cash' || p.method === 'bank_transfer');
}

type PaymentLike = { amount: number; refundedAmount: number; currency: Currency; status: PaymentStatus };

/** Awaiting confirmation (pending, in full) and paid (paid or validated, net of refunds), per currency. */
export function paymentTotals(payments: readonly PaymentLike[]): { pending: MoneyLine[]; paid: MoneyLine[] } {
  return {
    pending: sumByCurrency(
      payments.filter((p) => p.status === 'pending').map((p) => ({ currency: p.currency, amount: p.amount })),
    ),
    paid: sumByCurrency(
      payments
        .filter((p) => p.status === 'paid' || p.status === 'validated')
        .map((p) => ({ currency: p.currency, amount: p.amount - p.refundedAmount })),
    ),
  };
}
