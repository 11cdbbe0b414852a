import { type OrderLineInput, type Quote, quoteSchema } from '@swim/shared/api/shop';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { shopKeys } from './query-keys';

export function quoteCart(items: OrderLineInput[], signal?: AbortSignal): Promise<Quote> {
  return apiRequest('POST', '/shop/quote', { body: { items }, schema: quoteSchema, signal });
}

/** The cart priced by the server from current prices and stock; refreshed when the cart changes. */
export function useCartQuote(items: OrderLineInput[]) {
  return useQuery({
    queryKey: shopKeys.quote(items),
    queryFn: ({ signal }) => quoteCart(items, signal),
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
  });
}
