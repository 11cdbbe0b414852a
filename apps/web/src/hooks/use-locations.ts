import type { Location } from '@swim/shared/api/public';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api-client';
import { clubKeys } from '../lib/club-query-keys';

/** Loaded beside the request: the footer shows locations on every page, and zod stays out of the first script. */
const loadLocationsSchema = () => import('./locations-schema').then((m) => m.locationsSchema);

export function getLocations(signal?: AbortSignal): Promise<Location[]> {
  return apiGet('/locations', loadLocationsSchema, signal);
}

export function useLocations() {
  return useQuery({ queryKey: clubKeys.locations, queryFn: ({ signal }) => getLocations(signal) });
}
