import type { WriteOffInput } from '@swim/shared/api/arrears';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { invalidateArrearsViews } from '../../../lib/arrears-query-keys';

const writtenOffSchema = z.object({ id: z.string(), balance: z.number().int() });
type WriteOffRequest = WriteOffInput & { parentId: string };

/** Writes off part or all of a month's balance, with a reason (admins only); answers what is still owed. */
export function writeOffArrears({ parentId, ...input }: WriteOffRequest): Promise<z.infer<typeof writtenOffSchema>> {
  const body: WriteOffInput = input;
  return apiPost(`/admin/arrears/${encodeURIComponent(parentId)}/write-offs`, body, writtenOffSchema);
}

/** Writes off; the list and analytics' unpaid dues drop by the amount at once. */
export function useWriteOffArrears() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: writeOffArrears, onSettled: () => invalidateArrearsViews(queryClient) });
}
