import { type AdminProduct, type ProductInput, adminProductSchema } from '@swim/shared/api/admin-shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateProducts } from './invalidate-products';

/** Creates a product (no id) or replaces one's details (with its id). */
export function saveProduct({ id, input }: { id?: string; input: ProductInput }): Promise<AdminProduct> {
  return id
    ? apiRequest('PUT', `/admin/products/${encodeURIComponent(id)}`, { body: input, schema: adminProductSchema })
    : apiRequest('POST', '/admin/products', { body: input, schema: adminProductSchema });
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveProduct, onSettled: () => invalidateProducts(queryClient) });
}
