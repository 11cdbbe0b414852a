import type { RequestResetInput } from '@swim/shared/api/auth';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** Mails a reset link returning to /auth; the answer is the same whether or not the address has an account. */
export function requestPasswordReset(input: RequestResetInput): Promise<unknown> {
  return apiPost('/auth/request-password-reset', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
