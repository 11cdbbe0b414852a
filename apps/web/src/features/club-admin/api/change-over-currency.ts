import { changeoverResultSchema } from '@swim/shared/api/currency-changeover';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function changeOverCurrency() {
  return apiRequest('POST', '/admin/currency-changeover', { schema: changeoverResultSchema });
}

/** Switches the club to euro. Every price on every screen moves with it, so every query is read again. */
export function useChangeOverCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOverCurrency,
    onSettled: () => queryClient.invalidateQueries(),
  });
}
