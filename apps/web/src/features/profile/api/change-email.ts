import type { ChangeEmailInput } from '@swim/shared/api/profile';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function changeEmail(input: ChangeEmailInput): Promise<unknown> {
  return apiRequest('POST', '/profile/email', { body: input });
}

/** Starts an address change: links go to the current address, then to the new one. */
export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
