import { describe, expect, it } from 'vitest';
import { getRefundShare } from './refund-share';

describe('getRefundShare', () => {
  it('is none without a refund', () => {
    expect(getRefundShare({ amount: 8000, refundedAmount: 0, status: 'paid' })).toEqual({ kind: 'none' });
  });

  it('is partial with the ratio of the amount', () => {
    expect(getRefundShare({ amount: 8000, refundedAmount: 4000, status: 'paid' })).toEqual({
      kind: 'partial',
      ratio: 0.5,
    });
  });

  it('is full when the payment is refunded', () => {
    expect(getRefundShare({ amount: 8000, refundedAmount: 8000, status: 'refunded' })).toEqual({ kind: 'full' });
  });
});
