import { describe, expect, it } from 'vitest';
import { hasActiveFilters, readPage, readPaymentFilters } from './payment-filters';

const CHILD = '33333333-3333-4333-8333-333333333333';

describe('readPaymentFilters', () => {
  it('reads known filters from the address', () => {
    const params = new URLSearchParams(`status=paid&method=card&child=${CHILD}&range=30&page=3`);
    expect(readPaymentFilters(params)).toEqual({ status: 'paid', method: 'card', childId: CHILD, range: '30' });
    expect(readPage(params)).toBe(3);
  });

  it('ignores unknown values and defaults to all time on page 1', () => {
    const params = new URLSearchParams('status=lost&method=cheque&child=nope&range=12&page=-2');
    const filters = readPaymentFilters(params);
    expect(filters).toEqual({ status: undefined, method: undefined, childId: undefined, range: 'all' });
    expect(hasActiveFilters(filters)).toBe(false);
    expect(readPage(params)).toBe(1);
  });
});
