import { type Location, locationSchema } from '@swim/shared/api/public';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../lib/api-client';

const locationsSchema = z.array(locationSchema);

export function getLocations(signal?: AbortSignal): Promise<Location[]> {
  return apiGet('/locations', locationsSchema, signal);
}

export function useLocations() {
  return useQuery({ queryKey: ['locations'], queryFn: ({ signal }) => getLocations(signal) });
}
