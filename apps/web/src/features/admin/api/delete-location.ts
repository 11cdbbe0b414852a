import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateClubData } from './invalidate-club';

/** Deletes a location without classes (the server refuses one in use with LOCATION_IN_USE). */
export function deleteLocation(id: string): Promise<unknown> {
  return apiRequest('DELETE', `/admin/locations/${encodeURIComponent(id)}`);
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLocation, onSettled: () => invalidateClubData(queryClient) });
}
