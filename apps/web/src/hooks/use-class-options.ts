import { type ClassOption, classOptionSchema } from '@swim/shared/api/children';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, toQueryString } from '../lib/api-client';
import { clubKeys } from '../lib/club-query-keys';

const classOptionsSchema = z.array(classOptionSchema);

export function getClassOptions(locationId?: string, signal?: AbortSignal): Promise<ClassOption[]> {
  return apiGet(`/classes${toQueryString({ locationId })}`, classOptionsSchema, signal);
}

/** Active classes (of one location, or all) with free places and the server's plan prices. */
export function useClassOptions(locationId?: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: clubKeys.classOptionsAt(locationId ?? null),
    queryFn: ({ signal }) => getClassOptions(locationId ?? undefined, signal),
    enabled: options.enabled ?? true,
    // Free places change as other families enrol: keep the list fresh while a parent is choosing.
    staleTime: 15_000,
  });
}
