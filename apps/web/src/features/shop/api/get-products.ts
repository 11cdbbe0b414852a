import { type Product, productSchema } from '@swim/shared/api/public';
import type { ProductCategory } from '@swim/shared/enums';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { shopKeys } from './query-keys';

const productsSchema = z.array(productSchema);

export function getProducts(category: ProductCategory | undefined, signal?: AbortSignal): Promise<Product[]> {
  return apiGet(`/products${toQueryString({ category })}`, productsSchema, signal);
}

/** Active shop products, optionally of one category. */
export function useProducts(category?: ProductCategory) {
  return useQuery({
    queryKey: shopKeys.productList(category ?? 'all'),
    queryFn: ({ signal }) => getProducts(category, signal),
  });
}
