import { type MetricCatalog, metricCatalogSchema } from '@swim/shared/api/instructor';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { instructorKeys } from './query-keys';

/** The progress metrics an assessment scores, with labels in three languages. */
export function getMetrics(signal?: AbortSignal): Promise<MetricCatalog> {
  return apiGet('/instructor/metrics', metricCatalogSchema, signal);
}

export function useMetrics() {
  return useQuery({
    queryKey: instructorKeys.metrics,
    queryFn: ({ signal }) => getMetrics(signal),
    staleTime: Infinity,
  });
}
