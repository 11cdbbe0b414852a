// What a parent is asked to pay for a month (ADR 0037): the month's price, or, when the club wrote part of it off or
// staff received part of it, what is left of it (the month's balance by the one definition of owed), with the parts
// taken off as lines a person can read ("Written off −€10.00"). The pay page, starting a payment and the dashboard
// ask the same.
import type { PeriodDeduction } from '@swim/shared/api/payments';
import type { PeriodPrice, PriceLine } from '@swim/shared/period-price';
import { closureLinesOf } from '../sessions/closure-ledger.js';
import type { PeriodBalance } from './owed.js';

export type PeriodCharge = {
  /** What is paid now, with how the month's price is made up. */
  price: PeriodPrice;
  /** What was taken off the month's due before this payment (empty: the whole month is paid). */
  deductions: PeriodDeduction[];
  /** The month's whole due when this payment is for what is left of it, else null (ADR 0037, `payments.month_due`). */
  monthDue: number | null;
};

/**
 * The charge for a month priced `price` now, given its balance line (every period, settled ones too): its price when
 * nothing was written off or received; else its balance, the month's own lines kept when the month is still due at
 * today's price (a month charged earlier at another price shows that due as its list amount).
 */
export function chargeForPeriod(price: PeriodPrice, line: PeriodBalance | undefined): PeriodCharge {
  if (!line || (line.writtenOff === 0 && line.paid === 0)) return { price, deductions: [], monthDue: null };
  const deductions: PeriodDeduction[] = [];
  if (line.writtenOff > 0) deductions.push({ kind: 'writtenOff', amount: -line.writtenOff });
  if (line.paid > 0) deductions.push({ kind: 'received', amount: -line.paid });
  const base = line.due === price.amount ? price : { listAmount: line.due, lines: [], amount: line.due };
  return {
    price: { listAmount: base.listAmount, lines: base.lines, amount: line.balance },
    deductions,
    monthDue: line.due,
  };
}

/**
 * The closed shares a payment of this charge gives (`payments.closure_lines`, ADR 0040): the closure lines of the
 * month's price; for what is left of a month, those of the month's lines when it kept them, else null (the month's
 * first charge said what it gave).
 */
export function closureLinesCharged(charge: PeriodCharge): PriceLine[] | null {
  if (charge.monthDue !== null && charge.price.lines.length === 0) return null;
  return closureLinesOf(charge.price.lines);
}
