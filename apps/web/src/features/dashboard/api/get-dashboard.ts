import { type Dashboard, dashboardSchema } from '@swim/shared/api/children';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { familyKeys } from '../../../lib/family-query-keys';

export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return apiGet('/dashboard', dashboardSchema, signal);
}

/** The parent's children with their classes, the next 7 days of classes and a payment overview. */
export function useDashboard() {
  return useQuery({ queryKey: familyKeys.dashboard, queryFn: ({ signal }) => getDashboard(signal) });
}
