import { ORDER_STATUSES } from '@swim/shared/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { shopKeys } from './query-keys';

const syncedOrderSchema = z.object({ id: z.string(), number: z.string(), status: z.enum(ORDER_STATUSES) });
export type SyncedOrder = z.infer<typeof syncedOrderSchema>;

/** Asks the server to settle an order from its card checkout after the buyer came back. */
export function syncOrder(orderId: string): Promise<SyncedOrder> {
  return apiPost(`/orders/${encodeURIComponent(orderId)}/sync`, undefined, syncedOrderSchema);
}

export function useSyncOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncOrder,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: shopKeys.orders });
      await queryClient.invalidateQueries({ queryKey: shopKeys.products });
    },
  });
}
