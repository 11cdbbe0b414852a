import type { ChangePasswordInput } from '@swim/shared/api/profile';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return apiRequest('POST', '/profile/password', { body: input });
}

/** Changes the password (the current one is checked); other devices are signed out unless asked not to. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
