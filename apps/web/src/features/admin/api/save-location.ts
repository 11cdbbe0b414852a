import { type AdminLocation, type LocationInput, adminLocationSchema } from '@swim/shared/api/admin-club';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateClubData } from './invalidate-club';

/** Creates a location (no id) or replaces one's details (with its id). */
export function saveLocation({ id, input }: { id?: string; input: LocationInput }): Promise<AdminLocation> {
  return id
    ? apiRequest('PUT', `/admin/locations/${encodeURIComponent(id)}`, { body: input, schema: adminLocationSchema })
    : apiRequest('POST', '/admin/locations', { body: input, schema: adminLocationSchema });
}

export function useSaveLocation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveLocation, onSettled: () => invalidateClubData(queryClient) });
}
