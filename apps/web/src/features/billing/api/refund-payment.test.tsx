import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invoiceQueryKeys } from '../../../lib/invoice-query-keys';
import { mockApi } from '../../../test/mock-api';
import { renderQueryHook } from '../../../test/query-hook';
import { buildPayment, PAYMENT_ID } from '../test/fixtures';
import { billingKeys } from './query-keys';
import { useRefundPayment } from './refund-payment';

describe('useRefundPayment', () => {
  it('refreshes the invoices list and that payment’s invoice dialog (its credit note), not another payment’s', async () => {
    const api = mockApi({
      [`POST /api/payments/${PAYMENT_ID}/refunds`]: buildPayment({ status: 'refunded', refundedAmount: 8000 }),
    });
    const invoices = billingKeys.invoiceList({ page: 1, pageSize: 20 });
    const document = invoiceQueryKeys.document('payment', PAYMENT_ID);
    const otherDocument = invoiceQueryKeys.document('payment', 'another-payment');
    const { result, stale } = renderQueryHook(useRefundPayment, [invoices, document, otherDocument]);

    await act(() =>
      result.current.mutateAsync({ paymentId: PAYMENT_ID, amount: 8000, reason: 'requested_by_customer' }),
    );

    expect(api).toHaveBeenCalledTimes(1);
    expect(stale(invoices)).toBe(true);
    expect(stale(document)).toBe(true);
    expect(stale(otherDocument)).toBe(false);
  });
});
