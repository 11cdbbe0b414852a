import type { OrderListQuery, ProductListQuery } from '@swim/shared/api/admin-shop';

/** Cache keys of the admin console's shop; invalidation goes through these. */
export const shopAdminKeys = {
  products: ['admin', 'products'] as const,
  productList: (query: ProductListQuery) => ['admin', 'products', query] as const,
  orders: ['admin', 'orders'] as const,
  orderList: (query: OrderListQuery) => ['admin', 'orders', query] as const,
};
