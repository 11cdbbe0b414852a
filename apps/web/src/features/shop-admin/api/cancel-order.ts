import { type AdminOrder, type CancelOrderInput, adminOrderSchema } from '@swim/shared/api/admin-shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { invalidateProducts } from './invalidate-products';
import { shopAdminKeys } from './query-keys';

/** Cancels an order (a paid one is refunded in full first); its stock returns to the shop. */
export function cancelOrder({ id, input }: { id: string; input: CancelOrderInput }): Promise<AdminOrder> {
  return apiPost(`/admin/orders/${encodeURIComponent(id)}/cancel`, input, adminOrderSchema);
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: shopAdminKeys.orders }), invalidateProducts(queryClient)]),
  });
}
