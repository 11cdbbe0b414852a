import type { clubLegalDetailsInputSchema } from '@swim/shared/api/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { invoiceQueryKeys } from '../../../lib/invoice-query-keys';
import { type ClubLegalAnswer, clubLegalAnswerSchema } from './get-club-legal';
import { clubAdminKeys } from './query-keys';

export type ClubLegalInput = z.input<typeof clubLegalDetailsInputSchema>;

export function saveClubLegal(input: ClubLegalInput): Promise<ClubLegalAnswer> {
  return apiRequest('PUT', '/admin/club-legal', { body: input, schema: clubLegalAnswerSchema });
}

/**
 * Saves the club's legal details; the audit log shows the change, and every invoice dialog reads again whether an
 * invoice may be asked for (none can until the details are there).
 */
export function useSaveClubLegal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClubLegal,
    onSuccess: (saved) => queryClient.setQueryData(clubAdminKeys.legal, saved),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clubAdminKeys.legal }),
        queryClient.invalidateQueries({ queryKey: clubAdminKeys.audit }),
        queryClient.invalidateQueries({ queryKey: invoiceQueryKeys.documents }),
      ]),
  });
}
