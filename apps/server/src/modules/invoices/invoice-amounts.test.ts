// The amounts of a document, against figures worked by hand.
import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, invoiceAmounts, netOf } from './invoice-amounts.js';

const line = (unitPrice: number, quantity = 1) => ({
  description: 'Ред',
  quantity,
  unitPrice,
  amount: unitPrice * quantity,
});

describe('invoice amounts', () => {
  it.each([
    [8000, 6667], // 80.00 / 1.2 = 66.666…
    [3, 3], // 0.03 / 1.2 = 0.025: half-up to 0.03
    [9, 8], // 0.075 -> 0.08
    [3100, 2583], // 25.8333…
    [0, 0],
  ])('takes VAT out of %i: a base of %i', (gross, base) => {
    expect(netOf(gross)).toBe(base);
  });

  it('charges no VAT for a club not registered, naming the legal ground', () => {
    expect(invoiceAmounts([line(1500, 2), line(1001)], { vatRegistered: false })).toEqual({
      lines: [line(1500, 2), line(1001)],
      taxBase: 4001,
      vatRate: 0,
      vatAmount: 0,
      total: 4001,
      vatExemptionGround: 'чл. 113, ал. 9 от ЗДДС',
    });
  });

  it('shows lines without VAT that add up to the tax base, the last taking the rounding', () => {
    // 2 × 15.00 + 10.01 = 40.01 -> base 33.34, VAT 6.67; lines 25.00 (unit 12.50) and 8.34.
    const two = invoiceAmounts([line(1500, 2), line(1001)], { vatRegistered: true });
    expect(two).toMatchObject({ taxBase: 3334, vatAmount: 667, total: 4001, vatRate: 20, vatExemptionGround: null });
    expect(two.lines.map((l) => [l.unitPrice, l.amount])).toEqual([
      [1250, 2500],
      [834, 834],
    ]);
    // Four lines of 0.01: each 0.0083 -> 0.01, together 0.04; the base of 0.04 is 0.0333 -> 0.03.
    const four = invoiceAmounts([line(1), line(1), line(1), line(1)], { vatRegistered: true });
    expect(four.lines.map((l) => l.amount)).toEqual([1, 1, 1, 0]);
    expect(four).toMatchObject({ taxBase: 3, vatAmount: 1, total: 4 });
  });

  it('writes numbers with ten digits', () => {
    expect(formatInvoiceNumber(1)).toBe('0000000001');
    expect(formatInvoiceNumber(9_999_999_999)).toBe('9999999999');
  });
});
