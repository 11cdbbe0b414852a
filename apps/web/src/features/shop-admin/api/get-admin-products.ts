import { type ProductList, type ProductListQuery, productListSchema } from '@swim/shared/api/admin-shop';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { shopAdminKeys } from './query-keys';

export function getAdminProducts(query: ProductListQuery, signal?: AbortSignal): Promise<ProductList> {
  return apiGet(`/admin/products${toQueryString({ ...query })}`, productListSchema, signal);
}

/** One page of products as the console lists them; the previous page stays while the next loads. */
export function useAdminProducts(query: ProductListQuery) {
  return useQuery({
    queryKey: shopAdminKeys.productList(query),
    queryFn: ({ signal }) => getAdminProducts(query, signal),
    placeholderData: keepPreviousData,
  });
}
