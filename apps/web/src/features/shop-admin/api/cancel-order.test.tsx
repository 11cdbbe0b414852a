import type { AdminOrder } from '@swim/shared/api/admin-shop';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invoiceQueryKeys } from '../../../lib/invoice-query-keys';
import { mockApi } from '../../../test/mock-api';
import { renderQueryHook } from '../../../test/query-hook';
import { useCancelOrder } from './cancel-order';

const cancelled: AdminOrder = {
  id: 'o-1',
  number: 'SC-2026-000042',
  status: 'cancelled',
  createdAt: '2026-03-02T09:30:00.000Z',
  paidAt: '2026-03-02T09:31:00.000Z',
  customerName: 'Мария Петрова',
  email: 'maria@example.test',
  phone: '0888 123 456',
  shippingAddress: 'София, ул. Витоша 1',
  total: 3000,
  currency: 'EUR',
  items: [{ productId: 'p-1', name: { bg: 'Шапка', en: 'Swim cap' }, price: 1500, quantity: 2 }],
  cancelledAt: '2026-03-05T10:00:00.000Z',
  refunded: true,
  userId: 'parent-1',
};

describe('useCancelOrder', () => {
  it('refreshes Billing’s invoices and the order’s invoice dialog (a refund issues a credit note), not other orders’', async () => {
    const api = mockApi({ 'POST /api/admin/orders/o-1/cancel': cancelled });
    const invoices = [...invoiceQueryKeys.billingList, { page: 1, pageSize: 20 }];
    const order = invoiceQueryKeys.document('order', 'o-1');
    const otherOrder = invoiceQueryKeys.document('order', 'o-2');
    const { result, stale } = renderQueryHook(useCancelOrder, [invoices, order, otherOrder]);

    await act(() => result.current.mutateAsync({ id: 'o-1', input: { reason: 'requested_by_customer' } }));

    expect(api).toHaveBeenCalledTimes(1);
    expect(stale(invoices)).toBe(true);
    expect(stale(order)).toBe(true);
    expect(stale(otherOrder)).toBe(false);
  });
});
