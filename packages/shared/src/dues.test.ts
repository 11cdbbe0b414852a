import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, PAYMENT_STATUSES } from './enums.js';
import { paymentTotals, sumByCurrency } from './dues.js';

describe('sums per currency', () => {
  it('never adds leva and euro together', () => {
    expect(
      sumByCurrency([
        { currency: 'BGN', amount: 16000 },
        { currency: 'EUR', amount: 4000 },
        { currency: 'BGN', amount: 2400 },
      ]),
    ).toEqual([
      { currency: 'BGN', amount: 18400 },
      { currency: 'EUR', amount: 4000 },
    ]);
  });

  it('counts pending in full and paid net of refunds', () => {
    const totals = paymentTotals([
      { amount: 16000, refundedAmount: 0, currency: 'BGN', status: 'pending' },
      { amount: 16000, refundedAmount: 8000, currency: 'BGN', status: 'paid' },
      { amount: 5000, refundedAmount: 0, currency: 'EUR', status: 'validated' },
      { amount: 9999, refundedAmount: 0, currency: 'BGN', status: 'failed' },
      { amount: 3000, refundedAmount: 3000, currency: 'EUR', status: 'refunded' },
    ]);
    expect(totals).toEqual({
      pending: [{ currency: 'BGN', amount: 16000 }],
      paid: [
        { currency: 'BGN', amount: 8000 },
        { currency: 'EUR', amount: 5000 },
      ],
    });
  });

  it('keeps each currency’s total equal to the sum of its own lines', () => {
    const line = fc.record({
      currency: fc.constantFrom(...CURRENCIES),
      amount: fc.integer({ min: 1, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        for (const { currency, amount } of sumByCurrency(lines)) {
          expect(amount).toBe(lines.filter((l) => l.currency === currency).reduce((s, l) => s + l.amount, 0));
        }
      }),
    );
    const payment = fc.record({
      amount: fc.integer({ min: 1, max: 100_000 }),
      refundedAmount: fc.constant(0),
      currency: fc.constantFrom(...CURRENCIES),
      status: fc.constantFrom(...PAYMENT_STATUSES),
    });
    fc.assert(
      fc.property(fc.array(payment, { maxLength: 20 }), (payments) => {
        const { pending } = paymentTotals(payments);
        const currencies = new Set(pending.map((p) => p.currency));
        expect(currencies.size).toBe(pending.length);
      }),
    );
  });
});
