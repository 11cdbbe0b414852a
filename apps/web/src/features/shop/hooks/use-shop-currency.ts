import { DEFAULT_CURRENCY } from '@swim/shared/money';
import type { Currency } from '@swim/shared/enums';
import { useProducts } from '../api/get-products';

/** The currency the shop prices in (the club's; every product carries it). */
export function useShopCurrency(): Currency {
  const products = useProducts();
  return products.data?.[0]?.currency ?? DEFAULT_CURRENCY;
}
