import { type Child, childSchema } from '@swim/shared/api/children';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { childKeys } from './query-keys';

export function getChild(childId: string, signal?: AbortSignal): Promise<Child> {
  return apiGet(`/children/${encodeURIComponent(childId)}`, childSchema, signal);
}

/** One of the parent's children with active and past enrollments; another family's child is 'not found'. */
export function useChild(childId: string) {
  return useQuery({ queryKey: childKeys.detail(childId), queryFn: ({ signal }) => getChild(childId, signal) });
}
