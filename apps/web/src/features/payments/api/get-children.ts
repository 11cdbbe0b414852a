import { type Child, childSchema } from '@swim/shared/api/children';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { paymentKeys } from './query-keys';

export function getChildren(signal?: AbortSignal): Promise<Child[]> {
  return apiGet('/children', z.array(childSchema), signal);
}

/** The parent's children, to filter the payment history by child. */
export function useChildren() {
  return useQuery({ queryKey: paymentKeys.children, queryFn: ({ signal }) => getChildren(signal) });
}
