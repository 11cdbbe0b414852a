import { type CreateOrderInput, type OrderStarted, orderStartedSchema } from '@swim/shared/api/shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { toLanguage } from '../../../lib/language';
import { shopKeys } from './query-keys';

export function createOrder(input: CreateOrderInput): Promise<OrderStarted> {
  // The card page and the confirmation mail speak the language the buyer uses the site in.
  return apiPost('/orders', { ...input, language: toLanguage(i18n.language) }, orderStartedSchema);
}

/** Places the order (stock is reserved) and answers the card checkout to go to. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopKeys.products }),
  });
}
