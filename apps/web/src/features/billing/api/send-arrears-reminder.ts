import { reminderSentSchema } from '@swim/shared/api/arrears';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { invalidateArrearsViews } from '../../../lib/arrears-query-keys';

export type ReminderSent = z.infer<typeof reminderSentSchema>;

/** Mails the family a reminder of everything overdue, in their language (admins only). */
export function sendArrearsReminder(parentId: string): Promise<ReminderSent> {
  return apiPost(`/admin/arrears/${encodeURIComponent(parentId)}/remind`, undefined, reminderSentSchema);
}

/** Sends a reminder; the list shows it as the family's last one. */
export function useSendArrearsReminder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendArrearsReminder, onSettled: () => invalidateArrearsViews(queryClient) });
}
