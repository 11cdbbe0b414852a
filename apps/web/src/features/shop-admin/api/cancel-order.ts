import { type AdminOrder, type CancelOrderInput, adminOrderSchema } from '@swim/shared/api/admin-shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { invoiceQueryKeys } from '../../../lib/invoice-query-keys';
import { invalidateProducts } from './invalidate-products';
import { shopAdminKeys } from './query-keys';

/** Cancels an order (a paid one is refunded in full first); its stock returns to the shop. */
export function cancelOrder({ id, input }: { id: string; input: CancelOrderInput }): Promise<AdminOrder> {
  return apiPost(`/admin/orders/${encodeURIComponent(id)}/cancel`, input, adminOrderSchema);
}

/**
 * Cancels an order; the orders and the shop's stock are read again, and so are billing's list of invoices and the
 * order's invoice dialog, since refunding an invoiced order issues a credit note.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: (_order, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shopAdminKeys.orders }),
        invalidateProducts(queryClient),
        queryClient.invalidateQueries({ queryKey: invoiceQueryKeys.billingList }),
        queryClient.invalidateQueries({ queryKey: invoiceQueryKeys.document('order', id) }),
      ]),
  });
}
