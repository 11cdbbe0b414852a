import type { ResetPasswordInput } from '@swim/shared/api/auth';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return apiPost('/auth/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
