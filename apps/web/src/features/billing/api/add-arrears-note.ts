import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { invalidateArrearsViews } from '../../../lib/arrears-query-keys';

type AddNoteInput = { parentId: string; body: string };

/** A staff note on a family's account (admins only). */
export function addArrearsNote({ parentId, body }: AddNoteInput): Promise<unknown> {
  return apiPost(`/admin/arrears/${encodeURIComponent(parentId)}/notes`, { body });
}

/** Adds a note; the family's card shows it first. */
export function useAddArrearsNote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addArrearsNote, onSettled: () => invalidateArrearsViews(queryClient) });
}
