import { contactAcceptedSchema, type ContactMessageInput } from '@swim/shared/api/contact';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client';

export type ContactAccepted = z.infer<typeof contactAcceptedSchema>;

export function sendContactMessage(input: ContactMessageInput): Promise<ContactAccepted> {
  return apiPost('/contact', input, contactAcceptedSchema);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
