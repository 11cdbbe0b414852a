import { peopleSchema } from '@swim/shared/api/public';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { clubKeys } from '../../../lib/club-query-keys';

export type People = z.infer<typeof peopleSchema>;

export function getPeople(signal?: AbortSignal): Promise<People> {
  return apiGet('/people', peopleSchema, signal);
}

/** Public profiles of the coaches and the club's featured athletes. */
export function usePeople() {
  return useQuery({ queryKey: clubKeys.people, queryFn: ({ signal }) => getPeople(signal) });
}
