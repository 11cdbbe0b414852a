import { type LocationList, type LocationListQuery, locationListSchema } from '@swim/shared/api/admin-club';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export function getAdminLocations(query: LocationListQuery, signal?: AbortSignal): Promise<LocationList> {
  return apiGet(`/admin/locations${toQueryString({ ...query })}`, locationListSchema, signal);
}

/** One page of locations as the console lists them; the previous page stays while the next loads. */
export function useAdminLocations(query: LocationListQuery) {
  return useQuery({
    queryKey: adminKeys.locationList(query),
    queryFn: ({ signal }) => getAdminLocations(query, signal),
    placeholderData: keepPreviousData,
  });
}
