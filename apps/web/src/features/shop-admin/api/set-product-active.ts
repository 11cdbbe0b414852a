import { type AdminProduct, adminProductSchema } from '@swim/shared/api/admin-shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateProducts } from './invalidate-products';

/** Shows a product in the shop again, or withdraws it (it can no longer be ordered). */
export function setProductActive({ id, active }: { id: string; active: boolean }): Promise<AdminProduct> {
  return apiRequest('PATCH', `/admin/products/${encodeURIComponent(id)}/active`, {
    body: { active },
    schema: adminProductSchema,
  });
}

export function useSetProductActive() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setProductActive, onSettled: () => invalidateProducts(queryClient) });
}
