import type { SignInInput } from '@swim/shared/api/auth';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export function signIn(input: SignInInput): Promise<unknown> {
  return apiPost('/auth/sign-in/email', input);
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
