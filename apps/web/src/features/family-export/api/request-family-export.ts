import { type FamilyExport, familyExportSchema } from '@swim/shared/api/family-export';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { familyExportKeys } from './get-family-export';

export function requestFamilyExport(): Promise<FamilyExport> {
  return apiRequest('POST', '/family-export', { schema: familyExportSchema });
}

/** Asks for a new export of the account's data; the section then shows it being prepared. */
export function useRequestFamilyExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestFamilyExport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: familyExportKeys.own }),
  });
}
