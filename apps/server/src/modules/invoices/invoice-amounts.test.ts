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

  it('prints every line as quantity × net unit price = amount, splitting the last so the lines make the base', () => {
    // 3 × 10.00 = 30.00 -> base 25.00, VAT 5.00. A unit of 10.00 is 8.333… -> 8.33 net, and 3 × 8.33 = 24.99: one of
    // the three is printed at 8.34, so 2 × 8.33 = 16.66 and 1 × 8.34 = 8.34, together 25.00.
    const three = invoiceAmounts([line(1000, 3)], { vatRegistered: true });
    expect(three).toMatchObject({ taxBase: 2500, vatAmount: 500, total: 3000 });
    expect(three.lines.map((l) => [l.quantity, l.unitPrice, l.amount])).toEqual([
      [2, 833, 1666],
      [1, 834, 834],
    ]);
    // 3 × 10.00 + 2 × 5.00 = 40.00 -> base 33.33, VAT 6.67. First line 3 × 8.33 = 24.99; the last takes
    // 33.33 - 24.99 = 8.34 over two units: 2 × 4.17.
    const mixed = invoiceAmounts([line(1000, 3), line(500, 2)], { vatRegistered: true });
    expect(mixed).toMatchObject({ taxBase: 3333, vatAmount: 667 });
    expect(mixed.lines.map((l) => [l.quantity, l.unitPrice, l.amount])).toEqual([
      [3, 833, 2499],
      [2, 417, 834],
    ]);
  });

  it('keeps a credit note within what is left of its invoice, the last taking exactly the rest', () => {
    // Invoice 80.00: base 66.67, VAT 13.33. A first 40.00 is 33.33 + 6.67; the rest is 33.34 + 6.66.
    expect(invoiceAmounts([line(4000)], { vatRegistered: true }, { taxBase: 6667, vatAmount: 1333 })).toMatchObject({
      taxBase: 3333,
      vatAmount: 667,
    });
    expect(invoiceAmounts([line(4000)], { vatRegistered: true }, { taxBase: 3334, vatAmount: 666 })).toMatchObject({
      taxBase: 3334,
      vatAmount: 666,
    });
    // Four refunds of 0.01 of a 0.04 invoice (base 0.03, VAT 0.01): alone each would be base 0.01, VAT 0.00, and the
    // base would pass the invoice's after three; left base 0.00 and VAT 0.01, the fourth is all VAT.
    expect(invoiceAmounts([line(1)], { vatRegistered: true }, { taxBase: 0, vatAmount: 1 })).toMatchObject({
      taxBase: 0,
      vatAmount: 1,
    });
  });

  it('writes numbers with ten digits', () => {
    expect(formatInvoiceNumber(1)).toBe('0000000001');
    expect(formatInvoiceNumber(9_999_999_999)).toBe('9999999999');
  });
});
