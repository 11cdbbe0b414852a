import { clubLegalDetailsSchema } from '@swim/shared/api/invoices';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { clubAdminKeys } from './query-keys';

/** The club's legal details as invoices name it; `legal` is null until the admin has entered them. */
export const clubLegalAnswerSchema = z.object({ legal: clubLegalDetailsSchema.nullable() });
export type ClubLegalAnswer = z.infer<typeof clubLegalAnswerSchema>;

export function getClubLegal(signal?: AbortSignal): Promise<ClubLegalAnswer> {
  return apiGet('/admin/club-legal', clubLegalAnswerSchema, signal);
}

export function useClubLegal() {
  return useQuery({ queryKey: clubAdminKeys.legal, queryFn: ({ signal }) => getClubLegal(signal) });
}
