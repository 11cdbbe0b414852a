import { changeoverPreviewSchema } from '@swim/shared/api/currency-changeover';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { clubAdminKeys } from './query-keys';

/** The club's currency and what switching it to euro would convert. */
export function getCurrencyChangeover(signal?: AbortSignal) {
  return apiGet('/admin/currency-changeover', changeoverPreviewSchema, signal);
}

export function useCurrencyChangeover() {
  return useQuery({ queryKey: clubAdminKeys.changeover, queryFn: ({ signal }) => getCurrencyChangeover(signal) });
}
