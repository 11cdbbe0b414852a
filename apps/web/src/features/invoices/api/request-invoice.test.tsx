import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invoiceQueryKeys } from '../../../lib/invoice-query-keys';
import { mockApi, reply } from '../../../test/mock-api';
import { renderQueryHook } from '../../../test/query-hook';
import { buildInvoice, PAYMENT_ID, REQUEST_PATH } from '../test/fixtures';
import { useRequestInvoice } from './request-invoice';

describe('useRequestInvoice', () => {
  it('refreshes Billing’s list of invoices, which now holds the new one', async () => {
    const api = mockApi({ [`POST ${REQUEST_PATH}`]: reply(201, buildInvoice()) });
    const billingInvoices = [...invoiceQueryKeys.billingList, { page: 1, pageSize: 20 }];
    const otherDocument = invoiceQueryKeys.document('order', 'o-1');
    const { result, stale } = renderQueryHook(
      () => useRequestInvoice({ kind: 'payment', id: PAYMENT_ID }),
      [billingInvoices, otherDocument],
    );

    await act(() =>
      result.current.mutateAsync({
        recipient: { type: 'person', name: 'Мария Петрова', address: 'София, ул. „Шипка“ 6' },
      }),
    );

    expect(api).toHaveBeenCalledTimes(1);
    expect(stale(billingInvoices)).toBe(true);
    expect(stale(otherDocument)).toBe(false);
  });
});
