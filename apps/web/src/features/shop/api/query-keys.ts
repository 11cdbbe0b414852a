import type { OrderLineInput } from '@swim/shared/api/shop';
import type { ProductCategory } from '@swim/shared/enums';
import { shopPublicKeys } from '../../../lib/shop-query-keys';

/** Cache keys of the shop; invalidation goes through these. */
export const shopKeys = {
  products: shopPublicKeys.products,
  productList: (category: ProductCategory | 'all') => ['products', { category }] as const,
  quote: (items: OrderLineInput[]) => ['shop', 'quote', items] as const,
  orders: shopPublicKeys.orders,
  orderList: ['orders', 'list'] as const,
  order: (orderId: string) => ['orders', 'detail', orderId] as const,
};
