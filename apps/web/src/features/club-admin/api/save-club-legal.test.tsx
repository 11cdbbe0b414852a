import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invoiceQueryKeys } from '../../../lib/invoice-query-keys';
import { mockApi } from '../../../test/mock-api';
import { renderQueryHook } from '../../../test/query-hook';
import { useSaveClubLegal } from './save-club-legal';

const legal = {
  legalName: 'Плувен клуб Делфин ЕООД',
  eik: '121517190',
  vatNumber: null,
  address: 'София, бул. „Витоша“ 1',
  mol: 'Елена Димитрова',
  vatRegistered: false,
};

describe('useSaveClubLegal', () => {
  it('makes every payment’s and order’s invoice dialog ask again whether an invoice may be requested', async () => {
    const api = mockApi({ 'PUT /api/admin/club-legal': { legal } });
    const payment = invoiceQueryKeys.document('payment', 'pay-1');
    const order = invoiceQueryKeys.document('order', 'o-1');
    const billingInvoices = [...invoiceQueryKeys.billingList, { page: 1 }];
    const { result, stale } = renderQueryHook(useSaveClubLegal, [payment, order, billingInvoices]);

    await act(() => result.current.mutateAsync(legal));

    expect(api).toHaveBeenCalledTimes(1);
    expect(stale(payment)).toBe(true);
    expect(stale(order)).toBe(true);
    // Issued documents do not change with the club's details.
    expect(stale(billingInvoices)).toBe(false);
  });
});
